// expect: no_violation
// states: all=398 no-por=61639 no-symmetry=714 none=182679 dpor=376
// about: main writes a first line, then two threads append a line each to the file through FileOutputStream in append mode, unsynchronised; each append is one write of its whole buffer (one system call, atomic under O_APPEND), so after both joins the file holds main's first line and both threads' lines in one order or the other, in every interleaving (under check the file operations of live threads are scheduling points on the in-memory overlay)
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

public class FileAppendTwoThreads {
    static final File LOG = new File("wayfinder-append-two-threads.log");

    static void append(byte[] line) {
        try (FileOutputStream out = new FileOutputStream(LOG, true)) {
            out.write(line);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static void main(String[] args) throws Exception {
        try (FileOutputStream out = new FileOutputStream(LOG)) {
            out.write("log\n".getBytes());
        }
        byte[] a1 = "a\n".getBytes(), b1 = "b\n".getBytes();
        Thread a = new Thread(() -> append(a1));
        Thread b = new Thread(() -> append(b1));
        a.start();
        b.start();
        a.join();
        b.join();
        String text;
        try (FileInputStream in = new FileInputStream(LOG)) {
            text = new String(in.readAllBytes());
        }
        LOG.delete();
        assert text.equals("log\na\nb\n") || text.equals("log\nb\na\n") : text;
    }
}
