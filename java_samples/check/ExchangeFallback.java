// expect: no_violation
// states: all=85 no-por=104 no-symmetry=197 none=236
// bounded-without-library-atomicity: 20000
// about: two threads swap buffers with Exchanger.exchange(buffer, 1, SECONDS) and each keeps its own buffer on TimeoutException: whatever each gets is the partner's buffer or its own
import java.util.concurrent.Exchanger;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

public class ExchangeFallback {
    public static void main(String[] args) throws Exception {
        Exchanger<String> exchanger = new Exchanger<>();
        String[] filled = new String[1];
        Thread filler = new Thread(() -> {
            try {
                filled[0] = exchanger.exchange("full", 1, TimeUnit.SECONDS);
            } catch (TimeoutException e) {
                filled[0] = "full";
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        filler.start();
        String got;
        try {
            got = exchanger.exchange("empty", 1, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            got = "empty";
        }
        filler.join();
        assert got.equals("full") || got.equals("empty");
        assert filled[0].equals("empty") || filled[0].equals("full");
        assert got.equals("full") == filled[0].equals("empty") : "only one side of the exchange happened";
    }
}
