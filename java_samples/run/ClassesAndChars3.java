// Anonymous, local and inner classes and their names, a generic bridge
// method, Character's Unicode properties of a spread of code points,
// Normalizer, String.valueOf(float/double) edge values, Integer/Long bits.
import java.util.*;
import java.util.function.*;

public class ClassesAndChars3 {
    interface Animal { String sound(); default String describe() { return getClass().getSimpleName() + " says " + sound(); } }
    static abstract class Base<T extends Comparable<T>> {
        abstract T pick(T a, T b);
        T pick3(T a, T b, T c) { return pick(pick(a, b), c); }
    }
    static class MaxPicker extends Base<String> {
        @Override String pick(String a, String b) { return a.compareTo(b) >= 0 ? a : b; }
    }
    class Inner { int v() { return outerField * 2; } }
    int outerField = 21;
    static int counter;

    /** Standard output as UTF-8 with every non-ASCII byte written as \\xNN (the samples print ASCII only). */
    static final class AsciiOut extends java.io.FilterOutputStream {
        AsciiOut() {
            super(new java.io.FileOutputStream(java.io.FileDescriptor.out));
        }

        @Override
        public void write(int b) throws java.io.IOException {
            if ((b & 0xff) < 0x80) {
                out.write(b);
            } else {
                out.write(String.format("\\x%02x", b & 0xff).getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            }
        }
    }

