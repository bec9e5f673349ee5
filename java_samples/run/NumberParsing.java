// Parsing and printing numbers: parseInt/parseLong/valueOf/decode with radixes,
// NumberFormatException messages, toString in radixes, MIN/MAX constants.
public class NumberParsing {
    static void tryInt(String s) {
        try {
            System.out.println("parseInt(" + quote(s) + ") = " + Integer.parseInt(s));
        } catch (NumberFormatException e) {
            System.out.println("parseInt(" + quote(s) + ") -> " + e);
        }
    }

    static void tryIntRadix(String s, int radix) {
        try {
            System.out.println("parseInt(" + quote(s) + ", " + radix + ") = " + Integer.parseInt(s, radix));
        } catch (NumberFormatException e) {
            System.out.println("parseInt(" + quote(s) + ", " + radix + ") -> " + e.getMessage());
        }
    }

    static void tryLong(String s) {
        try {
            System.out.println("parseLong(" + quote(s) + ") = " + Long.parseLong(s));
        } catch (NumberFormatException e) {
            System.out.println("parseLong(" + quote(s) + ") -> " + e.getMessage());
        }
    }

    static String quote(String s) {
        return s == null ? "null" : "\"" + s + "\"";
    }

    public static void main(String[] args) {
        for (String s : new String[] {"0", "-0", "+5", "123", "-2147483648", "2147483647", "2147483648", "-2147483649",
                "", " 1", "1 ", "12a", "--1", "+", "-", "0x10", "007", "99999999999", null}) {
            tryInt(s);
        }
        tryIntRadix("ff", 16);
        tryIntRadix("-FF", 16);
        tryIntRadix("zz", 36);
        tryIntRadix("777", 8);
        tryIntRadix("102", 2);
        tryIntRadix("1", 1);
        tryIntRadix("1", 37);
        tryIntRadix("7fffffff", 16);
        tryIntRadix("80000000", 16);
        for (String s : new String[] {"9223372036854775807", "-9223372036854775808", "9223372036854775808", "12L", "-1"}) {
            tryLong(s);
        }
        for (String s : new String[] {"0x1F", "#ff", "-010", "0", "-0X80000000", "08"}) {
            try {
                System.out.println("decode(" + s + ") = " + Integer.decode(s));
            } catch (NumberFormatException e) {
                System.out.println("decode(" + s + ") -> " + e.getMessage());
            }
        }
        System.out.println("MAX/MIN: " + Integer.MAX_VALUE + " " + Integer.MIN_VALUE + " " + Long.MAX_VALUE + " "
                + Long.MIN_VALUE + " " + Short.MAX_VALUE + " " + Short.MIN_VALUE + " " + Byte.MAX_VALUE + " "
                + Byte.MIN_VALUE + " " + (int) Character.MAX_VALUE + " " + Double.MAX_VALUE + " " + Float.MAX_VALUE);
        System.out.println("SIZE/BYTES: " + Integer.SIZE + " " + Long.BYTES + " " + Short.SIZE + " " + Double.SIZE + " "
                + Character.BYTES);
        for (int v : new int[] {0, 255, -255, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
            System.out.println(v + ": hex " + Integer.toHexString(v) + " HEX " + Integer.toHexString(v).toUpperCase()
                    + " r2 " + Integer.toString(v, 2) + " r7 " + Integer.toString(v, 7) + " r36 " + Integer.toString(v, 36)
                    + " bad radix " + Integer.toString(v, 99) + " unsigned r16 " + Integer.toUnsignedString(v, 16));
        }
        System.out.println("Long.toString(min, 36) = " + Long.toString(Long.MIN_VALUE, 36));
        System.out.println("Short.parseShort(\"-32768\") = " + Short.parseShort("-32768"));
        try {
            Byte.parseByte("128");
        } catch (NumberFormatException e) {
            System.out.println("parseByte(128) -> " + e.getMessage());
        }
        try {
            Short.valueOf("40000");
        } catch (NumberFormatException e) {
            System.out.println("Short.valueOf(40000) -> " + e.getMessage());
        }
        System.out.println("Boolean.parseBoolean: " + Boolean.parseBoolean("TRUE") + " " + Boolean.parseBoolean("yes")
                + " " + Boolean.parseBoolean(null) + " " + Boolean.valueOf("tRuE"));
        System.out.println("Integer.valueOf(\"  7\".trim()) = " + Integer.valueOf("  7".trim()));
        System.out.println("Integer.toString / String.valueOf: " + Integer.toString(-42) + String.valueOf(42L)
                + Long.toString(7) + Short.toString((short) 3) + Byte.toString((byte) -3));
        System.out.println("Integer.sum/max/min: " + Integer.sum(3, 4) + " " + Integer.max(-1, -9) + " " + Integer.min(-1, -9));
        System.out.println("Integer.hashCode(-7) = " + Integer.hashCode(-7) + ", Long.hashCode(1L<<32) = "
                + Long.hashCode(1L << 32) + ", Double.hashCode(1.5) = " + Double.hashCode(1.5)
                + ", Boolean.hashCode(true) = " + Boolean.hashCode(true) + ", Float.hashCode(2f) = " + Float.hashCode(2f));
        System.out.println("Integer.parseInt(CharSequence range): " + Integer.parseInt("xx123yy", 2, 5, 10));
        int total = 0;
        for (String part : "10,20,-5,0x,7".split(",")) {
            try {
                total += Integer.parseInt(part);
            } catch (NumberFormatException e) {
                System.out.println("skipping " + part + " (" + e.getMessage() + ")");
            }
        }
        System.out.println("total = " + total);
    }
}
