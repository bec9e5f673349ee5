import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;

/** Text statistics with streams: groupingBy, counting, averaging, TreeMap, String.format. */
public class TextStats {
    static final String TEXT = """
            The quick brown fox jumps over the lazy dog.
            The dog sleeps; the fox runs away, quick as ever!
            Über-fast foxes are rare: 3 of 10 foxes, maybe 30%.
            """;

    public static void main(String[] args) {
        List<String> words = Arrays.stream(TEXT.toLowerCase().split("[^\\p{L}\\p{N}]+"))
                .filter(w -> !w.isBlank())
                .collect(Collectors.toList());
        System.out.printf("%d words, %d distinct%n", words.size(), words.stream().distinct().count());

        Map<String, Long> freq = words.stream()
                .collect(Collectors.groupingBy(Function.identity(), TreeMap::new, Collectors.counting()));
        freq.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed()
                        .thenComparing(Map.Entry.comparingByKey()))
                .limit(5)
                .forEach(e -> System.out.println(String.format("%-8s|%3d|%s", e.getKey(), e.getValue(),
                        "*".repeat(e.getValue().intValue()))));

        Map<Integer, List<String>> byLength = words.stream().distinct()
                .collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.toList()));
        byLength.forEach((len, ws) -> System.out.println(len + " -> " + String.join(",", ws)));

        Map<Character, Double> avgByInitial = words.stream()
                .collect(Collectors.groupingBy(w -> w.charAt(0), TreeMap::new,
                        Collectors.averagingInt(String::length)));
        avgByInitial.forEach((c, avg) -> System.out.printf("%c: %.2f%n", c, avg));

        String longest = words.stream().max(Comparator.comparingInt(String::length)
                .thenComparing(Comparator.reverseOrder())).orElse("");
        var stats = words.stream().mapToInt(String::length).summaryStatistics();
        System.out.println("longest=" + longest + " " + stats);
        Map<Boolean, Long> parts = words.stream()
                .collect(Collectors.partitioningBy(w -> w.chars().allMatch(Character::isDigit),
                        Collectors.counting()));
        System.out.println("numeric/other " + parts.get(true) + "/" + parts.get(false));
        String lines = TEXT.lines().map(String::strip)
                .map(l -> String.format("%2d %s", l.length(), l.substring(0, Math.min(12, l.length()))))
                .collect(Collectors.joining(" | ", "[", "]"));
        System.out.println(lines);
        System.out.println(String.format("%,d %08.3f %x %e %b", 1234567, Math.PI, 255, 12345.678, words.isEmpty()));
    }
}
