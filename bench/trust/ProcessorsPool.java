public class ProcessorsPool {
    static int counter;
    public static void main(String[] args) throws Exception {
        int n = Math.min(Runtime.getRuntime().availableProcessors(), 2);
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) { ts[i] = new Thread(() -> { int c = counter; counter = c + 1; }); ts[i].start(); }
        for (Thread t : ts) t.join();
        assert counter == n : "lost update " + counter;
    }
}
