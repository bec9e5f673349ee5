// java.nio.file under run, as java: Path.of, Files.writeString/readString,
// write/readAllLines/lines, newBufferedWriter/newBufferedReader, exists,
// isDirectory, isRegularFile, size, createDirectories, createTempFile,
// list (sorted: the host's order is not java's to promise), copy, move,
// delete/deleteIfExists, a FileChannel (write, position, size, read at a
// position, truncate), and the exceptions of missing and existing files.
// Paths are relative: the harness runs each sample in an empty directory.
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class NioFiles {
    public static void main(String[] args) throws IOException {
        Path dir = Path.of("nio-data", "sub");
        System.out.println("exists before: " + Files.exists(dir));
        Files.createDirectories(dir);
        System.out.println("isDirectory: " + Files.isDirectory(dir) + " regular: " + Files.isRegularFile(dir));
        Path a = dir.resolve("a.txt");
        Files.writeString(a, "alpha\nbeta\n");
        System.out.println("size: " + Files.size(a) + " readString: " + Files.readString(a).replace("\n", "|"));
        Files.write(a, List.of("gamma", "delta"), StandardOpenOption.APPEND);
        System.out.println("readAllLines: " + Files.readAllLines(a));
        try (Stream<String> lines = Files.lines(a)) {
            System.out.println("lines with a: " + lines.filter(l -> l.contains("a")).count());
        }
        Path b = dir.resolve("b.txt");
        try (BufferedWriter w = Files.newBufferedWriter(b)) {
            for (int i = 0; i < 500; i++) {
                w.write("line " + i);
                w.newLine();
            }
        }
        try (BufferedReader r = Files.newBufferedReader(b)) {
            String line;
            int n = 0;
            long sum = 0;
            while ((line = r.readLine()) != null) {
                n++;
                sum += line.length();
            }
            System.out.println("newBufferedReader: " + n + " lines, " + sum + " chars");
        }
        byte[] bytes = Files.readAllBytes(b);
        System.out.println("readAllBytes: " + bytes.length);

        Path c = dir.resolve("c.txt");
        Files.copy(a, c);
        System.out.println("copy: " + Files.readAllLines(c));
        try {
            Files.copy(a, c);
        } catch (FileAlreadyExistsException e) {
            System.out.println("copy again: " + e.getClass().getSimpleName() + " " + e.getMessage());
        }
        Files.copy(b, c, StandardCopyOption.REPLACE_EXISTING);
        System.out.println("copy replacing: " + Files.size(c));
        Path moved = Path.of("nio-data", "moved.txt");
        Files.move(c, moved);
        System.out.println("move: " + Files.exists(c) + " " + Files.exists(moved));

        try (Stream<Path> list = Files.list(dir)) {
            System.out.println("list: " + list.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList()));
        }
        Path tmp = Files.createTempFile(dir, "t", ".tmp");
        System.out.println("temp file: " + Files.exists(tmp) + " " + tmp.getFileName().toString().endsWith(".tmp"));
        Files.delete(tmp);

        try (FileChannel ch = FileChannel.open(dir.resolve("ch.bin"), StandardOpenOption.CREATE,
                StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            ch.write(ByteBuffer.wrap("0123456789".getBytes(StandardCharsets.US_ASCII)));
            System.out.println("channel: position " + ch.position() + " size " + ch.size());
            ByteBuffer buf = ByteBuffer.allocate(4);
            ch.read(buf, 3);
            System.out.println("read at 3: " + new String(buf.array(), StandardCharsets.US_ASCII));
            ch.truncate(5);
            System.out.println("truncated: " + ch.size());
        }

        try {
            Files.readString(Path.of("nio-data", "missing.txt"));
        } catch (NoSuchFileException e) {
            System.out.println("missing: " + e.getClass().getSimpleName() + " " + e.getMessage());
        }
        try {
            Files.delete(Path.of("nio-data"));
        } catch (DirectoryNotEmptyException e) {
            System.out.println("delete non-empty: " + e.getClass().getSimpleName() + " " + e.getMessage());
        }
        try {
            Files.createDirectory(dir);
        } catch (FileAlreadyExistsException e) {
            System.out.println("createDirectory again: " + e.getClass().getSimpleName());
        }
        System.out.println("deleteIfExists: " + Files.deleteIfExists(moved) + " " + Files.deleteIfExists(moved));
        for (String name : new String[] {"a.txt", "b.txt", "ch.bin"}) {
            Files.delete(dir.resolve(name));
        }
        Files.delete(dir);
        Files.delete(Path.of("nio-data"));
        System.out.println("exists after: " + Files.exists(Path.of("nio-data")));
    }
}
