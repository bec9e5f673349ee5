// expect: no_violation
// states: all=279 no-por=1070 no-symmetry=422 none=2118 dpor=258
// bounded-without-library-atomicity: 20000
// about: two workers and main pass two phases of a Phaser with arriveAndAwaitAdvance; each worker writes its slot before arriving, so after each advance every slot holds that phase's value
import java.util.concurrent.Phaser;

public class PhaserTwoPhases {
    static final int[] slots = new int[2];

    public static void main(String[] args) throws InterruptedException {
        Phaser phaser = new Phaser(3);
        Thread[] workers = new Thread[2];
        for (int w = 0; w < 2; w++) {
            final int me = w;
            workers[w] = new Thread(() -> {
                for (int phase = 1; phase <= 2; phase++) {
                    slots[me] = phase;
                    phaser.arriveAndAwaitAdvance();
                }
            });
            workers[w].start();
        }
        for (int phase = 1; phase <= 2; phase++) {
            phaser.arriveAndAwaitAdvance();
            assert slots[0] >= phase && slots[1] >= phase;
        }
        for (Thread t : workers) {
            t.join();
        }
    }
}
