// expect: inconclusive
// states: all=109 no-por=6142 no-symmetry=125 none=38473 dpor=109
// bounded-without-library-atomicity: 20000
// about: list.parallelStream().map(x -> 2 * x).collect(toList()) over 4 elements: the worker and main each map a part, the parts are combined in encounter order, so the result is the same list in every interleaving; inconclusive all the same: the common pool has one worker here, where a machine with more processors has more, so not every behaviour was seen
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

public class ParallelStreamCollect {
    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            list.add(i);
        }
        List<Integer> doubled = list.parallelStream().map(x -> 2 * x).collect(Collectors.toList());
        assert doubled.equals(List.of(0, 2, 4, 6)) : doubled;
    }
}
