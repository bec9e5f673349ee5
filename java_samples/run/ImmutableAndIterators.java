// Immutable collections (List.of, Set.of, Map.of, copyOf, unmodifiable views,
// Arrays.asList) and their exceptions; iterators: remove, fail-fast
// ConcurrentModificationException; PriorityQueue ordering; custom Iterable.
// Note: Set.of/Map.of iteration order is randomised per JVM run, so it is
// never printed -- only sizes, lookups and sorted copies.
import java.util.*;

public class ImmutableAndIterators {
    static void attempt(String label, Runnable r) {
        try {
            r.run();
            System.out.println(label + ": ok");
        } catch (RuntimeException e) {
            System.out.println(label + ": " + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage()));
        }
    }

    static class Countdown implements Iterable<Integer> {
        final int from;

        Countdown(int from) {
            this.from = from;
        }

        public Iterator<Integer> iterator() {
            return new Iterator<>() {
                int next = from;

                public boolean hasNext() {
                    return next >= 0;
                }

                public Integer next() {
                    if (next < 0) {
                        throw new NoSuchElementException("countdown finished");
                    }
                    return next--;
                }
            };
        }
    }

    record Task(String name, int priority) {}

    public static void main(String[] args) {
        List<Integer> lo = List.of(3, 1, 2);
        System.out.println("List.of " + lo + " get(1) " + lo.get(1) + " contains(2) " + lo.contains(2));
        attempt("List.of add", () -> lo.add(4));
        attempt("List.of set", () -> lo.set(0, 9));
        attempt("List.of remove", () -> lo.remove(0));
        attempt("List.of sort", () -> lo.sort(null));
        attempt("List.of with null", () -> List.of(1, null));
        attempt("List.of contains(null)", () -> lo.contains(null));
        Set<String> so = Set.of("b", "a", "c");
        System.out.println("Set.of size " + so.size() + " sorted " + new TreeSet<>(so) + " contains a " + so.contains("a"));
        attempt("Set.of duplicate", () -> Set.of("x", "x"));
        attempt("Set.of add", () -> so.add("d"));
        Map<String, Integer> mo = Map.of("one", 1, "two", 2, "three", 3);
        System.out.println("Map.of size " + mo.size() + " get(two) " + mo.get("two") + " sorted " + new TreeMap<>(mo));
        attempt("Map.of duplicate key", () -> Map.of("k", 1, "k", 2));
        attempt("Map.of put", () -> mo.put("four", 4));
        attempt("Map.of null value", () -> Map.of("k", null));
        Map<String, Integer> entries = Map.ofEntries(Map.entry("e", 5), Map.entry("f", 6));
        System.out.println("Map.ofEntries sorted " + new TreeMap<>(entries) + " entry " + Map.entry("k", "v"));
        List<String> backing = new ArrayList<>(List.of("x", "y"));
        List<String> unmod = Collections.unmodifiableList(backing);
        List<String> copy = List.copyOf(backing);
        backing.add("z");
        System.out.println("unmodifiable view sees change " + unmod + ", copyOf does not " + copy);
        attempt("unmodifiableList add", () -> unmod.add("w"));
        attempt("unmodifiable iterator remove", () -> {
            Iterator<String> it = unmod.iterator();
            it.next();
            it.remove();
        });
        List<String> asList = Arrays.asList("p", "q", "r");
        asList.set(0, "P");
        System.out.println("Arrays.asList set ok " + asList);
        attempt("Arrays.asList add", () -> asList.add("s"));
        attempt("Collections.emptyList add", () -> Collections.emptyList().add(null));
        attempt("singletonList set", () -> Collections.singletonList(1).set(0, 2));
        List<Integer> nums = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            nums.add(i);
        }
        Iterator<Integer> it = nums.iterator();
        while (it.hasNext()) {
            if (it.next() % 3 == 0) {
                it.remove();
            }
        }
        System.out.println("iterator remove multiples of 3: " + nums);
        attempt("remove twice", () -> {
            Iterator<Integer> i2 = nums.iterator();
            i2.next();
            i2.remove();
            i2.remove();
        });
        attempt("remove in for-each", () -> {
            for (Integer n : nums) {
                if (n == 4) {
                    nums.remove(n);
                }
            }
        });
        System.out.println("list after CME " + nums);
        attempt("HashMap modify during iteration", () -> {
            Map<String, Integer> m = new HashMap<>();
            m.put("a", 1);
            m.put("b", 2);
            m.put("c", 3);
            for (String k : m.keySet()) {
                m.put(k + k, 0);
            }
        });
        attempt("removing second-to-last in for-each (no CME!)", () -> {
            List<String> l = new ArrayList<>(List.of("a", "b", "c"));
            for (String s : l) {
                if (s.equals("b")) {
                    l.remove(s);
                }
            }
            System.out.println("  list is now " + l);
        });
        attempt("next past end", () -> new ArrayList<Integer>().iterator().next());
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        for (int x : new int[] {42, 7, 19, 3, 88, 7, 56, 1}) {
            pq.offer(x);
        }
        StringBuilder order = new StringBuilder();
        while (!pq.isEmpty()) {
            order.append(pq.poll()).append(' ');
        }
        System.out.println("PriorityQueue min order: " + order.toString().trim());
        PriorityQueue<Task> tasks = new PriorityQueue<>(Comparator.comparingInt(Task::priority).reversed().thenComparing(Task::name));
        tasks.add(new Task("write", 2));
        tasks.add(new Task("test", 5));
        tasks.add(new Task("deploy", 1));
        tasks.add(new Task("review", 5));
        tasks.add(new Task("plan", 3));
        System.out.println("peek " + tasks.peek() + " size " + tasks.size());
        while (!tasks.isEmpty()) {
            System.out.println("  " + tasks.poll());
        }
        System.out.println("poll on empty " + tasks.poll());
        int sum = 0;
        for (int n : new Countdown(5)) {
            sum += n;
            System.out.print(n + " ");
        }
        System.out.println("sum " + sum);
        attempt("custom iterator exhausted", () -> {
            Iterator<Integer> ci = new Countdown(0).iterator();
            ci.next();
            ci.next();
        });
        attempt("custom iterator remove (default)", () -> new Countdown(1).iterator().remove());
    }
}
