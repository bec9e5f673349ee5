// expect: inconclusive
// states: all=7 no-por=7 no-symmetry=9 none=9
// about: NondetStringCommands with "stop" ignored when not running: no violation for any string tried, but strings come from a bounded set, so the search cannot claim all inputs
import org.sosy_lab.sv_benchmarks.Verifier;

public class NondetStringCommandsOk {
    static boolean running;

    static void command(String c) {
        if (c.equals("start")) {
            running = true;
        } else if (c.equals("stop")) {
            running = false;
        }
        assert running == c.equals("start") || !c.equals("start") && !c.equals("stop") : c;
    }

    public static void main(String[] args) {
        command(Verifier.nondetString());
        command(Verifier.nondetString());
    }
}
