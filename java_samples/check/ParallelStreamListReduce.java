// expect: inconclusive
// states: all=45 no-symmetry=47 dpor=45
// bounded-in: no-por,none 20000
// bounded-without-library-atomicity: 20000
// about: a list of 64 boxed numbers, list.parallelStream().map(x -> 2 * x).reduce(0, Integer::sum): the common pool's worker and main each take leaves of the split list, and the sum is the same in every interleaving; the lambdas touch nothing shared, so each leaf is one step and the count does not grow with the list (it grew with its square); inconclusive all the same: the common pool has one worker here, where a machine with more processors has more
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

public class ParallelStreamListReduce {
    public static void main(String[] args) {
        List<Integer> list = IntStream.range(0, 64).boxed().collect(Collectors.toList());
        int sum = list.parallelStream().map(x -> 2 * x).reduce(0, Integer::sum);
        assert sum == 4032 : sum;
    }
}
