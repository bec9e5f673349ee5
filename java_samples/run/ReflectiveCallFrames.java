// Method.invoke's and Constructor.newInstance's target runs above the JDK
// 17 accessor's native (NativeMethodAccessorImpl.invoke0,
// NativeConstructorAccessorImpl.newInstance0), which HotSpot prints as a
// frame of its own, `(Native Method)`, between the target and the
// accessor's Java code: an exception the target throws shows it.
public class ReflectiveCallFrames {
    ReflectiveCallFrames(int x) {
        throw new IllegalArgumentException("constructor " + x);
    }

    static int thrower(int x) {
        throw new IllegalStateException("method " + x);
    }

    int instanceThrower() {
        throw new UnsupportedOperationException("instance");
    }

    static void show(Throwable t) {
        StackTraceElement[] st = t.getStackTrace();
        System.out.println(t);
        for (int i = 0; i < Math.min(3, st.length); i++) {
            StackTraceElement e = st[i];
            // Line numbers inside the JDK's Java code differ between releases.
            boolean ours = e.isNativeMethod() || e.getClassName().startsWith("ReflectiveCallFrames");
            System.out.println("  " + e.getClassName() + "." + e.getMethodName() + " native=" + e.isNativeMethod()
                    + (ours ? " line=" + e.getLineNumber() : ""));
        }
    }

    public static void main(String[] args) throws Exception {
        try {
            ReflectiveCallFrames.class.getDeclaredMethod("thrower", int.class).invoke(null, 1);
        } catch (java.lang.reflect.InvocationTargetException e) {
            show(e.getCause());
        }
        try {
            ReflectiveCallFrames.class.getDeclaredConstructor(int.class).newInstance(2);
        } catch (java.lang.reflect.InvocationTargetException e) {
            show(e.getCause());
        }
        try {
            ReflectiveCallFrames.class.getDeclaredMethod("instanceThrower").invoke((Object) null);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
        try {
            java.lang.reflect.Constructor<ReflectiveCallFrames> c = ReflectiveCallFrames.class.getDeclaredConstructor(int.class);
            System.out.println(c.newInstance(3));
        } catch (java.lang.reflect.InvocationTargetException e) {
            show(e.getCause());
        }
        // A reflective call of a method that calls reflectively.
        try {
            ReflectiveCallFrames.class.getDeclaredMethod("nested").invoke(null);
        } catch (java.lang.reflect.InvocationTargetException e) {
            show(e.getCause().getCause());
        }
    }

    static void nested() throws Exception {
        ReflectiveCallFrames.class.getDeclaredMethod("thrower", int.class).invoke(null, 4);
    }
}
