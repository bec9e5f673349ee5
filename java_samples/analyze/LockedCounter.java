// expect-races: none
// expect-lock-order: none
// about: the same counter, every increment inside synchronized(LockedCounter.class); main reads it after joining, unlocked, which the joins order
public class LockedCounter {
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Runnable r = () -> {
            for (int i = 0; i < 100; i++) {
                synchronized (LockedCounter.class) {
                    count++;
                }
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
