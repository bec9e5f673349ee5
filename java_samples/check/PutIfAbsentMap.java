// expect: no_violation
// states: all=144 no-por=2291 no-symmetry=310 none=9385
// about: putIfAbsent on a synchronizedMap checks and puts atomically, so exactly one thread becomes owner and its value stays
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;

public class PutIfAbsentMap {
    static final Map<String, String> map = Collections.synchronizedMap(new HashMap<>());
    static final boolean[] won = new boolean[2];

    static void claim(int id, String me) {
        won[id] = map.putIfAbsent("owner", me) == null;
        if (won[id]) {
            assert map.get("owner").equals(me);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> claim(0, "a"));
        Thread b = new Thread(() -> claim(1, "b"));
        a.start();
        b.start();
        a.join();
        b.join();
        assert won[0] != won[1] : "winners " + won[0] + " " + won[1];
        assert map.get("owner").equals(won[0] ? "a" : "b");
        System.out.println("owner " + map.get("owner"));
    }
}
