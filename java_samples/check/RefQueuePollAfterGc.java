// expect: inconclusive
// limit: some inputs were explored only in part
// about: System.gc() here queues the weak reference it clears at once, but HotSpot hands it to its Reference Handler thread, which queues it later: a poll right after gc usually finds the queue empty on a real JVM and the assertion fails; a poll after a gc queued something has seen one timing only
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;

public class RefQueuePollAfterGc {
    public static void main(String[] args) {
        ReferenceQueue<Object> queue = new ReferenceQueue<>();
        WeakReference<Object> ref = new WeakReference<>(new Object(), queue);
        System.gc();
        assert queue.poll() == ref : "not queued yet";
    }
}
