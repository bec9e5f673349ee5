// expect: assertion
// states: all=282 no-por=312 no-symmetry=282 none=312 dpor=282
// bounded-without-library-atomicity: 20000
// about: list.parallelStream().forEach(x -> hits++) over a list of 32: the action reads and writes a plain static, so its return into the stream is still a scheduling point; the worker and main (helping while it waits) can both read hits before either writes it, and main's check finds an update lost
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

public class ParallelStreamListRace {
    static int hits;

    public static void main(String[] args) {
        List<Integer> list = IntStream.range(0, 32).boxed().collect(Collectors.toList());
        list.parallelStream().forEach(x -> hits++);
        assert hits == 32 : hits;
    }
}
