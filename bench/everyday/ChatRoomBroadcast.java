import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** A chat room: a single-thread broadcaster delivers to listeners that join while it runs. */
public class ChatRoomBroadcast {
    interface Listener {
        void onMessage(String from, String text);
    }

    static final class Member implements Listener {
        final String name;
        private final List<String> inbox = new ArrayList<>();

        Member(String name) {
            this.name = name;
        }

        @Override
        public synchronized void onMessage(String from, String text) {
            inbox.add(from + ": " + text);
        }

        synchronized List<String> inbox() {
            return new ArrayList<>(inbox);
        }
    }

    static final class Room {
        private final List<Listener> listeners = new CopyOnWriteArrayList<>();
        private final ExecutorService broadcaster = Executors.newSingleThreadExecutor();

        void join(Listener l) {
            listeners.add(l);
        }

        Future<?> post(String from, String text) {
            return broadcaster.submit(() -> {
                for (Listener l : listeners) {
                    l.onMessage(from, text);
                }
            });
        }

        void close() {
            broadcaster.shutdown();
        }
    }

    public static void main(String[] args) throws Exception {
        Room room = new Room();
        Member ann = new Member("ann");
        Member ben = new Member("ben");
        room.join(ann);
        Future<?> hello = room.post("ann", "hello");
        room.join(ben);
        Future<?> bye = room.post("ben", "bye");
        hello.get();
        bye.get();
        room.close();
        List<String> a = ann.inbox();
        List<String> b = ben.inbox();
        assert a.equals(List.of("ann: hello", "ben: bye")) : a;
        assert b.contains("ben: bye") : b;
        assert b.size() <= 2;
        System.out.println("ann got " + a.size() + ", ben got " + b.size());
    }
}
