// expect: key_property
// key: ElevatorTurnsEarly.f
// key: ElevatorTurnsEarly.d
// key: ElevatorTurnsEarly.up
// key: ElevatorTurnsEarly.down
// property: G[up == up' && down == down' -> (d == "up" && d' == "up" -> f < f') && (d == "down" && d' == "down" -> f > f') && (d != d' -> f == f')]
// property: G[up == up' && down == down' && d == "up" && d' == "down" -> f >= up#max && f >= down#max]
// property: G[up == up' && down == down' && d == "down" && d' == "up" -> f <= up#min && f <= down#min]
// property: G[up#size + down#size <= 2]
// states: all=37 no-por=1640 no-symmetry=37 none=1640
// about: like ElevatorDirection, but the car going up turns as soon as no call to go up lies above it, overlooking the call from floor 3 to go down: property (c), written with up#max and down#max, fails (the car turns at floor 1 while down#max is 3)
import java.util.Arrays;

public class ElevatorTurnsEarly {
    static int f = 1;
    static String d = "up";
    static int[] up = {};
    static int[] down = {};
    /** Calls the rider has still to make (not a key attribute). */
    static int calls = 2;

    public static void main(String[] args) throws InterruptedException {
        Thread car = new Thread(ElevatorTurnsEarly::drive);
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
        ElevatorTurnsEarly.class.notifyAll();
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
            ElevatorTurnsEarly.class.wait();
        }
        if (has(up, f)) {
            up = without(up, f);
        } else if (has(down, f)) {
            down = without(down, f);
        } else if (d.equals("up")) {
            if (Arrays.stream(up).anyMatch(y -> y > f)) {
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
