// expect: no_violation
// states: all=90 no-por=302 no-symmetry=90 none=302 dpor=65
// about: the fixed FileCheckThenCreate: each thread claims the file with File.createNewFile, which tests and creates in one file operation (O_CREAT|O_EXCL), so exactly one thread is its creator in every interleaving
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.atomic.AtomicInteger;

public class FileCreateNewOnce {
    static final File LOCK = new File("wayfinder-create-new-once.lock");
    static final AtomicInteger creators = new AtomicInteger();

    static void claim() {
        try {
            if (LOCK.createNewFile()) {
                creators.incrementAndGet();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static void main(String[] args) throws Exception {
        LOCK.delete();
        Thread a = new Thread(FileCreateNewOnce::claim);
        Thread b = new Thread(FileCreateNewOnce::claim);
        a.start();
        b.start();
        a.join();
        b.join();
        LOCK.delete();
        assert creators.get() == 1 : creators.get() + " creators";
    }
}
