// expect: assertion
// about: main fills an array no other thread can reach (no scheduling points), then hands it to a running worker through a queue and reads it twice: from the hand-over on the worker can reach it, the reads are scheduling points again and the worker's write can fall between them
// states: all=19 dpor=19 no-symmetry=19
import java.util.concurrent.LinkedBlockingQueue;

public class UnreachedBoxHandedOver {
    public static void main(String[] args) throws Exception {
        var handOff = new LinkedBlockingQueue<int[]>();
        Thread worker = new Thread(() -> {
            try {
                int[] box = handOff.take();
                box[0] = 7;
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        worker.start();
        int[] box = new int[1];
        box[0] = 1;
        box[0] = box[0] + 1;
        handOff.put(box);
        int first = box[0];
        int second = box[0];
        assert first == second : first + " then " + second;
        worker.join();
    }
}
