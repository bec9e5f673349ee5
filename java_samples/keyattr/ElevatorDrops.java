// expect: key_property
// key: ElevatorDrops.f
// key: ElevatorDrops.up
// property: G[all(i, up, F[f == i])]
// states: all=42 no-por=46 no-symmetry=42 none=46
// about: like Elevator, but when the car reaches a floor it clears the whole list, dropping a request made while it was on its way: a floor once in the up list is never reached and G[all(i, up, F[f == i])] fails when the program ends
public class ElevatorDrops {
    static int f = 0;
    static int[] up = {};
    static int asked = 0;

    public static void main(String[] args) throws InterruptedException {
        Thread car = new Thread(ElevatorDrops::drive);
        car.start();
        request(2);
        request(1);
        car.join();
    }

    static synchronized void request(int floor) {
        int[] more = java.util.Arrays.copyOf(up, up.length + 1);
        more[up.length] = floor;
        up = more;
        asked++;
        ElevatorDrops.class.notifyAll();
    }

    /** The next floor to go to, or -1 when every request was served. */
    static synchronized int next() {
        while (up.length == 0 && asked < 2) {
            try {
                ElevatorDrops.class.wait();
            } catch (InterruptedException e) {
                return -1;
            }
        }
        return up.length == 0 ? -1 : up[0];
    }

    static synchronized void served(int floor) {
        // The bug: requests made meanwhile are dropped too.
        up = new int[0];
    }

    static void drive() {
        for (int target = next(); target >= 0; target = next()) {
            while (f != target) {
                f += f < target ? 1 : -1;
            }
            served(target);
        }
    }
}
