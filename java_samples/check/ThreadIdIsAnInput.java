// expect: inconclusive
// limit: some inputs were explored only in part
// about: under check thread ids number the program's threads only (main is 1, the first new thread 2); HotSpot numbers its own system threads first, as many as its flags make (12 by default on JDK 17, 9 with -Xint), and the assertion fails: a thread id read by the program is an input held at one value
public class ThreadIdIsAnInput {
    public static void main(String[] args) {
        Thread t = new Thread(() -> { });
        assert t.getId() == 2 : "id " + t.getId();
    }
}
