import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
public class ListFilesOrder {
    public static void main(String[] args) throws Exception {
        Path d = Files.createTempDirectory("wf");
        for (String n : new String[] {"b", "a", "c", "d"}) Files.writeString(d.resolve(n), n);
        File[] fs = d.toFile().listFiles();
        StringBuilder b = new StringBuilder();
        for (File f : fs) b.append(f.getName());
        System.out.println(b);
        assert b.toString().equals("badc") || b.toString().equals("abcd") : "order " + b;
    }
}
