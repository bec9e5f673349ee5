/*
 * Wayfinder model of java.lang.invoke.MethodHandle (JDK 17 API; compiled
 * once per supported JDK).
 *
 * Written for Wayfinder. Instead of the JDK's lambda forms, a handle is a
 * small Java object that runs itself on boxed arguments (invokeBoxed): the
 * direct handles of WayfinderDirectHandle and the adapters of
 * WayfinderAdapters (what MethodHandles' combinators make). A call site of
 * invokeExact or invoke is linked by the VM to a method that boxes its
 * arguments and calls invokeFromSite (natives/method_handles.rs).
 *
 * What differs from the JDK: asType, invoke and the combinators check
 * argument and return conversions when the handle runs, not when it is
 * made (a conversion the JDK refuses with WrongMethodTypeException when
 * adapting fails here with a ClassCastException or WrongMethodTypeException
 * at the call); messages of those exceptions are Wayfinder's own.
 */
package java.lang.invoke;

import java.lang.constant.Constable;
import java.lang.constant.MethodHandleDesc;
import java.lang.reflect.Array;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

public abstract class MethodHandle implements Constable {

    /** Marks the signature-polymorphic methods (JVMS 2.9.3). */
    @java.lang.annotation.Target({java.lang.annotation.ElementType.METHOD})
    @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
    @interface PolymorphicSignature {
    }

    private final MethodType type;

    /** type().toMethodDescriptorString(), computed on first exact call. */
    private String descriptor;

    MethodHandle(MethodType type) {
        this.type = Objects.requireNonNull(type);
    }

    public MethodType type() {
        return type;
    }

    /**
     * Runs this handle on {@code args}, boxed values of exactly this
     * handle's parameter types; returns the result boxed (null for void).
     */
    abstract Object invokeBoxed(Object[] args) throws Throwable;

    @PolymorphicSignature
    public final native Object invokeExact(Object... args) throws Throwable;

    @PolymorphicSignature
    public final native Object invoke(Object... args) throws Throwable;

    /**
     * Called by the VM's method for a call site of invokeExact
     * ({@code exact}) or invoke with descriptor {@code siteDesc}, with the
     * site's arguments boxed; the result goes back boxed as the site's
     * return type (null for void).
     */
    /**
     * Method descriptor {@code desc} as MethodType.toString shows a type
     * ({@code (int,String[])Object}: simple names), without loading the
     * classes it names (a nested class's simple name is taken after its
     * last '$').
     */
    private static String typeString(String desc) {
        StringBuilder sb = new StringBuilder("(");
        int i = 1;
        boolean first = true;
        while (i < desc.length()) {
            char c = desc.charAt(i);
            if (c == ')') {
                sb.append(')');
                i++;
                continue;
            }
            int dims = 0;
            while (desc.charAt(i) == '[') {
                dims++;
                i++;
            }
            String name;
            c = desc.charAt(i);
            if (c == 'L') {
                int end = desc.indexOf(';', i);
                String full = desc.substring(i + 1, end);
                name = full.substring(Math.max(full.lastIndexOf('/'), full.lastIndexOf('$')) + 1);
                i = end + 1;
            } else {
                name = switch (c) {
                    case 'Z' -> "boolean";
                    case 'B' -> "byte";
                    case 'C' -> "char";
                    case 'S' -> "short";
                    case 'I' -> "int";
                    case 'J' -> "long";
                    case 'F' -> "float";
                    case 'D' -> "double";
                    default -> "void";
                };
                i++;
            }
            boolean inParams = sb.charAt(sb.length() - 1) != ')';
            if (inParams && !first) {
                sb.append(',');
            }
            first = false;
            sb.append(name).append("[]".repeat(dims));
        }
        return sb.toString();
    }

