// expect: no_violation
// states: all=23 no-por=33 no-symmetry=23 none=33
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
