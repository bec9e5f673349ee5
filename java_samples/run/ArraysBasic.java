// Arrays of every primitive type and of references: default values, length,
// clone, System.arraycopy (including overlapping), Arrays utilities.
import java.util.Arrays;

public class ArraysBasic {
    public static void main(String[] args) {
        boolean[] zs = new boolean[3];
        byte[] bs = new byte[3];
        short[] ss = new short[3];
        char[] cs = new char[3];
        int[] is = new int[3];
        long[] ls = new long[3];
        float[] fs = new float[3];
        double[] ds = new double[3];
        String[] strs = new String[3];
        System.out.println("defaults: " + Arrays.toString(zs) + " " + Arrays.toString(bs) + " " + Arrays.toString(ss) + " "
                + (int) cs[0] + " " + Arrays.toString(is) + " " + Arrays.toString(ls) + " " + Arrays.toString(fs) + " "
                + Arrays.toString(ds) + " " + Arrays.toString(strs));
        zs[1] = true;
        bs[0] = -128;
        bs[1] = (byte) (bs[0] - 1);
        ss[2] = (short) 40000;
        cs[0] = 'J';
        cs[1] = (char) (cs[0] + 1);
        cs[2] = 'M';
        is[0] = Integer.MIN_VALUE;
        is[1] = is[0] - 1;
        ls[2] = 1L << 62;
        fs[0] = 1.5f;
        fs[1] = fs[0] / 0;
        ds[2] = -0.0;
        strs[1] = "mid";
        System.out.println("after: " + Arrays.toString(zs) + " " + Arrays.toString(bs) + " " + Arrays.toString(ss) + " "
                + Arrays.toString(cs) + " " + new String(cs) + " " + Arrays.toString(is) + " " + Arrays.toString(ls) + " "
                + Arrays.toString(fs) + " " + Arrays.toString(ds) + " " + Arrays.toString(strs));
        bs[2] += 300;
        cs[2]++;
        is[2] -= 5;
        ls[0]--;
        ds[0] += 0.25;
        System.out.println("compound elements: " + bs[2] + " " + cs[2] + " " + is[2] + " " + ls[0] + " " + ds[0]);

        int[] src = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
        int[] copy = src.clone();
        copy[0] = 100;
        System.out.println("clone independent: " + src[0] + " " + copy[0] + " same? " + (src == copy));
        System.arraycopy(src, 0, src, 2, 6);
        System.out.println("overlap forward: " + Arrays.toString(src));
        int[] src2 = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
        System.arraycopy(src2, 3, src2, 0, 6);
        System.out.println("overlap backward: " + Arrays.toString(src2));
        Object[] objs = {"a", "b", "c"};
        Object[] objs2 = new Object[5];
        System.arraycopy(objs, 0, objs2, 1, 3);
        System.out.println("object copy: " + Arrays.toString(objs2));

        int[] grown = Arrays.copyOf(new int[] {5, 6}, 5);
        String[] shrunk = Arrays.copyOf(new String[] {"x", "y", "z"}, 2);
        char[] range = Arrays.copyOfRange("abcdefgh".toCharArray(), 2, 5);
        System.out.println("copyOf: " + Arrays.toString(grown) + " " + Arrays.toString(shrunk) + " " + new String(range));
        long[] filled = new long[6];
        Arrays.fill(filled, 7L);
        Arrays.fill(filled, 1, 3, -1L);
        System.out.println("fill: " + Arrays.toString(filled));
        System.out.println("equals: " + Arrays.equals(new int[] {1, 2}, new int[] {1, 2}) + " "
                + new int[] {1, 2}.equals(new int[] {1, 2}) + " " + Arrays.equals(new double[] {Double.NaN}, new double[] {Double.NaN})
                + " " + Arrays.equals(new double[] {0.0}, new double[] {-0.0}));
        System.out.println("hashCode: " + Arrays.hashCode(new int[] {1, 2, 3}) + " " + Arrays.hashCode(new long[] {1L << 40})
                + " " + Arrays.hashCode(new boolean[] {true, false}) + " " + Arrays.hashCode(new String[] {"a", null})
                + " " + Arrays.hashCode(new double[] {1.5}) + " " + Arrays.hashCode((int[]) null));

        double[] dsort = {3.5, -0.0, Double.NaN, 0.0, -1e9, Double.NEGATIVE_INFINITY, 2.0, Double.POSITIVE_INFINITY, -0.0};
        Arrays.sort(dsort);
        System.out.println("sorted doubles: " + Arrays.toString(dsort));
        float[] fsort = {Float.NaN, 1f, -0.0f, 0.0f, -3f};
        Arrays.sort(fsort);
        System.out.println("sorted floats: " + Arrays.toString(fsort));
        char[] csort = "wayfinder".toCharArray();
        Arrays.sort(csort);
        System.out.println("sorted chars: " + new String(csort));
        byte[] bsort = {5, -3, 127, -128, 0};
        Arrays.sort(bsort);
        short[] ssort = {300, -300, 0, 5};
        Arrays.sort(ssort);
        long[] lsort = {Long.MAX_VALUE, 0, Long.MIN_VALUE, -5};
        Arrays.sort(lsort);
        System.out.println("sorted: " + Arrays.toString(bsort) + " " + Arrays.toString(ssort) + " " + Arrays.toString(lsort));
        String[] words = {"pear", "Apple", "fig", "banana", "apple", "Fig"};
        Arrays.sort(words);
        System.out.println("sorted strings: " + Arrays.toString(words));
        Arrays.sort(words, String.CASE_INSENSITIVE_ORDER);
        System.out.println("case-insensitive (stable): " + Arrays.toString(words));
        int[] partial = {9, 8, 7, 6, 5, 4, 3};
        Arrays.sort(partial, 2, 5);
        System.out.println("partial sort: " + Arrays.toString(partial));
        int[] sorted = {1, 3, 5, 7, 9, 11};
        System.out.println("binarySearch: " + Arrays.binarySearch(sorted, 7) + " " + Arrays.binarySearch(sorted, 8) + " "
                + Arrays.binarySearch(sorted, 0) + " " + Arrays.binarySearch(sorted, 12));
        System.out.println("mismatch: " + Arrays.mismatch(new int[] {1, 2, 3}, new int[] {1, 2, 4}) + ", compare: "
                + Arrays.compare(new int[] {1, 2}, new int[] {1, 3}));
        System.out.println("lengths: " + new int[0].length + " " + new String[7].length + " " + "abc".toCharArray().length);
        int[] squares = new int[8];
        Arrays.setAll(squares, i -> i * i);
        System.out.println("setAll: " + Arrays.toString(squares) + " stream sum " + Arrays.stream(squares).sum());
        System.out.println("class names: " + is.getClass().getName() + " " + strs.getClass().getName() + " "
                + zs.getClass().getSimpleName() + " " + ds.getClass().getComponentType() + " " + new Object[0].getClass().getName());
        Object arr = new long[2];
        System.out.println("instanceof: " + (arr instanceof long[]) + " " + (arr instanceof Object[]) + " "
                + (strs instanceof Object[]) + " " + (new int[0][] instanceof Object[]));
    }
}