    final Object invokeFromSite(Object[] args, String siteDesc, boolean exact) throws Throwable {
        if (exact) {
            String d = descriptor;
            if (d == null) {
                d = descriptor = type.toMethodDescriptorString();
            }
            if (d != siteDesc) {
                if (!d.equals(siteDesc)) {
                    // JDK 17's wording, then JDK 25's (it changed in between).
                    String lead = Runtime.version().feature() >= 21 ? "handle's method type " : "expected ";
                    throw new WrongMethodTypeException(lead + type + " but found "
                            + typeString(siteDesc));
                }
                // The site's (interned) string: the next call compares identities.
                descriptor = siteDesc;
            }
            return invokeBoxed(args);
        }
        Object r = invokeBoxed(toArguments(args));
        char ret = siteDesc.charAt(siteDesc.indexOf(')') + 1);
        switch (ret) {
            case 'V':
                return null;
            case 'L':
            case '[':
                return r;
            default:
                Class<?> to = primitive(ret);
                if (type.returnType() == void.class) {
                    return zero(to);
                }
                return convert(r, to);
        }
    }

    /** {@code args} (boxed, any types) spread or collected and converted to this handle's types. */
    Object[] toArguments(Object[] args) {
        int n = type.parameterCount();
        if (args.length != n) {
            throw new WrongMethodTypeException("cannot convert " + this + " to arity "
                    + args.length);
        }
        Object[] out = new Object[n];
        for (int i = 0; i < n; i++) {
            out[i] = convert(args[i], type.parameterType(i));
        }
        return out;
    }

    public Object invokeWithArguments(Object... arguments) throws Throwable {
        return invokeBoxed(toArguments(arguments == null ? new Object[0] : arguments.clone()));
    }

    public Object invokeWithArguments(List<?> arguments) throws Throwable {
        return invokeWithArguments(arguments.toArray());
    }

    public MethodHandle asType(MethodType newType) {
        if (newType.equals(type)) {
            return this;
        }
        if (newType.parameterCount() != type.parameterCount()) {
            throw new WrongMethodTypeException("cannot convert " + this + " to " + newType);
        }
        return new WayfinderAdapters.AsType(this, newType);
    }

    public MethodHandle asSpreader(Class<?> arrayType, int arrayLength) {
        return asSpreader(type.parameterCount() - arrayLength, arrayType, arrayLength);
    }

    public MethodHandle asSpreader(int spreadArgPos, Class<?> arrayType, int arrayLength) {
        if (!arrayType.isArray() || arrayLength < 0 || spreadArgPos < 0
                || spreadArgPos + arrayLength > type.parameterCount()) {
            throw new IllegalArgumentException("bad spread array type " + arrayType.getName());
        }
        MethodType t = type.dropParameterTypes(spreadArgPos, spreadArgPos + arrayLength)
                .insertParameterTypes(spreadArgPos, arrayType);
        return new WayfinderAdapters.Spread(this, t, spreadArgPos, arrayLength);
    }

    public MethodHandle withVarargs(boolean makeVarargs) {
        if (makeVarargs == isVarargsCollector()) {
            return this;
        }
        if (makeVarargs) {
            return asVarargsCollector(type.lastParameterType());
        }
        return asFixedArity();
    }

    public MethodHandle asCollector(Class<?> arrayType, int arrayLength) {
        return asCollector(type.parameterCount() - 1, arrayType, arrayLength);
    }

    public MethodHandle asCollector(int collectArgPos, Class<?> arrayType, int arrayLength) {
        if (!arrayType.isArray() || arrayLength < 0 || collectArgPos < 0
                || collectArgPos >= type.parameterCount()) {
            throw new IllegalArgumentException("bad collect array type " + arrayType.getName());
        }
        Class<?>[] elems = new Class<?>[arrayLength];
        java.util.Arrays.fill(elems, arrayType.getComponentType());
        MethodType t = type.dropParameterTypes(collectArgPos, collectArgPos + 1)
                .insertParameterTypes(collectArgPos, elems);
        return new WayfinderAdapters.Collect(this, t, collectArgPos, arrayLength, arrayType);
    }

    public MethodHandle asVarargsCollector(Class<?> arrayType) {
        if (!arrayType.isArray() || type.parameterCount() == 0
                || !type.lastParameterType().isAssignableFrom(arrayType)) {
            throw new IllegalArgumentException("not an array type: " + arrayType.getName());
        }
        return new WayfinderAdapters.Varargs(asFixedArity(), arrayType);
    }

