/*
 * Written for Wayfinder: the method handles that MethodHandle's and
 * MethodHandles' combinators make. Each runs on boxed arguments of exactly
 * its type (MethodHandle.invokeBoxed) and calls its targets the same way.
 */
package java.lang.invoke;

import java.util.Arrays;

final class WayfinderAdapters {

    private WayfinderAdapters() {
    }

    /** asType: converts the arguments to the target's types and the result to this type's. */
    static final class AsType extends MethodHandle {
        private final MethodHandle target;

        AsType(MethodHandle target, MethodType type) {
            super(type);
            this.target = target;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            MethodType tt = target.type();
            Object[] a = new Object[args.length];
            for (int i = 0; i < a.length; i++) {
                a[i] = convert(args[i], tt.parameterType(i));
            }
            Object r = target.invokeBoxed(a);
            Class<?> ret = type().returnType();
            if (tt.returnType() == void.class) {
                return zero(ret);
            }
            return convert(r, ret);
        }
    }

    /** A varargs collector: trailing arguments of an invoke are collected into an array. */
    static final class Varargs extends MethodHandle {
        private final MethodHandle target;
        private final Class<?> arrayType;

        Varargs(MethodHandle target, Class<?> arrayType) {
            super(target.type());
            this.target = target;
            this.arrayType = arrayType;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            return target.invokeBoxed(args);
        }

        @Override
        Object[] toArguments(Object[] args) {
            int n = type().parameterCount();
            if (args.length == n && (args[n - 1] == null || arrayType.isInstance(args[n - 1]))) {
                return super.toArguments(args);
            }
            if (args.length < n - 1) {
                throw new WrongMethodTypeException("cannot convert " + this + " to arity "
                        + args.length);
            }
            Object[] a = Arrays.copyOf(args, n);
            a[n - 1] = collect(arrayType, args, n - 1, args.length - (n - 1));
            return super.toArguments(a);
        }

        @Override
        public boolean isVarargsCollector() {
            return true;
        }

        @Override
        public MethodHandle asFixedArity() {
            return target;
        }

        @Override
        public MethodHandle asType(MethodType newType) {
            if (newType.equals(type())) {
                return this;
            }
            int n = type().parameterCount();
            if (newType.parameterCount() == n
                    && arrayType.isAssignableFrom(newType.parameterType(n - 1))) {
                return target.asType(newType);
            }
            int extra = newType.parameterCount() - (n - 1);
            if (extra < 0) {
                throw new WrongMethodTypeException("cannot convert " + this + " to " + newType);
            }
            return target.asCollector(arrayType, extra).asType(newType);
        }
    }

    /** insertArguments and bindTo: fixed values at a position. */
    static final class Insert extends MethodHandle {
        private final MethodHandle target;
        private final int pos;
        private final Object[] values;

        Insert(MethodHandle target, int pos, Object[] values) {
            super(target.type().dropParameterTypes(pos, pos + values.length));
            this.target = target;
            this.pos = pos;
            this.values = values;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            Object[] a = new Object[args.length + values.length];
            System.arraycopy(args, 0, a, 0, pos);
            System.arraycopy(values, 0, a, pos, values.length);
            System.arraycopy(args, pos, a, pos + values.length, args.length - pos);
            return target.invokeBoxed(a);
        }
    }

    /** dropArguments: ignores {@code count} arguments at a position. */
    static final class Drop extends MethodHandle {
        private final MethodHandle target;
        private final int pos;
        private final int count;

        Drop(MethodHandle target, MethodType type, int pos, int count) {
            super(type);
            this.target = target;
            this.pos = pos;
            this.count = count;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            Object[] a = new Object[args.length - count];
            System.arraycopy(args, 0, a, 0, pos);
            System.arraycopy(args, pos + count, a, pos, a.length - pos);
            return target.invokeBoxed(a);
        }
    }

    /** filterReturnValue. */
    static final class FilterReturn extends MethodHandle {
        private final MethodHandle target;
        private final MethodHandle filter;

        FilterReturn(MethodHandle target, MethodHandle filter) {
            super(target.type().changeReturnType(filter.type().returnType()));
            this.target = target;
            this.filter = filter;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            Object r = target.invokeBoxed(args);
            return filter.invokeBoxed(target.type().returnType() == void.class
                    ? new Object[0] : new Object[] {r});
        }
    }

