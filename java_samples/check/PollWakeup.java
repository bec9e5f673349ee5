// expect: assertion
// states: all=21 no-por=47 no-symmetry=21 none=47
// about: the producer offers an item and then sets a flag; main's timed poll is woken by the offer and checks the flag before the producer set it (only the wake-up reaches it)
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

public class PollWakeup {
    static volatile boolean announced;

    public static void main(String[] args) throws Exception {
        BlockingQueue<Integer> q = new LinkedTransferQueue<>();
        Thread p = new Thread(() -> {
            q.offer(7);
            announced = true;
        });
        p.start();
        Integer v = q.poll(1, TimeUnit.SECONDS);
        if (v != null) {
            assert announced : "the item arrived before the producer announced it";
        }
        p.join();
    }
}
