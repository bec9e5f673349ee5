// expect: exception java.util.concurrent.TimeoutException
// states: all=6 no-por=7 no-symmetry=6 none=7
// about: two threads swap buffers with Exchanger.exchange(buffer, 1, SECONDS) and do not handle the timeout; if the partner is delayed past the deadline, TimeoutException escapes (only a timeout reaches it)
import java.util.concurrent.Exchanger;
import java.util.concurrent.TimeUnit;

public class ExchangeTimeout {
    public static void main(String[] args) throws Exception {
        Exchanger<String> exchanger = new Exchanger<>();
        Thread filler = new Thread(() -> {
            try {
                exchanger.exchange("full", 1, TimeUnit.SECONDS);
            } catch (Exception e) {
                // gave up
            }
        });
        filler.start();
        String got = exchanger.exchange("empty", 1, TimeUnit.SECONDS);
        assert got.equals("full");
        filler.join();
    }
}
