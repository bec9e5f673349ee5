// An exception a native method raises has the native's frame on top of its
// stack trace, `Class.method(Native Method)` (line -2), then its caller's:
// System.arraycopy's bounds and store checks, Array's natives, a
// NullPointerException from a native (no helpful message: the top frame is
// native). An exception thrown by Java code below a native is unaffected.
import java.lang.reflect.Array;
import java.util.*;

public class NativeMethodFrames {
    static void show(String label, Throwable t) {
        StackTraceElement[] st = t.getStackTrace();
        System.out.println(label + ": " + t);
        for (int i = 0; i < Math.min(2, st.length); i++) {
            StackTraceElement e = st[i];
            // Line numbers inside the JDK's Java code differ between releases.
            boolean ours = e.isNativeMethod() || e.getClassName().startsWith("NativeMethodFrames");
            System.out.println("  " + e.getClassName() + "." + e.getMethodName() + " native=" + e.isNativeMethod() + (ours ? " line=" + e.getLineNumber() : "") + " file=" + e.getFileName());
        }
    }

    static void copyTooFar(int[] src) {
        System.arraycopy(src, 1, new int[2], 0, src.length);
    }

    public static void main(String[] args) {
        try { copyTooFar(new int[4]); } catch (ArrayIndexOutOfBoundsException e) { show("bounds", e); }
        try { System.arraycopy(new int[1], 0, new long[1], 0, 1); } catch (ArrayStoreException e) { show("store", e); }
        try { System.arraycopy(null, 0, new int[1], 0, 1); } catch (NullPointerException e) { show("null", e); }
        try { Array.getLength("not an array"); } catch (IllegalArgumentException e) { show("getLength", e); }
        try { Array.newInstance(int.class, -1); } catch (NegativeArraySizeException e) { show("newInstance", e); }
        try { Array.get(new int[1], 3); } catch (ArrayIndexOutOfBoundsException e) { show("get", e); }
        try { new ArrayList<>(List.of(1)).get(2); } catch (IndexOutOfBoundsException e) { show("java code", e); }
        try { int[] a = new int[1]; a[2] = 0; } catch (ArrayIndexOutOfBoundsException e) { show("bytecode", e); }
        StackTraceElement[] here = new Throwable().getStackTrace();
        System.out.println("plain: " + here[0].getMethodName() + " native=" + here[0].isNativeMethod() + " depth=" + here.length);
        System.arraycopy(new Object[]{"x"}, 0, new Integer[1], 0, 1);
    }
}
