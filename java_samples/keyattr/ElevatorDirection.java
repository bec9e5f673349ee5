// expect: no_violation
// key: ElevatorDirection.f
// key: ElevatorDirection.d
// key: ElevatorDirection.up
// key: ElevatorDirection.down
// property: G[up == up' && down == down' -> (d == "up" && d' == "up" -> f < f') && (d == "down" && d' == "down" -> f > f') && (d != d' -> f == f')]
// property: G[up == up' && down == down' && d == "up" && d' == "down" -> f >= up#max && f >= down#max]
// property: G[up == up' && down == down' && d == "down" && d' == "up" -> f <= up#min && f <= down#min]
// property: G[up#size + down#size <= 2]
// model: states=14 transitions=16
// states: all=445 no-por=11775 no-symmetry=851 none=20905
// about: the JIV2E paper's elevator properties (b) and (c) with its list functions: the car (floor f, direction d) moves one floor at a time in its direction, turns only where it stands, and turns only when no request in either list (up: calls to go up, down: calls to go down) lies ahead of it; a rider calls from floor 3 to go down and from floor 0 to go up
import java.util.Arrays;

public class ElevatorDirection {
    static int f = 1;
    static String d = "up";
    static int[] up = {};
    static int[] down = {};
    /** Calls the rider has still to make (not a key attribute). */
    static int calls = 2;

    public static void main(String[] args) throws InterruptedException {
        Thread car = new Thread(ElevatorDirection::drive);
        car.start();
        call(3, false);
        call(0, true);
        car.join();
    }

    static synchronized void call(int floor, boolean goingUp) {
        if (goingUp) {
            up = with(up, floor);
        } else {
            down = with(down, floor);
        }
        calls--;
        ElevatorDirection.class.notifyAll();
    }

    static int[] with(int[] l, int x) {
        int[] m = Arrays.copyOf(l, l.length + 1);
        m[l.length] = x;
        return m;
    }

    static int[] without(int[] l, int x) {
        return Arrays.stream(l).filter(y -> y != x).toArray();
    }

    static boolean has(int[] l, int x) {
        return Arrays.stream(l).anyMatch(y -> y == x);
    }

    static boolean ahead(boolean above) {
        return Arrays.stream(up).anyMatch(y -> above ? y > f : y < f)
                || Arrays.stream(down).anyMatch(y -> above ? y > f : y < f);
    }

    /** One move of the car; false once every call was served. */
    static synchronized boolean step() throws InterruptedException {
        while (up.length == 0 && down.length == 0) {
            if (calls == 0) {
                return false;
            }
            ElevatorDirection.class.wait();
        }
        if (has(up, f)) {
            up = without(up, f);
        } else if (has(down, f)) {
            down = without(down, f);
        } else if (d.equals("up")) {
            if (ahead(true)) {
                f++;
            } else {
                d = "down";
            }
        } else if (ahead(false)) {
            f--;
        } else {
            d = "up";
        }
        return true;
    }

    static void drive() {
        try {
            while (step()) {
                // Next move.
            }
        } catch (InterruptedException e) {
            // Stop.
        }
    }
}
