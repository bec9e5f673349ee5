public class ThreadStatePoll {
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {});
        t.start();
        Thread.State s = t.getState();
        assert s != Thread.State.TERMINATED : "already done";
        t.join();
    }
}
