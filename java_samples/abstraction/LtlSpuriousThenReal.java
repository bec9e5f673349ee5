// The first abstract lassos spurious, a later one real: under `signs`,
// `left - 1` on POS is ZERO or POS (an abstraction choice, ZERO searched
// first), and the static `rounds` keeps the ends of the rounds apart
// (with a local counter every end would be one state, the thread's frames
// gone, and the real lasso's stem would never be searched: the first
// path there is the spurious one). Ending the
// loop at ZERO after one or after two decrements, the program ends
// without `left` ever negative: lassos of `! <> left < 0` (their ends
// stutter) that the concrete program, which needs three decrements from
// 3, does not follow: spurious. The search goes on past them and ends
// the loop after three: replayed on the concrete program, confirmed. It
// must report that one (it stopped, inconclusive, at the first lasso).
// `--max-spurious 2` stops it before.
// check: --ltl <>{LtlSpuriousThenReal.left<0} --abstract LtlSpuriousThenReal.left=signs => ltl confirmed spurious=2 states=all:12,none:12
// check: --ltl <>{LtlSpuriousThenReal.left<0} --abstract LtlSpuriousThenReal.left=signs --ltl-nested-dfs => ltl confirmed spurious=2 states=all:12,none:12
// check: --ltl <>{LtlSpuriousThenReal.left<0} --abstract LtlSpuriousThenReal.left=signs --max-spurious 2 => inconclusive spurious=2 states=all:8,none:8
// check: --ltl <>{LtlSpuriousThenReal.left<0} => ltl states=all:5,none:5
public class LtlSpuriousThenReal {
    static int left = 3;
    static int rounds;

    public static void main(String[] args) {
        while (left > 0 && rounds < 5) {
            left = left - 1;
            rounds++;
        }
    }
}
