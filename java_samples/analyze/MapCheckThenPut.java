// expect-races: none
// expect-lost-updates: MapCheckThenPut.seats
// expect-lock-order: none
// expect-window: main desk-a desk-b
// about: two booking desks give out seats from a Collections.synchronizedMap by containsKey then put (each call is atomic, the pair is not: both can see seat 1 free); the ConcurrentHashMap beside it is booked with putIfAbsent, and the other synchronizedMap with both calls under its own monitor: neither is reported
import java.util.*;
import java.util.concurrent.*;

public class MapCheckThenPut {
    static final Map<Integer, String> seats = Collections.synchronizedMap(new HashMap<>());
    static final ConcurrentHashMap<Integer, String> lounge = new ConcurrentHashMap<>();
    static final Map<Integer, String> lockers = Collections.synchronizedMap(new HashMap<>());

    static int book(String guest) {
        for (int seat = 1; seat <= 3; seat++) {
            if (!seats.containsKey(seat)) {
                seats.put(seat, guest);
                return seat;
            }
        }
        return -1;
    }

    static int lounge(String guest) {
        for (int chair = 1; chair <= 3; chair++) {
            if (lounge.putIfAbsent(chair, guest) == null) {
                return chair;
            }
        }
        return -1;
    }

    static int locker(String guest) {
        synchronized (lockers) {
            for (int n = 1; n <= 3; n++) {
                if (lockers.get(n) == null) {
                    lockers.put(n, guest);
                    return n;
                }
            }
        }
        return -1;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> System.out.println("ann: seat " + book("ann") + ", chair " + lounge("ann") + ", locker " + locker("ann")), "desk-a");
        Thread b = new Thread(() -> System.out.println("bo: seat " + book("bo") + ", chair " + lounge("bo") + ", locker " + locker("bo")), "desk-b");
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(seats.size() + " seats, " + lounge.size() + " chairs, " + lockers.size() + " lockers");
    }
}
