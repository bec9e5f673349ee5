// A small interpreter: tokenizer + recursive-descent parser + evaluator for
// arithmetic with variables, assignment, functions and error reporting, run
// over a fixed script. Exercises many small objects, virtual calls, maps.
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class ExprParser {
    enum Kind { NUM, IDENT, OP, LPAREN, RPAREN, COMMA, ASSIGN, END }

    record Token(Kind kind, String text, int pos) {}

    static class ParseError extends RuntimeException {
        ParseError(String msg, int pos) {
            super(msg + " at position " + pos);
        }
    }

    static List<Token> tokenize(String src) {
        List<Token> out = new ArrayList<>();
        int i = 0;
        while (i < src.length()) {
            char c = src.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (Character.isDigit(c) || c == '.') {
                int start = i;
                while (i < src.length() && (Character.isDigit(src.charAt(i)) || src.charAt(i) == '.')) {
                    i++;
                }
                out.add(new Token(Kind.NUM, src.substring(start, i), start));
            } else if (Character.isLetter(c)) {
                int start = i;
                while (i < src.length() && Character.isLetterOrDigit(src.charAt(i))) {
                    i++;
                }
                out.add(new Token(Kind.IDENT, src.substring(start, i), start));
            } else if ("+-*/%^".indexOf(c) >= 0) {
                out.add(new Token(Kind.OP, String.valueOf(c), i++));
            } else if (c == '(') {
                out.add(new Token(Kind.LPAREN, "(", i++));
            } else if (c == ')') {
                out.add(new Token(Kind.RPAREN, ")", i++));
            } else if (c == ',') {
                out.add(new Token(Kind.COMMA, ",", i++));
            } else if (c == '=') {
                out.add(new Token(Kind.ASSIGN, "=", i++));
            } else {
                throw new ParseError("unexpected character '" + c + "'", i);
            }
        }
        out.add(new Token(Kind.END, "", src.length()));
        return out;
    }

    interface Node {
        double eval(Map<String, Double> env);

        String show();
    }

    record Num(double v) implements Node {
        public double eval(Map<String, Double> env) {
            return v;
        }

        public String show() {
            return v == Math.floor(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
        }
    }

    record Var(String name, int pos) implements Node {
        public double eval(Map<String, Double> env) {
            Double v = env.get(name);
            if (v == null) {
                throw new ParseError("undefined variable '" + name + "'", pos);
            }
            return v;
        }

        public String show() {
            return name;
        }
    }

    record Bin(char op, Node l, Node r) implements Node {
        public double eval(Map<String, Double> env) {
            double a = l.eval(env), b = r.eval(env);
            switch (op) {
                case '+': return a + b;
                case '-': return a - b;
                case '*': return a * b;
                case '/':
                    if (b == 0) {
                        throw new ArithmeticException("division by zero in " + show());
                    }
                    return a / b;
                case '%': return a % b;
                case '^': return Math.pow(a, b);
                default: throw new IllegalStateException("op " + op);
            }
        }

        public String show() {
            return "(" + l.show() + " " + op + " " + r.show() + ")";
        }
    }

    record Neg(Node e) implements Node {
        public double eval(Map<String, Double> env) {
            return -e.eval(env);
        }

        public String show() {
            return "-" + e.show();
        }
    }

    record Call(String fn, List<Node> args, int pos) implements Node {
        public double eval(Map<String, Double> env) {
            double[] v = new double[args.size()];
            for (int i = 0; i < v.length; i++) {
                v[i] = args.get(i).eval(env);
            }
            switch (fn) {
                case "max": return arity(2, v) == 0 ? 0 : Math.max(v[0], v[1]);
                case "min": return arity(2, v) == 0 ? 0 : Math.min(v[0], v[1]);
                case "abs": return arity(1, v) == 0 ? 0 : Math.abs(v[0]);
                case "sqrt": return arity(1, v) == 0 ? 0 : Math.sqrt(v[0]);
                case "sum": {
                    double s = 0;
                    for (double d : v) {
                        s += d;
                    }
                    return s;
                }
                default: throw new ParseError("unknown function '" + fn + "'", pos);
            }
        }

        private int arity(int n, double[] v) {
            if (v.length != n) {
                throw new ParseError(fn + " expects " + n + " arguments, got " + v.length, pos);
            }
            return 1;
        }

        public String show() {
            StringBuilder sb = new StringBuilder(fn).append('(');
            for (int i = 0; i < args.size(); i++) {
                sb.append(i > 0 ? ", " : "").append(args.get(i).show());
            }
            return sb.append(')').toString();
        }
    }

    static class Parser {
        final List<Token> toks;
        int p = 0;

        Parser(List<Token> toks) {
            this.toks = toks;
        }

        Token peek() {
            return toks.get(p);
        }

        Token next() {
            return toks.get(p++);
        }

        Token expect(Kind k) {
            Token t = next();
            if (t.kind() != k) {
                throw new ParseError("expected " + k + " but found " + (t.kind() == Kind.END ? "end of input" : "'" + t.text() + "'"), t.pos());
            }
            return t;
        }

        Node expr() {
            Node n = term();
            while (peek().kind() == Kind.OP && (peek().text().equals("+") || peek().text().equals("-"))) {
                char op = next().text().charAt(0);
                n = new Bin(op, n, term());
            }
            return n;
        }

        Node term() {
            Node n = factor();
            while (peek().kind() == Kind.OP && "*/%".contains(peek().text())) {
                char op = next().text().charAt(0);
                n = new Bin(op, n, factor());
            }
            return n;
        }

        Node factor() {
            Node base = unary();
            if (peek().kind() == Kind.OP && peek().text().equals("^")) {
                next();
                return new Bin('^', base, factor());
            }
            return base;
        }

        Node unary() {
            if (peek().kind() == Kind.OP && peek().text().equals("-")) {
                next();
                return new Neg(unary());
            }
            return primary();
        }

        Node primary() {
            Token t = next();
            switch (t.kind()) {
                case NUM:
                    try {
                        return new Num(Double.parseDouble(t.text()));
                    } catch (NumberFormatException e) {
                        throw new ParseError("bad number '" + t.text() + "'", t.pos());
                    }
                case IDENT:
                    if (peek().kind() == Kind.LPAREN) {
                        next();
                        List<Node> args = new ArrayList<>();
                        if (peek().kind() != Kind.RPAREN) {
                            args.add(expr());
                            while (peek().kind() == Kind.COMMA) {
                                next();
                                args.add(expr());
                            }
                        }
                        expect(Kind.RPAREN);
                        return new Call(t.text(), args, t.pos());
                    }
                    return new Var(t.text(), t.pos());
                case LPAREN: {
                    Node n = expr();
                    expect(Kind.RPAREN);
                    return n;
                }
                default:
                    throw new ParseError("unexpected " + (t.kind() == Kind.END ? "end of input" : "'" + t.text() + "'"), t.pos());
            }
        }
    }

    static String fmt(double d) {
        if (d == Math.rint(d) && Math.abs(d) < 1e15) {
            return Long.toString((long) d);
        }
        return String.format("%.6f", d);
    }

    public static void main(String[] args) {
        String[] script = {
            "1 + 2 * 3",
            "(1 + 2) * 3",
            "2 ^ 3 ^ 2",
            "-2 ^ 2",
            "x = 10",
            "y = x * 2 + 1",
            "x * y - 7 % 4",
            "max(x, y) / min(3, 4)",
            "sqrt(2) * sqrt(2)",
            "sum(1, 2, 3, 4, 5) / 5",
            "abs(-x) + abs(x)",
            "z + 1",
            "1 / (x - 10)",
            "3 + * 4",
            "max(1)",
            "foo(1)",
            "(1 + 2",
            "1.2.3 + 1",
            "4 $ 4",
            "r = 2.5",
            "pi = 3.14159265358979",
            "pi * r ^ 2",
            "total = sum(x, y, r, pi)",
            "total - (x + y + r + pi)",
        };
        Map<String, Double> env = new TreeMap<>();
        int ok = 0, failed = 0;
        for (String line : script) {
            try {
                List<Token> toks = tokenize(line);
                String target = null;
                int start = 0;
                if (toks.size() > 2 && toks.get(0).kind() == Kind.IDENT && toks.get(1).kind() == Kind.ASSIGN) {
                    target = toks.get(0).text();
                    start = 2;
                }
                Parser p = new Parser(toks.subList(start, toks.size()));
                Node n = p.expr();
                p.expect(Kind.END);
                double v = n.eval(env);
                if (target != null) {
                    env.put(target, v);
                    System.out.println(line + "  =>  " + target + " := " + fmt(v) + "   [" + n.show() + "]");
                } else {
                    System.out.println(line + "  =>  " + fmt(v) + "   [" + n.show() + "]");
                }
                ok++;
            } catch (ParseError | ArithmeticException e) {
                System.out.println(line + "  =>  error: " + e.getMessage());
                failed++;
            }
        }
        System.out.println("env " + env);
        System.out.println(ok + " ok, " + failed + " errors");
        StringBuilder big = new StringBuilder("0");
        for (int i = 1; i <= 300; i++) {
            big.append(i % 2 == 0 ? " + " : " - ").append(i).append(" * (").append(i % 7).append(" + 1)");
        }
        Parser bp = new Parser(tokenize(big.toString()));
        System.out.println("long expression value " + fmt(bp.expr().eval(env)) + " with " + tokenize(big.toString()).size() + " tokens");
    }
}
