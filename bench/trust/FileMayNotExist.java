import java.nio.file.Files;
import java.nio.file.Path;
public class FileMayNotExist {
    public static void main(String[] args) throws Exception {
        Path p = Path.of("/tmp/wayfinder-trust-absent.txt");
        String s = Files.exists(p) ? Files.readString(p) : "";
        assert !s.startsWith("boom") : "file says boom";
    }
}
