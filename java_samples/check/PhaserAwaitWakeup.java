// expect: assertion
// states: all=21 no-por=38 no-symmetry=21 none=38
// about: the worker arrives at the Phaser and then records that it finished; main's awaitAdvanceInterruptibly(phase, 1, SECONDS) is woken by the arrival and checks the record too early (only the wake-up reaches it)
import java.util.concurrent.Phaser;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

public class PhaserAwaitWakeup {
    static volatile boolean finished;

    public static void main(String[] args) throws Exception {
        Phaser phaser = new Phaser(2);
        Thread worker = new Thread(() -> {
            phaser.arrive();
            finished = true;
        });
        worker.start();
        int phase = phaser.arrive();
        try {
            phaser.awaitAdvanceInterruptibly(phase, 1, TimeUnit.SECONDS);
            assert finished : "woken by the arrival before the worker finished";
        } catch (TimeoutException e) {
            // gave up
        }
        worker.join();
    }
}
