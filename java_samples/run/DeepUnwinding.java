// Deep call stacks: exceptions unwinding through hundreds of frames, handlers
// at various depths, finally blocks counted on the way up, mutual recursion,
// and recursion-heavy computations (Ackermann, memoised Fibonacci).
public class DeepUnwinding {
    static int finallies = 0;

    static int descend(int depth, int throwAt) {
        try {
            if (depth == throwAt) {
                throw new IllegalStateException("thrown at depth " + depth);
            }
            return descend(depth + 1, throwAt) + 1;
        } finally {
            finallies++;
        }
    }

    static int catchAt(int depth, int throwAt, int catchDepth) {
        if (depth == catchDepth) {
            try {
                return catchAt(depth + 1, throwAt, catchDepth);
            } catch (IllegalStateException e) {
                return -depth;
            }
        }
        if (depth == throwAt) {
            throw new IllegalStateException("at " + depth);
        }
        return catchAt(depth + 1, throwAt, catchDepth);
    }

    static boolean isEven(int n) {
        if (n == 0) {
            return true;
        }
        return isOdd(n - 1);
    }

    static boolean isOdd(int n) {
        if (n == 0) {
            return false;
        }
        if (n == 777) {
            throw new ArithmeticException("odd check hit 777");
        }
        return isEven(n - 1);
    }

    static int ackermann(int m, int n) {
        if (m == 0) {
            return n + 1;
        }
        if (n == 0) {
            return ackermann(m - 1, 1);
        }
        return ackermann(m - 1, ackermann(m, n - 1));
    }

    static long[] memo = new long[91];

    static long fib(int n) {
        if (n < 2) {
            return n;
        }
        if (memo[n] != 0) {
            return memo[n];
        }
        return memo[n] = fib(n - 1) + fib(n - 2);
    }

    static int sumList(Node n) {
        return n == null ? 0 : n.v + sumList(n.next);
    }

    static class Node {
        final int v;
        final Node next;

        Node(int v, Node next) {
            this.v = v;
            this.next = next;
        }
    }

    public static void main(String[] args) {
        for (int throwAt : new int[] {0, 1, 50, 500, 2000}) {
            finallies = 0;
            try {
                descend(0, throwAt);
            } catch (IllegalStateException e) {
                System.out.println(e.getMessage() + ", finally blocks run: " + finallies);
            }
        }
        System.out.println("catchAt: " + catchAt(0, 300, 100) + " " + catchAt(0, 300, 0) + " " + catchAt(0, 300, 299));
        System.out.println("isEven(500) = " + isEven(500) + ", isOdd(301) = " + isOdd(301));
        try {
            isEven(1000);
        } catch (ArithmeticException e) {
            System.out.println("mutual recursion threw: " + e.getMessage());
        }
        System.out.println("ackermann(2, 3) = " + ackermann(2, 3) + ", ackermann(3, 3) = " + ackermann(3, 3));
        System.out.println("fib(90) = " + fib(90));
        Node list = null;
        for (int i = 1; i <= 3000; i++) {
            list = new Node(i, list);
        }
        System.out.println("recursive sum of 3000 nodes = " + sumList(list));
        int caught = 0;
        for (int i = 0; i < 200; i++) {
            try {
                descend(0, i % 20);
            } catch (RuntimeException e) {
                caught++;
            }
        }
        System.out.println("caught " + caught + " exceptions in loop");
    }
}
