// expect: assertion
// states: all=141 no-por=866 no-symmetry=244 none=1955 dpor=115
// about: two threads each create a file only if it does not exist yet (exists, then a FileOutputStream that truncates) and count themselves as its creator; when both test before either creates it, both write and there are two creators (the test and the creation are two file operations another thread can come between)
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.atomic.AtomicInteger;

public class FileCheckThenCreate {
    static final File LOCK = new File("wayfinder-check-then-create.lock");
    static final AtomicInteger creators = new AtomicInteger();

    static void claim(String name) {
        if (!LOCK.exists()) {
            creators.incrementAndGet();
            try (FileOutputStream out = new FileOutputStream(LOCK)) {
                out.write(name.getBytes());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        LOCK.delete();
        Thread a = new Thread(() -> claim("a"));
        Thread b = new Thread(() -> claim("b"));
        a.start();
        b.start();
        a.join();
        b.join();
        LOCK.delete();
        assert creators.get() == 1 : creators.get() + " creators";
    }
}
