// expect: no_violation
// states: all=32
// about: DeleteOnExitDaemon fixed: main joins the daemon thread before it ends, so the shutdown's deleteOnExit hook runs only after the daemon's check; no daemon thread is left at the end, so the JDK's hooks (only JDK code, nothing left to observe them) are not explored
import java.nio.file.Files;
import java.nio.file.Path;

public class DeleteOnExitJoined {
    public static void main(String[] args) throws Exception {
        Path file = Path.of("wayfinder-doej.txt");
        Files.writeString(file, "ok");
        file.toFile().deleteOnExit();
        Thread reader = new Thread(() -> {
            boolean there = Files.exists(file);
            assert there : "the file was deleted too early";
        });
        reader.setDaemon(true);
        reader.start();
        reader.join();
    }
}
