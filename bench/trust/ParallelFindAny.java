import java.util.stream.IntStream;
public class ParallelFindAny {
    public static void main(String[] args) {
        int v = IntStream.range(0, 8).parallel().findAny().getAsInt();
        assert v == 0 : "found " + v;
    }
}
