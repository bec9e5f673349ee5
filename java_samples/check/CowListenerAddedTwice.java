// expect: assertion
// states: all=27 no-por=42 no-symmetry=27 none=42 dpor=27
// about: an event bus keeps listeners in a CopyOnWriteArrayList and subscribe() checks contains() before add(); two threads subscribing the same listener can both see it absent and add it twice, so one event is delivered twice (addIfAbsent would make it one step)
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

public class CowListenerAddedTwice {
    static final List<Consumer<String>> listeners = new CopyOnWriteArrayList<>();

    static void subscribe(Consumer<String> l) {
        if (!listeners.contains(l)) {
            listeners.add(l);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        AtomicInteger emails = new AtomicInteger();
        Consumer<String> mailer = e -> emails.incrementAndGet();
        Thread ui = new Thread(() -> subscribe(mailer));
        Thread plugins = new Thread(() -> subscribe(mailer));
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