    public boolean isVarargsCollector() {
        return false;
    }

    public MethodHandle asFixedArity() {
        return this;
    }

    public MethodHandle bindTo(Object x) {
        if (type.parameterCount() == 0 || type.parameterType(0).isPrimitive()) {
            throw new IllegalArgumentException("no leading reference parameter: " + x);
        }
        x = type.parameterType(0).cast(x);
        return new WayfinderAdapters.Insert(asFixedArity(), 0, new Object[] {x});
    }

    @Override
    public Optional<MethodHandleDesc> describeConstable() {
        return Optional.empty();
    }

    @Override
    public String toString() {
        return "MethodHandle" + type;
    }

    // ---- conversions on boxed values ----

    static Class<?> primitive(char c) {
        switch (c) {
            case 'Z': return boolean.class;
            case 'B': return byte.class;
            case 'C': return char.class;
            case 'S': return short.class;
            case 'I': return int.class;
            case 'J': return long.class;
            case 'F': return float.class;
            case 'D': return double.class;
            default: return void.class;
        }
    }

    /** The zero value of primitive type {@code t}, boxed (null for references and void). */
    static Object zero(Class<?> t) {
        if (!t.isPrimitive() || t == void.class) {
            return null;
        }
        if (t == boolean.class) {
            return Boolean.FALSE;
        }
        if (t == char.class) {
            return Character.valueOf((char) 0);
        }
        return convert(Integer.valueOf(0), t);
    }

    /**
     * Boxed value {@code v} converted to type {@code to} as asType does:
     * a reference cast, or unboxing with primitive widening (the result
     * boxed as {@code to}'s wrapper); null for void.
     */
    static Object convert(Object v, Class<?> to) {
        if (!to.isPrimitive()) {
            return to.cast(v);
        }
        if (to == void.class) {
            return null;
        }
        if (v == null) {
            throw new NullPointerException("cannot unbox null to " + to.getName());
        }
        if (to == boolean.class) {
            if (v instanceof Boolean) {
                return v;
            }
        } else if (to == char.class) {
            if (v instanceof Character) {
                return v;
            }
        } else {
            long l = 0;
            double d = 0;
            boolean integral = true;
            int rank;
            if (v instanceof Byte) {
                l = (Byte) v;
                rank = 1;
            } else if (v instanceof Short) {
                l = (Short) v;
                rank = 2;
            } else if (v instanceof Character) {
                l = (Character) v;
                rank = 2;
            } else if (v instanceof Integer) {
                l = (Integer) v;
                rank = 3;
            } else if (v instanceof Long) {
                l = (Long) v;
                rank = 4;
            } else if (v instanceof Float) {
                d = (Float) v;
                integral = false;
                rank = 5;
            } else if (v instanceof Double) {
                d = (Double) v;
                integral = false;
                rank = 6;
            } else {
                rank = 99;
            }
            boolean chr = v instanceof Character;
            if (to == byte.class && rank == 1) {
                return v;
            }
            if (to == short.class && rank <= 2 && !chr) {
                return Short.valueOf((short) l);
            }
            if (to == int.class && rank <= 3) {
                return Integer.valueOf((int) l);
            }
            if (to == long.class && rank <= 4) {
                return Long.valueOf(l);
            }
            if (to == float.class && rank <= 5) {
                return Float.valueOf(integral ? (float) l : (float) d);
            }
            if (to == double.class && rank <= 6) {
                return Double.valueOf(integral ? (double) l : d);
            }
        }
        throw new ClassCastException("Cannot cast " + v.getClass().getName() + " to "
                + to.getName());
    }

    /** An array of {@code arrayType} holding {@code args[from..from+n)}, converted. */
    static Object collect(Class<?> arrayType, Object[] args, int from, int n) {
        Class<?> comp = arrayType.getComponentType();
        Object a = Array.newInstance(comp, n);
        for (int i = 0; i < n; i++) {
            Array.set(a, i, convert(args[from + i], comp));
        }
        return a;
    }
}
