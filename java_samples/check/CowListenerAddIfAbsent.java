// expect: no_violation
// states: all=46 no-por=110 no-symmetry=46 none=110 dpor=34
// about: the twin of CowListenerAddedTwice subscribing with CopyOnWriteArrayList.addIfAbsent, one atomic step: however the two subscribers interleave, the listener is on the list once and one event is delivered once
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

public class CowListenerAddIfAbsent {
    static final CopyOnWriteArrayList<Consumer<String>> listeners = new CopyOnWriteArrayList<>();

    public static void main(String[] args) throws InterruptedException {
        AtomicInteger emails = new AtomicInteger();
        Consumer<String> mailer = e -> emails.incrementAndGet();
        Thread ui = new Thread(() -> listeners.addIfAbsent(mailer));
        Thread plugins = new Thread(() -> listeners.addIfAbsent(mailer));
        ui.start();
        plugins.start();
        ui.join();
        plugins.join();
        for (Consumer<String> l : listeners) {
            l.accept("order shipped");
        }
        assert emails.get() == 1 : emails.get() + " emails for one event";
    }
}
