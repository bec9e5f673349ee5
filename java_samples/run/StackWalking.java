// java.lang.StackWalker: walking the stack (frames' classes, methods and
// lines), forEach, getCallerClass, options, through a lambda and through
// reflection.
import java.lang.reflect.Method;
import java.util.EnumSet;
import java.util.List;
import java.util.stream.Collectors;

public class StackWalking {
    static List<String> describe(StackWalker w, int limit) {
        return w.walk(s -> s.limit(limit)
                .map(f -> f.getClassName() + "." + f.getMethodName() + ":" + f.getLineNumber())
                .collect(Collectors.toList()));
    }

    static void level2() {
        System.out.println("walk " + describe(StackWalker.getInstance(), 3));
        StackWalker.getInstance().forEach(f -> {
            if (f.getClassName().equals("StackWalking")) {
                System.out.println("  forEach " + f.getMethodName() + " line " + f.getLineNumber()
                        + " file " + f.getFileName() + " native " + f.isNativeMethod());
            }
        });
        StackWalker.StackFrame top = StackWalker.getInstance().walk(s -> s.findFirst()).get();
        System.out.println("top " + top + " / " + top.toStackTraceElement());
        StackWalker.StackFrame withClass = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE)
                .walk(s -> s.findFirst()).get();
        System.out.println("descriptor " + withClass.getDescriptor() + " type " + withClass.getMethodType());
    }

    static void level1() {
        level2();
    }

    static class Helper {
        static Class<?> whoCalledMe() {
            return StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE).getCallerClass();
        }
    }

    public static void reflective() {
        System.out.println("reflective " + describe(StackWalker.getInstance(), 2));
        List<String> all = StackWalker.getInstance(StackWalker.Option.SHOW_REFLECT_FRAMES)
                .walk(s -> s.map(f -> f.getClassName() + "." + f.getMethodName()).collect(Collectors.toList()));
        System.out.println("with reflection frames, Method.invoke shown: " + all.contains("java.lang.reflect.Method.invoke"));
    }

    public static void main(String[] args) throws Exception {
        level1();
        System.out.println("caller class " + Helper.whoCalledMe().getName());
        Runnable r = () -> System.out.println("in lambda " + describe(StackWalker.getInstance(), 2));
        r.run();
        Method m = StackWalking.class.getMethod("reflective");
        m.invoke(null);
        StackWalker w = StackWalker.getInstance(EnumSet.of(StackWalker.Option.RETAIN_CLASS_REFERENCE));
        Class<?> c = w.walk(s -> s.findFirst().get().getDeclaringClass());
        System.out.println("declaring class " + c.getName());
        try {
            StackWalker.getInstance().walk(s -> s.findFirst().get().getDeclaringClass());
        } catch (UnsupportedOperationException e) {
            System.out.println("no class reference: " + e.getMessage());
        }
        try {
            StackWalker.getInstance().getCallerClass();
        } catch (UnsupportedOperationException e) {
            System.out.println("getCallerClass: " + e.getMessage());
        }
        long depth = StackWalker.getInstance().walk(s -> s.count());
        System.out.println("depth from main " + depth);
        try {
            throw new IllegalStateException("trace");
        } catch (IllegalStateException e) {
            StackTraceElement[] st = e.getStackTrace();
            System.out.println("exception trace " + st.length + " " + st[0]);
        }
    }
}
