import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** invokeAny over three download mirrors, one of which always fails: the answer is a good mirror's. */
public class MirrorInvokeAny {
    record Download(String mirror, int bytes) {}

    static Callable<Download> mirror(String name, int bytes) {
        return () -> {
            if (bytes < 0) {
                throw new IOException(name + " unreachable");
            }
            return new Download(name, bytes);
        };
    }

    public static void main(String[] args) throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            Download d = pool.invokeAny(List.of(mirror("eu", -1), mirror("us", 1024), mirror("asia", 1024)));
            assert d.bytes() == 1024 : d;
            assert !d.mirror().equals("eu");
            System.out.println("downloaded " + d.bytes() + " bytes");
        } catch (ExecutionException e) {
            throw new UncheckedIOException(new IOException("all mirrors failed", e.getCause()));
        } finally {
            pool.shutdownNow();
        }
    }
}
