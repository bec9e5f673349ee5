// expect: no_violation
// states: all=4 no-por=4 no-symmetry=4 none=4 dpor=4
// about: main reads the clock once, then runs a long computation alone (more instructions than one transition's budget) and prints the elapsed time: a long transition that read the clock once is no loop on the clock (it said "inconclusive: a loop that does not wait", naming wherever the budget ran out)
public class LongRunAfterClockRead {
    public static void main(String[] args) {
        long start = System.nanoTime();
        long sum = 0;
        for (int i = 0; i < 8_000_000; i++) {
            sum += (long) i * i % 7;
        }
        assert sum >= 0;
        System.out.println("sum " + sum + " took " + (System.nanoTime() - start) + " ns");
    }
}
