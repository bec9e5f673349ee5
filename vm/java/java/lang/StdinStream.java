/*
 * Wayfinder's standard input stream (the initial System.in).
 *
 * Written for Wayfinder. Unbuffered: every read goes to the VM, which serves
 * the checked program's standard input (read0).
 */
package java.lang;

import java.io.IOException;
import java.io.InputStream;
import java.util.Objects;

final class StdinStream extends InputStream {

    StdinStream() {
    }

    /**
     * Reads up to len (> 0) bytes of standard input into b[off..off+len),
     * returning how many were read (at least 1), or -1 at end of input.
     */
    private static native int read0(byte[] b, int off, int len);

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read0(one, 0, 1);
        return n > 0 ? (one[0] & 0xff) : -1;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        Objects.checkFromIndexSize(off, len, b.length);
        if (len == 0) {
            return 0;
        }
        return read0(b, off, len);
    }

    @Override
    public int available() throws IOException {
        return 0;
    }
}
