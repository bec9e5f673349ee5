// try-with-resources with failing close (suppressed exceptions), causes and
// their stack trace elements, printStackTrace of a chain with suppressed and
// enclosing traces, Objects.requireNonNull/checkIndex messages, helpful
// NullPointerException messages, Math.*Exact, parseInt errors, interface
// default/static/private methods, StackWalker; ends with an uncaught
// exception with a cause.
import java.util.*;

public class ExceptionsTraces3 {
    static class Res implements AutoCloseable {
        final String name; final boolean failClose;
        Res(String name, boolean failClose) { this.name = name; this.failClose = failClose; System.out.println("open " + name); }
        public void close() throws Exception {
            System.out.println("close " + name);
            if (failClose) throw new IllegalStateException("close failed: " + name);
        }
    }
    static class AppException extends Exception {
        AppException(String m, Throwable c) { super(m, c); }
    }
    static class Quiet extends RuntimeException {
        Quiet(String m) { super(m, null, false, false); }
    }
    static void level3(int x) {
        if (x > 2) throw new IllegalArgumentException("x too big: " + x);
    }
    static void level2(int x) throws AppException {
        try {
            level3(x);
        } catch (IllegalArgumentException e) {
            throw new AppException("level2 failed", e);
        }
    }
    static String describe(StackTraceElement e) {
        return e.getClassName() + "." + e.getMethodName() + ":" + e.getLineNumber() + " " + e.getFileName();
    }
    interface Greeter {
        String greet(String n);
        default String greetAll(String... ns) { return helper(String.join("&", ns)); }
        private String helper(String s) { return greet(s) + "!"; }
        static Greeter polite() { return n -> "Dear " + n; }
    }

    public static void main(String[] args) throws Exception {
        try (Res a = new Res("a", true); Res b = new Res("b", true)) {
            System.out.println("body");
            throw new RuntimeException("body failed");
        } catch (RuntimeException e) {
            System.out.println(e.getMessage() + " suppressed=" + e.getSuppressed().length);
            for (Throwable s : e.getSuppressed()) System.out.println("  " + s);
        }
        try (Res c = new Res("c", true)) {
            System.out.println("ok body");
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getMessage() + " " + e.getSuppressed().length);
        }
        try {
            level2(5);
        } catch (AppException e) {
            System.out.println(e + " / " + e.getCause() + " / " + (e.getCause().getCause() == null));
            StackTraceElement[] st = e.getStackTrace();
            System.out.println(describe(st[0]) + " | " + describe(st[1]));
            StackTraceElement[] cst = e.getCause().getStackTrace();
            System.out.println(describe(cst[0]) + " | " + describe(cst[1]));
        }
        Throwable t = new Exception("outer", new RuntimeException("mid", new Error("inner")));
        t.addSuppressed(new Exception("supp"));
        java.io.StringWriter sw = new java.io.StringWriter();
        t.printStackTrace(new java.io.PrintWriter(sw));
        for (String line : sw.toString().split("\n")) {
            if (!line.startsWith("\tat ") && !line.startsWith("\t\tat ")) System.out.println("TRACE " + line.replaceAll("\\.\\.\\. \\d+ more", "... N more"));
        }
        Quiet q = new Quiet("quiet");
        q.addSuppressed(new Exception("ignored"));
        System.out.println(q.getStackTrace().length + " " + q.getSuppressed().length);
        Exception noMsg = new Exception((String) null);
        System.out.println(noMsg + " " + new Exception(new Error("c")).getMessage() + " " + new RuntimeException("m").getLocalizedMessage());
        try {
            Objects.requireNonNull(null, "param must not be null");
        } catch (NullPointerException e) {
            System.out.println(e.getMessage());
        }
        try {
            Objects.requireNonNull(null, () -> "supplied message");
        } catch (NullPointerException e) {
            System.out.println(e.getMessage());
        }
        try {
            Objects.requireNonNull(null);
        } catch (NullPointerException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(Objects.requireNonNullElse(null, "dflt") + " " + Objects.checkIndex(2, 3) + " " + Objects.toString(null, "nil") + " " + Objects.hash(1, "a", null) + " " + Objects.equals(null, null));
        try {
            Objects.checkIndex(5, 3);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            Objects.checkFromToIndex(2, 1, 5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        int[][] grid = new int[2][];
        String[] strs = new String[1];
        Object[] npes = new Object[4];
        try { grid[1][0] = 3; } catch (NullPointerException e) { System.out.println(e.getMessage()); }
        try { strs[0].length(); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
        try { Res r = null; System.out.println(r.name); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
        try { Integer boxed = null; int v = boxed; } catch (NullPointerException e) { System.out.println(e.getMessage()); }
        try { synchronized (npes[0]) {} } catch (NullPointerException e) { System.out.println(e.getMessage()); }
        try { throw null; } catch (NullPointerException e) { System.out.println(e.getMessage()); }
        try { System.out.println(((Object[]) npes[1]).length); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
        try { Math.addExact(Integer.MAX_VALUE, 1); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        try { Math.multiplyExact(Long.MAX_VALUE, 2L); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        try { Math.toIntExact(1L << 40); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        try { Math.negateExact(Integer.MIN_VALUE); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        try { Math.floorDiv(1, 0); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        System.out.println((Integer.MAX_VALUE + 1) + " " + Math.abs(Integer.MIN_VALUE) + " " + Math.floorMod(-7, 3) + " " + (-7 % 3) + " " + Math.floorDiv(-7, 3) + " " + (Long.MIN_VALUE / -1) + " " + (byte) 200 + " " + (char) 65 + (int) 'z' + " " + (int) 3.99e10 + " " + (long) Double.NaN);
        String[] ints = {"42", "-0", "+7", "2147483648", "12a", "", " 1", "0x10", null};
        for (String s : ints) {
            try { System.out.print(Integer.parseInt(s) + " "); } catch (NumberFormatException e) { System.out.print("[" + e.getMessage() + "] "); }
        }
        System.out.println();
        try { Integer.parseInt("zz", 40); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        try { Long.parseLong("99999999999999999999"); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        try { Double.parseDouble("1.2.3"); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        System.out.println(Integer.parseInt("-ff", 16) + " " + Integer.parseUnsignedInt("4294967295") + " " + Integer.valueOf("0777".substring(1), 8) + " " + Integer.decode("0x1F") + " " + Long.toUnsignedString(-1L) + " " + Integer.toBinaryString(-8).length());
        Greeter g = n -> "Hi " + n;
        System.out.println(g.greetAll("a", "b") + " " + Greeter.polite().greetAll("x"));
        StackWalker sw2 = StackWalker.getInstance();
        List<String> frames = sw2.walk(s -> s.map(f -> f.getMethodName() + ":" + f.getLineNumber()).toList());
        System.out.println(frames);
        System.out.println(new Object() { String where() { return StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE).walk(s -> s.map(f -> f.getDeclaringClass().getName() + "." + f.getMethodName()).findFirst().get()); } }.where());
        throw new AppException("fatal", new IllegalStateException("root cause"));
    }
}
