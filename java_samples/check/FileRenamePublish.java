// expect: no_violation
// states: all=511 no-por=4183 no-symmetry=511 none=4183 dpor=486
// about: the fixed FileReadWhileWritten: the writer writes a temporary file and renames it onto the name the reader looks for; a rename is one file operation, so the reader either finds no file or the whole content, in every interleaving
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

public class FileRenamePublish {
    static final File DATA = new File("wayfinder-rename-publish.txt");
    static final File TMP = new File("wayfinder-rename-publish.tmp");

    public static void main(String[] args) throws Exception {
        DATA.delete();
        Thread writer = new Thread(() -> {
            try (FileOutputStream out = new FileOutputStream(TMP)) {
                out.write("ready".getBytes());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            assert TMP.renameTo(DATA);
        });
        Thread reader = new Thread(() -> {
            if (DATA.exists()) {
                try (FileInputStream in = new FileInputStream(DATA)) {
                    String s = new String(in.readAllBytes());
                    assert s.equals("ready") : "read '" + s + "'";
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        DATA.delete();
    }
}
