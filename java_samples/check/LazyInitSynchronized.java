// expect: no_violation
// states: all=67 no-por=312 no-symmetry=67 none=312
// about: the lazy getter is synchronized, so the null check and the store happen together and both threads get the same instance
public class LazyInitSynchronized {
    static class Config {
        final int version = 1;
    }

    static class Lazy {
        private Config value;

        synchronized Config get() {
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
