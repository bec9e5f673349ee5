// Optional and its primitive variants: of/ofNullable/empty, map/flatMap/filter,
// orElse/orElseGet/orElseThrow (NoSuchElementException message), or(),
// ifPresent/ifPresentOrElse, stream(), equality and toString.
import java.util.*;
import java.util.stream.Collectors;

public class OptionalUse {
    static Map<String, String> EMAIL = new TreeMap<>(Map.of("ann", "ann@example.org", "bob", "BOB@EXAMPLE.ORG"));

    static Optional<String> email(String user) {
        return Optional.ofNullable(EMAIL.get(user));
    }

    static Optional<String> domain(String address) {
        int at = address.indexOf('@');
        return at < 0 ? Optional.empty() : Optional.of(address.substring(at + 1));
    }

    public static void main(String[] args) {
        for (String user : new String[] {"ann", "bob", "cid"}) {
            Optional<String> e = email(user);
            System.out.println(user + ": " + e + " present=" + e.isPresent() + " empty=" + e.isEmpty()
                    + " domain=" + e.flatMap(OptionalUse::domain).map(String::toLowerCase).orElse("n/a")
                    + " upper=" + e.map(String::toUpperCase).orElseGet(() -> "<none for " + user + ">")
                    + " filtered=" + e.filter(s -> s.startsWith("a")).isPresent());
        }
        Optional<String> none = Optional.empty();
        try {
            none.get();
        } catch (NoSuchElementException ex) {
            System.out.println("get on empty: " + ex.getMessage());
        }
        try {
            none.orElseThrow();
        } catch (NoSuchElementException ex) {
            System.out.println("orElseThrow on empty: " + ex.getMessage());
        }
        try {
            none.orElseThrow(() -> new IllegalStateException("custom missing"));
        } catch (IllegalStateException ex) {
            System.out.println("orElseThrow(supplier): " + ex.getMessage());
        }
        try {
            Optional.of(null);
        } catch (NullPointerException ex) {
            System.out.println("Optional.of(null) -> NPE");
        }
        email("ann").ifPresent(s -> System.out.println("ifPresent: " + s));
        email("zed").ifPresentOrElse(s -> System.out.println("unexpected"), () -> System.out.println("ifPresentOrElse: absent"));
        System.out.println("or(): " + email("zed").or(() -> email("bob")).get());
        System.out.println("stream(): " + List.of("ann", "zed", "bob").stream().map(OptionalUse::email).flatMap(Optional::stream)
                .collect(Collectors.toList()));
        System.out.println("equals: " + Optional.of(1).equals(Optional.of(1)) + " " + Optional.empty().equals(Optional.ofNullable(null))
                + " hash " + Optional.of("x").hashCode() + " " + Optional.empty().hashCode());
        System.out.println("toString: " + Optional.of(List.of(1)) + " " + Optional.empty());
        OptionalInt oi = OptionalInt.of(5);
        OptionalDouble od = OptionalDouble.empty();
        OptionalLong ol = OptionalLong.of(1L << 40);
        System.out.println("primitive: " + oi + " " + oi.getAsInt() + " " + od + " " + od.orElse(2.5) + " " + ol + " "
                + OptionalInt.empty().isPresent());
        try {
            od.getAsDouble();
        } catch (NoSuchElementException ex) {
            System.out.println("OptionalDouble empty: " + ex.getMessage());
        }
        int evaluated[] = {0};
        String v = Optional.of("present").orElse(sideEffect(evaluated));
        String w = Optional.of("present").orElseGet(() -> sideEffect(evaluated));
        System.out.println("orElse evaluates eagerly: " + v + " " + w + " calls=" + evaluated[0]);
        Optional<Optional<String>> nested = Optional.of(Optional.of("inner"));
        System.out.println("nested flatMap: " + nested.flatMap(o -> o).get());
        List<Integer> ages = List.of(34, 17, 52, 8);
        System.out.println("first adult over 40: " + ages.stream().filter(a -> a > 40).findFirst()
                + ", over 60: " + ages.stream().filter(a -> a > 60).findFirst().map(String::valueOf).orElse("nobody"));
    }

    static String sideEffect(int[] counter) {
        counter[0]++;
        return "fallback";
    }
}