    /** filterArguments: unary filters (or null) applied to arguments from a position. */
    static final class FilterArguments extends MethodHandle {
        private final MethodHandle target;
        private final int pos;
        private final MethodHandle[] filters;

        FilterArguments(MethodHandle target, MethodType type, int pos, MethodHandle[] filters) {
            super(type);
            this.target = target;
            this.pos = pos;
            this.filters = filters;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            Object[] a = args.clone();
            for (int i = 0; i < filters.length; i++) {
                if (filters[i] != null) {
                    a[pos + i] = filters[i].invokeBoxed(new Object[] {args[pos + i]});
                }
            }
            return target.invokeBoxed(a);
        }
    }

    /** constant, identity, zero and empty. */
    static final class Constant extends MethodHandle {
        private final Object value;
        private final boolean identity;

        Constant(MethodType type, Object value, boolean identity) {
            super(type);
            this.value = value;
            this.identity = identity;
        }

        @Override
        Object invokeBoxed(Object[] args) {
            return identity ? args[0] : value;
        }
    }

    /** guardWithTest. */
    static final class Guard extends MethodHandle {
        private final MethodHandle test;
        private final MethodHandle target;
        private final MethodHandle fallback;

        Guard(MethodHandle test, MethodHandle target, MethodHandle fallback) {
            super(target.type());
            this.test = test;
            this.target = target;
            this.fallback = fallback;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            Object[] t = Arrays.copyOf(args, test.type().parameterCount());
            boolean ok = (Boolean) test.invokeBoxed(t);
            return (ok ? target : fallback).invokeBoxed(args);
        }
    }

    /** permuteArguments. */
    static final class Permute extends MethodHandle {
        private final MethodHandle target;
        private final int[] reorder;

        Permute(MethodHandle target, MethodType type, int[] reorder) {
            super(type);
            this.target = target;
            this.reorder = reorder;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            Object[] a = new Object[reorder.length];
            for (int i = 0; i < a.length; i++) {
                a[i] = args[reorder[i]];
            }
            return target.invokeBoxed(a);
        }
    }

    /** catchException. */
    static final class Catch extends MethodHandle {
        private final MethodHandle target;
        private final Class<? extends Throwable> exType;
        private final MethodHandle handler;

        Catch(MethodHandle target, Class<? extends Throwable> exType, MethodHandle handler) {
            super(target.type());
            this.target = target;
            this.exType = exType;
            this.handler = handler;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            try {
                return target.invokeBoxed(args);
            } catch (Throwable t) {
                if (!exType.isInstance(t)) {
                    throw t;
                }
                int n = handler.type().parameterCount();
                Object[] a = new Object[n];
                a[0] = t;
                System.arraycopy(args, 0, a, 1, n - 1);
                return handler.invokeBoxed(a);
            }
        }
    }

    /** throwException. */
    static final class Throw extends MethodHandle {
        Throw(MethodType type) {
            super(type);
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            throw (Throwable) args[0];
        }
    }

    /** asSpreader: one array argument spread into {@code n} arguments. */
    static final class Spread extends MethodHandle {
        private final MethodHandle target;
        private final int pos;
        private final int n;

        Spread(MethodHandle target, MethodType type, int pos, int n) {
            super(type);
            this.target = target;
            this.pos = pos;
            this.n = n;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            Object arr = args[pos];
            int len = arr == null ? 0 : java.lang.reflect.Array.getLength(arr);
            if (len != n) {
                throw new IllegalArgumentException("array is not of length " + n);
            }
            Object[] a = new Object[args.length - 1 + n];
            System.arraycopy(args, 0, a, 0, pos);
            MethodType tt = target.type();
            for (int i = 0; i < n; i++) {
                a[pos + i] = convert(java.lang.reflect.Array.get(arr, i),
                        tt.parameterType(pos + i));
            }
            System.arraycopy(args, pos + 1, a, pos + n, args.length - pos - 1);
            return target.invokeBoxed(a);
        }
    }

    /** asCollector: {@code n} arguments collected into one array argument. */
    static final class Collect extends MethodHandle {
        private final MethodHandle target;
        private final int pos;
        private final int n;
        private final Class<?> arrayType;

