// File.canRead/canWrite/canExecute and Files.isWritable ask the OS
// (access(2)), as the JDK does: for root a read-only file stays writable,
// for other users it does not. The permission bits are reported as they
// are. Whoever runs it, Wayfinder must print what `java -ea` prints.
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

public class FileAccessAsTheOsAnswers {
    static void show(String what, File f) throws Exception {
        Path p = f.toPath();
        System.out.println(what + ": read=" + f.canRead() + " write=" + f.canWrite()
                + " exec=" + f.canExecute() + " nio write=" + Files.isWritable(p)
                + " nio exec=" + Files.isExecutable(p)
                + " perms=" + PosixFilePermissions.toString(Files.getPosixFilePermissions(p)));
    }

    public static void main(String[] args) throws Exception {
        File f = File.createTempFile("wf-access", ".txt");
        File d = Files.createTempDirectory("wf-access-dir").toFile();
        try {
            System.out.println("setReadable(false, false) then (true, true): "
                    + f.setReadable(false, false) + " " + f.setReadable(true, true));
            show("fresh file", f);
            System.out.println("setReadOnly: " + f.setReadOnly());
            show("read-only file", f);
            System.out.println("setWritable(true): " + f.setWritable(true));
            System.out.println("setExecutable(true, false): " + f.setExecutable(true, false));
            show("executable file", f);
            System.out.println("setReadable(false): " + f.setReadable(false, false));
            show("unreadable file", f);
            System.out.println("temp directory: " + PosixFilePermissions.toString(Files.getPosixFilePermissions(d.toPath())));
            System.out.println("directory setWritable(false): " + d.setWritable(false, false));
            show("read-only directory", d);
            // Files.createTempFile and createTempDirectory ask for 0600 and 0700.
            Path t = Files.createTempFile("wf-access-nio", ".tmp");
            System.out.println("nio temp file: " + PosixFilePermissions.toString(Files.getPosixFilePermissions(t))
                    + ", temp directory: " + PosixFilePermissions.toString(Files.getPosixFilePermissions(d.toPath())));
            Files.delete(t);
        } finally {
            d.setWritable(true, true);
            System.out.println("deleted: " + f.delete() + " " + d.delete());
        }
    }
}
