// A user abstraction (java_samples/api/wayfinder/Abstraction.java): the
// counter's value modulo 3. Two threads add 3 forever; the counter is
// always a multiple of 3, so it is never 1, and with the abstraction the
// search is finite. The second run finds a confirmed counterexample: 7 * 2
// may be 14 (residue 2).
// check: --abstract TripleCounter.count=user(TripleCounter$ModThree) => no_violation states=all:31,none:41
// check: --abstract TripleCounter.count=user(TripleCounter$ModThree) -- twice => assertion confirmed states=all:3,none:3
import wayfinder.Abstraction;

public class TripleCounter {
    static int count;

    /** A value's residue modulo 3 (0, 1, 2), as Math.floorMod gives it. */
    public static class ModThree implements Abstraction {
        public int size() {
            return 3;
        }

        public int abstractOf(long value) {
            return (int) Math.floorMod(value, 3L);
        }

        public String name(int a) {
            return "3k+" + a;
        }

        private static int[] one(int r) {
            return new int[] {Math.floorMod(r, 3)};
        }

        public int[] add(int a, int b) {
            return one(a + b);
        }

        public int[] sub(int a, int b) {
            return one(a - b);
        }

        public int[] mul(int a, int b) {
            return one(a * b);
        }

        public int[] neg(int a) {
            return one(-a);
        }

        public boolean mayBeZero(int a) {
            return a == 0;
        }

        public int compare(int a, int b) {
            // Values with different residues are never equal.
            return a == b ? LESS | EQUAL | GREATER : LESS | GREATER;
        }
    }

    public static void main(String[] args) {
        if (args.length > 0) {
            count = 7;
            count = count * 2;
            assert count != 14 : "count is 14";
            return;
        }
        Thread other = new Thread(() -> {
            while (true) {
                synchronized (TripleCounter.class) {
                    count = count + 3;
                }
            }
        });
        other.start();
        while (true) {
            synchronized (TripleCounter.class) {
                count = count + 3;
                assert count != 1 : "count is 1";
            }
        }
    }
}
