public class ThreadInterruptStates {
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> System.out.println("running, interrupted=" + Thread.currentThread().isInterrupted()));
        System.out.println("new: " + t.getState() + " interrupted=" + t.isInterrupted());
        t.interrupt();
        System.out.println("interrupted before start: " + t.isInterrupted());
        t.start();
        t.join();
        System.out.println("terminated: " + t.getState() + " interrupted=" + t.isInterrupted());
        t.interrupt();
        System.out.println("interrupted after end: " + t.isInterrupted());
        Thread.currentThread().interrupt();
        System.out.println("main interrupted: " + Thread.interrupted() + " then " + Thread.interrupted());
    }
}
