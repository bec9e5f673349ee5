// Using core reflection: Method.invoke (static, instance, virtual dispatch,
// overloads, primitive arguments and results, exceptions wrapped in
// InvocationTargetException, IllegalArgumentException for bad arguments),
// Field get/set (instance and static, primitives, widening, final fields),
// Constructor.newInstance, Class.newInstance, getMethods/getFields
// inheritance, Modifier.toString, records, sealed types, enums, nested and
// local classes, generic signatures and java.lang.reflect.Array.
// Messages that changed after JDK 17 (method-handle based reflection) are
// not printed: only the exception class is, for those cases.
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

class ReflectionInvokeOther {
    private int secret = 42;

    int packagePrivate = 7;

    private static String hidden() {
        return "hidden";
    }
}

public class ReflectionInvoke {
    interface Greeter {
        String greet(String who);

        default String twice(String who) {
            return greet(who) + " " + greet(who);
        }
    }

    static class Base implements Greeter {
        public static int created;
        public int id;
        protected String tag = "base";
        long big = 1L << 40;

        public Base() {
            this(0);
        }

        public Base(int id) {
            this.id = id;
            created++;
        }

        public String greet(String who) {
            return "hello " + who;
        }

        public String who() {
            return "Base#" + id;
        }

        public static int add(int a, int b) {
            return a + b;
        }

        public static long add(long a, long b) {
            return a + b + 1000;
        }

        public static double scale(double x, float f) {
            return x * f;
        }

        public static char next(char c) {
            return (char) (c + 1);
        }

        public static boolean not(boolean b) {
            return !b;
        }

        public static void nothing() {
        }

        public int fail(String why) {
            throw new IllegalStateException("failed: " + why);
        }

        public void checked() throws Exception {
            throw new Exception("checked one");
        }

        private String secret() {
            return "secret of " + id;
        }

        @Override
        public String toString() {
            return who();
        }
    }

    static class Derived extends Base {
        public static final String KIND = "derived";
        static int counter = 5;
        static final int LIMIT = 10;
        static byte small = 3;
        static boolean flag;
        static double ratio = 0.5;
        static Object anything;
        final int frozen;
        public String extra;

        public Derived(int id, String extra) {
            super(id);
            this.extra = extra;
            this.frozen = id * 2;
        }

        private Derived() {
            this(-1, "private");
        }

        @Override
        public String greet(String who) {
            return "hi " + who + " from " + extra;
        }

        @Override
        public String who() {
            return "Derived#" + id;
        }
    }

    static abstract class Shape {
        abstract double area();
    }

    static class Square extends Shape {
        double side = 2;

        double area() {
            return side * side;
        }
    }

    static class Boom {
        static {
            if (Boolean.parseBoolean("true")) {
                throw new ArithmeticException("no boom for you");
            }
        }

        static void go() {
        }
    }

    static class LazyField {
        static int value = 3;

        static {
            System.out.println("LazyField initialised");
        }
    }

    static class LazyMethod {
        static {
            System.out.println("LazyMethod initialised");
        }

        static String hello() {
            return "hello from LazyMethod";
        }
    }

    static class LazyCtor {
        static {
            System.out.println("LazyCtor initialised");
        }

        LazyCtor() {
            System.out.println("LazyCtor constructed");
        }
    }

    static class NoDefault {
        NoDefault(int x) {
        }
    }

    static class Thrower {
        public Thrower() throws Exception {
            throw new java.io.IOException("ctor failed");
        }
    }

    record Pair(String left, int right) {
        Pair {
            if (right < 0) {
                throw new IllegalArgumentException("negative right");
            }
        }
    }

    sealed interface Expr permits Num, Add, Neg {}

    record Num(int v) implements Expr {}

    record Add(Expr l, Expr r) implements Expr {}

    static final class Neg implements Expr {}

    static sealed abstract class Animal permits Dog, Cat {}

    static final class Dog extends Animal {}

    static non-sealed class Cat extends Animal {}

    enum Planet {
        MERCURY(3.303e+23), EARTH(5.976e+24);

