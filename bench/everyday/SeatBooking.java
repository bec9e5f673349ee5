import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/** Two box offices sell the same seats; putIfAbsent decides who gets each seat. */
public class SeatBooking {
    record Seat(char row, int number) {
        @Override
        public String toString() {
            return "" + row + number;
        }
    }

    record Booking(Seat seat, String customer) {}

    static final Map<Seat, Booking> bookings = new ConcurrentHashMap<>();
    static final AtomicInteger confirmations = new AtomicInteger();

    static boolean book(Seat seat, String customer) {
        Booking mine = new Booking(seat, customer);
        Booking previous = bookings.putIfAbsent(seat, mine);
        if (previous == null) {
            confirmations.incrementAndGet();
            return true;
        }
        return false;
    }

    static Runnable office(String customer, List<Seat> wanted, List<Seat> got) {
        return () -> {
            for (Seat s : wanted) {
                if (book(s, customer)) {
                    got.add(s);
                }
            }
        };
    }

    public static void main(String[] args) throws InterruptedException {
        List<Seat> seats = List.of(new Seat('A', 1), new Seat('A', 2));
        List<Seat> alice = new ArrayList<>();
        List<Seat> bob = new ArrayList<>();
        Thread t1 = new Thread(office("alice", seats, alice), "office-1");
        Thread t2 = new Thread(office("bob", List.of(seats.get(1), seats.get(0)), bob), "office-2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert alice.size() + bob.size() == seats.size() : "sold " + (alice.size() + bob.size());
        assert confirmations.get() == bookings.size();
        for (Seat s : alice) {
            assert bookings.get(s).customer().equals("alice");
        }
        for (Seat s : bob) {
            assert bookings.get(s).customer().equals("bob");
        }
        System.out.println("seats sold: " + bookings.size());
    }
}
