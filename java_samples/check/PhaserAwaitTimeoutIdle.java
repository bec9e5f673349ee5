// expect: no_violation
// states: all=2249 no-por=5065 no-symmetry=2249 none=5065
// flags: --timeouts=idle
// about: PhaserAwaitTimeout under --timeouts=idle: the timeout fires only when no thread can run, so the other thread has done its part by then
import java.util.concurrent.Phaser;
import java.util.concurrent.TimeUnit;

public class PhaserAwaitTimeoutIdle {
    public static void main(String[] args) throws Exception {
        Phaser phaser = new Phaser(2);
        Thread worker = new Thread(phaser::arrive);
        worker.start();
        int phase = phaser.arrive();
        phaser.awaitAdvanceInterruptibly(phase, 1, TimeUnit.SECONDS);
        worker.join();
    }
}
