public class YieldLostUpdate {
    static int count;
    public static void main(String[] args) throws Exception {
        Runnable r = () -> { int c = count; Thread.yield(); count = c + 1; };
        Thread a = new Thread(r), b = new Thread(r);
        a.start(); b.start(); a.join(); b.join();
        assert count == 2 : "lost update";
    }
}