        private final double mass;

        Planet(double mass) {
            this.mass = mass;
        }

        double mass() {
            return mass;
        }
    }

    static void show(String label, Object o) {
        System.out.println(label + ": " + o);
    }

    static void tryInvoke(String label, Method m, Object target, Object... args) {
        tryInvoke(true, label, m, target, args);
    }

    static void tryInvoke(boolean withMessage, String label, Method m, Object target, Object... args) {
        try {
            show(label, m.invoke(target, args));
        } catch (InvocationTargetException e) {
            Throwable c = e.getCause();
            show(label, "InvocationTargetException caused by " + c.getClass().getName() + ": " + c.getMessage()
                    + (e.getTargetException() == c ? " (same target)" : ""));
        } catch (IllegalArgumentException | IllegalAccessException e) {
            show(label, e.getClass().getName() + (withMessage ? ": " + e.getMessage() : ""));
        } catch (NullPointerException e) {
            show(label, "NullPointerException");
        }
    }

    static void tryRun(String label, java.util.concurrent.Callable<Object> c) {
        try {
            Object o = c.call();
            show(label, o instanceof Object[] ? Arrays.deepToString((Object[]) o) : o);
        } catch (Exception e) {
            show(label, e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static List<String> sortedNames(Method[] ms) {
        List<String> names = new ArrayList<>();
        for (Method m : ms) {
            names.add(m.getDeclaringClass().getSimpleName() + "." + m.getName()
                    + Arrays.toString(m.getParameterTypes()).replace("class ", "").replace("java.lang.", "")
                    + " -> " + m.getReturnType().getSimpleName());
        }
        Collections.sort(names);
        return names;
    }

    public static void main(String[] args) throws Exception {
        invokeMethods();
        fields();
        staticFields();
        constructors();
        lookups();
        records();
        sealed();
        enums();
        misc();
        nested();
        arrays();
    }

    static void invokeMethods() throws Exception {
        System.out.println("== invoke ==");
        Method addInt = Base.class.getMethod("add", int.class, int.class);
        Method addLong = Base.class.getMethod("add", long.class, long.class);
        show("add(int,int)", addInt.invoke(null, 2, 3));
        show("add(long,long)", addLong.invoke(null, 2L, 3L));
        show("add(long,long) widened ints", addLong.invoke(null, 2, 3));
        show("add(int,int) from short and char", addInt.invoke(null, (short) 7, 'A'));
        show("result class", addInt.invoke(null, 1, 1).getClass().getName());
        show("scale", Base.class.getMethod("scale", double.class, float.class).invoke(null, 1.5, 2f));
        show("scale widened", Base.class.getMethod("scale", double.class, float.class).invoke(null, 3, 4L));
        show("next", Base.class.getMethod("next", char.class).invoke(null, 'x'));
        show("not", Base.class.getMethod("not", boolean.class).invoke(null, false));
        show("nothing", Base.class.getMethod("nothing").invoke(null));
        show("nothing with null args", Base.class.getMethod("nothing").invoke(null, (Object[]) null));

        Base b = new Base(1);
        Derived d = new Derived(2, "D");
        Method who = Base.class.getMethod("who");
        show("who on Base", who.invoke(b));
        show("who on Derived (virtual)", who.invoke(d));
        Method greet = Greeter.class.getMethod("greet", String.class);
        show("interface greet on Base", greet.invoke(b, "ann"));
        show("interface greet on Derived", greet.invoke(d, "bob"));
        Method twice = Greeter.class.getMethod("twice", String.class);
        show("default method", twice.invoke(d, "cy"));
        show("static method ignores receiver", addInt.invoke("not used", 1, 2));

        Method fail = Base.class.getMethod("fail", String.class);
        tryInvoke("throwing method", fail, b, "reasons");
        tryInvoke("checked exception", Base.class.getMethod("checked"), b);
        tryInvoke(false, "wrong arg count", addInt, null, 1);
        tryInvoke("wrong arg type", addInt, null, 1, "two");
        tryInvoke("narrowing not allowed", addInt, null, 1, 2L);
        tryInvoke(false, "null for primitive", addInt, null, 1, null);
        tryInvoke(false, "wrong receiver", who, "a string");
        tryInvoke("null receiver", who, null);
        tryInvoke("string arg type mismatch", greet, b, 42);
        tryInvoke("null reference arg ok", greet, b, (Object) null);

        try {
            show("private field of another class", ReflectionInvokeOther.class.getDeclaredField("secret")
                    .get(new ReflectionInvokeOther()));
        } catch (IllegalAccessException e) {
            show("private field of another class", e.getMessage());
        }
        tryInvoke("private method of another class", ReflectionInvokeOther.class.getDeclaredMethod("hidden"), null);
        show("package-private field", ReflectionInvokeOther.class.getDeclaredField("packagePrivate")
                .get(new ReflectionInvokeOther()));
        show("private method of a nestmate", Base.class.getDeclaredMethod("secret").invoke(new Base(5)));
        Method secret = Base.class.getDeclaredMethod("secret");
        System.out.println("secret modifiers: " + Modifier.toString(secret.getModifiers()));
        secret.setAccessible(true);
        show("private method", secret.invoke(d));

        Method area = Shape.class.getDeclaredMethod("area");
        show("abstract method dispatched", area.invoke(new Square()));

        Method go = Boom.class.getDeclaredMethod("go");
        try {
            go.invoke(null);
        } catch (ExceptionInInitializerError e) {
            show("static init failure", e.getClass().getName() + " caused by " + e.getCause());
        }

        // many calls through the same Method (past HotSpot's inflation threshold)
        int sum = 0;
        for (int i = 0; i < 40; i++) {
            sum += (Integer) addInt.invoke(null, i, 1);
        }
        show("sum of 40 invocations", sum);
        System.out.println("toString: " + addLong);
        System.out.println("toString: " + fail);
        System.out.println("toGenericString: " + greet.toGenericString());
    }

    static void fields() throws Exception {
        System.out.println("== instance fields ==");
        Derived d = new Derived(7, "seven");
        Field id = Base.class.getField("id");
        show("id", id.get(d));
        show("getInt", id.getInt(d));
        show("getLong (widened)", id.getLong(d));
        show("getDouble (widened)", id.getDouble(d));
        id.setInt(d, 70);
        show("after setInt", d.id);
        id.set(d, 71);
        show("after set(Integer)", d.id);
        id.set(d, (short) 72);
        show("after set(Short)", d.id);
        id.setChar(d, 'a');
        show("after setChar", d.id);
        try {
            id.getShort(d);
        } catch (IllegalArgumentException e) {
            show("getShort on int", e.getMessage());
        }
        try {
            id.set(d, 3L);
        } catch (IllegalArgumentException e) {
            show("set(Long) on int", e.getMessage());
        }
        try {
            id.set(d, null);
        } catch (IllegalArgumentException e) {
            show("set(null) on int", e.getMessage());
        }
        try {
            id.get("wrong object");
        } catch (IllegalArgumentException e) {
            show("get on wrong object", "IllegalArgumentException");
        }
        try {
            id.get(null);
        } catch (NullPointerException e) {
            show("get on null", "NullPointerException");
        }

        Field tag = Base.class.getDeclaredField("tag");
        show("protected tag", tag.get(d));
        tag.set(d, "changed");
        show("tag after set", tag.get(d));
        try {
            tag.set(d, 5);
        } catch (IllegalArgumentException e) {
            show("set Integer into String field", e.getMessage());
        }
        Field big = Base.class.getDeclaredField("big");
        show("long field", big.getLong(d));
        show("long field as float", (double) big.getFloat(d));
        try {
            big.getInt(d);
        } catch (IllegalArgumentException e) {
            show("getInt on long", e.getMessage());
        }

        Field frozen = Derived.class.getDeclaredField("frozen");
        show("final field", frozen.getInt(d));
        try {
            frozen.setInt(d, 1);
        } catch (IllegalAccessException e) {
            show("set final without setAccessible", e.getMessage());
        }
        frozen.setAccessible(true);
        frozen.setInt(d, 99);
        show("final field after setAccessible + setInt", frozen.getInt(d));
        show("field toString", frozen);
        show("field type/modifiers", frozen.getType() + " " + Modifier.toString(frozen.getModifiers()));
        show("equals", Base.class.getField("id").equals(Derived.class.getField("id")));
        show("declaring class via subclass lookup", Derived.class.getField("id").getDeclaringClass().getSimpleName());
    }

    static void staticFields() throws Exception {
        System.out.println("== static fields ==");
        Field counter = Derived.class.getDeclaredField("counter");
        show("counter", counter.get(null));
        counter.setInt(null, 6);
        show("counter after setInt", Derived.counter);
        counter.set(null, (byte) 7);
        show("counter after set(Byte)", Derived.counter);
        show("counter as long", counter.getLong(null));
        show("counter as double", counter.getDouble("ignored receiver"));
        try {
            counter.getBoolean(null);
        } catch (IllegalArgumentException e) {
            show("getBoolean on int", e.getMessage());
        }
        try {
            counter.setLong(null, 1L);
        } catch (IllegalArgumentException e) {
            show("setLong on int", e.getMessage());
        }
        try {
            counter.setFloat(null, 1.5f);
        } catch (IllegalArgumentException e) {
            show("setFloat on int", e.getMessage());
        }
        try {
            counter.set(null, "x");
        } catch (IllegalArgumentException e) {
            show("set String on int", e.getMessage());
        }
        Field limit = Derived.class.getDeclaredField("LIMIT");
        show("LIMIT", limit.getInt(null));
        limit.setAccessible(true);
        try {
            limit.setInt(null, 11);
        } catch (IllegalAccessException e) {
            show("static final setInt", e.getMessage());
        }
        try {
            limit.set(null, 11);
        } catch (IllegalAccessException e) {
            show("static final set", e.getMessage());
        }
        try {
            limit.setByte(null, (byte) 11);
        } catch (IllegalAccessException e) {
            show("static final setByte", e.getMessage());
        }
        Field kind = Derived.class.getField("KIND");
        show("KIND", kind.get(null) + " " + Modifier.toString(kind.getModifiers()));
        Field small = Derived.class.getDeclaredField("small");
        small.setByte(null, (byte) -4);
        show("small", small.getByte(null) + " as int " + small.getInt(null));
        Field flag = Derived.class.getDeclaredField("flag");
        flag.setBoolean(null, true);
        show("flag", flag.getBoolean(null) + " " + flag.get(null));
        Field ratio = Derived.class.getDeclaredField("ratio");
        ratio.setFloat(null, 0.25f);
        show("ratio", ratio.getDouble(null));
        ratio.set(null, 3);
        show("ratio after set(Integer)", Derived.ratio);
        Field anything = Derived.class.getDeclaredField("anything");
        anything.set(null, List.of(1, 2));
        show("anything", Derived.anything);
        try {
            anything.setInt(null, 1);
        } catch (IllegalArgumentException e) {
            show("setInt on Object field", e.getMessage());
        }
        Field lazy = LazyField.class.getDeclaredField("value");
        System.out.println("got LazyField.value, not initialised yet");
        show("LazyField.value", lazy.getInt(null));
        Method lazyHello = LazyMethod.class.getDeclaredMethod("hello");
        System.out.println("got LazyMethod.hello, not initialised yet");
        show("LazyMethod.hello", lazyHello.invoke(null));
        Constructor<LazyCtor> lazyCtor = LazyCtor.class.getDeclaredConstructor();
        System.out.println("got LazyCtor(), not initialised yet");
        lazyCtor.newInstance();
        Field created = Base.class.getField("created");
        show("created (inherited static via getField)", Derived.class.getField("created").getInt(null) == created.getInt(null));
    }

    static void constructors() throws Exception {
        System.out.println("== constructors ==");
        Constructor<Derived> c = Derived.class.getConstructor(int.class, String.class);
        Derived d = c.newInstance(11, "eleven");
        show("newInstance", d.who() + " " + d.extra + " " + d.frozen);
        show("constructor toString", c);
        show("constructor name", c.getName() + " params " + c.getParameterCount());
        Constructor<Derived> priv = Derived.class.getDeclaredConstructor();
        show("private ctor modifiers", Modifier.toString(priv.getModifiers()));
        priv.setAccessible(true);
        show("private ctor", priv.newInstance().extra);
        try {
            Derived.class.getConstructor();
        } catch (NoSuchMethodException e) {
            show("no public nullary", e.getMessage());
        }
        try {
            c.newInstance("wrong", 1);
        } catch (IllegalArgumentException e) {
            show("bad ctor args", e.getMessage());
        }
        Constructor<Pair> pc = Pair.class.getDeclaredConstructor(String.class, int.class);
        show("record ctor", pc.newInstance("a", 1));
        try {
            pc.newInstance("a", -1);
        } catch (InvocationTargetException e) {
            show("record ctor throws", e.getCause());
        }
        try {
            Shape.class.getDeclaredConstructor().newInstance();
        } catch (InstantiationException e) {
            show("abstract class", "InstantiationException " + e.getMessage());
        }
        try {
            Planet.class.getDeclaredConstructor(String.class, int.class, double.class).newInstance("X", 5, 1.0);
        } catch (IllegalArgumentException e) {
            show("enum ctor", e.getMessage());
        }
        show("Class.newInstance", Base.class.newInstance());
        try {
            NoDefault.class.newInstance();
        } catch (InstantiationException e) {
            show("Class.newInstance without nullary", e.getMessage() + " / " + e.getCause().getClass().getName());
        }
        try {
            Thrower.class.newInstance();
        } catch (Exception e) {
            show("Class.newInstance rethrows", e);
        }
        try {
            Runnable.class.newInstance();
        } catch (InstantiationException e) {
            show("interface newInstance", e.getMessage());
        }
        List<String> ctors = new ArrayList<>();
        for (Constructor<?> k : Base.class.getConstructors()) {
            ctors.add(k.toString());
        }
        Collections.sort(ctors);
        show("Base constructors", ctors);
        show("Derived declared constructors", Derived.class.getDeclaredConstructors().length);
    }

    static void lookups() throws Exception {
        System.out.println("== lookups ==");
        List<String> declared = sortedNames(Derived.class.getDeclaredMethods());
        show("Derived declared", declared);
        List<String> pub = sortedNames(Derived.class.getMethods());
        System.out.println("Derived public methods:");
        for (String s : pub) {
            System.out.println("  " + s);
        }
        show("Greeter methods", sortedNames(Greeter.class.getMethods()));
        show("Runnable.getMethods", sortedNames(Runnable.class.getMethods()));
        show("int[] methods count equals Object's", int[].class.getMethods().length == Object.class.getMethods().length);
        show("int methods", int.class.getMethods().length);
        Method m = Derived.class.getMethod("greet", String.class);
        show("getMethod picks override", m.getDeclaringClass().getSimpleName());
        show("getMethod toString from Object", Derived.class.getMethod("toString").getDeclaringClass().getSimpleName());
        show("getMethod hashCode from Object", Derived.class.getMethod("hashCode").getDeclaringClass().getSimpleName());
        try {
            Derived.class.getMethod("secret");
        } catch (NoSuchMethodException e) {
            show("private not public", e.getMessage());
        }
        try {
            Base.class.getDeclaredMethod("add", int.class, String.class);
        } catch (NoSuchMethodException e) {
            show("no such overload", e.getMessage());
        }
        try {
            Runnable.class.getMethod("toString");
        } catch (NoSuchMethodException e) {
            show("interface has no Object methods", e.getMessage());
        }
        List<String> fields = new ArrayList<>();
        for (Field f : Derived.class.getFields()) {
            fields.add(f.getDeclaringClass().getSimpleName() + "." + f.getName());
        }
        show("Derived public fields", fields);
        List<String> dfields = new ArrayList<>();
        for (Field f : Derived.class.getDeclaredFields()) {
            dfields.add(Modifier.toString(f.getModifiers()) + " " + f.getType().getSimpleName() + " " + f.getName());
        }
        show("Derived declared fields", dfields);
        try {
            Derived.class.getField("counter");
        } catch (NoSuchFieldException e) {
            show("non-public field via getField", "NoSuchFieldException " + e.getMessage());
        }
        try {
            Derived.class.getDeclaredField("id");
        } catch (NoSuchFieldException e) {
            show("inherited field via getDeclaredField", "NoSuchFieldException " + e.getMessage());
        }
        show("Integer.MAX_VALUE via reflection", Integer.class.getField("MAX_VALUE").get(null));
        show("String.length via reflection", String.class.getMethod("length").invoke("reflect"));
        show("Math.max via reflection", Math.class.getMethod("max", int.class, int.class).invoke(null, 3, 9));
        show("List.size via interface method", List.class.getMethod("size").invoke(List.of(1, 2, 3)));
        show("StringBuilder append chain",
                StringBuilder.class.getMethod("append", String.class).invoke(new StringBuilder("x"), "y"));
        show("void return type", Base.class.getMethod("nothing").getReturnType() + " primitive="
                + Base.class.getMethod("nothing").getReturnType().isPrimitive());
        show("Modifier.toString", Modifier.toString(Modifier.PUBLIC | Modifier.STATIC | Modifier.FINAL
                | Modifier.SYNCHRONIZED | Modifier.TRANSIENT));
        show("class modifiers", Modifier.toString(Derived.class.getModifiers()) + " / "
                + Modifier.toString(Shape.class.getModifiers()) + " / " + Modifier.toString(Greeter.class.getModifiers()));
    }

    static void records() throws Exception {
        System.out.println("== records ==");
        Pair p = new Pair("L", 9);
        for (RecordComponent rc : Pair.class.getRecordComponents()) {
            show(rc.getName(), rc.getType().getName() + " = " + rc.getAccessor().invoke(p) + " declared by "
                    + rc.getDeclaringRecord().getSimpleName() + " toString " + rc);
        }
        show("non-record components", Base.class.getRecordComponents());
        show("isRecord", Pair.class.isRecord() + " " + Base.class.isRecord());
        Field left = Pair.class.getDeclaredField("left");
        show("record field", left.get(p) + " " + Modifier.toString(left.getModifiers()));
        left.setAccessible(true);
        try {
            left.set(p, "R");
        } catch (IllegalAccessException e) {
            show("record field is trusted final", e.getMessage());
        }
    }

    static void sealed() {
        System.out.println("== sealed ==");
        for (Class<?> c : new Class<?>[] {Expr.class, Animal.class, Cat.class, Dog.class, Num.class, Object.class,
                int.class, String[].class}) {
            Class<?>[] permitted = c.getPermittedSubclasses();
            List<String> names = new ArrayList<>();
            if (permitted != null) {
                for (Class<?> s : permitted) {
                    names.add(s.getSimpleName());
                }
                Collections.sort(names);
            }
            show(c.getSimpleName(), "sealed=" + c.isSealed() + " permits=" + (permitted == null ? "null" : names));
        }
    }

    static void enums() throws Exception {
        System.out.println("== enums ==");
        show("constants", Arrays.toString(Planet.class.getEnumConstants()));
        Field earth = Planet.class.getField("EARTH");
        show("EARTH field", earth.get(null) + " enumConstant=" + earth.isEnumConstant() + " "
                + Modifier.toString(earth.getModifiers()));
        show("mass field enumConstant", Planet.class.getDeclaredField("mass").isEnumConstant());
        Method valueOf = Planet.class.getMethod("valueOf", String.class);
        show("valueOf", valueOf.invoke(null, "MERCURY"));
        tryInvoke("valueOf bad name", valueOf, null, "PLUTO");
        Method values = Planet.class.getMethod("values");
        show("values", Arrays.toString((Object[]) values.invoke(null)));
        Method mass = Planet.class.getDeclaredMethod("mass");
        show("mass", mass.invoke(Planet.EARTH));
        show("ordinal via Enum method", Enum.class.getMethod("ordinal").invoke(Planet.EARTH));
        List<String> fields = new ArrayList<>();
        for (Field f : Planet.class.getDeclaredFields()) {
            fields.add(f.getName() + (f.isSynthetic() ? " [synthetic]" : ""));
        }
        Collections.sort(fields);
        show("declared fields", fields);
    }

    static void misc() throws Exception {
        System.out.println("== misc ==");
        Method m = Base.class.getMethod("add", int.class, int.class);
        Method again = Base.class.getMethod("add", int.class, int.class);
        show("equal methods", m.equals(again) + " " + (m.hashCode() == again.hashCode()) + " same object " + (m == again));
        show("parameter names", Arrays.toString(m.getParameters()));
        show("annotations", m.getAnnotations().length + " " + m.isAnnotationPresent(Deprecated.class)
                + " " + Base.class.getDeclaredField("id").getDeclaredAnnotations().length);
        show("varargs", ReflectionInvoke.class.getDeclaredMethod("tryInvoke", String.class, Method.class,
                Object.class, Object[].class).isVarArgs());
        show("generic return", List.class.getMethod("get", int.class).getGenericReturnType());
        show("exception types", Arrays.toString(Base.class.getMethod("checked").getExceptionTypes()));
        Object arr = java.lang.reflect.Array.newInstance(int.class, 3);
        show("Array.newInstance", arr.getClass().getSimpleName() + " length " + java.lang.reflect.Array.getLength(arr));
        show("getDeclaringClass of member", Derived.class.getDeclaringClass().getSimpleName()
                + " enclosing " + Derived.class.getEnclosingClass().getSimpleName());
        Runnable anon = new Runnable() {
            public void run() {
            }
        };
        class Local {
        }
        show("anonymous enclosing", anon.getClass().getEnclosingClass().getSimpleName()
                + " anonymous=" + anon.getClass().isAnonymousClass());
        show("local enclosing", Local.class.getEnclosingClass().getSimpleName() + " local=" + Local.class.isLocalClass());
        show("toGenericString", Base.class.toGenericString() + " | " + List.class.toGenericString() + " | "
                + Planet.class.toGenericString() + " | " + Pair.class.toGenericString() + " | "
                + int[][].class.toGenericString() + " | " + int.class.toGenericString());
        show("nest host", Derived.class.getNestHost().getSimpleName());
    }

    static class Container<T extends Comparable<T>> {
        public class Inner {
        }

        public static class Nested {
        }

        private interface Hidden {
        }

        protected enum Mode { ON, OFF }

        public List<String> names;
        public java.util.Map<String, List<T>> index;

        public <R> R convert(List<? extends T> in, Class<R> to) throws java.io.IOException {
            return null;
        }

        Class<?> ctorLocal;

        Container() {
            class InCtor {
            }
            ctorLocal = InCtor.class;
        }

        Runnable make() {
            return new Runnable() {
                public void run() {
                }
            };
        }
    }

    static class SubContainer extends Container<String> {
        public static class SubNested {
        }
    }

    static void nested() throws Exception {
        System.out.println("== nested and generic ==");
        List<String> decl = new ArrayList<>();
        for (Class<?> c : Container.class.getDeclaredClasses()) {
            decl.add(c.getSimpleName() + " [" + Modifier.toString(c.getModifiers()) + "]");
        }
        Collections.sort(decl);
        show("declared classes", decl);
        List<String> pub = new ArrayList<>();
        for (Class<?> c : SubContainer.class.getClasses()) {
            pub.add(c.getSimpleName());
        }
        Collections.sort(pub);
        show("public member classes", pub);
        show("nest members include Container", Arrays.asList(Container.Nested.class.getNestMembers()).contains(Container.class)
                + ", host first " + (Container.Nested.class.getNestMembers()[0] == ReflectionInvoke.class));
        show("type parameters", Arrays.toString(Container.class.getTypeParameters()) + " bounds "
                + Arrays.toString(Container.class.getTypeParameters()[0].getBounds()));
        show("generic superclass", SubContainer.class.getGenericSuperclass());
        show("generic fields", Container.class.getField("names").getGenericType() + " / "
                + Container.class.getField("index").getGenericType());
        Method convert = Container.class.getMethod("convert", List.class, Class.class);
        show("generic method", convert.toGenericString());
        show("generic parameters", Arrays.toString(convert.getGenericParameterTypes()) + " returns "
                + convert.getGenericReturnType());
        Container<String> c = new Container<>();
        Class<?> anon = c.make().getClass();
        show("anonymous in method", anon.getEnclosingMethod() + " / constructor " + anon.getEnclosingConstructor()
                + " / class " + anon.getEnclosingClass().getSimpleName());
        show("local in constructor", c.ctorLocal.getEnclosingConstructor() + " / method " + c.ctorLocal.getEnclosingMethod());
        show("member class enclosing method", Container.Nested.class.getEnclosingMethod());
        show("modifiers of anonymous and local", anon.getModifiers() + " " + c.ctorLocal.getModifiers());
        show("Thread.State and Map.Entry", Modifier.toString(Thread.State.class.getModifiers()) + " / "
                + Modifier.toString(java.util.Map.Entry.class.getModifiers()));
        show("array classes", Modifier.toString(Container.Mode[].class.getModifiers()) + " / "
                + Modifier.toString(int[].class.getModifiers()));
    }

    static void arrays() {
        System.out.println("== java.lang.reflect.Array ==");
        int[] ia = {1, 2, 3};
        String[] sa = {"x", "y"};
        tryRun("get int", () -> java.lang.reflect.Array.get(ia, 1));
        tryRun("get String", () -> java.lang.reflect.Array.get(sa, 1));
        tryRun("get out of bounds", () -> java.lang.reflect.Array.get(ia, 3));
        tryRun("get non-array", () -> java.lang.reflect.Array.get("s", 0));
        tryRun("getLong widened", () -> java.lang.reflect.Array.getLong(ia, 0));
        tryRun("getShort on int[]", () -> java.lang.reflect.Array.getShort(ia, 0));
        tryRun("getInt on String[]", () -> java.lang.reflect.Array.getInt(sa, 0));
        tryRun("set Short into int[]", () -> {
            java.lang.reflect.Array.set(ia, 0, (short) 8);
            return ia[0];
        });
        tryRun("set Long into int[]", () -> {
            java.lang.reflect.Array.set(ia, 0, 8L);
            return ia[0];
        });
        tryRun("set Integer into String[]", () -> {
            java.lang.reflect.Array.set(sa, 0, 1);
            return sa[0];
        });
        tryRun("setChar into int[]", () -> {
            java.lang.reflect.Array.setChar(ia, 2, 'A');
            return ia[2];
        });
        tryRun("setInt into double[]", () -> {
            double[] d = new double[1];
            java.lang.reflect.Array.setInt(d, 0, 7);
            return d[0];
        });
        tryRun("boolean[]", () -> {
            boolean[] b = new boolean[1];
            java.lang.reflect.Array.setBoolean(b, 0, true);
            return java.lang.reflect.Array.get(b, 0) + " " + java.lang.reflect.Array.getBoolean(b, 0);
        });
        tryRun("multi-dimensional", () -> {
            int[][][] m = (int[][][]) java.lang.reflect.Array.newInstance(int.class, 2, 3, 4);
            return m.length + " " + m[1].length + " " + m[1][2].length;
        });
        tryRun("multi-dimensional of arrays", () -> java.lang.reflect.Array.newInstance(String[].class, 2, 1).getClass().getName());
        tryRun("negative dimension", () -> java.lang.reflect.Array.newInstance(String.class, 2, -1));
        tryRun("void elements", () -> java.lang.reflect.Array.newInstance(void.class, 1));
        tryRun("Array.getLength", () -> java.lang.reflect.Array.getLength(new long[5][2]));
    }
}
