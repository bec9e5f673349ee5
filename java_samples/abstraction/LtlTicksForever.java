// LTL on an abstracted program: a worker counts ticks until `ready` is
// set, and nothing sets it. Without abstraction every tick is a new state and the
// search never ends; under `signs` the counter is ZERO or POS, tick + 1 is
// POS without an abstraction choice, and `<> ready` is violated by a lasso
// with no abstraction choice and every proposition decided: a real
// counterexample (the concrete program follows it forever). `[] ticks >= 0`
// is decided on every sign and holds (overflow is not modelled).
// check: --ltl <>{LtlTicksForever.ready} --max-states 3000 => inconclusive
// check: --ltl <>{LtlTicksForever.ready} --abstract LtlTicksForever.ticks=signs => ltl choose_free states=all:6,none:10
// check: --ltl <>{LtlTicksForever.ready} --abstract LtlTicksForever.ticks=signs --choose-free => ltl choose_free states=all:6,none:10
// check: --ltl []{LtlTicksForever.ticks>=0} --abstract LtlTicksForever.ticks=signs => no_violation states=all:13,none:17
public class LtlTicksForever {
    static int ticks;
    static volatile boolean ready;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            while (!ready) {
                ticks++;
            }
        });
        worker.start();
        worker.join();
    }
}
