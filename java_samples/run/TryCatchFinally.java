// try/catch/finally control flow: ordering, finally on normal and abrupt
// completion, return values evaluated before finally, finally overriding
// return or exception, break/continue through finally, nested handlers,
// rethrow, multi-catch, catch order by subtype.
public class TryCatchFinally {
    static StringBuilder trace = new StringBuilder();

    static int returnBeforeFinally() {
        int x = 1;
        try {
            return x;
        } finally {
            x = 2;
            trace.append("[finally x=").append(x).append("]");
        }
    }

    @SuppressWarnings("finally")
    static int finallyOverridesReturn() {
        try {
            return 1;
        } finally {
            return 2;
        }
    }

    @SuppressWarnings("finally")
    static String finallySwallowsException() {
        try {
            throw new IllegalStateException("lost");
        } finally {
            return "swallowed";
        }
    }

    static String finallyReplacesException() {
        try {
            try {
                throw new IllegalStateException("first");
            } finally {
                throw new UnsupportedOperationException("second");
            }
        } catch (RuntimeException e) {
            return e.getClass().getSimpleName() + ":" + e.getMessage();
        }
    }

    static int[] holder = new int[1];

    static int[] mutateInFinally() {
        try {
            holder[0] = 1;
            return holder;
        } finally {
            holder[0] = 2;
        }
    }

    static String nested(int mode) {
        StringBuilder sb = new StringBuilder();
        try {
            sb.append("outer-try ");
            try {
                sb.append("inner-try ");
                if (mode == 1) {
                    throw new IllegalArgumentException("m1");
                }
                if (mode == 2) {
                    throw new ArithmeticException("m2");
                }
                if (mode == 3) {
                    throw new Error("m3");
                }
                sb.append("inner-done ");
            } catch (IllegalArgumentException e) {
                sb.append("inner-catch(").append(e.getMessage()).append(") ");
                if (mode == 1) {
                    throw new RuntimeException("rethrown from inner catch", e);
                }
            } finally {
                sb.append("inner-finally ");
            }
            sb.append("after-inner ");
        } catch (ArithmeticException e) {
            sb.append("outer-catch-arith(").append(e.getMessage()).append(") ");
        } catch (RuntimeException e) {
            sb.append("outer-catch-rt(").append(e.getMessage()).append(", cause ").append(e.getCause().getMessage()).append(") ");
        } catch (Throwable t) {
            sb.append("outer-catch-throwable(").append(t).append(") ");
        } finally {
            sb.append("outer-finally");
        }
        return sb.toString();
    }

    static String loopWithFinally() {
        StringBuilder sb = new StringBuilder();
        outer:
        for (int i = 0; i < 5; i++) {
            try {
                if (i == 1) {
                    continue;
                }
                if (i == 3) {
                    break outer;
                }
                sb.append("body").append(i).append(' ');
            } finally {
                sb.append("fin").append(i).append(' ');
            }
        }
        return sb.toString().trim();
    }

    static String multiCatch(int k) {
        try {
            switch (k) {
                case 0: throw new NumberFormatException("nfe");
                case 1: throw new ArrayIndexOutOfBoundsException("aioobe");
                case 2: throw new NullPointerException("npe");
                case 3: return "no exception";
                default: throw new IllegalStateException("ise");
            }
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
            return "multi: " + e.getClass().getSimpleName();
        } catch (IllegalArgumentException e) {
            return "IAE branch (unreachable for NFE): " + e;
        } catch (RuntimeException e) {
            return "runtime: " + e.getMessage();
        }
    }

    static void thrower(int depth) throws Exception {
        try {
            if (depth == 0) {
                throw new Exception("bottom");
            }
            thrower(depth - 1);
        } finally {
            trace.append("unwind").append(depth).append(' ');
        }
    }

    static int countFinally = 0;

    static int tricky() {
        int i = 0;
        while (true) {
            try {
                i++;
                if (i < 3) {
                    continue;
                }
                return i * 10;
            } finally {
                countFinally++;
            }
        }
    }

    public static void main(String[] args) {
        System.out.println("returnBeforeFinally = " + returnBeforeFinally() + " " + trace);
        System.out.println("finallyOverridesReturn = " + finallyOverridesReturn());
        System.out.println("finallySwallowsException = " + finallySwallowsException());
        System.out.println("finallyReplacesException = " + finallyReplacesException());
        System.out.println("mutateInFinally = " + mutateInFinally()[0]);
        for (int m = 0; m <= 3; m++) {
            System.out.println("nested(" + m + ") = " + nested(m));
        }
        System.out.println("loopWithFinally = " + loopWithFinally());
        for (int k = 0; k <= 4; k++) {
            System.out.println("multiCatch(" + k + ") = " + multiCatch(k));
        }
        trace.setLength(0);
        try {
            thrower(4);
        } catch (Exception e) {
            System.out.println("caught " + e.getMessage() + " after " + trace.toString().trim());
        }
        System.out.println("tricky = " + tricky() + " finally ran " + countFinally + " times");
        int result = 0;
        for (int i = 0; i < 100; i++) {
            try {
                if (i % 7 == 0) {
                    throw new RuntimeException("x" + i);
                }
                result += i;
            } catch (RuntimeException e) {
                result -= e.getMessage().length();
            } finally {
                result++;
            }
        }
        System.out.println("loop result = " + result);
        try {
            try {
                Object o = null;
                o.toString();
            } finally {
                System.out.println("finally runs before outer catch");
            }
        } catch (NullPointerException e) {
            System.out.println("caught NPE in outer handler");
        }
        try {
            throw new Error("custom error");
        } catch (Error e) {
            System.out.println("caught Error: " + e.getMessage());
        }
    }
}
