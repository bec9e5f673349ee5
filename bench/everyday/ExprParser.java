import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A recursive-descent parser for arithmetic: sealed interface, records, Optional chains. */
public class ExprParser {
    sealed interface Expr permits Num, Var, Bin, Neg {}

    record Num(double value) implements Expr {}

    record Var(String name) implements Expr {}

    record Bin(char op, Expr left, Expr right) implements Expr {}

    record Neg(Expr inner) implements Expr {}

    static final class Parser {
        private final String src;
        private int pos;

        Parser(String src) {
            this.src = src.replace(" ", "");
        }

        Optional<Expr> parse() {
            Expr e = sum();
            return pos == src.length() ? Optional.ofNullable(e) : Optional.empty();
        }

        private Optional<Character> peek() {
            return pos < src.length() ? Optional.of(src.charAt(pos)) : Optional.empty();
        }

        private Expr sum() {
            Expr e = product();
            while (e != null && peek().filter(c -> c == '+' || c == '-').isPresent()) {
                char op = src.charAt(pos++);
                Expr r = product();
                e = r == null ? null : new Bin(op, e, r);
            }
            return e;
        }

        private Expr product() {
            Expr e = unary();
            while (e != null && peek().filter(c -> c == '*' || c == '/').isPresent()) {
                char op = src.charAt(pos++);
                Expr r = unary();
                e = r == null ? null : new Bin(op, e, r);
            }
            return e;
        }

        private Expr unary() {
            if (peek().filter(c -> c == '-').isPresent()) {
                pos++;
                Expr inner = unary();
                return inner == null ? null : new Neg(inner);
            }
            return atom();
        }

        private Expr atom() {
            Optional<Character> c = peek();
            if (c.filter(ch -> ch == '(').isPresent()) {
                pos++;
                Expr e = sum();
                if (peek().filter(ch -> ch == ')').isEmpty()) {
                    return null;
                }
                pos++;
                return e;
            }
            int start = pos;
            if (c.filter(Character::isDigit).isPresent()) {
                while (peek().filter(ch -> Character.isDigit(ch) || ch == '.').isPresent()) {
                    pos++;
                }
                return new Num(Double.parseDouble(src.substring(start, pos)));
            }
            while (peek().filter(Character::isLetter).isPresent()) {
                pos++;
            }
            return pos > start ? new Var(src.substring(start, pos)) : null;
        }
    }

    static Optional<Double> eval(Expr e, Map<String, Double> env) {
        if (e instanceof Num n) {
            return Optional.of(n.value());
        } else if (e instanceof Var v) {
            return Optional.ofNullable(env.get(v.name()));
        } else if (e instanceof Neg neg) {
            return eval(neg.inner(), env).map(x -> -x);
        } else if (e instanceof Bin b) {
            return eval(b.left(), env).flatMap(l -> eval(b.right(), env).flatMap(r -> switch (b.op()) {
                case '+' -> Optional.of(l + r);
                case '-' -> Optional.of(l - r);
                case '*' -> Optional.of(l * r);
                case '/' -> r == 0 ? Optional.<Double>empty() : Optional.of(l / r);
                default -> throw new IllegalStateException("op " + b.op());
            }));
        }
        throw new AssertionError(e);
    }

    public static void main(String[] args) {
        Map<String, Double> env = Map.of("x", 2.5, "rate", 0.2);
        List<String> results = new ArrayList<>();
        for (String src : List.of("1 + 2 * 3", "-(x - 4) * 2", "rate * (100 + x)", "y + 1", "8 / (x - 2.5)",
                "(1 + 2", "3 * * 4", "10 / 4 / 5")) {
            Optional<Expr> tree = new Parser(src).parse();
            String out = tree.map(t -> eval(t, env).map(v -> String.format("%.3f", v)).orElse("undefined"))
                    .orElse("syntax error");
            results.add(out);
            System.out.println(src + " => " + out + tree.map(t -> "   " + t).orElse(""));
        }
        long errors = results.stream().filter(r -> r.equals("syntax error")).count();
        System.out.println(errors + " syntax errors");
        Expr bad = new Parser("x/").parse().orElseThrow(() -> new IllegalArgumentException("cannot parse x/"));
        System.out.println("not reached " + bad);
    }
}
