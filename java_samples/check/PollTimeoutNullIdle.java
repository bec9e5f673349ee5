// expect: no_violation
// states: all=23 no-por=51 no-symmetry=24 none=52
// flags: --timeouts=idle
// about: the same program under --timeouts=idle: the poll times out only when no thread can run, so the producer has offered by then
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

public class PollTimeoutNullIdle {
    public static void main(String[] args) throws Exception {
        BlockingQueue<Integer> q = new LinkedTransferQueue<>();
        Thread p = new Thread(() -> q.offer(7));
        p.start();
        Integer v = q.poll(1, TimeUnit.SECONDS);
        assert v != null : "the poll timed out before the producer offered";
        p.join();
    }
}
