// expect: key_property
// key: ReaderFirstLock.r=signs
// key: ReaderFirstLock.w=range[0:1:2]
// key: ReaderFirstLock.ww
// property: G[(r > 0 -> w == 0) && w <= 1]
// property: G[ww > 0 -> r' <= r]
// states: all=155 no-por=427 no-symmetry=155 none=427
// about: like ReadersWriters, but a reader waits only for an active writer, not a waiting one: still safe, but a reader can start while a writer waits, so the writer-priority property G[ww > 0 -> r' <= r] fails
public class ReadersFirst {
    public static void main(String[] args) {
        ReaderFirstLock lock = new ReaderFirstLock();
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

class ReaderFirstLock {
    /** Active readers, active writers, waiting writers. */
    int r, w, ww;

    synchronized void startRead() {
        while (w > 0) {
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
