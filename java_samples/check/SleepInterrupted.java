// expect: assertion
// states: all=8 no-por=8 no-symmetry=8 none=8
// about: a worker sleeps for a second; main interrupts it, and the sleep ends by the interrupt instead of its timeout (only the wake-up reaches it)
public class SleepInterrupted {
    static volatile boolean interrupted;

    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> {
            try {
                Thread.sleep(1000);
            } catch (InterruptedException e) {
                interrupted = true;
            }
        });
        w.start();
        w.interrupt();
        w.join();
        assert !interrupted : "the sleep was cut short by the interrupt";
    }
}
