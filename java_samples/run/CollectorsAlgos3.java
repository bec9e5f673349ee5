// Stream collectors (groupingBy, partitioningBy, teeing, toMap with merge,
// filtering/flatMapping), Optional, Collections algorithms, comparator
// chains for Arrays.sort, EnumMap/EnumSet, a ConcurrentModificationException,
// an access-order LinkedHashMap, PriorityQueue, ListIterator edits.
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class CollectorsAlgos3 {
    enum Color { RED, GREEN, BLUE, YELLOW }
    record Person(String name, int age, String city) {}

    static void p(Object o) { System.out.println(o); }

    public static void main(String[] args) {
        List<Person> ps = List.of(new Person("Ann", 31, "Oslo"), new Person("Bob", 25, "Rome"), new Person("Cid", 31, "Oslo"),
                new Person("Dee", 42, "Lima"), new Person("Eve", 25, "Rome"), new Person("Fay", 19, "Oslo"));
        p(ps.stream().collect(Collectors.groupingBy(Person::city, TreeMap::new, Collectors.mapping(Person::name, Collectors.toList()))));
        p(ps.stream().collect(Collectors.partitioningBy(p -> p.age() >= 30, Collectors.counting())));
        p(ps.stream().collect(Collectors.teeing(Collectors.summingInt(Person::age), Collectors.counting(), (s, c) -> s + "/" + c)));
        p(ps.stream().collect(Collectors.toMap(Person::city, Person::age, Integer::sum, TreeMap::new)));
        try {
            ps.stream().collect(Collectors.toMap(Person::city, Person::name));
        } catch (IllegalStateException e) {
            p(e.getMessage());
        }
        p(ps.stream().collect(Collectors.summarizingInt(Person::age)));
        p(ps.stream().collect(Collectors.averagingDouble(Person::age)));
        p(ps.stream().map(Person::name).collect(Collectors.joining(", ", "[", "]")));
        p(ps.stream().collect(Collectors.groupingBy(Person::age, TreeMap::new, Collectors.collectingAndThen(Collectors.toList(), List::size))));
        p(ps.stream().sorted(Comparator.comparing(Person::city).thenComparing(Person::age, Comparator.reverseOrder()).thenComparing(Person::name)).map(Person::name).toList());
        p(ps.stream().max(Comparator.comparingInt(Person::age)).map(Person::name).orElse("none") + " " + ps.stream().filter(p -> p.age() > 100).findFirst().map(Person::name).orElseGet(() -> "nobody"));
        p(ps.stream().collect(Collectors.filtering(p -> p.age() < 30, Collectors.flatMapping(p -> p.name().chars().mapToObj(c -> (char) c), Collectors.toCollection(TreeSet::new)))));
        p(IntStream.rangeClosed(1, 10).boxed().collect(Collectors.reducing(0, x -> x * x, Integer::sum)) + " " + Stream.iterate(1, x -> x < 200, x -> x * 3).toList());
        p(Stream.of("a", "bb", "cc", "ddd").collect(Collectors.groupingBy(String::length, Collectors.joining("+"))));
        p(IntStream.of(3, 1, 2).sorted().mapToObj(Integer::toString).collect(Collectors.joining()) + " " + LongStream.range(0, 5).sum() + " " + DoubleStream.of(1.5, 2.5).average().getAsDouble());
        p(Stream.of(1, 2, 3, 4, 5, 6).dropWhile(x -> x < 3).takeWhile(x -> x < 6).skip(1).limit(5).peek(x -> {}).distinct().count());
        Optional<String> o = Optional.of("val");
        p(o.map(String::length) + " " + Optional.empty() + " " + o.filter(s -> s.startsWith("x")).isPresent() + " " + o.or(() -> Optional.of("z")).get() + " " + Optional.ofNullable(null).isEmpty() + " " + o.stream().count());
        try {
            Optional.empty().orElseThrow();
        } catch (NoSuchElementException e) {
            p(e.getMessage());
        }
        p(OptionalInt.of(5) + " " + OptionalDouble.empty() + " " + Optional.of(List.of()).flatMap(l -> Optional.<Object>empty()));
        List<Integer> nums = new ArrayList<>(List.of(5, 3, 9, 1, 7, 3, 8));
        Collections.sort(nums);
        p(nums + " " + Collections.binarySearch(nums, 7) + " " + Collections.binarySearch(nums, 4) + " " + Collections.max(nums) + " " + Collections.min(nums, Comparator.reverseOrder()) + " " + Collections.frequency(nums, 3));
        Collections.reverse(nums);
        Collections.rotate(nums, 2);
        p(nums);
        Collections.swap(nums, 0, 6);
        Collections.shuffle(nums, new Random(42));
        p(nums + " " + Collections.nCopies(3, "x") + " " + Collections.disjoint(nums, List.of(100)) + " " + Collections.indexOfSubList(List.of(1, 2, 3, 2, 3), List.of(2, 3)) + " " + Collections.lastIndexOfSubList(List.of(1, 2, 3, 2, 3), List.of(2, 3)));
        List<String> fill = new ArrayList<>(List.of("a", "b", "c"));
        Collections.fill(fill, "z");
        p(fill + " " + Collections.emptyList() + " " + Collections.singletonMap("k", 1) + " " + Collections.unmodifiableList(nums).getClass().getSimpleName());
        try {
            Collections.unmodifiableList(nums).add(1);
        } catch (UnsupportedOperationException e) {
            p("UOE " + e.getMessage());
        }
        try {
            List.of(1).set(0, 2);
        } catch (UnsupportedOperationException e) {
            p("UOE2 " + e.getMessage());
        }
        String[] words = {"pear", "Apple", "fig", "banana", "Cherry", "kiwi", "date"};
        Arrays.sort(words, Comparator.comparingInt(String::length).thenComparing(String.CASE_INSENSITIVE_ORDER).reversed());
        p(Arrays.toString(words));
        Arrays.sort(words, Comparator.nullsFirst(Comparator.<String>naturalOrder()));
        p(Arrays.toString(words) + " " + Arrays.binarySearch(words, "fig"));
        Integer[] boxed = {5, -2, 7, 0, -9};
        Arrays.sort(boxed, Comparator.comparing(Math::abs));
        p(Arrays.toString(boxed) + " " + Arrays.hashCode(new int[]{1, 2}) + " " + Arrays.deepToString(new int[][]{{1}, {2, 3}}) + " " + Arrays.equals(new int[]{1}, new int[]{1}) + " " + Arrays.compare(new int[]{1, 2}, new int[]{1, 3}) + " " + Arrays.mismatch(new int[]{1, 2, 3}, new int[]{1, 2, 4}));
        int[] big = new int[20];
        Arrays.setAll(big, i -> (i * 7919) % 23);
        Arrays.parallelPrefix(big, Integer::sum);
        p(Arrays.toString(Arrays.copyOfRange(big, 15, 22)) + " " + Arrays.stream(big).max().getAsInt());
        EnumMap<Color, Integer> em = new EnumMap<>(Color.class);
        em.put(Color.YELLOW, 1);
        em.put(Color.RED, 2);
        em.merge(Color.RED, 5, Integer::sum);
        p(em + " " + em.keySet().iterator().next() + " " + EnumSet.complementOf(EnumSet.of(Color.GREEN)) + " " + EnumSet.range(Color.GREEN, Color.YELLOW) + " " + EnumSet.allOf(Color.class).size() + " " + EnumSet.noneOf(Color.class));
        List<Integer> cme = new ArrayList<>(List.of(1, 2, 3, 4));
        try {
            for (Integer i : cme) if (i == 2) cme.remove(i);
        } catch (ConcurrentModificationException e) {
            p("CME " + e.getMessage() + " " + cme);
        }
        cme.removeIf(i -> i % 2 == 1);
        p(cme);
        Map<String, Integer> tm = new TreeMap<>(Comparator.reverseOrder());
        for (String w : "the quick brown fox jumps over the lazy dog the end".split(" ")) tm.merge(w, 1, Integer::sum);
        p(tm + " " + ((TreeMap<String, Integer>) tm).headMap("lazy") + " " + ((TreeMap<String, Integer>) tm).ceilingKey("m"));
        LinkedHashMap<Integer, String> lru = new LinkedHashMap<>(16, 0.75f, true) {
            protected boolean removeEldestEntry(Map.Entry<Integer, String> e) { return size() > 3; }
        };
        for (int i = 0; i < 5; i++) { lru.put(i, "v" + i); lru.get(i - 1 < 0 ? 0 : i - 1); }
        p(lru);
        Map<String, List<Integer>> multi = new TreeMap<>();
        multi.computeIfAbsent("a", k -> new ArrayList<>()).add(1);
        multi.computeIfAbsent("a", k -> new ArrayList<>()).add(2);
        multi.computeIfPresent("b", (k, v) -> v);
        multi.compute("c", (k, v) -> v == null ? new ArrayList<>(List.of(9)) : v);
        p(multi + " " + multi.getOrDefault("z", List.of()) + " " + Map.entry("k", "v") + " " + new AbstractMap.SimpleEntry<>("a", 1));
        PriorityQueue<int[]> pq = new PriorityQueue<>((x, y) -> x[1] != y[1] ? Integer.compare(x[1], y[1]) : Integer.compare(y[0], x[0]));
        pq.add(new int[]{1, 5}); pq.add(new int[]{2, 3}); pq.add(new int[]{3, 5}); pq.add(new int[]{4, 1});
        StringBuilder sb = new StringBuilder();
        while (!pq.isEmpty()) sb.append(Arrays.toString(pq.poll()));
        p(sb);
        BiFunction<Integer, Integer, Integer> add = Integer::sum;
        Function<Integer, Integer> twice = x -> x * 2;
        p(add.andThen(twice).apply(3, 4) + " " + twice.compose(twice).apply(1) + " " + Function.<Integer>identity().apply(9) + " " + Predicate.not((String s) -> s.isEmpty()).test("") + " " + BinaryOperator.minBy(Comparator.<Integer>naturalOrder()).apply(3, 2));
        Iterator<Integer> it = List.of(1).iterator();
        it.next();
        try {
            it.next();
        } catch (NoSuchElementException e) {
            p("NSEE " + e.getMessage());
        }
        ListIterator<String> li = new LinkedList<>(List.of("a", "b", "c")).listIterator();
        while (li.hasNext()) { String s = li.next(); if (s.equals("b")) { li.remove(); li.add("B1"); li.add("B2"); } }
        while (li.hasPrevious()) sb.append(li.previous());
        p(sb.substring(sb.length() - 4));
        p(Stream.of("x", "y", "z").collect(Collectors.toUnmodifiableMap(Function.identity(), String::hashCode)).get("y") + " " + Stream.of(1, 2, 3, 4).reduce(0, Integer::sum) + " " + Stream.of(1, 2, 3, 4).mapToInt(x -> x).summaryStatistics());
    }
}
