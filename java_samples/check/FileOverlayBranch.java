// expect: no_violation
// states: all=4 no-por=4 no-symmetry=4 none=4
// about: a file written on one path of the search and absent on the other: under check, writes go to an in-memory overlay that is part of the state, so backtracking to the choice undoes the write (and nothing reaches the disk)
import java.io.BufferedReader;
import java.io.File;
import java.io.FileReader;
import java.io.FileWriter;
import java.io.IOException;

import wayfinder.Verify;

public class FileOverlayBranch {
    public static void main(String[] args) throws IOException {
        File f = new File("FileOverlayBranch.tmp");
        // Whatever the working directory holds, the program starts without it.
        f.delete();
        boolean write = Verify.getBoolean();
        // Whichever path the search explores first, the other starts from
        // the state at the choice: no file.
        assert !f.exists() : "the other path's file is visible";
        if (write) {
            try (FileWriter w = new FileWriter(f)) {
                w.write("written\n");
            }
        }
        if (write) {
            assert f.exists() && f.length() == 8;
            try (BufferedReader r = new BufferedReader(new FileReader(f))) {
                assert r.readLine().equals("written");
            }
            assert f.delete();
        } else {
            // On this path the write never happened: the overlay was undone.
            assert !f.exists() : "the other path's file is visible";
        }
    }
}