        Collect(MethodHandle target, MethodType type, int pos, int n, Class<?> arrayType) {
            super(type);
            this.target = target;
            this.pos = pos;
            this.n = n;
            this.arrayType = arrayType;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            Object[] a = new Object[args.length - n + 1];
            System.arraycopy(args, 0, a, 0, pos);
            a[pos] = collect(arrayType, args, pos, n);
            System.arraycopy(args, pos + n, a, pos + 1, args.length - pos - n);
            return target.invokeBoxed(a);
        }
    }

    /** foldArguments: the combiner's result inserted at a position. */
    static final class Fold extends MethodHandle {
        private final MethodHandle target;
        private final int pos;
        private final MethodHandle combiner;

        Fold(MethodHandle target, int pos, MethodHandle combiner) {
            super(combiner.type().returnType() == void.class ? target.type()
                    : target.type().dropParameterTypes(pos, pos + 1));
            this.target = target;
            this.pos = pos;
            this.combiner = combiner;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            int cn = combiner.type().parameterCount();
            Object c = combiner.invokeBoxed(Arrays.copyOfRange(args, pos, pos + cn));
            if (combiner.type().returnType() == void.class) {
                return target.invokeBoxed(args);
            }
            Object[] a = new Object[args.length + 1];
            System.arraycopy(args, 0, a, 0, pos);
            a[pos] = c;
            System.arraycopy(args, pos, a, pos + 1, args.length - pos);
            return target.invokeBoxed(a);
        }
    }

    /** collectArguments: the filter's result replaces the arguments it takes. */
    static final class CollectArguments extends MethodHandle {
        private final MethodHandle target;
        private final int pos;
        private final MethodHandle filter;

        CollectArguments(MethodHandle target, int pos, MethodHandle filter) {
            super(filter.type().returnType() == void.class
                    ? target.type().insertParameterTypes(pos, filter.type().parameterArray())
                    : target.type().dropParameterTypes(pos, pos + 1)
                            .insertParameterTypes(pos, filter.type().parameterArray()));
            this.target = target;
            this.pos = pos;
            this.filter = filter;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            int fn = filter.type().parameterCount();
            Object c = filter.invokeBoxed(Arrays.copyOfRange(args, pos, pos + fn));
            boolean v = filter.type().returnType() == void.class;
            Object[] a = new Object[args.length - fn + (v ? 0 : 1)];
            System.arraycopy(args, 0, a, 0, pos);
            if (!v) {
                a[pos] = c;
            }
            System.arraycopy(args, pos + fn, a, pos + (v ? 0 : 1), args.length - pos - fn);
            return target.invokeBoxed(a);
        }
    }

    /** arrayElementGetter, arrayElementSetter, arrayLength, arrayConstructor. */
    static final class ArrayAccess extends MethodHandle {
        static final int GET = 0;
        static final int SET = 1;
        static final int LENGTH = 2;
        static final int NEW = 3;

        private final int op;

        ArrayAccess(MethodType type, int op) {
            super(type);
            this.op = op;
        }

        @Override
        Object invokeBoxed(Object[] args) {
            switch (op) {
                case GET:
                    return java.lang.reflect.Array.get(args[0], (Integer) args[1]);
                case SET:
                    java.lang.reflect.Array.set(args[0], (Integer) args[1], args[2]);
                    return null;
                case LENGTH:
                    return java.lang.reflect.Array.getLength(args[0]);
                default:
                    return java.lang.reflect.Array.newInstance(
                            type().returnType().getComponentType(), (Integer) args[0]);
            }
        }
    }

    /** invoker and exactInvoker: calls the handle given as the first argument. */
    static final class Invoker extends MethodHandle {
        private final MethodType calls;
        private final boolean exact;

        Invoker(MethodType calls, boolean exact) {
            super(calls.insertParameterTypes(0, MethodHandle.class));
            this.calls = calls;
            this.exact = exact;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            MethodHandle h = (MethodHandle) args[0];
            Object[] rest = Arrays.copyOfRange(args, 1, args.length);
            if (exact) {
                if (!h.type().equals(calls)) {
                    // JDK 17's wording, then JDK 25's (it changed in between).
                    String lead = Runtime.version().feature() >= 21 ? "handle's method type " : "expected ";
                    throw new WrongMethodTypeException(lead + h.type() + " but found " + calls);
                }
                return h.invokeBoxed(rest);
            }
            return h.asType(calls).invokeBoxed(rest);
        }
    }
}
