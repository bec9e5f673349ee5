// expect: inconclusive
// states: all=45 no-por=117 no-symmetry=53 none=187 dpor=45
// bounded-without-library-atomicity: 20000
// about: IntStream.range(0, 1000).parallel().sum() splits the range into tasks that the common pool's worker and main (which helps while it joins) run in any order; the sum is the same in every interleaving; inconclusive all the same: the common pool has one worker here, where a machine with more processors has more, so not every behaviour was seen
import java.util.stream.IntStream;

public class ParallelStreamSum {
    public static void main(String[] args) {
        int sum = IntStream.range(0, 1000).parallel().sum();
        assert sum == 499500 : sum;
    }
}
