// A method called reflectively (Method.invoke, Constructor.newInstance, a
// serialization writeObject hook) that waits for other threads: they run
// while it waits, as on HotSpot, and the call returns once they let it go.
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.lang.reflect.Method;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;

public class ReflectiveCallWaits {
    static final CountDownLatch started = new CountDownLatch(1);
    static final Object lock = new Object();
    static boolean ready;

    public static String awaitPartner() throws InterruptedException {
        started.await();
        synchronized (lock) {
            while (!ready) {
                lock.wait();
            }
        }
        return "partner arrived";
    }

    public static class Waiter {
        public final String note;

        public Waiter(CyclicBarrier b) throws Exception {
            b.await();
            note = "constructed after the barrier tripped";
        }
    }

    static class Hooked implements Serializable {
        transient CyclicBarrier barrier;

        Hooked(CyclicBarrier b) {
            barrier = b;
        }

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            try {
                barrier.await();
            } catch (Exception e) {
                throw new IOException(e);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Thread partner = new Thread(() -> {
            started.countDown();
            synchronized (lock) {
                ready = true;
                lock.notifyAll();
            }
        });
        partner.start();
        Method m = ReflectiveCallWaits.class.getMethod("awaitPartner");
        System.out.println("invoke: " + m.invoke(null));
        partner.join();

        CyclicBarrier b = new CyclicBarrier(2);
        Thread other = new Thread(() -> {
            try {
                b.await();
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        });
        other.start();
        Waiter w = Waiter.class.getConstructor(CyclicBarrier.class).newInstance(b);
        System.out.println("newInstance: " + w.note);
        other.join();

        CyclicBarrier b2 = new CyclicBarrier(2);
        Thread third = new Thread(() -> {
            try {
                b2.await();
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        });
        third.start();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(new Hooked(b2));
        }
        third.join();
        System.out.println("serialized, " + (bytes.size() > 0 ? "some bytes" : "no bytes"));
    }
}
