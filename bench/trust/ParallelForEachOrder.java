import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.IntStream;
public class ParallelForEachOrder {
    public static void main(String[] args) {
        List<Integer> out = Collections.synchronizedList(new ArrayList<>());
        IntStream.range(0, 4).parallel().forEach(out::add);
        assert out.equals(List.of(0, 1, 2, 3)) : "order " + out;
    }
}
