public class ThreadSynchronizedRun {
    static class Worker extends Thread {
        boolean ready;
        @Override
        public synchronized void run() {
            System.out.println("holds own lock: " + Thread.holdsLock(this));
            ready = true;
            notifyAll();
        }
    }
    public static void main(String[] args) throws Exception {
        Worker w = new Worker();
        System.out.println("main holds: " + Thread.holdsLock(w));
        w.start();
        w.join();
        System.out.println("ready=" + w.ready + " state=" + w.getState());
    }
}
