// Overload resolution: exact match, widening beats boxing beats varargs,
// most specific method with null, char/int/long choices, Object vs String,
// boxed vs primitive, overloading across a class hierarchy, static vs runtime type.
public class Overloading {
    static String f(int x) { return "f(int)"; }
    static String f(long x) { return "f(long)"; }
    static String f(double x) { return "f(double)"; }
    static String f(Integer x) { return "f(Integer)"; }
    static String f(Object x) { return "f(Object)"; }
    static String f(int... x) { return "f(int...)"; }

    static String g(long x) { return "g(long)"; }
    static String g(Integer x) { return "g(Integer)"; }

    static String h(Object o) { return "h(Object)"; }
    static String h(String s) { return "h(String)"; }

    static String k(Integer... xs) { return "k(Integer...) n=" + xs.length; }
    static String k(int a, int b) { return "k(int,int)"; }

    static String c(char x) { return "c(char)"; }
    static String c(int x) { return "c(int)"; }

    static String n(Number x) { return "n(Number)"; }
    static String n(Comparable<?> x) { return "n(Comparable)"; }
    static String n(Integer x) { return "n(Integer)"; }

    static String b(byte x) { return "b(byte)"; }
    static String b(short x) { return "b(short)"; }
    static String b(float x) { return "b(float)"; }

    static String o(Object o) { return "o(Object)"; }
    static String o(Object[] o) { return "o(Object[])"; }

    static String boxOnly(Long x) { return "boxOnly(Long)"; }
    static String boxOnly(Object x) { return "boxOnly(Object)"; }

    static class Animal {}
    static class Cat extends Animal {}

    static String who(Animal a) { return "who(Animal)"; }
    static String who(Cat c) { return "who(Cat)"; }

    static class Printer {
        String print(Animal a) { return "Printer.print(Animal)"; }
        String print(Cat c) { return "Printer.print(Cat)"; }
    }

    static class FancyPrinter extends Printer {
        @Override
        String print(Animal a) { return "FancyPrinter.print(Animal)"; }
    }

    public static void main(String[] args) {
        byte by = 1;
        short sh = 2;
        char ch = 'c';
        long lo = 4;
        float fl = 5f;
        Integer boxed = 6;
        Long boxedLong = 7L;
        System.out.println("f(1)=" + f(1) + " f(by)=" + f(by) + " f(sh)=" + f(sh) + " f(ch)=" + f(ch) + " f(lo)=" + f(lo)
                + " f(fl)=" + f(fl) + " f(boxed)=" + f(boxed) + " f(boxedLong)=" + f(boxedLong) + " f(\"s\")=" + f("s")
                + " f()=" + f() + " f(1,2)=" + f(1, 2) + " f(null)=" + f((Object) null));
        System.out.println("g(5)=" + g(5) + " (widening beats boxing)");
        System.out.println("h(null)=" + h(null) + " h((Object)\"s\")=" + h((Object) "s") + " h(\"s\")=" + h("s"));
        System.out.println("k(1,2)=" + k(1, 2) + " k(1)=" + k(1) + " k()=" + k() + " k(1,2,3)=" + k(1, 2, 3));
        System.out.println("c('x')=" + c('x') + " c('x'+1)=" + c('x' + 1) + " c((char)('x'+1))=" + c((char) ('x' + 1)));
        System.out.println("n(5)=" + n(5) + " n(5L)? ambiguous avoided: n((Number)5L)=" + n((Number) 5L));
        System.out.println("b(by)=" + b(by) + " b(ch)=" + b(ch) + " b(lo)=" + b(lo) + " b(1)? -> " + b((short) 1));
        System.out.println("o(new String[0])=" + o(new String[0]) + " o(new int[0])=" + o(new int[0]) + " o(null)=" + o(null));
        System.out.println("boxOnly(5L)=" + boxOnly(5L) + " boxOnly(5)=" + boxOnly(5));
        Animal a = new Cat();
        Cat cat = new Cat();
        System.out.println("who(a)=" + who(a) + " who(cat)=" + who(cat) + " who((Animal)cat)=" + who((Animal) cat));
        Printer p = new FancyPrinter();
        System.out.println("p.print(a)=" + p.print(a) + " p.print(cat)=" + p.print(cat));
        StringBuilder sb = new StringBuilder();
        sb.append('a').append((int) 'a').append((char) 98).append(1.0f).append((Object) "obj").append(new char[] {'x'});
        System.out.println("StringBuilder overloads: " + sb);
        System.out.println("Math.abs overloads: " + Math.abs(-5) + " " + Math.abs(-5L) + " " + Math.abs(-5.5f) + " " + Math.abs(-5.5));
        System.out.println("Math.max(int,long)=" + Math.max(3, 4L) + " Math.max(1, 2.0)=" + Math.max(1, 2.0));
        java.util.List<Integer> list = new java.util.ArrayList<>(java.util.List.of(10, 20, 30, 1));
        list.remove(1);
        System.out.println("remove(int index): " + list);
        list.remove(Integer.valueOf(1));
        System.out.println("remove(Object): " + list);
        System.out.println("String.valueOf(char[]) vs Object: " + String.valueOf(new char[] {'h', 'i'}) + " "
                + String.valueOf((Object) "obj"));
        System.out.println("println(char) vs println(int): ");
        System.out.println('Z');
        System.out.println('Z' + 0);
        System.out.println((char) 90);
    }
}
