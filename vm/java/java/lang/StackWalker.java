/*
 * Wayfinder model of java.lang.StackWalker (JDK 17 API; compiled once per
 * supported JDK).
 *
 * Written for Wayfinder. Instead of the JDK's StackStreamFactory, a walk
 * takes a snapshot of the calling thread's frames (native capture, in
 * natives/stack_walker.rs) when walk or forEach is called, the caller of
 * walk/forEach first, and streams it. Reflection frames (Method.invoke,
 * Constructor.newInstance and the jdk.internal.reflect accessors) are left
 * out unless SHOW_REFLECT_FRAMES or SHOW_HIDDEN_FRAMES is given, hidden
 * frames (the VM's lambda and method-handle classes) unless
 * SHOW_HIDDEN_FRAMES is; getCallerClass skips both always.
 */
package java.lang;

import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Stream;

public final class StackWalker {

    public enum Option {
        RETAIN_CLASS_REFERENCE,
        SHOW_REFLECT_FRAMES,
        SHOW_HIDDEN_FRAMES
    }

    public interface StackFrame {
        String getClassName();

        String getMethodName();

        Class<?> getDeclaringClass();

        default MethodType getMethodType() {
            throw new UnsupportedOperationException();
        }

        default String getDescriptor() {
            throw new UnsupportedOperationException();
        }

        int getByteCodeIndex();

        String getFileName();

        int getLineNumber();

        boolean isNativeMethod();

        StackTraceElement toStackTraceElement();
    }

    private static final StackWalker DEFAULT = new StackWalker(EnumSet.noneOf(Option.class));

    private final Set<Option> options;
    private final boolean retainClass;

    private StackWalker(Set<Option> options) {
        this.options = options;
        this.retainClass = options.contains(Option.RETAIN_CLASS_REFERENCE);
    }

    public static StackWalker getInstance() {
        return DEFAULT;
    }

    public static StackWalker getInstance(Option option) {
        return new StackWalker(EnumSet.of(Objects.requireNonNull(option)));
    }

    public static StackWalker getInstance(Set<Option> options) {
        if (options.isEmpty()) {
            return DEFAULT;
        }
        return new StackWalker(EnumSet.copyOf(options));
    }

    public static StackWalker getInstance(Set<Option> options, int estimateDepth) {
        if (estimateDepth <= 0) {
            throw new IllegalArgumentException("estimateDepth must be > 0");
        }
        return getInstance(options);
    }

    public <T> T walk(Function<? super Stream<StackFrame>, ? extends T> function) {
        Objects.requireNonNull(function);
        List<StackFrame> frames = frames(visibility());
        return function.apply(frames.stream());
    }

    public void forEach(Consumer<? super StackFrame> action) {
        Objects.requireNonNull(action);
        for (StackFrame f : frames(visibility())) {
            action.accept(f);
        }
    }

    public Class<?> getCallerClass() {
        if (!retainClass) {
            throw new UnsupportedOperationException(
                    "This stack walker does not have RETAIN_CLASS_REFERENCE access");
        }
        // frames(0): [the method that called getCallerClass, its caller, ...]
        List<StackFrame> frames = frames(0);
        if (frames.size() < 2) {
            throw new IllegalCallerException("no caller frame");
        }
        return frames.get(1).getDeclaringClass();
    }

    private int visibility() {
        if (options.contains(Option.SHOW_HIDDEN_FRAMES)) {
            return 3;
        }
        return options.contains(Option.SHOW_REFLECT_FRAMES) ? 1 : 0;
    }

    /**
     * The calling thread's frames below those of this class, innermost first:
     * {classes, method names, descriptors, file names, line numbers (-2 for
     * native methods), bytecode indexes}. {@code show}: 1 keeps reflection
     * frames, 2 hidden frames.
     */
    private static native Object[] capture(int show);

    private List<StackFrame> frames(int show) {
        Object[] c = capture(show);
        Class<?>[] classes = (Class<?>[]) c[0];
        String[] names = (String[]) c[1];
        String[] descs = (String[]) c[2];
        String[] files = (String[]) c[3];
        int[] lines = (int[]) c[4];
        int[] bcis = (int[]) c[5];
        List<StackFrame> out = new ArrayList<>(classes.length);
        for (int i = 0; i < classes.length; i++) {
            out.add(new Frame(classes[i], names[i], descs[i], files[i], lines[i], bcis[i],
                    retainClass));
        }
        return out;
    }

    private static final class Frame implements StackFrame {
        private final Class<?> declaringClass;
        private final String methodName;
        private final String descriptor;
        private final String fileName;
        private final int lineNumber;
        private final int bci;
        private final boolean retainClass;

        Frame(Class<?> declaringClass, String methodName, String descriptor, String fileName,
                int lineNumber, int bci, boolean retainClass) {
            this.declaringClass = declaringClass;
            this.methodName = methodName;
            this.descriptor = descriptor;
            this.fileName = fileName;
            this.lineNumber = lineNumber;
            this.bci = bci;
            this.retainClass = retainClass;
        }

        @Override
        public String getClassName() {
            return declaringClass.getName();
        }

        @Override
        public String getMethodName() {
            return methodName;
        }

        @Override
        public Class<?> getDeclaringClass() {
            if (!retainClass) {
                throw new UnsupportedOperationException("No access to RETAIN_CLASS_REFERENCE");
            }
            return declaringClass;
        }

        @Override
        public MethodType getMethodType() {
            getDeclaringClass();
            return MethodType.fromMethodDescriptorString(descriptor,
                    declaringClass.getClassLoader());
        }

        @Override
        public String getDescriptor() {
            return descriptor;
        }

        @Override
        public int getByteCodeIndex() {
            return lineNumber == -2 ? -1 : bci;
        }

        @Override
        public String getFileName() {
            return fileName;
        }

        @Override
        public int getLineNumber() {
            return lineNumber;
        }

        @Override
        public boolean isNativeMethod() {
            return lineNumber == -2;
        }

        @Override
        public StackTraceElement toStackTraceElement() {
            // As the JDK formats frames: built-in loaders and JDK modules' versions unnamed.
            ClassLoader loader = declaringClass.getClassLoader();
            String loaderName = null;
            if (loader != null && loader != ClassLoader.getSystemClassLoader()
                    && loader != ClassLoader.getPlatformClassLoader()) {
                loaderName = loader.getName();
            }
            Module m = declaringClass.getModule();
            String moduleName = m.isNamed() ? m.getName() : null;
            String moduleVersion = null;
            return new StackTraceElement(loaderName, moduleName, moduleVersion, getClassName(),
                    methodName, fileName, lineNumber);
        }

        @Override
        public String toString() {
            return toStackTraceElement().toString();
        }
    }
}
