// expect: no_violation
// states: all=104 no-por=489 no-symmetry=226 none=1087 dpor=88
// about: the twin of AtomicRecordCheckThenUpdate with the balance check inside the updateAndGet function (a declined payment returns the record unchanged), so check and update are one atomic step: whichever payer goes first pays, the other is declined, the wallet is never overdrawn
import java.util.concurrent.atomic.AtomicReference;

public class AtomicRecordUpdateChecked {
    record Balance(long cents, int payments) {
        Balance pay(long price) {
            return cents < price ? this : new Balance(cents - price, payments + 1);
        }
    }

    static final AtomicReference<Balance> wallet = new AtomicReference<>(new Balance(2000, 0));

    public static void main(String[] args) throws InterruptedException {
        Thread phone = new Thread(() -> wallet.updateAndGet(b -> b.pay(1250)));
        Thread watch = new Thread(() -> wallet.updateAndGet(b -> b.pay(1500)));
        phone.start();
        watch.start();
        phone.join();
        watch.join();
        Balance end = wallet.get();
        assert end.cents() >= 0 : "overdrawn: " + end.cents();
        assert end.payments() == 1 : end.payments() + " payments";
        assert end.cents() == 750 || end.cents() == 500 : "balance " + end.cents();
    }
}
