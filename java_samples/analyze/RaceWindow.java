// expect-races: RaceWindow.hits
// expect-lock-order: none
// expect-window: main config-writer counter-1 counter-2
// about: two counters race on hits and read a limit that config-writer wrote; bystander computes on its own: the window is the racing threads, their starter (main) and the thread whose writes they read, not bystander
public class RaceWindow {
    static class Config {
        int limit;
    }

    static final Config config = new Config();
    static int hits;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> config.limit = 5, "config-writer");
        writer.start();
        writer.join();
        Runnable count = () -> {
            for (int i = 0; i < config.limit; i++) hits++;
        };
        Thread c1 = new Thread(count, "counter-1");
        Thread c2 = new Thread(count, "counter-2");
        Thread bystander = new Thread(() -> {
            long s = 0;
            for (int i = 0; i < 1000; i++) s += i;
            System.out.println("bystander " + s);
        }, "bystander");
        c1.start();
        c2.start();
        bystander.start();
        c1.join();
        c2.join();
        bystander.join();
        System.out.println("hits " + hits);
    }
}
