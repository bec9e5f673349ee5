// expect: assertion
// states: all=50 no-por=121 no-symmetry=50 none=121 no-local-statics=54
// about: Verify.getInt(1, 2) picks how many threads do an unsynchronised count++; with 1 nothing is lost, with 2 a lost update fails the assert
import wayfinder.Verify;

public class VerifyChoiceThreads {
    static int count;

    public static void main(String[] args) throws InterruptedException {
        int n = Verify.getInt(1, 2);
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            ts[i] = new Thread(() -> count++);
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        assert count == n : "count " + count + " of " + n;
        System.out.println("count " + count);
    }
}
