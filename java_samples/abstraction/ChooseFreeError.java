// The error is on a path without abstraction choices: `--choose-free`
// finds it and it is real. The worker's `balance - 1` on a POS balance is
// ZERO or POS, an abstraction choice, so choose-free search cuts those paths.
// check: --abstract ChooseFreeError.balance=signs --choose-free => assertion choose_free
// check: --abstract ChooseFreeError.balance=signs => assertion choose_free
public class ChooseFreeError {
    static int balance;

    public static void main(String[] args) throws InterruptedException {
        balance = 3;
        Thread worker = new Thread(() -> {
            synchronized (ChooseFreeError.class) {
                balance = balance - 1;
            }
        });
        worker.start();
        synchronized (ChooseFreeError.class) {
            if (balance > 0) {
                balance = -balance;
            }
            assert balance >= 0 : "balance is negative";
        }
        worker.join();
    }
}
