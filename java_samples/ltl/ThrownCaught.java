// ltl: [] !thrown("java.lang.IllegalStateException")
// expect: violated-stutter
// states: all=25 no-por=37 no-symmetry=25 none=37 ndfs=25
// about: the worker throws (and catches) an IllegalStateException when it sees the flag still unset; the exception is caught, yet `thrown` holds in the state the throwing transition reaches
public class ThrownCaught {
    static volatile boolean set;
    static int recovered;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            try {
                if (!set) {
                    throw new IllegalStateException("not set yet");
                }
            } catch (IllegalStateException e) {
                recovered++;
            }
        });
        t.start();
        set = true;
        t.join();
    }
}
