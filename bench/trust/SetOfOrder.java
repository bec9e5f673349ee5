import java.util.Map;
import java.util.Set;
public class SetOfOrder {
    public static void main(String[] args) {
        Set<String> s = Set.of("alpha", "beta", "gamma", "delta");
        Map<String, Integer> m = Map.of("one", 1, "two", 2, "three", 3);
        String order = s.toString() + m.keySet();
        System.out.println(order);
        assert order.equals("X") : order;
    }
}
