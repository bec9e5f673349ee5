// expect: key_property
// key: LeakyLock.r=signs
// key: LeakyLock.w=range[0:1:2]
// key: LeakyLock.ww
// property: G[(r > 0 -> w == 0) && w <= 1]
// states: all=75 no-por=238 no-symmetry=75 none=238
// about: like ReadersWriters, but a writer waits only for other writers, not for readers: a reader and a writer can be active together and G[(r > 0 -> w == 0) && w <= 1] fails
public class WriterIgnoresReaders {
    public static void main(String[] args) {
        LeakyLock lock = new LeakyLock();
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

class LeakyLock {
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
        while (w > 0) {
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
