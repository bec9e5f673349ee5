// switch on String: hash collisions ("Aa" vs "BB"), fall-through, default,
// switch expressions with arrows and yield, multiple labels.
public class StringSwitch {
    static String classify(String s) {
        switch (s) {
            case "Aa":
                return "Aa-branch";
            case "BB":
                return "BB-branch";
            case "AaAa":
            case "BBBB":
                return "double-collision-" + s;
            case "":
                return "empty";
            case "hello":
                return "greeting";
            default:
                return "other(" + s.hashCode() + ")";
        }
    }

    static int fallThrough(String s) {
        int r = 0;
        switch (s) {
            case "one":
                r += 1;
            case "two":
                r += 10;
            case "three":
                r += 100;
                break;
            case "four":
                r += 1000;
            default:
                r += 10000;
        }
        return r;
    }

    static String expr(String day) {
        return switch (day) {
            case "SAT", "SUN" -> "weekend";
            case "MON", "TUE", "WED", "THU", "FRI" -> {
                String x = day.toLowerCase();
                yield "weekday:" + x;
            }
            default -> "unknown:" + day;
        };
    }

    static int oldYield(String op, int a, int b) {
        int result = switch (op) {
            case "+":
                yield a + b;
            case "-":
                yield a - b;
            case "*":
                yield a * b;
            case "/":
                if (b == 0) {
                    yield Integer.MAX_VALUE;
                }
                yield a / b;
            default:
                throw new IllegalArgumentException("bad op " + op);
        };
        return result;
    }

    public static void main(String[] args) {
        System.out.println("Aa hash " + "Aa".hashCode() + ", BB hash " + "BB".hashCode());
        for (String s : new String[] {"Aa", "BB", "AaAa", "BBBB", "AaBB", "BBAa", "", "hello", "Hello", "C#"}) {
            System.out.println(s + " -> " + classify(s));
        }
        for (String s : new String[] {"one", "two", "three", "four", "five"}) {
            System.out.println("fallThrough(" + s + ") = " + fallThrough(s));
        }
        for (String d : new String[] {"MON", "SAT", "FRI", "SUN", "xyz"}) {
            System.out.println(d + " is " + expr(d));
        }
        for (String op : new String[] {"+", "-", "*", "/", "%"}) {
            try {
                System.out.println("7 " + op + " 3 = " + oldYield(op, 7, 3) + ", 7 " + op + " 0 = " + oldYield(op, 7, 0));
            } catch (IllegalArgumentException e) {
                System.out.println("error: " + e.getMessage());
            }
        }
        String nul = null;
        try {
            classify(nul);
        } catch (NullPointerException e) {
            System.out.println("switch on null string -> NullPointerException");
        }
        String text = "the cat and the dog and the bird";
        int the = 0, and = 0, other = 0;
        for (String w : text.split(" ")) {
            switch (w) {
                case "the" -> the++;
                case "and" -> and++;
                default -> other++;
            }
        }
        System.out.println("counts: the=" + the + " and=" + and + " other=" + other);
    }
}
