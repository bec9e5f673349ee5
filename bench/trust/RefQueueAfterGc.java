import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
public class RefQueueAfterGc {
    public static void main(String[] args) {
        ReferenceQueue<Object> q = new ReferenceQueue<>();
        WeakReference<Object> w = new WeakReference<>(new Object(), q);
        System.gc();
        assert q.poll() == w : "not enqueued yet";
    }
}
