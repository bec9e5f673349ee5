// Streams: map/filter/reduce, collect(toList, joining, groupingBy into a
// TreeMap, counting, partitioningBy, toMap), IntStream.range/rangeClosed,
// sum/average/summaryStatistics, sorted/distinct/limit/skip, flatMap,
// iterate/generate, anyMatch/allMatch/noneMatch, boxed, mapToObj.
import java.util.*;
import java.util.stream.*;

public class Streams {
    record Employee(String name, String dept, int salary, int age) {}

    public static void main(String[] args) {
        List<Integer> nums = IntStream.rangeClosed(1, 20).boxed().collect(Collectors.toList());
        System.out.println("nums " + nums);
        System.out.println("evens squared " + nums.stream().filter(n -> n % 2 == 0).map(n -> n * n).collect(Collectors.toList()));
        System.out.println("sum reduce " + nums.stream().reduce(0, Integer::sum) + ", product of first 10 "
                + nums.stream().limit(10).mapToLong(Integer::longValue).reduce(1L, (a, b) -> a * b)
                + ", max " + nums.stream().max(Integer::compare).get() + ", reduce w/o identity "
                + nums.stream().reduce((a, b) -> a - b).get());
        System.out.println("IntStream.range sum " + IntStream.range(0, 100).sum() + " average "
                + IntStream.range(0, 100).average().getAsDouble() + " count " + IntStream.range(5, 5).count()
                + " empty average present " + IntStream.empty().average().isPresent());
        IntSummaryStatistics stats = IntStream.of(4, 8, 15, 16, 23, 42).summaryStatistics();
        System.out.println("stats " + stats);
        System.out.println("joining " + Stream.of("a", "b", "c").collect(Collectors.joining()) + " | "
                + Stream.of("a", "b", "c").collect(Collectors.joining(", ", "[", "]")) + " | "
                + Stream.<String>empty().collect(Collectors.joining(",", "<", ">")));
        List<String> words = List.of("banana", "apple", "cherry", "avocado", "blueberry", "apple", "cranberry", "banana", "date");
        System.out.println("distinct sorted " + words.stream().distinct().sorted().collect(Collectors.toList()));
        System.out.println("sorted by length then alpha " + words.stream().distinct()
                .sorted(Comparator.comparingInt(String::length).thenComparing(Comparator.reverseOrder())).collect(Collectors.toList()));
        Map<Character, List<String>> byFirst = words.stream().distinct()
                .collect(Collectors.groupingBy(w -> w.charAt(0), TreeMap::new, Collectors.toList()));
        System.out.println("groupingBy first letter " + byFirst);
        Map<Integer, Long> countByLen = words.stream()
                .collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.counting()));
        System.out.println("count by length " + countByLen);
        Map<Boolean, List<Integer>> parts = nums.stream().collect(Collectors.partitioningBy(n -> n > 14));
        System.out.println("partitioningBy " + parts);
        Map<String, Integer> lens = words.stream().distinct()
                .collect(Collectors.toMap(w -> w, String::length, (a, b) -> a, TreeMap::new));
        System.out.println("toMap " + lens);
        try {
            words.stream().collect(Collectors.toMap(w -> w, String::length));
        } catch (IllegalStateException e) {
            System.out.println("toMap duplicate: " + e.getMessage());
        }
        List<Employee> staff = List.of(new Employee("Ann", "eng", 120, 34), new Employee("Bob", "eng", 100, 45),
                new Employee("Cid", "ops", 80, 29), new Employee("Dee", "ops", 95, 51), new Employee("Eve", "sales", 70, 23),
                new Employee("Fay", "eng", 130, 38));
        Map<String, Double> avgSalary = staff.stream()
                .collect(Collectors.groupingBy(Employee::dept, TreeMap::new, Collectors.averagingInt(Employee::salary)));
        System.out.println("avg salary by dept " + avgSalary);
        Map<String, Optional<Employee>> oldest = staff.stream().collect(Collectors.groupingBy(Employee::dept, TreeMap::new,
                Collectors.maxBy(Comparator.comparingInt(Employee::age))));
        oldest.forEach((k, v) -> System.out.println("  oldest in " + k + ": " + v.map(Employee::name).orElse("-")));
        Map<String, String> namesByDept = staff.stream().collect(Collectors.groupingBy(Employee::dept, TreeMap::new,
                Collectors.mapping(Employee::name, Collectors.joining("/"))));
        System.out.println("names by dept " + namesByDept);
        System.out.println("total payroll " + staff.stream().mapToInt(Employee::salary).sum() + ", summing "
                + staff.stream().collect(Collectors.summingInt(Employee::salary)));
        System.out.println("top 3 by salary " + staff.stream().sorted(Comparator.comparingInt(Employee::salary).reversed())
                .limit(3).map(Employee::name).collect(Collectors.toList()));
        List<List<Integer>> nested = List.of(List.of(1, 2), List.of(3), List.of(), List.of(4, 5, 6));
        System.out.println("flatMap " + nested.stream().flatMap(List::stream).map(x -> x * 10).collect(Collectors.toList()));
        System.out.println("iterate " + Stream.iterate(1, x -> x * 3).limit(8).collect(Collectors.toList()) + " bounded iterate "
                + Stream.iterate(1, x -> x < 200, x -> x * 2).collect(Collectors.toList()));
        int[] seq = {0};
        System.out.println("generate " + Stream.generate(() -> seq[0]++).limit(5).collect(Collectors.toList()));
        System.out.println("skip/limit " + IntStream.range(0, 20).skip(5).limit(4).boxed().collect(Collectors.toList()));
        System.out.println("matches " + nums.stream().anyMatch(n -> n > 19) + " " + nums.stream().allMatch(n -> n > 0) + " "
                + nums.stream().noneMatch(n -> n > 100) + " " + Stream.empty().allMatch(x -> false));
        System.out.println("findFirst " + words.stream().filter(w -> w.startsWith("c")).findFirst().orElse("none")
                + " min " + words.stream().min(Comparator.naturalOrder()).get());
        System.out.println("mapToObj " + IntStream.rangeClosed(1, 5).mapToObj(i -> "#" + i).collect(Collectors.joining(" ")));
        System.out.println("chars " + "hello world".chars().filter(Character::isLetter).mapToObj(c -> String.valueOf((char) c))
                .distinct().sorted().collect(Collectors.joining()));
        double avg = DoubleStream.of(1.5, 2.5, 3.5).average().orElse(-1);
        System.out.println("double avg " + avg + " sum " + DoubleStream.of(0.1, 0.2, 0.3).sum() + " max "
                + LongStream.rangeClosed(1, 20).reduce(1, (a, b) -> a * b));
        List<String> peeked = new ArrayList<>();
        long count = Stream.of("x", "y", "z").peek(peeked::add).filter(s -> !s.equals("y")).count();
        System.out.println("peek saw " + peeked + " count " + count);
        System.out.println("toList unmodifiable: " + isUnmodifiable(Stream.of(1, 2).toList()) + " collectors toList mutable: "
                + !isUnmodifiable(Stream.of(1, 2).collect(Collectors.toList())));
        System.out.println("takeWhile " + Stream.of(1, 2, 3, 10, 4).takeWhile(x -> x < 5).collect(Collectors.toList())
                + " dropWhile " + Stream.of(1, 2, 3, 10, 4).dropWhile(x -> x < 5).collect(Collectors.toList()));
        System.out.println("collectingAndThen " + Stream.of(3, 1, 2).collect(Collectors.collectingAndThen(Collectors.toList(),
                l -> { Collections.sort(l); return l; })));
        System.out.println("reducing with identity: " + Stream.of("a", "bb", "ccc")
                .collect(Collectors.reducing(0, String::length, Integer::sum)));
        System.out.println("TreeSet collect " + Stream.of(5, 3, 9, 3, 1).collect(Collectors.toCollection(TreeSet::new)));
        System.out.println("sorted descending " + IntStream.of(5, 3, 9, 3, 1).boxed().sorted(Collections.reverseOrder())
                .map(String::valueOf).collect(Collectors.joining(">")));
    }

    static boolean isUnmodifiable(List<Integer> l) {
        try {
            l.add(3);
            return false;
        } catch (UnsupportedOperationException e) {
            return true;
        }
    }
}
