// expect: assertion
// about: main writes a file, marks it File.deleteOnExit and starts a daemon thread that checks the file is there; main's end starts the shutdown, whose JDK hook (DeleteOnExitHook) deletes the file while the daemon may still run, so the daemon's check can fail (java -ea shows it too); before the JDK's own hooks ran under check, this was a wrong "no violation"
import java.nio.file.Files;
import java.nio.file.Path;

public class DeleteOnExitDaemon {
    public static void main(String[] args) throws Exception {
        Path file = Path.of("wayfinder-doe.txt");
        Files.writeString(file, "ok");
        file.toFile().deleteOnExit();
        Thread reader = new Thread(() -> {
            boolean there = Files.exists(file);
            assert there : "the file was deleted at exit while the daemon still used it";
        });
        reader.setDaemon(true);
        reader.start();
    }
}
