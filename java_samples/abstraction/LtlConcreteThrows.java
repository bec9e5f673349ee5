// An abstract lasso whose concrete replay throws: under `signs`, `x - 5`
// on POS may be NEG, ZERO or POS (an abstraction choice); on the NEG and
// POS branches the assertion passes and the abstract search finds a lasso
// where `flag == 2` does not hold forever after the program ends. Replayed
// on the concrete program, x is 0 and the assertion fails on the way: the
// replay must say so (it crashed with an internal error, a dangling
// reference, fingerprinting the state after the uncaught exception) and
// the lasso is spurious. The LTL search goes on past it and meets the
// ZERO branch's assertion failure, confirmed on the concrete program (it
// stopped, inconclusive, at the spurious lasso before); so does the
// search without --ltl.
// check: --ltl []<>{LtlConcreteThrows.flag==2} --abstract LtlConcreteThrows.x=signs => assertion confirmed spurious=1 states=all:59,none:127
// check: --ltl []<>{LtlConcreteThrows.flag==2} --abstract LtlConcreteThrows.x=signs --ltl-nested-dfs => assertion confirmed spurious=1 states=all:71,none:149
// check: --abstract LtlConcreteThrows.x=signs => assertion confirmed states=all:35,none:80
public class LtlConcreteThrows {
    static int x = 5;
    static volatile int flag;
    static volatile int other;

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            flag = 1;
            other = 1;
            flag = 2;
            other = 2;
        });
        t.start();
        flag = 3;
        x = x - 5;
        flag = 4;
        assert x != 0 : "x is zero";
        t.join();
    }
}
