/*
 * Wayfinder model of java.io.PrintStream (JDK 17 API).
 *
 * Written for Wayfinder. A PrintStream either writes to one of the VM's
 * standard file descriptors (fd 1 or 2; the streams System creates) or wraps
 * a user OutputStream (fd == -1). Text is encoded in UTF-8 (for user streams:
 * in the charset given to the constructor). Unlike the JDK there is no
 * internal buffering: every print/println reaches the VM, or the wrapped
 * stream, as one write. A stream on a file writes through a
 * BufferedOutputStream over a FileOutputStream, as the JDK's.
 */
package java.io;

import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;
import java.util.Locale;
import java.util.Objects;

public class PrintStream extends FilterOutputStream implements Appendable, Closeable {

    /** The VM file descriptor written to, or -1 when wrapping `out`. */
    private final int fd;

    private final boolean autoFlush;

    private final Charset charset;

    /** Set by an I/O error or by setError; reported by checkError. */
    private boolean trouble;

    /** True once close() has been called. */
    private boolean closing;

    // ---- natives (implemented by the VM) ----

    /** Writes the UTF-8 encoding of s to fd (1 = standard output, 2 = standard error). */
    private static native void writeString0(int fd, String s);

    /** Writes b[off..off+len) to fd (bounds already checked). */
    private static native void writeBytes0(int fd, byte[] b, int off, int len);

    // ---- constructors ----

    /** A stream on the VM's file descriptor fd; used by System for out and err. */
    public PrintStream(int fd, boolean stdStream) {
        super(null);
        this.fd = fd;
        this.autoFlush = true;
        this.charset = StandardCharsets.UTF_8;
    }

    public PrintStream(OutputStream out) {
        this(out, false);
    }

    public PrintStream(OutputStream out, boolean autoFlush) {
        this(out, autoFlush, StandardCharsets.UTF_8);
    }

    public PrintStream(OutputStream out, boolean autoFlush, String encoding)
            throws UnsupportedEncodingException {
        this(out, autoFlush, charsetFor(encoding));
    }

    public PrintStream(OutputStream out, boolean autoFlush, Charset charset) {
        super(Objects.requireNonNull(out, "Null output stream"));
        this.fd = -1;
        this.autoFlush = autoFlush;
        this.charset = Objects.requireNonNull(charset, "charset");
    }

    public PrintStream(String fileName) throws FileNotFoundException {
        this(Charset.defaultCharset(), new File(fileName));
    }

    public PrintStream(String fileName, String csn)
            throws FileNotFoundException, UnsupportedEncodingException {
        this(charsetFor(csn), new File(fileName));
    }

    public PrintStream(String fileName, Charset charset) throws IOException {
        this(Objects.requireNonNull(charset, "charset"), new File(fileName));
    }

    public PrintStream(File file) throws FileNotFoundException {
        this(Charset.defaultCharset(), file);
    }

    public PrintStream(File file, String csn) throws FileNotFoundException, UnsupportedEncodingException {
        this(charsetFor(csn), file);
    }

    public PrintStream(File file, Charset charset) throws IOException {
        this(Objects.requireNonNull(charset, "charset"), file);
    }

    /**
     * A stream writing to a new file (truncated if it exists), buffered as
     * the JDK's: what is not flushed or closed never reaches the file. The
     * charset is checked before the file is opened, as in the JDK.
     */
    private PrintStream(Charset charset, File file) throws FileNotFoundException {
        this(new BufferedOutputStream(new FileOutputStream(file)), false, charset);
    }

