// Value-based hash codes that Java specifies exactly: String, boxed
// primitives, Boolean, Character, List/Set/Map hashCode contracts,
// Arrays.hashCode/deepHashCode, Objects.hash, Map.Entry, enum-free records.
import java.util.*;

public class HashCodes {
    record Rec(int a, String b) {}

    public static void main(String[] args) {
        String[] strs = {"", "a", "ab", "hello", "Hello", "hello world", "\u00e9t\u00e9", "\0", "The quick brown fox", "Aa", "BB"};
        for (String s : strs) {
            System.out.println("String " + s.length() + " chars hash " + s.hashCode());
        }
        System.out.println("Integer: " + Integer.valueOf(0).hashCode() + " " + Integer.valueOf(-1).hashCode() + " "
                + Integer.valueOf(Integer.MIN_VALUE).hashCode());
        System.out.println("Long: " + Long.valueOf(0).hashCode() + " " + Long.valueOf(-1).hashCode() + " "
                + Long.valueOf(Long.MAX_VALUE).hashCode() + " " + Long.valueOf(1L << 32).hashCode() + " " + Long.hashCode(123456789012L));
        System.out.println("Double: " + Double.valueOf(0.0).hashCode() + " " + Double.valueOf(-0.0).hashCode() + " "
                + Double.valueOf(1.0).hashCode() + " " + Double.valueOf(Double.NaN).hashCode() + " " + Double.hashCode(Math.PI));
        System.out.println("Float: " + Float.valueOf(1.0f).hashCode() + " " + Float.valueOf(-0.0f).hashCode() + " "
                + Float.hashCode(Float.NaN));
        System.out.println("Boolean: " + Boolean.TRUE.hashCode() + " " + Boolean.FALSE.hashCode() + " Character: "
                + Character.valueOf('A').hashCode() + " Short: " + Short.valueOf((short) -5).hashCode() + " Byte: "
                + Byte.valueOf((byte) -5).hashCode());
        List<Integer> list = List.of(1, 2, 3);
        List<Integer> al = new ArrayList<>(list);
        List<Integer> ll = new LinkedList<>(list);
        System.out.println("List hash: " + list.hashCode() + " " + al.hashCode() + " " + ll.hashCode() + " "
                + Arrays.asList(1, 2, 3).hashCode() + " empty " + List.of().hashCode());
        Set<String> hs = new HashSet<>(List.of("x", "y", "z"));
        Set<String> ts = new TreeSet<>(hs);
        System.out.println("Set hash: " + hs.hashCode() + " " + ts.hashCode() + " " + Set.of("z", "y", "x").hashCode());
        Map<String, Integer> hm = new HashMap<>();
        hm.put("one", 1);
        hm.put("two", 2);
        Map<String, Integer> tm = new TreeMap<>(hm);
        System.out.println("Map hash: " + hm.hashCode() + " " + tm.hashCode() + " " + Map.of("two", 2, "one", 1).hashCode()
                + " entry " + Map.entry("one", 1).hashCode() + " " + new AbstractMap.SimpleEntry<>("one", 1).hashCode());
        System.out.println("Arrays.hashCode: " + Arrays.hashCode(new int[] {1, 2, 3}) + " " + Arrays.hashCode(new Object[] {1, 2, 3})
                + " " + Arrays.hashCode(new char[] {'a'}) + " " + Arrays.hashCode(new float[] {1f}) + " "
                + Arrays.hashCode(new byte[] {-1, 1}) + " deep " + Arrays.deepHashCode(new Object[] {new int[] {1}, "s", null}));
        System.out.println("Objects.hash: " + Objects.hash(1, 2, 3) + " " + Objects.hash("a", null) + " "
                + Objects.hash(new Object[] {null}) + " " + Objects.hashCode(null));
        System.out.println("record: " + new Rec(1, "x").hashCode() + " " + new Rec(0, null).hashCode() + " "
                + (new Rec(5, "q").hashCode() == new Rec(5, "q").hashCode()));
        System.out.println("Optional: " + Optional.of("a").hashCode() + " String.valueOf(char) " + String.valueOf('a').hashCode());
        int collisions = 0;
        Map<Integer, List<String>> byHash = new TreeMap<>();
        for (char c1 = 'A'; c1 <= 'z'; c1++) {
            for (char c2 = 'A'; c2 <= 'z'; c2++) {
                String s = "" + c1 + c2;
                byHash.computeIfAbsent(s.hashCode(), k -> new ArrayList<>()).add(s);
            }
        }
        StringBuilder sample = new StringBuilder();
        for (Map.Entry<Integer, List<String>> e : byHash.entrySet()) {
            if (e.getValue().size() > 1) {
                collisions++;
                if (collisions <= 5) {
                    sample.append(e.getKey()).append('=').append(e.getValue()).append(' ');
                }
            }
        }
        System.out.println("two-char collisions: " + collisions + " e.g. " + sample.toString().trim());
        long acc = 0;
        for (int i = 0; i < 2000; i++) {
            acc += ("key-" + i).hashCode();
        }
        System.out.println("sum of 2000 key hashes " + acc);
    }
}
