// expect: no_violation
// states: all=46 no-por=58 no-symmetry=46 none=58
// about: each thread does count++ between Verify.beginAtomic() and endAtomic(), so the checker never switches threads mid-increment and count == 2
import wayfinder.Verify;

public class VerifyAtomicBlock {
    static int count;

    static void increment() {
        Verify.beginAtomic();
        count++;
        Verify.endAtomic();
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(VerifyAtomicBlock::increment);
        Thread t2 = new Thread(VerifyAtomicBlock::increment);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert count == 2 : "count " + count;
        System.out.println("count " + count);
    }
}
