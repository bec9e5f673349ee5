public class SleepOrdering {
    static volatile int first;
    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> { try { Thread.sleep(10); } catch (InterruptedException e) {} if (first == 0) first = 1; });
        Thread b = new Thread(() -> { try { Thread.sleep(500); } catch (InterruptedException e) {} if (first == 0) first = 2; });
        a.start(); b.start(); a.join(); b.join();
        assert first == 1 : "slow thread won";
    }
}
