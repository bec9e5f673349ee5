// StringBuilder: append of every type, insert, delete, reverse (with
// surrogates), setCharAt, setLength, replace, indexOf, chaining, compareTo.
public class StringBuilderOps {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        sb.append(true).append('|').append((byte) 1).append('|').append((short) 2).append('|').append(3).append('|')
                .append(4L).append('|').append(5.5f).append('|').append(6.25).append('|').append("str").append('|')
                .append((Object) null).append('|').append((String) null).append('|').append(new char[] {'c', 'h'})
                .append('|').append(new char[] {'a', 'b', 'c', 'd'}, 1, 2).append('|').append("substring", 3, 6);
        System.out.println(sb + " len=" + sb.length());
        sb.setLength(0);
        for (int i = 0; i < 10; i++) {
            sb.append(i);
        }
        System.out.println("digits " + sb);
        sb.insert(0, "start:").insert(sb.length(), ":end").insert(8, '_').insert(3, 3.5).insert(0, false);
        System.out.println("insert " + sb);
        sb.delete(0, 5).deleteCharAt(sb.length() - 1);
        System.out.println("delete " + sb);
        sb.replace(0, 3, "REPLACED");
        System.out.println("replace " + sb);
        sb.setCharAt(0, 'r');
        System.out.println("setCharAt " + sb + " charAt(2)=" + sb.charAt(2));
        System.out.println("indexOf " + sb.indexOf("5") + " " + sb.indexOf("zzz") + " lastIndexOf " + sb.lastIndexOf("e"));
        sb.reverse();
        System.out.println("reverse " + sb);
        StringBuilder sur = new StringBuilder("a").appendCodePoint(0x1F600).append("b");
        sur.reverse();
        System.out.println("reverse with surrogates: len " + sur.length() + " first " + sur.charAt(0) + " cp "
                + Integer.toHexString(sur.codePointAt(1)) + " last " + sur.charAt(3));
        StringBuilder pad = new StringBuilder("abc");
        pad.setLength(6);
        System.out.println("setLength grow: " + pad.toString().replace('\0', '0') + " len " + pad.length());
        pad.setLength(1);
        System.out.println("setLength shrink: " + pad);
        StringBuilder a = new StringBuilder("apple");
        StringBuilder b = new StringBuilder("apricot");
        System.out.println("compareTo " + a.compareTo(b) + " equals(same content) " + a.equals(new StringBuilder("apple"))
                + " contentEquals " + "apple".contentEquals(a));
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 1000; i++) {
            big.append((char) ('a' + i % 26));
        }
        System.out.println("big len " + big.length() + " hash of toString " + big.toString().hashCode() + " substring "
                + big.substring(500, 530));
        StringBuffer buf = new StringBuffer("sync");
        buf.append(1).insert(0, '[').append(']').reverse();
        System.out.println("StringBuffer " + buf);
        String joined = new StringBuilder().append(1).append(2).append(3).toString();
        System.out.println("joined " + joined + " == \"123\"? " + (joined == "123") + " intern " + (joined.intern() == "123"));
        StringBuilder table = new StringBuilder();
        for (int r = 1; r <= 5; r++) {
            for (int c = 1; c <= 5; c++) {
                String cell = Integer.toString(r * c);
                table.append(" ".repeat(4 - cell.length())).append(cell);
            }
            table.append('\n');
        }
        System.out.print(table);
        try {
            new StringBuilder("abc").insert(5, "x");
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("insert past end -> " + e.getClass().getSimpleName());
        }
        try {
            new StringBuilder().setLength(-1);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("setLength(-1) -> " + e.getClass().getSimpleName());
        }
        StringBuilder chars = new StringBuilder("hello world");
        for (int i = 0; i < chars.length(); i++) {
            if (i % 2 == 0) {
                chars.setCharAt(i, Character.toUpperCase(chars.charAt(i)));
            }
        }
        System.out.println("alternating: " + chars + " chars sum " + chars.chars().sum());
    }
}
