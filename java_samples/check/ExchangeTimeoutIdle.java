// expect: no_violation
// states: all=41 no-por=54 no-symmetry=69 none=96
// bounded-without-library-atomicity: 20000
// flags: --timeouts=idle
// about: ExchangeTimeout under --timeouts=idle: the timeout fires only when no thread can run, so the other thread has done its part by then
import java.util.concurrent.Exchanger;
import java.util.concurrent.TimeUnit;

public class ExchangeTimeoutIdle {
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
