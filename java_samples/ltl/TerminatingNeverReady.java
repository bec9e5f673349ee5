// ltl: <> {TerminatingNeverReady.ready}
// expect: violated-stutter
// states: all=6 no-por=7 no-symmetry=6 none=7 ndfs=6
// about: the worker sets `started` but never `ready`; the program ends, and its last state stutters forever without ready ever holding
public class TerminatingNeverReady {
    static boolean started;
    static boolean ready;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            started = true;
        });
        t.start();
        t.join();
    }
}
