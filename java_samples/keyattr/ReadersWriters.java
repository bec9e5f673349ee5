// expect: no_violation
// key: RWLock.r=signs
// key: RWLock.w=range[0:1:2]
// key: RWLock.ww
// property: G[(r > 0 -> w == 0) && w <= 1]
// property: G[ww > 0 -> r' <= r]
// model: states=5 transitions=10
// states: all=1556 no-por=14345 no-symmetry=1556 none=14345
// about: a monitor-based readers-writers lock with writer priority (two readers, one writer): never a reader and a writer, never two writers, and no reader starts while a writer waits
public class ReadersWriters {
    public static void main(String[] args) {
        RWLock lock = new RWLock();
        Runnable reader = () -> {
            lock.startRead();
            lock.endRead();
        };
        new Thread(reader).start();
        new Thread(() -> {
            lock.startWrite();
            lock.endWrite();
        }).start();
        new Thread(reader).start();
    }
}

class RWLock {
    /** Active readers, active writers, waiting writers. */
    int r, w, ww;

    synchronized void startRead() {
        while (w > 0 || ww > 0) {
            pause();
        }
        r++;
    }

    synchronized void endRead() {
        r--;
        if (r == 0) {
            notifyAll();
        }
    }

    synchronized void startWrite() {
        ww++;
        while (r > 0 || w > 0) {
            pause();
        }
        ww--;
        w++;
    }

    synchronized void endWrite() {
        w--;
        notifyAll();
    }

    private void pause() {
        try {
            wait();
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }
}
