// expect: exception java.lang.IllegalStateException
// states: all=30 no-por=52 no-symmetry=30 none=52
// about: a closer thread may close the connection before the worker sends; only then send() throws in the worker thread
public class WorkerExceptionRace {
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
        closer.start();
        worker.join();
        closer.join();
        System.out.println("sent " + conn.sent);
    }
}
