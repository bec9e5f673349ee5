// Object serialization to a byte array and back, as java: Serializable
// classes with fields (with and without a declared serialVersionUID, so the
// default one is computed), transient fields, a non-serializable superclass
// whose constructor runs on reading, custom writeObject/readObject, shared
// references and cycles, collections and boxed values, enums, arrays, and
// an object that is not Serializable.
import java.io.*;
import java.util.*;

public class SerializationRoundTrip {
    static class Base {
        int baseField = 7;
        Base() {
            System.out.println("Base() runs");
        }
    }

    static class Point extends Base implements Serializable {
        int x;
        String label;
        transient int cache = 99;
        List<Integer> history = new ArrayList<>();
        Point next;

        Point(int x, String label) {
            this.x = x;
            this.label = label;
        }
    }

    static class Counter implements Serializable {
        private static final long serialVersionUID = 42L;
        int value;

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeUTF("extra-" + value);
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            System.out.println("readObject: " + in.readUTF());
            value += 1000;
        }
    }

    enum Color { RED, GREEN }

    static class NotSerializable {
    }

    public static void main(String[] args) throws Exception {
        Point p = new Point(3, "p");
        p.history.add(1);
        p.history.add(2);
        p.baseField = 8;
        Point q = new Point(4, "q");
        p.next = q;
        q.next = p;
        Counter c = new Counter();
        c.value = 5;
        Map<String, Object> map = new TreeMap<>();
        map.put("list", List.of(1, 2, 3));
        map.put("array", new int[] {4, 5});
        map.put("color", Color.GREEN);
        map.put("long", 1234567890123L);

        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(p);
            out.writeObject(c);
            out.writeObject(map);
            out.writeInt(77);
            out.writeObject(p);
        }
        System.out.println("written: " + (bytes.size() > 0));

        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            Point p2 = (Point) in.readObject();
            System.out.println("point: " + p2.x + " " + p2.label + " cache=" + p2.cache
                    + " base=" + p2.baseField + " history=" + p2.history);
            System.out.println("cycle: " + (p2.next.next == p2) + " " + p2.next.label);
            Counter c2 = (Counter) in.readObject();
            System.out.println("counter: " + c2.value);
            @SuppressWarnings("unchecked")
            Map<String, Object> m2 = (Map<String, Object>) in.readObject();
            System.out.println("map: " + m2.get("list") + " " + Arrays.toString((int[]) m2.get("array"))
                    + " " + (m2.get("color") == Color.GREEN) + " " + m2.get("long"));
            System.out.println("int: " + in.readInt());
            System.out.println("shared: " + (in.readObject() == p2));
        }

        try (ObjectOutputStream out = new ObjectOutputStream(new ByteArrayOutputStream())) {
            out.writeObject(new NotSerializable());
        } catch (NotSerializableException e) {
            System.out.println("not serializable: " + e.getMessage());
        }
    }
}
