// expect: assertion
// states: all=4 no-por=4 no-symmetry=4 none=4
// about: object serialization and GZIP compression under check: a choice picks the object written, serialised and gzipped to bytes, then read back; the round trip is faithful on every path, and the assertion fails only on the one that chose 3 (the Deflater and Inflater streams are native objects in the state)
import java.io.*;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

import wayfinder.Verify;

public class SerializeCompressCheck {
    static class Box implements Serializable {
        int n;
        List<String> items = new ArrayList<>();
    }

    public static void main(String[] args) throws Exception {
        Box b = new Box();
        b.n = Verify.getInt(1, 3);
        for (int i = 0; i < b.n; i++) {
            b.items.add("item" + i);
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(new GZIPOutputStream(bytes))) {
            out.writeObject(b);
        }
        Box back;
        try (ObjectInputStream in = new ObjectInputStream(
                new GZIPInputStream(new ByteArrayInputStream(bytes.toByteArray())))) {
            back = (Box) in.readObject();
        }
        assert back.items.size() == b.n && back.items.get(b.n - 1).equals("item" + (b.n - 1));
        assert back.n != 3 : "chose 3";
    }
}
