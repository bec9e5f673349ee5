// ltl: []<> {FairnessNotOverChoices.done}
// expect: violated
// expect-fair: violated
// states: all=9 no-por=9 no-symmetry=9 none=9 ndfs=38
// states-fair: all=18 no-por=18 no-symmetry=18 none=18 ndfs=72
// about: the worker raises `done` only when its Verify choice says so; weak fairness makes the worker move, but fairness is among threads, never among a choice's values: the run where it always picks false is still a counterexample
import gov.nasa.jpf.vm.Verify;

public class FairnessNotOverChoices {
    static boolean done;
    static volatile boolean beat;

    public static void main(String[] args) {
        Thread worker = new Thread(() -> {
            while (true) {
                if (Verify.getBoolean()) {
                    done = true;
                    done = false;
                }
            }
        });
        worker.setDaemon(true);
        worker.start();
        while (true) {
            beat = !beat;
        }
    }
}
