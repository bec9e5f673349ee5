// expect: no_violation
// states: all=55
// about: DeleteOnExitDaemon fixed: main joins the daemon thread before it ends, so the shutdown's deleteOnExit hook runs only after the daemon's check; the JDK's hooks run under check, and while no other thread can act they add no scheduling points
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
