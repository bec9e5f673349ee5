// ltl: [] ({ServerDropsRequest.pending > 0} -> <> {ServerDropsRequest.pending == 0})
// expect: violated
// expect-fair: violated
// states: all=46 no-por=69 no-symmetry=46 none=69 ndfs=48
// states-fair: all=46 no-por=69 no-symmetry=46 none=69 ndfs=49
// about: as ServerPendingDrains, but the server's drain loop stops at one (`> 1`): one request is never answered, and the counter cycles between 1 and 2 forever (a lasso)
public class ServerDropsRequest {
    static final Object lock = new Object();
    static int pending;

    public static void main(String[] args) {
        Thread server = new Thread(() -> {
            while (true) {
                synchronized (lock) {
                    while (pending < 2) {
                        try {
                            lock.wait();
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                    while (pending > 1) {
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
