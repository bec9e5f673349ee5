// expect: exception java.util.concurrent.TimeoutException
// states: all=68 no-por=127 no-symmetry=68 none=127
// about: main registers a worker with a Phaser and waits for the phase to advance with awaitAdvanceInterruptibly(phase, 1, SECONDS) without handling the timeout; if the worker is delayed past the deadline, TimeoutException escapes (only a timeout reaches it)
import java.util.concurrent.Phaser;
import java.util.concurrent.TimeUnit;

public class PhaserAwaitTimeout {
    public static void main(String[] args) throws Exception {
        Phaser phaser = new Phaser(2);
        Thread worker = new Thread(phaser::arrive);
        worker.start();
        int phase = phaser.arrive();
        phaser.awaitAdvanceInterruptibly(phase, 1, TimeUnit.SECONDS);
        worker.join();
    }
}
