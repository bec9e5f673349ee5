// expect: no_violation
// states: all=39 no-por=7083 no-symmetry=39
// about: main initialises a class whose static initialiser fills a 200-element table while another thread may run: the initialising thread's accesses to the class's own statics (and the array they hold, unshared until the initialisation ends) are no scheduling points (6,057 states before)
public class ClinitTableWhileThreadRuns {
    static int counter;

    static final class Table {
        static final int[] SQUARES = new int[200];
        static int filled;

        static {
            for (int i = 0; i < SQUARES.length; i++) {
                SQUARES[i] = i * i;
                filled++;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            synchronized (ClinitTableWhileThreadRuns.class) {
                counter++;
            }
        });
        t.start();
        // Table's initialiser fills its arrays while t may still run: until
        // it ends no other thread can reach Table's statics, so its stores
        // are no scheduling points.
        int sum = Table.SQUARES[199] + Table.filled;
        synchronized (ClinitTableWhileThreadRuns.class) {
            counter++;
        }
        t.join();
        assert sum == 199 * 199 + 200 : "sum " + sum;
        assert counter == 2 : "counter " + counter;
    }
}
