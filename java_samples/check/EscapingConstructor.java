// expect: assertion
// states: all=17 no-por=35 no-symmetry=17 none=35
// about: the constructor publishes `this` in a static before it sets its private field; a reader that finds the object may see the field still 0. The field is written only in the constructor, so the constructor-only pass first takes it as stable; the write to the already shared object shows the claim wrong and the search runs again without it, finding the failing read
public class EscapingConstructor {
    static Box latest;

    static class Box {
        private int value;

        Box(int v) {
            latest = this;
            value = v;
        }

        int value() {
            return value;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread reader = new Thread(() -> {
            Box b = latest;
            if (b != null) {
                assert b.value() == 7 : "saw an unfinished box";
            }
        });
        reader.start();
        new Box(7);
        reader.join();
    }
}
