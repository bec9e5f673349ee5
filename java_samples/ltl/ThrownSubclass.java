// ltl: [] (thrown("java.lang.RuntimeException") -> {ThrownSubclass.armed})
// expect: holds
// states: all=22 no-por=50 no-symmetry=22 none=50 ndfs=22
// about: an IllegalArgumentException (a subclass of the RuntimeException named) is thrown only after `armed` is set: subclasses count for `thrown`, and the implication holds in every state
public class ThrownSubclass {
    static volatile boolean armed;
    static int caught;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            while (!armed) {
                Thread.yield();
            }
            try {
                throw new IllegalArgumentException("armed");
            } catch (IllegalArgumentException e) {
                caught++;
            }
        });
        t.start();
        armed = true;
        t.join();
    }
}
