// ltl: []<> {ProjectionMergesFairness.phase == 2}
// flags: --fair
// expect: violated-stutter
// states: all=11 no-por=11 no-symmetry=11 none=11 ndfs=12
// about: main moves through phases 1, 2 and 3 and ends (a stutter in phase 3, so phase 2 does not recur); under --ltl-state projection, states with the same propositions merge, and the weakly fair accepting component found on the merged model had no cycle through the program's own states: the lasso rebuild failed with an internal error, now the projected search is inconclusive
public class ProjectionMergesFairness {
    static int phase;
    static volatile int other;

    public static void main(String[] args) throws Exception {
        phase = 1;
        phase = 2;
        Thread t = new Thread(() -> {
            other = 1;
        });
        t.start();
        phase = 3;
        t.join();
    }
}
