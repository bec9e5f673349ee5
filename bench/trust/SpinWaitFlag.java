public class SpinWaitFlag {
    static volatile int stage;
    static int data;
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> { data = 1; stage = 1; data = 2; });
        t.start();
        while (stage == 0) Thread.onSpinWait();
        assert data == 1 : "data " + data;
        t.join();
    }
}
