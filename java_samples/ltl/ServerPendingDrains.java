// ltl: [] ({ServerPendingDrains.pending > 0} -> <> {ServerPendingDrains.pending == 0})
// expect: holds
// expect-fair: holds
// states: all=189 no-por=444 no-symmetry=189 none=444 ndfs=262
// states-fair: all=189 no-por=444 no-symmetry=189 none=444 ndfs=426
// about: a client adds requests (at most two outstanding, then waits); the server, once it holds the lock, answers every pending request; so the counter always comes back to zero
public class ServerPendingDrains {
    static final Object lock = new Object();
    static int pending;

    public static void main(String[] args) {
        Thread server = new Thread(() -> {
            while (true) {
                synchronized (lock) {
                    while (pending == 0) {
                        try {
                            lock.wait();
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                    while (pending > 0) {
                        pending--;
                    }
                    lock.notifyAll();
                }
            }
        });
        server.setDaemon(true);
        server.start();
        while (true) {
            synchronized (lock) {
                while (pending == 2) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                pending++;
                lock.notifyAll();
            }
        }
    }
}
