// expect-races: none
// expect-lock-order: none
// about: two workers each write their slot of a plain record and arriveAndAwaitAdvance on a Phaser with main; after main's own arriveAndAwaitAdvance returns, it reads and rewrites both slots unlocked: every arrival happens before the advance
import java.util.concurrent.Phaser;

public class PhaserHandoff {
    static final class Record {
        int left;
        int right;
    }

    public static void main(String[] args) throws InterruptedException {
        Record r = new Record();
        Phaser phaser = new Phaser(3);
        Thread a = new Thread(() -> {
            r.left = 1;
            phaser.arriveAndAwaitAdvance();
        });
        Thread b = new Thread(() -> {
            r.right = 2;
            phaser.arriveAndAwaitAdvance();
        });
        a.start();
        b.start();
        phaser.arriveAndAwaitAdvance();
        r.left = r.left + r.right;
        r.right = 0;
        a.join();
        b.join();
        System.out.println(r.left);
    }
}
