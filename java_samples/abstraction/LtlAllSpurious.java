// Every abstract lasso spurious: under `signs`, each `x - 1` on POS is
// ZERO or POS (an abstraction choice). Taking ZERO at the first or at the
// second decrement, the program returns without setting `done`: two
// lassos of `! <> done` (their ends stutter, in states `left` tells
// apart), neither of which the
// concrete program (x goes 3, 2, 1) follows; taking POS twice it sets
// `done`. The search goes past both and ends without a real one:
// inconclusive, both listed (it stopped at the first). `--max-spurious 1`
// stops it at the first. Without the abstraction `<> done` holds.
// check: --ltl <>{LtlAllSpurious.done} --abstract LtlAllSpurious.x=signs => inconclusive spurious=2 states=all:7,none:7
// check: --ltl <>{LtlAllSpurious.done} --abstract LtlAllSpurious.x=signs --ltl-nested-dfs => inconclusive spurious=2 states=all:7,none:7
// check: --ltl <>{LtlAllSpurious.done} --abstract LtlAllSpurious.x=signs --max-spurious 1 => inconclusive spurious=1 states=all:3,none:3
// check: --ltl <>{LtlAllSpurious.done} => no_violation states=all:3,none:3
public class LtlAllSpurious {
    static int x = 3;
    static boolean done;
    static int left;

    public static void main(String[] args) {
        x = x - 1;
        if (x == 0) {
            left = 1;
            return;
        }
        x = x - 1;
        if (x == 0) {
            left = 2;
            return;
        }
        done = true;
    }
}
