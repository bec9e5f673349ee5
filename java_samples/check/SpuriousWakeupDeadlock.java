// expect: deadlock
// states: all=18 no-por=32 no-symmetry=18 none=32
// flags: --spurious-wakeups
// about: a shift worker waits in a `while` loop for the go-ahead, which the manager sets without notify and then joins: only a spurious wakeup could end the wait, so under --spurious-wakeups (where such a wait may always end) the state is still a deadlock, as without the flag
public class SpuriousWakeupDeadlock {
    private boolean open;

    synchronized void waitForOpening() throws InterruptedException {
        while (!open) {
            wait();
        }
    }

    synchronized void openQuietly() {
        open = true;
    }

    public static void main(String[] args) throws Exception {
        SpuriousWakeupDeadlock shop = new SpuriousWakeupDeadlock();
        Thread worker = new Thread(() -> {
            try {
                shop.waitForOpening();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        worker.start();
        shop.openQuietly();
        worker.join();
    }
}
