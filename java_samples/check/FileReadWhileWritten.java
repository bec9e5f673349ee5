// expect: assertion
// states: all=168 no-por=3889 no-symmetry=291 none=11581 dpor=168
// about: a writer thread creates a file with FileOutputStream and then writes "ready" into it, while a reader thread reads the file whenever it exists; when the reader comes between the creation (open truncates and creates) and the write, it reads an empty file and its assertion fails
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

public class FileReadWhileWritten {
    static final File DATA = new File("wayfinder-read-while-written.txt");

    public static void main(String[] args) throws Exception {
        DATA.delete();
        Thread writer = new Thread(() -> {
            try (FileOutputStream out = new FileOutputStream(DATA)) {
                out.write("ready".getBytes());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
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
