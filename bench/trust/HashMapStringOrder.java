import java.util.HashMap;
import java.util.Map;
public class HashMapStringOrder {
    public static void main(String[] args) {
        Map<String, Integer> m = new HashMap<>();
        for (String k : new String[] {"pear", "apple", "fig", "kiwi", "banana", "cherry", "date"}) m.put(k, k.length());
        String order = String.join(",", m.keySet());
        System.out.println(order);
        assert order.equals("banana,date,apple,cherry,pear,kiwi,fig") : order;
    }
}
