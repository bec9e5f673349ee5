// expect: no_violation
// states: all=4 no-por=4 no-symmetry=4 none=4
// about: java.nio.file under check: a file written with Files.writeString on one path of the search and absent on the other (the overlay is backtracked; nothing reaches the disk), read back with Files.readString, listed and deleted; native memory (the JDK's path buffers and direct buffers) is part of the state
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import wayfinder.Verify;

public class NioFileOverlayBranch {
    public static void main(String[] args) throws IOException {
        Path dir = Path.of("NioFileOverlayBranch.dir");
        Path f = dir.resolve("data.txt");
        // Whatever the working directory holds, the program starts without it.
        Files.deleteIfExists(f);
        Files.deleteIfExists(dir);
        Files.createDirectory(dir);
        boolean write = Verify.getBoolean();
        assert !Files.exists(f) : "the other path's file is visible";
        if (write) {
            Files.writeString(f, "written\n");
            assert Files.size(f) == 8;
            assert Files.readString(f).equals("written\n");
            try (Stream<Path> list = Files.list(dir)) {
                assert list.count() == 1;
            }
            Files.delete(f);
        } else {
            assert !Files.exists(f) : "the other path's file is visible";
            try (Stream<Path> list = Files.list(dir)) {
                assert list.count() == 0;
            }
        }
        Files.delete(dir);
    }
}
