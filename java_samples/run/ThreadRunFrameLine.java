// The bottom frame of a started thread's stack trace is Thread.run with the
// JDK's own line number, as java prints it (Wayfinder's Thread is a model
// class with other lines).
public class ThreadRunFrameLine {
    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            StackTraceElement[] st = new Throwable().getStackTrace();
            StackTraceElement last = st[st.length - 1];
            System.out.println(last.getClassName() + "." + last.getMethodName()
                + " " + last.getFileName() + ":" + last.getLineNumber() + " " + last.getModuleName());
        });
        t.start();
        t.join();
    }
}
