// expect: no_violation
// states: all=32 no-por=76 no-symmetry=33 none=77
// about: main takes an item with a timed poll(1, SECONDS) and falls back to -1 when it times out: correct whether the poll is woken or times out
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

public class PollFallback {
    public static void main(String[] args) throws Exception {
        BlockingQueue<Integer> q = new LinkedTransferQueue<>();
        Thread p = new Thread(() -> q.offer(7));
        p.start();
        Integer v = q.poll(1, TimeUnit.SECONDS);
        int result = v == null ? -1 : v;
        assert result == 7 || result == -1;
        p.join();
    }
}
