// Files under run, as java: java.io.File (exists, length, list, mkdir,
// delete, isDirectory, renameTo, createNewFile), FileInputStream and
// FileOutputStream, PrintStream on a file, RandomAccessFile, BufferedReader
// over FileReader, PrintWriter over FileWriter, and the exceptions of missing files. Paths
// are relative: the harness runs each sample in an empty directory.
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

public class FilesReadWrite {
    public static void main(String[] args) throws IOException {
        File dir = new File("data");
        System.out.println("exists before: " + dir.exists());
        System.out.println("mkdir: " + dir.mkdir() + " again: " + dir.mkdir());
        System.out.println("isDirectory: " + dir.isDirectory() + " isFile: " + dir.isFile());

        File text = new File(dir, "lines.txt");
        try (PrintWriter w = new PrintWriter(new FileWriter(text))) {
            w.println("alpha");
            w.println("beta");
            w.printf("%d %s%n", 3, "gamma");
        }
        System.out.println("length: " + text.length() + " canRead: " + text.canRead());
        try (BufferedReader r = new BufferedReader(new FileReader(text))) {
            String line;
            int n = 0;
            while ((line = r.readLine()) != null) {
                System.out.println(++n + ": " + line);
            }
        }

        try (FileOutputStream o = new FileOutputStream(text, true)) {
            o.write("delta\n".getBytes(StandardCharsets.UTF_8));
            o.write('!');
        }
        try (FileInputStream in = new FileInputStream(text)) {
            System.out.println("available: " + in.available());
            System.out.println("skip: " + in.skip(6));
            System.out.println("read: " + (char) in.read());
            byte[] rest = in.readAllBytes();
            System.out.println("rest: " + rest.length + " ends with '" + (char) rest[rest.length - 1] + "'");
            System.out.println("at end: " + in.read());
        }

        File bin = new File(dir, "numbers.bin");
        try (DataOutputStream d = new DataOutputStream(new BufferedOutputStream(new FileOutputStream(bin)))) {
            for (int i = 0; i < 5; i++) {
                d.writeInt(i * i);
            }
            d.writeUTF("end");
        }
        try (RandomAccessFile raf = new RandomAccessFile(bin, "rw")) {
            System.out.println("raf length: " + raf.length());
            raf.seek(8);
            System.out.println("third int: " + raf.readInt() + " pointer: " + raf.getFilePointer());
            raf.seek(4);
            raf.writeInt(-1);
            raf.seek(raf.length());
            raf.writeLong(7L);
            raf.setLength(raf.length() + 2);
            System.out.println("new length: " + raf.length());
            raf.seek(0);
            int[] firsts = new int[5];
            for (int i = 0; i < 5; i++) {
                firsts[i] = raf.readInt();
            }
            System.out.println("ints: " + Arrays.toString(firsts) + " utf: " + raf.readUTF());
        }
        try (RandomAccessFile ro = new RandomAccessFile(bin, "r")) {
            ro.write(1);
        } catch (IOException e) {
            System.out.println("read-only write: " + e.getClass().getName());
        }

        try (PrintStream ps = new PrintStream(new File(dir, "printed.txt"))) {
            ps.println("printed " + 42);
            ps.print('c');
        }
        try (BufferedReader r = new BufferedReader(new FileReader("data/printed.txt"))) {
            System.out.println("printed file: " + r.readLine() + " / " + r.readLine());
        }

        File renamed = new File(dir, "renamed.txt");
        System.out.println("renameTo: " + text.renameTo(renamed) + " old exists: " + text.exists());
        File empty = new File(dir, "empty");
        System.out.println("createNewFile: " + empty.createNewFile() + " again: " + empty.createNewFile()
                + " length: " + empty.length());
        String[] names = dir.list();
        Arrays.sort(names);
        System.out.println("list: " + Arrays.toString(names));
        File[] files = dir.listFiles((d, name) -> name.endsWith(".txt"));
        Arrays.sort(files);
        System.out.println("txt files: " + files.length + " " + files[0].getName() + " " + files[1].getName());
        System.out.println("missing list: " + new File("nowhere").list());

        try {
            new FileInputStream("nowhere/missing.txt");
        } catch (FileNotFoundException e) {
            System.out.println("FileNotFoundException: " + e.getMessage());
        }
        try {
            new FileReader(dir);
        } catch (FileNotFoundException e) {
            System.out.println("FileNotFoundException: " + e.getMessage());
        }
        try {
            new File("nowhere/x.txt").createNewFile();
        } catch (IOException e) {
            System.out.println("IOException: " + e.getMessage());
        }

        System.out.println("delete non-empty dir: " + dir.delete());
        for (String name : names) {
            System.out.println("delete " + name + ": " + new File(dir, name).delete());
        }
        System.out.println("delete dir: " + dir.delete() + " exists: " + dir.exists());
        System.out.println("mkdirs: " + new File("a/b/c").mkdirs() + " " + new File("a/b").isDirectory());
        File ab = new File("a/b/../b/c");
        System.out.println("canonical tail: " + ab.getCanonicalPath().endsWith("/a/b/c"));
    }
}
