// expect: inconclusive
// states: all=225 no-por=367 no-symmetry=264 none=440 dpor=225
// bounded-without-library-atomicity: 20000
// about: the same parallel forEach as ParallelForEachRace, counting with an AtomicInteger: no increment is lost, whichever thread runs which element; inconclusive all the same: the common pool has one worker here, where a machine with more processors has more, so not every behaviour was seen
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;

public class ParallelForEachAtomic {
    public static void main(String[] args) {
        AtomicInteger count = new AtomicInteger();
        IntStream.range(0, 4).parallel().forEach(i -> count.incrementAndGet());
        assert count.get() == 4 : count.get();
    }
}
