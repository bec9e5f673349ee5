// expect: assertion
// states: all=6 no-por=20 no-symmetry=6 none=20
// about: main takes an item with a timed poll(1, SECONDS) and assumes it got one; if the producer is delayed past the deadline the poll returns null (only a timeout reaches it)
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

public class PollTimeoutNull {
    public static void main(String[] args) throws Exception {
        BlockingQueue<Integer> q = new LinkedTransferQueue<>();
        Thread p = new Thread(() -> q.offer(7));
        p.start();
        Integer v = q.poll(1, TimeUnit.SECONDS);
        assert v != null : "the poll timed out before the producer offered";
        p.join();
    }
}
