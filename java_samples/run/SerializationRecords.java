// Records through ObjectOutputStream and ObjectInputStream, as java: a
// record is read back through its canonical constructor (a compact
// constructor that normalises or rejects a component runs again on
// reading), records of every primitive component type, a generic record, an
// empty record, readResolve, records nested in a list and in a map, and a
// record shared by two others (read back as one object).
import java.io.*;
import java.util.*;

public class SerializationRecords {
    record Range(long lo, double hi, boolean open, char c, byte b, short s, float f) implements Serializable {
        Range {
            if (lo > hi) {
                throw new IllegalArgumentException("lo > hi");
            }
        }
    }

    record Pair<A, B>(A first, B second) implements Serializable {}

    record Empty() implements Serializable {}

    record Name(String value) implements Serializable {
        Name {
            System.out.println("canonical constructor: " + value);
            value = value.trim();
        }
    }

    record Tagged(String tag, Range range, int[] counts) implements Serializable {
        private Object readResolve() {
            return new Tagged(tag.toUpperCase(), range, counts);
        }
    }

    static Object roundTrip(Object o) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(o);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return in.readObject();
        }
    }

    public static void main(String[] args) throws Exception {
        Range r = new Range(1L, 2.5, true, 'x', (byte) 3, (short) 4, 1.5f);
        List<Object> list = new ArrayList<>();
        list.add(r);
        list.add(new Pair<>("k", r));
        list.add(new Empty());
        list.add(new Tagged("t", r, new int[] {1, 2}));
        list.add(new TreeMap<>(Map.of("a", new Pair<>(1, 2), "b", new Name("  padded  "))));
        List<?> back = (List<?>) roundTrip(list);
        System.out.println(back.get(0) + " " + back.get(1) + " " + back.get(2) + " " + back.get(4));
        System.out.println("equal: " + back.get(0).equals(r) + " " + back.get(1).equals(list.get(1)));
        System.out.println("shared: " + (((Pair<?, ?>) back.get(1)).second() == back.get(0)));
        Tagged t = (Tagged) back.get(3);
        System.out.println("resolved: " + t.tag() + " " + Arrays.toString(t.counts()) + " " + (t.range() == back.get(0)));
        System.out.println("empty: " + back.get(2).equals(new Empty()));
    }
}
