// expect: assertion
// states: all=9 no-por=28 no-symmetry=9 none=28
// about: main links a new Entry into the timer thread's list under the list's lock (the entry becomes shared only through that link) and sets entry.armed after releasing it; if the timer thread walks the list between main's unlock and that write, it sees the entry unarmed (the peer checker's "Hyber" missed-path example)
public class PublishedThenWritten {
    static final class Entry {
        boolean armed;
        Entry next;
    }

    static final class Timer extends Thread {
        final Entry head = new Entry();

        Timer() {
            head.next = head;
            head.armed = true;
        }

        Entry add() {
            Entry e = new Entry();
            synchronized (head) {
                e.next = head.next;
                head.next = e;
            }
            return e;
        }

        @Override
        public void run() {
            synchronized (head) {
                for (Entry e = head.next; e != head; e = e.next) {
                    assert e.armed : "the timer saw an unarmed entry";
                }
            }
        }
    }

    public static void main(String[] args) {
        Timer t = new Timer();
        t.start();
        Entry e = t.add();
        e.armed = true;
    }
}
