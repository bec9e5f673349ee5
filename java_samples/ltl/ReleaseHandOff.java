// ltl: {ReleaseHandOff.granted} V !{ReleaseHandOff.used}
// expect: holds
// states: all=33 no-por=66 no-symmetry=33 none=66 ndfs=33
// about: release (V): the resource is not used up to and including the moment it is granted (or forever if it never is)
public class ReleaseHandOff {
    static final Object lock = new Object();
    static boolean granted;
    static boolean used;

    public static void main(String[] args) throws InterruptedException {
        Thread user = new Thread(() -> {
            synchronized (lock) {
                while (!granted) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                used = true;
            }
        });
        user.start();
        synchronized (lock) {
            granted = true;
            lock.notifyAll();
        }
        user.join();
    }
}
