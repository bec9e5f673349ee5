// Maps and sets with deterministic iteration: HashMap/HashSet keyed by String
// and Integer (hash codes are value-based), TreeMap/TreeSet navigation,
// LinkedHashMap insertion and access order (an LRU cache), merge/compute.
import java.util.*;

public class MapsAndSets {
    static class Lru<K, V> extends LinkedHashMap<K, V> {
        private final int capacity;

        Lru(int capacity) {
            super(16, 0.75f, true);
            this.capacity = capacity;
        }

        @Override
        protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
            return size() > capacity;
        }
    }

    public static void main(String[] args) {
        String text = "it was the best of times it was the worst of times it was the age of wisdom it was the age of foolishness";
        Map<String, Integer> freq = new HashMap<>();
        for (String w : text.split(" ")) {
            freq.merge(w, 1, Integer::sum);
        }
        System.out.println("HashMap<String,Integer> " + freq);
        System.out.println("keySet " + freq.keySet() + " size " + freq.size());
        Map<Integer, String> byInt = new HashMap<>();
        for (int i = -5; i < 40; i += 3) {
            byInt.put(i * 7, "v" + i);
        }
        System.out.println("HashMap<Integer,String> " + byInt);
        Set<Integer> hs = new HashSet<>();
        for (int i = 0; i < 30; i++) {
            hs.add((i * 37) % 101);
        }
        System.out.println("HashSet<Integer> " + hs);
        // (not new HashSet<>(collection): its initial capacity rule changed after JDK 17)
        Set<String> words = new HashSet<>();
        for (String w : text.split(" ")) {
            words.add(w);
        }
        System.out.println("HashSet<String> " + words);
        System.out.println("getOrDefault " + freq.getOrDefault("was", 0) + " " + freq.getOrDefault("nope", -1)
                + " containsKey " + freq.containsKey("age") + " containsValue(4) " + freq.containsValue(4));
        freq.computeIfPresent("it", (k, v) -> v * 100);
        freq.computeIfAbsent("new", k -> k.length());
        freq.compute("of", (k, v) -> v == null ? 1 : -v);
        freq.putIfAbsent("best", 999);
        freq.putIfAbsent("brand", 1);
        freq.remove("worst");
        freq.remove("times", 999);
        freq.replace("age", 20);
        freq.computeIfPresent("wisdom", (k, v) -> null);
        System.out.println("after updates " + new TreeMap<>(freq));
        TreeMap<Integer, String> tm = new TreeMap<>();
        for (int k : new int[] {50, 20, 80, 10, 30, 70, 90, 60}) {
            tm.put(k, "n" + k);
        }
        System.out.println("TreeMap " + tm + " first " + tm.firstKey() + " last " + tm.lastEntry());
        System.out.println("floor(55) " + tm.floorKey(55) + " ceiling(55) " + tm.ceilingKey(55) + " lower(50) " + tm.lowerKey(50)
                + " higher(50) " + tm.higherKey(50) + " floor(5) " + tm.floorKey(5) + " ceilingEntry(95) " + tm.ceilingEntry(95));
        System.out.println("headMap(50) " + tm.headMap(50) + " tailMap(50) " + tm.tailMap(50) + " subMap(20,70) "
                + tm.subMap(20, 70) + " subMap incl " + tm.subMap(20, true, 70, true));
        System.out.println("descendingMap " + tm.descendingMap() + " pollFirst " + tm.pollFirstEntry() + " pollLast "
                + tm.pollLastEntry() + " now " + tm.keySet());
        TreeMap<String, Integer> ci = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        ci.put("Beta", 1);
        ci.put("alpha", 2);
        ci.put("BETA", 3);
        ci.put("gamma", 4);
        System.out.println("case-insensitive TreeMap " + ci + " get(ALPHA) " + ci.get("ALPHA"));
        TreeSet<String> ts = new TreeSet<>(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        ts.addAll(words);
        System.out.println("TreeSet by length desc-alpha " + ts);
        System.out.println("first " + ts.first() + " last " + ts.last() + " headSet(\"was\") " + ts.headSet("was")
                + " descendingSet " + ts.descendingSet());
        NavigableSet<Integer> nums = new TreeSet<>(hs);
        System.out.println("navigable: floor(50) " + nums.floor(50) + " higher(99) " + nums.higher(99) + " subSet(10,30) "
                + nums.subSet(10, 30) + " pollFirst " + nums.pollFirst());
        LinkedHashMap<String, Integer> lhm = new LinkedHashMap<>();
        for (String w : "zeta alpha mu beta alpha zeta omega".split(" ")) {
            lhm.merge(w, 1, Integer::sum);
        }
        System.out.println("LinkedHashMap insertion order " + lhm);
        Lru<Integer, String> cache = new Lru<>(3);
        int[] accesses = {1, 2, 3, 1, 4, 2, 5, 1, 3};
        for (int a : accesses) {
            if (cache.get(a) == null) {
                cache.put(a, "page" + a);
                System.out.println("  miss " + a + " -> " + cache.keySet());
            } else {
                System.out.println("  hit  " + a + " -> " + cache.keySet());
            }
        }
        LinkedHashSet<Character> seen = new LinkedHashSet<>();
        for (char c : "mississippi river".toCharArray()) {
            seen.add(c);
        }
        System.out.println("LinkedHashSet " + seen);
        Map<String, List<Integer>> multi = new TreeMap<>();
        for (int i = 0; i < 12; i++) {
            multi.computeIfAbsent(i % 3 == 0 ? "fizz" : i % 2 == 0 ? "even" : "odd", k -> new ArrayList<>()).add(i);
        }
        System.out.println("multimap " + multi);
        int total = 0;
        for (Map.Entry<String, Integer> e : new TreeMap<>(freq).entrySet()) {
            total += e.getKey().length() * e.getValue();
        }
        System.out.println("entry iteration total " + total);
        Map<String, Integer> copy = new HashMap<>(freq);
        System.out.println("map equals " + copy.equals(freq) + " hash " + copy.hashCode() + " " + freq.hashCode()
                + " set hash " + hs.hashCode());
        Set<Integer> a = new TreeSet<>(List.of(1, 2, 3, 4, 5));
        Set<Integer> b = new TreeSet<>(List.of(4, 5, 6, 7));
        Set<Integer> union = new TreeSet<>(a);
        union.addAll(b);
        Set<Integer> inter = new TreeSet<>(a);
        inter.retainAll(b);
        Set<Integer> diff = new TreeSet<>(a);
        diff.removeAll(b);
        System.out.println("union " + union + " intersection " + inter + " difference " + diff);
        Map<String, Integer> big = new HashMap<>();
        for (int i = 0; i < 5000; i++) {
            big.put("key" + i, i);
        }
        long s = 0;
        for (int i = 0; i < 5000; i += 7) {
            s += big.get("key" + i);
        }
        big.keySet().removeIf(k -> k.endsWith("7"));
        System.out.println("big map lookups sum " + s + " size after removeIf " + big.size());
        System.out.println("null handling: HashMap null key " + nullKey() + ", TreeMap null key throws " + treeNullKey());
    }

    static String nullKey() {
        Map<String, String> m = new HashMap<>();
        m.put(null, "nil");
        m.put("x", null);
        return m.get(null) + "/" + m.get("x") + "/" + m.containsKey("x") + "/" + m;
    }

    static boolean treeNullKey() {
        try {
            new TreeMap<String, String>().put(null, "x");
            return false;
        } catch (NullPointerException e) {
            return true;
        }
    }
}
