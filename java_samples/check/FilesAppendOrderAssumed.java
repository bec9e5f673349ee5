// expect: assertion
// states: all=1329 no-por=65783 no-symmetry=1329 none=65837
// about: two threads each append a line to one file with Files.writeString(APPEND); main assumes the first thread's line comes first, but the second thread's append can run before it
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

public class FilesAppendOrderAssumed {
    static final Path LOG = Path.of("wayfinder-append-order.log");

    static void append(String line) {
        try {
            Files.writeString(LOG, line, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    public static void main(String[] args) throws Exception {
        Files.deleteIfExists(LOG);
        Thread a = new Thread(() -> append("a\n"));
        Thread b = new Thread(() -> append("b\n"));
        a.start();
        b.start();
        a.join();
        b.join();
        String text = Files.readString(LOG);
        Files.delete(LOG);
        assert text.equals("a\nb\n") : text;
    }
}
