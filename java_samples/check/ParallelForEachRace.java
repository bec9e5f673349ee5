// expect: assertion
// states: all=72 no-por=101 no-symmetry=72 none=101 dpor=72
// bounded-without-library-atomicity: 20000
// about: a parallel forEach over 4 elements increments a plain static counter from the lambda: the common pool's worker and main, which helps, both run the lambda, and two unsynchronised increments can lose one (main reads the count after the stream ends)
import java.util.stream.IntStream;

public class ParallelForEachRace {
    static int count;

    public static void main(String[] args) {
        IntStream.range(0, 4).parallel().forEach(i -> count++);
        assert count == 4 : count;
    }
}
