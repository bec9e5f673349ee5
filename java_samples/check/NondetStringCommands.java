// expect: exception java.lang.IllegalStateException
// states: all=4 no-por=4 no-symmetry=4 none=4
// about: two commands read with Verifier.nondetString(); "stop" before any "start" throws; found because the program's own string constants are among the values tried
import org.sosy_lab.sv_benchmarks.Verifier;

public class NondetStringCommands {
    static boolean running;

    static void command(String c) {
        if (c.equals("start")) {
            running = true;
        } else if (c.equals("stop")) {
            if (!running) {
                throw new IllegalStateException("stop before start");
            }
            running = false;
        }
    }

    public static void main(String[] args) {
        command(Verifier.nondetString());
        command(Verifier.nondetString());
    }
}
