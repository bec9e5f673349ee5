// Autoboxing: the Integer/Short/Long/Character/Byte caches, Boolean constants,
// == vs equals, unboxing in arithmetic and conditionals, boxed collections.
import java.util.ArrayList;
import java.util.List;

public class BoxingCache {
    static Integer box(int i) {
        return i;
    }

    static long sumAll(List<Integer> xs) {
        long s = 0;
        for (Integer x : xs) {
            s += x;
        }
        return s;
    }

    static String kind(Object o) {
        return o.getClass().getSimpleName();
    }

    public static void main(String[] args) {
        for (int v : new int[] {-129, -128, -1, 0, 1, 100, 127, 128, 1000}) {
            Integer a = v;
            Integer b = v;
            System.out.println(v + ": valueOf== " + (Integer.valueOf(v) == Integer.valueOf(v)) + ", autobox== "
                    + (a == b) + ", equals " + a.equals(b) + ", box()== " + (box(v) == box(v)));
        }
        Long l1 = 127L, l2 = 127L, l3 = 128L, l4 = 128L;
        System.out.println("Long 127: " + (l1 == l2) + ", Long 128: " + (l3 == l4) + ", equals " + l3.equals(l4));
        Short s1 = -128, s2 = -128;
        Byte b1 = (byte) 200, b2 = (byte) 200;
        Character c1 = 127, c2 = 127, c3 = 128, c4 = 128;
        System.out.println("Short -128: " + (s1 == s2) + ", Byte: " + (b1 == b2) + ", Character 127: " + (c1 == c2)
                + ", Character 128: " + (c3 == c4));
        Boolean t1 = true, t2 = Boolean.valueOf("true");
        System.out.println("Boolean: " + (t1 == t2) + " " + (t1 == Boolean.TRUE));
        Integer x = 1000;
        int prim = 1000;
        System.out.println("Integer(1000) == int 1000: " + (x == prim));
        Long big = 10L;
        System.out.println("Long.equals(Integer): " + big.equals(10) + ", Long.equals(10L): " + big.equals(10L)
                + ", Integer.equals(Short): " + Integer.valueOf(5).equals((short) 5));
        Integer count = 0;
        for (int i = 0; i < 300; i++) {
            count++;
        }
        System.out.println("count++ 300 times: " + count + " cached? " + (count == Integer.valueOf(300)));
        Object o = true ? 1 : "s";
        Object p = true ? 1 : 2.0;
        Object q = false ? 'a' : 98;
        Integer nul = null;
        Object r = true ? nul : "zero";
        System.out.println("ternary boxing: " + kind(o) + " " + kind(p) + " " + p + " " + kind(q) + " " + q + " " + r);
        try {
            int bad = nul;
            System.out.println("unreachable " + bad);
        } catch (NullPointerException e) {
            System.out.println("unboxing null -> NullPointerException");
        }
        try {
            Object t = true ? nul : 0;
            System.out.println("unreachable " + t);
        } catch (NullPointerException e) {
            System.out.println("ternary unboxing null -> NullPointerException");
        }
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            list.add(i * i);
        }
        list.remove(Integer.valueOf(9));
        list.remove(0);
        System.out.println("list " + list + " sum " + sumAll(list));
        List<Long> longs = new ArrayList<>();
        longs.add(3L);
        System.out.println("contains(3) on List<Long>: " + longs.contains(3) + ", contains(3L): " + longs.contains(3L));
        Double d1 = 0.0, d2 = -0.0;
        System.out.println("Double 0.0 equals -0.0: " + d1.equals(d2) + ", == after unboxing: " + (d1.doubleValue() == d2)
                + ", compareTo: " + d1.compareTo(d2));
        Integer m1 = 5, m2 = 7;
        System.out.println("compareTo " + m1.compareTo(m2) + ", arithmetic " + (m1 * m2 + m1 / m2) + ", < " + (m1 < m2));
        Number n = 3.75;
        System.out.println("Number: " + n.intValue() + " " + n.longValue() + " " + n.floatValue() + " " + kind(n));
        Object[] objs = {1, 1L, 1.0, 1.0f, (short) 1, (byte) 1, 'c', true};
        StringBuilder sb = new StringBuilder();
        for (Object ob : objs) {
            sb.append(kind(ob)).append('=').append(ob).append(' ');
        }
        System.out.println(sb.toString().trim());
        System.out.println("Integer.valueOf(\"127\") == Integer.valueOf(127): " + (Integer.valueOf("127") == Integer.valueOf(127)));
    }
}
