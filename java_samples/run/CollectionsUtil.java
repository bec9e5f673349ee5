// java.util.Collections and Arrays helpers: sort/reverse/shuffle with a seeded
// Random, rotate, swap, binarySearch, frequency, min/max, nCopies, disjoint,
// Comparator combinators (comparing, thenComparing, reversed, nullsFirst).
import java.util.*;

public class CollectionsUtil {
    record City(String name, String country, int population) {}

    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>();
        for (int i = 1; i <= 12; i++) {
            list.add(i);
        }
        Collections.shuffle(list, new Random(42));
        System.out.println("shuffle(seed 42) " + list);
        Collections.shuffle(list, new Random(7));
        System.out.println("shuffle(seed 7)  " + list);
        Collections.sort(list);
        System.out.println("sort " + list);
        Collections.reverse(list);
        System.out.println("reverse " + list);
        Collections.rotate(list, 3);
        System.out.println("rotate 3 " + list);
        Collections.swap(list, 0, 11);
        System.out.println("swap(0,11) " + list);
        Collections.sort(list, Collections.reverseOrder());
        System.out.println("reverseOrder " + list);
        Collections.sort(list);
        System.out.println("binarySearch(7) " + Collections.binarySearch(list, 7) + " (13) " + Collections.binarySearch(list, 13));
        List<String> letters = new ArrayList<>(Arrays.asList("b", "a", "c", "a", "b", "a"));
        System.out.println("frequency(a) " + Collections.frequency(letters, "a") + " max " + Collections.max(letters) + " min "
                + Collections.min(letters) + " max by length-desc " + Collections.max(letters, Comparator.reverseOrder()));
        System.out.println("nCopies " + Collections.nCopies(4, "ab") + " disjoint " + Collections.disjoint(letters, List.of("x"))
                + " " + Collections.disjoint(letters, List.of("c")));
        Collections.fill(letters, "z");
        System.out.println("fill " + letters);
        List<Integer> dst = new ArrayList<>(Collections.nCopies(5, 0));
        Collections.copy(dst, List.of(9, 8, 7));
        System.out.println("copy " + dst + " indexOfSubList " + Collections.indexOfSubList(dst, List.of(8, 7)));
        List<Integer> syn = Collections.synchronizedList(new ArrayList<>(List.of(3, 1, 2)));
        Collections.sort(syn);
        System.out.println("synchronizedList sorted " + syn + " emptyMap " + Collections.emptyMap() + " singleton "
                + Collections.singleton("one"));
        Integer[] arr = {5, 2, 9, 1, 5, 6};
        Arrays.sort(arr, Collections.reverseOrder());
        System.out.println("Arrays.sort desc " + Arrays.toString(arr));
        List<City> cities = new ArrayList<>(List.of(new City("Oslo", "NO", 709), new City("Bergen", "NO", 286),
                new City("Lyon", "FR", 516), new City("Paris", "FR", 2161), new City("Nice", "FR", 342),
                new City("Turku", "FI", 195), new City("Espoo", "FI", 297)));
        cities.sort(Comparator.comparing(City::country).thenComparing(City::population, Comparator.reverseOrder()));
        System.out.println("by country, population desc:");
        cities.forEach(c -> System.out.println("  " + c));
        cities.sort(Comparator.comparingInt(City::population));
        System.out.println("by population: " + cities.stream().map(City::name).toList());
        cities.sort(Comparator.comparing(City::name, Comparator.comparing(String::length)).thenComparing(City::name).reversed());
        System.out.println("by name length then name, reversed: " + cities.stream().map(City::name).toList());
        List<String> withNulls = new ArrayList<>(Arrays.asList("pear", null, "apple", null, "fig"));
        withNulls.sort(Comparator.nullsFirst(Comparator.naturalOrder()));
        System.out.println("nullsFirst " + withNulls);
        withNulls.sort(Comparator.nullsLast(Comparator.comparing(String::length)));
        System.out.println("nullsLast by length " + withNulls);
        Random rnd = new Random(2024);
        int[] big = new int[20];
        for (int i = 0; i < big.length; i++) {
            big[i] = rnd.nextInt(100);
        }
        System.out.println("random ints " + Arrays.toString(big));
        int[] sorted = big.clone();
        Arrays.sort(sorted);
        System.out.println("sorted " + Arrays.toString(sorted));
        List<Integer> boxed = new ArrayList<>();
        for (int v : big) {
            boxed.add(v);
        }
        boxed.sort(Comparator.comparing((Integer v) -> v % 10).thenComparing(v -> -v));
        System.out.println("by last digit then desc " + boxed);
        String[] names = {"delta", "Alpha", "charlie", "bravo", "Echo"};
        Arrays.sort(names, Comparator.comparing(String::toLowerCase));
        System.out.println("case-insensitive " + Arrays.toString(names));
        System.out.println("Arrays.asList(...).indexOf " + Arrays.asList(names).indexOf("bravo") + " deepToString "
                + Arrays.deepToString(new Object[] {names, new int[] {1}}));
        List<Integer> unmodSorted = Collections.unmodifiableList(sorted.length > 0 ? boxed : List.of());
        System.out.println("unmodifiable size " + unmodSorted.size() + " checkedList ok " + Collections.checkedList(new ArrayList<>(),
                String.class).add("s"));
    }
}