    public static void main(String[] args) throws Exception {
        System.setOut(new java.io.PrintStream(new AsciiOut(), true, java.nio.charset.StandardCharsets.UTF_8));
        Animal dog = () -> "woof";
        Animal cat = new Animal() { public String sound() { return "meow"; } };
        class Cow implements Animal { public String sound() { return "moo"; } }
        System.out.println(cat.describe().replaceAll("\\$\\d+", "\\$N") + " | " + new Cow().describe() + " | " + dog.sound());
        System.out.println(cat.getClass().getSimpleName().isEmpty() + " " + cat.getClass().isAnonymousClass() + " " + Cow.class.isLocalClass() + " " + Cow.class.getName() + " " + Inner.class.getName() + " " + Inner.class.isMemberClass());
        System.out.println(Cow.class.getEnclosingMethod().getName() + " " + Inner.class.getEnclosingClass().getSimpleName() + " " + Inner.class.getDeclaringClass().getSimpleName() + " " + cat.getClass().getEnclosingClass().getSimpleName());
        System.out.println(String.class.getSimpleName() + " " + int[][].class.getSimpleName() + " " + int[][].class.getName() + " " + Map.Entry.class.getSimpleName() + " " + Map.Entry.class.getName() + " " + Map.Entry.class.getCanonicalName() + " " + String[].class.getCanonicalName() + " " + int.class.getName());
        System.out.println(new ClassesAndChars3().new Inner().v());
        Base<String> mp = new MaxPicker();
        System.out.println(mp.pick3("pear", "zebra", "apple"));
        long bridges = Arrays.stream(MaxPicker.class.getDeclaredMethods()).filter(m -> m.isBridge()).count();
        long synth = Arrays.stream(MaxPicker.class.getDeclaredMethods()).filter(m -> m.isSynthetic()).count();
        System.out.println("bridges " + bridges + " synthetic " + synth + " methods " + MaxPicker.class.getDeclaredMethods().length);
        List<String> names = new ArrayList<>();
        for (var m : ClassesAndChars3.class.getDeclaredMethods()) if (!m.isSynthetic()) names.add(m.getName());
        Collections.sort(names);
        System.out.println(names);
        System.out.println(Modifier.toStr(MaxPicker.class.getModifiers()) + " " + java.lang.reflect.Modifier.toString(Animal.class.getModifiers()) + " " + Animal.class.isInterface() + " " + Base.class.getTypeParameters()[0] + " " + MaxPicker.class.getGenericSuperclass());
        Supplier<Integer> inc = () -> ++counter;
        inc.get(); inc.get();
        Runnable r = new Runnable() { int local = 5; public void run() { counter += local; } };
        r.run();
        System.out.println(counter);
        int[] cps = {'a', 'Z', '5', ' ', '\t', '_', '$', 0x00e9, 0x0391, 0x4e2d, 0x1F600, 0x0660, 0x2160, 0x00A0, 0x2028, 0x10FFFF, 0x00DF, 0x01C5};
        for (int cp : cps) {
            System.out.println(Integer.toHexString(cp) + " L" + b(Character.isLetter(cp)) + " D" + b(Character.isDigit(cp)) + " A" + b(Character.isAlphabetic(cp)) + " W" + b(Character.isWhitespace(cp)) + " S" + b(Character.isSpaceChar(cp))
                    + " U" + b(Character.isUpperCase(cp)) + " l" + b(Character.isLowerCase(cp)) + " T" + b(Character.isTitleCase(cp)) + " J" + b(Character.isJavaIdentifierStart(cp)) + b(Character.isJavaIdentifierPart(cp))
                    + " t" + Character.getType(cp) + " n" + Character.getNumericValue(cp) + " d" + Character.digit(cp, 16) + " up" + Integer.toHexString(Character.toUpperCase(cp)) + " lo" + Integer.toHexString(Character.toLowerCase(cp))
                    + " ti" + Integer.toHexString(Character.toTitleCase(cp)) + " c" + Character.charCount(cp) + " " + Character.UnicodeBlock.of(cp) + " " + Character.UnicodeScript.of(cp) + " " + Character.isIdeographic(cp) + " " + Character.isMirrored(cp) + " " + Character.getName(cp));
        }
        System.out.println(Character.forDigit(11, 16) + " " + Character.reverseBytes('\u1234') + " " + (int) Character.highSurrogate(0x1F600) + " " + Character.toChars(0x1F600).length + " " + Character.isValidCodePoint(0x110000) + " " + Character.codePointOf("LATIN SMALL LETTER A") + " " + Character.MAX_RADIX);
        System.out.println("\u00c5ngstr\u00f6m".toUpperCase().chars().map(c -> c > 127 ? 1 : 0).sum() + " " + java.text.Normalizer.normalize("e\u0301", java.text.Normalizer.Form.NFC).length() + " " + java.text.Normalizer.normalize("\u00e9", java.text.Normalizer.Form.NFD).length());
        float[] fs = {0.1f, 1.0e10f, 1.0e-5f, Float.MIN_VALUE, Float.MAX_VALUE, 100f, 1e7f, 123456.7f, -0f, 3.4028235e38f};
        for (float f : fs) System.out.print(String.valueOf(f) + " ");
        System.out.println();
        double[] ds = {0.1, 1e21, 1e-3, 1e-4, 1e7, 9999999.0, 4.9E-324, Double.MIN_NORMAL, 2.0 / 3, 100.0, 1e16, 12345678.9, Double.MAX_VALUE, -0.0, 0.30000000000000004};
        for (double d : ds) System.out.print(String.valueOf(d) + " ");
        System.out.println();
        System.out.println(Float.toHexString(1.5f) + " " + Double.toHexString(-0.1) + " " + Float.intBitsToFloat(0x7fc00001) + " " + Double.compare(0.0, -0.0) + " " + (0.0 == -0.0) + " " + Double.valueOf(Double.NaN).equals(Double.NaN) + " " + Math.ulp(1.0) + " " + Math.nextUp(1.0f) + " " + Float.floatToIntBits(-0f));
        System.out.println(Integer.toString(255, 2) + " " + Integer.toOctalString(-1) + " " + Integer.reverse(1) + " " + Integer.highestOneBit(1000) + " " + Long.numberOfTrailingZeros(64) + " " + Integer.rotateLeft(0x80000001, 1) + " " + Short.toUnsignedInt((short) -1) + " " + Byte.toUnsignedInt((byte) -128) + " " + Integer.compareUnsigned(-1, 1) + " " + Integer.divideUnsigned(-1, 3) + " " + Long.remainderUnsigned(-1L, 7));
    }
    static String b(boolean x) { return x ? "1" : "0"; }
    static class Modifier { static String toStr(int m) { return java.lang.reflect.Modifier.toString(m); } }
}
