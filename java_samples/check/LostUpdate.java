// expect: assertion
// states: all=30 no-por=33 no-symmetry=30 none=33
// about: two threads do count++ on a plain int; if both read 0 before either writes, one increment is lost and count == 1
public class LostUpdate {
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> count++);
        Thread t2 = new Thread(() -> count++);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert count == 2 : "count " + count;
        System.out.println("count " + count);
    }
}
