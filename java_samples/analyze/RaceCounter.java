// expect-races: RaceCounter.count
// expect-lock-order: none
// about: two threads increment a static counter with no lock; Eraser reports the field though this run loses no update
public class RaceCounter {
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Runnable r = () -> {
            for (int i = 0; i < 100; i++) {
                count++;
            }
        };
        Thread a = new Thread(r);
        Thread b = new Thread(r);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("count " + count);
    }
}
