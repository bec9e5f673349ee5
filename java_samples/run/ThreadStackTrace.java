// Thread.getStackTrace: the current thread's trace starts with
// Thread.getStackTrace itself, then the callers with their source lines
// (what logging code uses to name the current method); a thread not
// started yet or already ended has an empty trace.
public class ThreadStackTrace {
    static String where() {
        StackTraceElement[] st = Thread.currentThread().getStackTrace();
        StackTraceElement caller = st[2];
        return st[0].getClassName() + "." + st[0].getMethodName() + " <- " + st[1].getMethodName() + " <- "
                + caller.getMethodName() + ":" + caller.getLineNumber();
    }

    static String nested(int depth) {
        return depth == 0 ? where() : nested(depth - 1);
    }

    public static void main(String[] args) throws Exception {
        System.out.println(where());
        System.out.println(nested(2));
        StackTraceElement[] st = Thread.currentThread().getStackTrace();
        StackTraceElement last = st[st.length - 1];
        System.out.println("bottom: " + last.getClassName() + "." + last.getMethodName() + " line " + last.getLineNumber()
                + " file " + last.getFileName());
        Thread idle = new Thread(() -> { });
        System.out.println("not started: " + idle.getStackTrace().length);
        Thread worker = new Thread(() -> System.out.println("worker sees " + where()));
        worker.start();
        worker.join();
        System.out.println("ended: " + worker.getStackTrace().length);
    }
}
