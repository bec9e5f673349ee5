public class MathRandomThreads {
    static volatile int winner;
    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> { if (Math.random() > 0.9) winner = 1; });
        a.start(); a.join();
        assert winner == 0 : "a won";
    }
}
