// expect: assertion
// states: all=49 no-por=190 no-symmetry=78 none=258 no-library-atomicity=374
// about: the functions given to ConcurrentHashMap.computeIfAbsent run as user code: two threads computing different keys both increment a plain static counter inside the function, and an interleaving inside the two functions loses one increment
import java.util.concurrent.ConcurrentHashMap;

public class ComputeCallbackRace {
    static final ConcurrentHashMap<String, Integer> cache = new ConcurrentHashMap<>();
    static int computed;

    static Integer load(String key) {
        computed++;   // BUG: the map makes each key's update atomic, not this counter
        return key.length();
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> cache.computeIfAbsent("a", ComputeCallbackRace::load));
        Thread b = new Thread(() -> cache.computeIfAbsent("bb", ComputeCallbackRace::load));
        a.start();
        b.start();
        a.join();
        b.join();
        assert computed == 2 : "computed " + computed;
        System.out.println("computed " + computed);
    }
}
