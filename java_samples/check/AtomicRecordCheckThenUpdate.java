// expect: assertion
// states: all=29 no-por=56 no-symmetry=29 none=56 dpor=29
// about: a wallet kept as an immutable record in an AtomicReference; pay() checks the balance with get() and then subtracts with updateAndGet, so two payers can both pass the check before either subtracts and overdraw the wallet (each update is atomic, the check-then-act is not)
import java.util.concurrent.atomic.AtomicReference;

public class AtomicRecordCheckThenUpdate {
    record Balance(long cents, int payments) {
        Balance pay(long price) {
            return new Balance(cents - price, payments + 1);
        }
    }

    static final AtomicReference<Balance> wallet = new AtomicReference<>(new Balance(2000, 0));

    static void pay(long price) {
        if (wallet.get().cents() < price) {
            return; // declined
        }
        wallet.updateAndGet(b -> b.pay(price));
    }

    public static void main(String[] args) throws InterruptedException {
        Thread phone = new Thread(() -> pay(1250));
        Thread watch = new Thread(() -> pay(1500));
        phone.start();
        watch.start();
        phone.join();
        watch.join();
        Balance end = wallet.get();
        assert end.cents() >= 0 : "overdrawn after " + end.payments() + " payments: " + end.cents();
    }
}
