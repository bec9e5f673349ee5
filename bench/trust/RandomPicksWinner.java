import java.util.Random;
public class RandomPicksWinner {
    static int shared;
    public static void main(String[] args) throws Exception {
        boolean racy = new Random().nextInt(3) == 2;
        Runnable r = racy ? () -> { int c = shared; shared = c + 1; } : () -> { synchronized (RandomPicksWinner.class) { shared++; } };
        Thread a = new Thread(r), b = new Thread(r);
        a.start(); b.start(); a.join(); b.join();
        assert shared == 2 : "lost update";
    }
}
