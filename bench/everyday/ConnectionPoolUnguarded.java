import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.Semaphore;

/** The idle deque is popped and pushed without a lock: two clients can get the same connection. */
public class ConnectionPoolUnguarded {
    static final class Connection {
        final int id;
        private boolean inUse;
        int queries;

        Connection(int id) {
            this.id = id;
        }

        synchronized void open() {
            assert !inUse : "connection " + id + " handed out twice";
            inUse = true;
        }

        synchronized void close() {
            inUse = false;
        }
    }

    static final class Pool {
        private final Semaphore free;
        private final Deque<Connection> idle = new ArrayDeque<>();

        Pool(int size) {
            for (int i = 0; i < size; i++) {
                idle.push(new Connection(i));
            }
            free = new Semaphore(size);
        }

        Connection borrow() throws InterruptedException {
            free.acquire();
            Connection c;
            c = idle.pop();
            c.open();
            return c;
        }

        void giveBack(Connection c) {
            c.close();
            idle.push(c);
            free.release();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Pool pool = new Pool(2);
        Thread[] clients = new Thread[3];
        for (int i = 0; i < clients.length; i++) {
            clients[i] = new Thread(() -> {
                try {
                    Connection c = pool.borrow();
                    try {
                        c.queries++;
                    } finally {
                        pool.giveBack(c);
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }, "client-" + i);
            clients[i].start();
        }
        for (Thread t : clients) {
            t.join();
        }
        int total = 0;
        for (Connection c : pool.idle) {
            total += c.queries;
        }
        assert pool.idle.size() == 2 : "idle " + pool.idle.size();
        assert total == 3 : "queries " + total;
        System.out.println("queries " + total);
    }
}
