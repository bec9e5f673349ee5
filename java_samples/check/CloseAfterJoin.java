// expect: no_violation
// states: all=22 no-por=26 no-symmetry=22 none=26
// about: the closer thread is started only after the worker has been joined, so send() always runs before close()
public class CloseAfterJoin {
    static class Connection {
        private boolean closed;
        int sent;

        void send() {
            if (closed) throw new IllegalStateException("send after close");
            sent++;
        }

        void close() {
            closed = true;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Connection conn = new Connection();
        Thread worker = new Thread(conn::send);
        Thread closer = new Thread(conn::close);
        worker.start();
        worker.join();
        closer.start();
        closer.join();
        assert conn.sent == 1 : "sent " + conn.sent;
        System.out.println("sent " + conn.sent);
    }
}