    private static Charset charsetFor(String csn) throws UnsupportedEncodingException {
        Objects.requireNonNull(csn, "charsetName");
        try {
            return Charset.forName(csn);
        } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
            throw new UnsupportedEncodingException(csn);
        }
    }

    // ---- the two sinks ----

    private void ensureOpen() throws IOException {
        if (closing) {
            throw new IOException("Stream closed");
        }
    }

    /**
     * Writes the text s; every character output goes through here, under
     * this stream's lock (as in the JDK, conversions to text happen before
     * the lock is taken, formatting while it is held).
     */
    private void write(String s) {
        synchronized (this) {
            writeLocked(s);
        }
    }

    private void writeLocked(String s) {
        try {
            ensureOpen();
            if (fd >= 0) {
                writeString0(fd, s);
            } else {
                byte[] b = s.getBytes(charset);
                out.write(b, 0, b.length);
                if (autoFlush && s.indexOf('\n') >= 0) {
                    out.flush();
                }
            }
        } catch (InterruptedIOException e) {
            Thread.currentThread().interrupt();
        } catch (IOException e) {
            trouble = true;
        }
    }

    private void newLine() {
        write("\n");
    }

    // ---- OutputStream ----

    @Override
    public synchronized void write(int b) {
        try {
            ensureOpen();
            if (fd >= 0) {
                byte[] one = { (byte) b };
                writeBytes0(fd, one, 0, 1);
            } else {
                out.write(b);
                if (b == '\n' && autoFlush) {
                    out.flush();
                }
            }
        } catch (InterruptedIOException e) {
            Thread.currentThread().interrupt();
        } catch (IOException e) {
            trouble = true;
        }
    }

    @Override
    public synchronized void write(byte[] buf, int off, int len) {
        try {
            ensureOpen();
            if (fd >= 0) {
                Objects.checkFromIndexSize(off, len, buf.length);
                writeBytes0(fd, buf, off, len);
            } else {
                out.write(buf, off, len);
                if (autoFlush) {
                    out.flush();
                }
            }
        } catch (InterruptedIOException e) {
            Thread.currentThread().interrupt();
        } catch (IOException e) {
            trouble = true;
        }
    }

    @Override
    public void write(byte[] buf) throws IOException {
        this.write(buf, 0, buf.length);
    }

    public void writeBytes(byte[] buf) {
        this.write(buf, 0, buf.length);
    }

    @Override
    public synchronized void flush() {
        try {
            ensureOpen();
            if (fd < 0) {
                out.flush();
            }
        } catch (InterruptedIOException e) {
            Thread.currentThread().interrupt();
        } catch (IOException e) {
            trouble = true;
        }
    }

    @Override
    public synchronized void close() {
        if (!closing) {
            closing = true;
            if (fd < 0) {
                try {
                    out.close();
                } catch (IOException e) {
                    trouble = true;
                }
            }
        }
    }

    public boolean checkError() {
        if (!closing) {
            flush();
        }
        if (fd < 0 && out instanceof PrintStream) {
            return ((PrintStream) out).checkError();
        }
        return trouble;
    }

    protected void setError() {
        trouble = true;
    }

    protected void clearError() {
        trouble = false;
    }

    /** The charset text is encoded in. */
    public Charset charset() {
        return charset;
    }

    // ---- print ----

    public void print(boolean b) {
        write(String.valueOf(b));
    }

    public void print(char c) {
        write(String.valueOf(c));
    }

    public void print(int i) {
        write(String.valueOf(i));
    }

    public void print(long l) {
        write(String.valueOf(l));
    }

    public void print(float f) {
        write(String.valueOf(f));
    }

    public void print(double d) {
        write(String.valueOf(d));
    }

    /** Throws NullPointerException for null, as the JDK does. */
    public void print(char[] s) {
        write(new String(s));
    }

    public void print(String s) {
        write(String.valueOf(s));
    }

    public void print(Object obj) {
        write(String.valueOf(obj));
    }

    // ---- println: one write of text + "\n"; a subclass gets print(x) then a newline ----

    public void println() {
        newLine();
    }

    public void println(boolean x) {
        if (getClass() == PrintStream.class) {
            write(String.valueOf(x) + "\n");
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(char x) {
        if (getClass() == PrintStream.class) {
            write(String.valueOf(x) + "\n");
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(int x) {
        if (getClass() == PrintStream.class) {
            write(String.valueOf(x) + "\n");
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(long x) {
        if (getClass() == PrintStream.class) {
            write(String.valueOf(x) + "\n");
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(float x) {
        if (getClass() == PrintStream.class) {
            write(String.valueOf(x) + "\n");
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(double x) {
        if (getClass() == PrintStream.class) {
            write(String.valueOf(x) + "\n");
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    /** Throws NullPointerException for null, as the JDK does. */
    public void println(char[] x) {
        if (getClass() == PrintStream.class) {
            write(new String(x) + "\n");
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(String x) {
        if (getClass() == PrintStream.class) {
            write(String.valueOf(x) + "\n");
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(Object x) {
        String s = String.valueOf(x);
        if (getClass() == PrintStream.class) {
            write(s + "\n");
        } else {
            synchronized (this) {
                print(s);
                newLine();
            }
        }
    }

    // ---- formatted output ----

    public PrintStream printf(String format, Object... args) {
        return format(format, args);
    }

    public PrintStream printf(Locale l, String format, Object... args) {
        return format(l, format, args);
    }

    public PrintStream format(String format, Object... args) {
        synchronized (this) {
            if (closing) {
                trouble = true;
            } else {
                // Formatter.format(Locale, ...) straight from here, as the
                // JDK's PrintStream calls it (a stack trace shows that frame).
                java.util.Formatter f = new java.util.Formatter();
                writeLocked(f.format(f.locale(), format, args).toString());
            }
        }
        return this;
    }

    public PrintStream format(Locale l, String format, Object... args) {
        synchronized (this) {
            if (closing) {
                trouble = true;
            } else {
                writeLocked(new java.util.Formatter(l).format(l, format, args).toString());
            }
        }
        return this;
    }

    // ---- Appendable ----

    public PrintStream append(CharSequence csq) {
        print(String.valueOf(csq));
        return this;
    }

    public PrintStream append(CharSequence csq, int start, int end) {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    public PrintStream append(char c) {
        print(c);
        return this;
    }
}
