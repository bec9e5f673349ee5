// expect: no_violation
// states: all=109 no-por=445 no-symmetry=132 none=1012 dpor=109
// about: a worker parks until main unparks it; main reads the worker's state while it runs, interrupts it and joins it: after join the state is TERMINATED in every interleaving, and an interrupt of a thread that has ended or is about to end is harmless
import java.util.concurrent.locks.LockSupport;

public class GetStateAfterJoin {
    static volatile boolean released;

    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> {
            while (!released) {
                LockSupport.park();
            }
            Thread.yield();
        });
        w.start();
        Thread.State early = w.getState();
        assert early != Thread.State.NEW && early != Thread.State.BLOCKED : early;
        released = true;
        LockSupport.unpark(w);
        w.interrupt();
        w.join();
        assert w.getState() == Thread.State.TERMINATED;
        assert !Thread.interrupted();
    }
}
