// expect: assertion
// states: all=49 no-por=69 no-symmetry=49 none=69
// about: unsynchronised lazy init (if null then create); if both threads see null before either stores, they get two different instances
public class LazyInitRace {
    static class Config {
        final int version = 1;
    }

    static class Lazy {
        private Config value;

        Config get() {
            if (value == null) {
                value = new Config();
            }
            return value;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Lazy lazy = new Lazy();
        Config[] seen = new Config[2];
        Thread t1 = new Thread(() -> seen[0] = lazy.get());
        Thread t2 = new Thread(() -> seen[1] = lazy.get());
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert seen[0] == seen[1] : "two Config instances";
        System.out.println("one instance, version " + seen[0].version);
    }
}
