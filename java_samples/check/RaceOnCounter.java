// expect: data_race
// states: all=25 no-por=28 no-symmetry=25 none=28
// flags: --races
// about: two threads increment a plain field without a lock; with --races the checker reports the
// about: unsynchronised write/read pair as soon as both threads are about to touch the field
public class RaceOnCounter {
    static int hits;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> hits++);
        Thread b = new Thread(() -> hits++);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(hits);
    }
}
