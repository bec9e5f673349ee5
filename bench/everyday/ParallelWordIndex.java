import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.stream.Collectors;

/** Word statistics with three parallel streams: groupingByConcurrent, toConcurrentMap with a merge, a concurrent key set. */
public class ParallelWordIndex {
    public static void main(String[] args) {
        List<String> words = List.of("apple", "bob", "cat", "apple", "dog", "bob", "eel", "apple");
        ConcurrentMap<Integer, Long> byLength = words.parallelStream()
                .collect(Collectors.groupingByConcurrent(String::length, Collectors.counting()));
        Map<String, Integer> counts = words.parallelStream()
                .collect(Collectors.toConcurrentMap(w -> w, w -> 1, Integer::sum));
        Set<Character> initials = ConcurrentHashMap.newKeySet();
        words.parallelStream().forEach(w -> initials.add(w.charAt(0)));
        assert byLength.get(5) == 3 && byLength.get(3) == 5 : byLength;
        assert counts.get("apple") == 3 && counts.get("bob") == 2 : counts;
        assert initials.size() == 5 : initials;
        System.out.println(new java.util.TreeMap<>(byLength) + " " + new java.util.TreeMap<>(counts) + " " + new java.util.TreeSet<>(initials));
    }
}
