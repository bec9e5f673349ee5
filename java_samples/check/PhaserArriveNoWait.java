// expect: assertion
// states: all=2 no-por=15 no-symmetry=2 none=15 no-library-atomicity=2 dpor=2
// about: main arrives at the Phaser with arrive() where it should arriveAndAwaitAdvance(), and reads the worker's result at once: it can run before the worker has written it
import java.util.concurrent.Phaser;

public class PhaserArriveNoWait {
    static int result;

    public static void main(String[] args) throws InterruptedException {
        Phaser phaser = new Phaser(2);
        Thread worker = new Thread(() -> {
            result = 42;
            phaser.arriveAndDeregister();
        });
        worker.start();
        phaser.arrive();
        assert result == 42;
        worker.join();
    }
}
