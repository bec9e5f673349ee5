// Messages of the VM's and the library's exceptions: ClassCastException,
// ArrayStoreException, negative sizes, indexes, arraycopy, enum valueOf,
// ExceptionInInitializerError then NoClassDefFoundError, reflection's
// refusals, a circular cause's printStackTrace, initCause/addSuppressed
// misuse; ends with an uncaught ArithmeticException inside a stream.
import java.lang.reflect.*;
import java.util.*;
import java.util.stream.*;

public class ErrorMessages3 {
    enum Level { LOW, HIGH }
    static class Boom {
        static final int V;
        static { if (Boolean.parseBoolean("true")) throw new IllegalStateException("static boom"); V = 1; }
    }
    static class Target {
        private int secret = 7;
        public int fail(int x) { if (x > 0) throw new UnsupportedOperationException("fail " + x); return x; }
        @Override public String toString() { return "Target"; }
    }
    static class Loop extends Exception {
        Loop(String m) { super(m); }
    }
    public static void main(String[] args) throws Exception {
        Object o = Integer.valueOf(3);
        try { String s = (String) o; } catch (ClassCastException e) { System.out.println(e.getMessage()); }
        try { Object x = new Target(); Runnable r = (Runnable) x; } catch (ClassCastException e) { System.out.println(e.getMessage()); }
        try { Object[] arr = new String[1]; arr[0] = 1; } catch (ArrayStoreException e) { System.out.println(e.getMessage()); }
        try { Object[] arr = new Integer[1][]; arr[0] = new int[0]; } catch (ArrayStoreException e) { System.out.println(e.getMessage()); }
        try { int[] a = new int[-3]; } catch (NegativeArraySizeException e) { System.out.println(e.getMessage()); }
        try { int[][] a = new int[2][-1]; } catch (NegativeArraySizeException e) { System.out.println(e.getMessage()); }
        try { int[] a = new int[3]; a[5] = 1; } catch (ArrayIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { long[] a = new long[0]; System.out.println(a[-1]); } catch (ArrayIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { System.arraycopy(new int[3], 0, new int[2], 0, 3); } catch (ArrayIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { System.arraycopy(new int[3], 0, new long[3], 0, 3); } catch (ArrayStoreException e) { System.out.println(e.getMessage()); }
        try { System.arraycopy(new Object[]{"a", 1}, 0, new String[2], 0, 2); } catch (ArrayStoreException e) { System.out.println(e.getMessage()); }
        try { new ArrayList<>(List.of(1, 2)).get(5); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { new LinkedList<>().getFirst(); } catch (NoSuchElementException e) { System.out.println(e.getMessage()); }
        try { new ArrayDeque<>().pop(); } catch (NoSuchElementException e) { System.out.println(e.getMessage()); }
        try { List.of(1, null); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
        try { Map.of("a", 1, "a", 2); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { new ArrayList<Integer>(-1); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { new HashMap<String, String>(-1); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { Level.valueOf("MEDIUM"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { Enum.valueOf(Level.class, "low"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { "abc".substring(5); } catch (StringIndexOutOfBoundsException e) { System.out.println(e.getClass().getName()); }
        try { "abc".charAt(10); } catch (StringIndexOutOfBoundsException e) { System.out.println(e.getClass().getName()); }
        try { int z = 0; System.out.println(5 / z); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        try { long z = 0; System.out.println(5L % z); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        try { System.out.println(Boom.V); } catch (ExceptionInInitializerError e) { System.out.println(e + " | " + e.getCause()); }
        try { System.out.println(Boom.V); } catch (NoClassDefFoundError e) { System.out.println(e.getMessage() + " | " + e.getCause()); }
        try { Class.forName("com.nowhere.Missing"); } catch (ClassNotFoundException e) { System.out.println(e.getMessage()); }
        Method m = Target.class.getMethod("fail", int.class);
        try { m.invoke(new Target(), 3); } catch (InvocationTargetException e) { System.out.println(e.getMessage() + " | " + e.getCause()); }
        try { m.invoke(null, 3); } catch (NullPointerException e) { System.out.println("NPE " + e.getMessage()); }
        try { m.invoke(new Target(), "x"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { m.invoke(new Target()); } catch (IllegalArgumentException e) { System.out.println(e.getClass().getName()); }
        try { m.invoke("str", 1); } catch (IllegalArgumentException e) { System.out.println(e.getClass().getName()); }
        try { Target.class.getMethod("nope"); } catch (NoSuchMethodException e) { System.out.println(e.getMessage()); }
        try { Target.class.getField("secret"); } catch (NoSuchFieldException e) { System.out.println(e.getMessage()); }
        Field f = Target.class.getDeclaredField("secret");
        System.out.println(f.getInt(new Target()) + " " + f);
        try { f.set(new Target(), "x"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { Object ni = Level.class.getDeclaredConstructors()[0].newInstance("X", 5); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { Constructor<Target> c = Target.class.getDeclaredConstructor(); System.out.println(c.newInstance() + " " + c); } catch (Exception e) { System.out.println(e); }
        try { Array.get(new int[2], 3); } catch (ArrayIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { Array.newInstance(int.class, -1); } catch (NegativeArraySizeException e) { System.out.println(e.getMessage()); }
        try { Array.set(new int[1], 0, "s"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        Loop a = new Loop("a");
        Loop b = new Loop("b");
        a.initCause(b);
        b.initCause(a);
        java.io.StringWriter sw = new java.io.StringWriter();
        a.printStackTrace(new java.io.PrintWriter(sw));
        System.out.println(sw.toString().lines().filter(l -> !l.startsWith("\tat")).collect(Collectors.toList()));
        try { a.initCause(null); } catch (IllegalStateException e) { System.out.println(e.getMessage()); }
        try { new Exception().initCause(null).initCause(null); } catch (IllegalStateException e) { System.out.println(e.getMessage()); }
        Exception self = new Exception("self");
        try { self.initCause(self); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { self.addSuppressed(self); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { self.addSuppressed(null); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
        try { Iterator<Integer> it = new ArrayList<>(List.of(1)).iterator(); it.remove(); } catch (IllegalStateException e) { System.out.println("ISE " + e.getMessage()); }
        try { Stream<Integer> s = Stream.of(1); s.count(); s.count(); } catch (IllegalStateException e) { System.out.println(e.getMessage()); }
        try { assert 1 > 2 : "math broke"; } catch (AssertionError e) { System.out.println(e.getMessage()); }
        List<Integer> data = List.of(4, 2, 0, 1);
        System.out.println(data.stream().map(x -> 8 / (x + 1)).map(String::valueOf).collect(Collectors.joining(",")));
        data.stream().map(x -> 8 / x).forEach(x -> System.out.print(x + " "));
    }
}
