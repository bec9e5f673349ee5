// expect: no_violation
// states: all=3778 no-por=8207 no-symmetry=3778 none=8207
// about: main reads the worker's result only when awaitAdvanceInterruptibly(phase, 1, SECONDS) returned (the worker arrived after writing it): correct whether the wait is woken or times out
import java.util.concurrent.Phaser;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

public class PhaserAwaitChecked {
    static int result;

    public static void main(String[] args) throws Exception {
        Phaser phaser = new Phaser(2);
        Thread worker = new Thread(() -> {
            result = 42;
            phaser.arrive();
        });
        worker.start();
        int phase = phaser.arrive();
        try {
            phaser.awaitAdvanceInterruptibly(phase, 1, TimeUnit.SECONDS);
            assert result == 42;
        } catch (TimeoutException e) {
            // gave up
        }
        worker.join();
    }
}
