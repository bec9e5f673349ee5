// expect: no_violation
// wayfinder-unsupported: native memory
// about: a direct ByteBuffer that main allocates is written by a second thread while main is alive: under check native memory is one thread's at a time (so that its accesses need no scheduling points), and an access to another live thread's block stops with exit 4 naming it, instead of being explored unsoundly
import java.nio.ByteBuffer;

public class DirectBufferTwoThreads {
    public static void main(String[] args) throws Exception {
        ByteBuffer buf = ByteBuffer.allocateDirect(4);
        Thread t = new Thread(() -> buf.putInt(0, 42));
        t.start();
        t.join();
        assert buf.getInt(0) == 42;
    }
}
