// ltl: [] !(loc("LocRacy.java:12") && loc("LocRacy.java:20"))
// expect: violated
// states: all=194 no-por=194 no-symmetry=194 none=194 ndfs=326
// about: as LocMutex without the lock: both threads can stand on their local `c = c + ...` lines together (lines with no shared access); the steps onto and off named lines are visible, so the reduced search sees it too
public class LocRacy {
    static int count;

    public static void main(String[] args) {
        Thread t = new Thread(() -> {
            while (true) {
                int c = count;
                c = c + 1;
                count = c % 3;
            }
        });
        t.setDaemon(true);
        t.start();
        while (true) {
            int c = count;
            c = c + 2;
            count = c % 3;
        }
    }
}
