// expect: assertion
// states: all=10 no-por=18 dpor=10
// about: a constructor publishes `this` through a static before it sets its two final fields; main reads both through the static and can see the first set and the second not yet; final fields are read without a scheduling point, so their writes on an object already shared must keep theirs (owned objects took the writer's object as its own and made the constructor one step: "no violation")
public class FinalFieldsLeakedThis {
    static class Pair {
        static Pair latest;
        final int left;
        final int right;

        Pair(int v) {
            latest = this;
            left = v;
            right = v;
        }
    }

    public static void main(String[] args) {
        Thread maker = new Thread(() -> new Pair(1));
        maker.start();
        Pair p = Pair.latest;
        if (p != null) {
            assert p.left == p.right : "saw a half-built pair: left " + p.left + ", right " + p.right;
        }
    }
}
