// expect: no_violation
// key: Elevator.f
// key: Elevator.up
// property: G[all(i, up, F[f == i])]
// model: states=11 transitions=13
// states: all=397 no-por=6654 no-symmetry=408 none=6665
// about: the JIV2E paper's elevator, reduced: a rider asks for floors 2 and 1 while the car serves the requests in order, one floor at a time; every floor ever in the up list is later reached (f is the car's floor, up the list of requests, written as a new array at each change)
public class Elevator {
    static int f = 0;
    static int[] up = {};
    static int asked = 0;

    public static void main(String[] args) throws InterruptedException {
        Thread car = new Thread(Elevator::drive);
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
        Elevator.class.notifyAll();
    }

    /** The next floor to go to, or -1 when every request was served. */
    static synchronized int next() {
        while (up.length == 0 && asked < 2) {
            try {
                Elevator.class.wait();
            } catch (InterruptedException e) {
                return -1;
            }
        }
        return up.length == 0 ? -1 : up[0];
    }

    static synchronized void served(int floor) {
        up = java.util.Arrays.stream(up).filter(x -> x != floor).toArray();
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
