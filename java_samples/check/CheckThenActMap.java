// expect: assertion
// states: all=40 no-por=647 no-symmetry=49 none=1035
// about: each call on a synchronizedMap is atomic but containsKey-then-put is not; if both threads see no owner, the first to put is overwritten and its assert fails
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;

public class CheckThenActMap {
    static final Map<String, String> map = Collections.synchronizedMap(new HashMap<>());

    static void claim(String me) {
        if (!map.containsKey("owner")) {
            map.put("owner", me);
            assert map.get("owner").equals(me) : "owner taken by " + map.get("owner");
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> claim("a"));
        Thread b = new Thread(() -> claim("b"));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("owner " + map.get("owner"));
    }
}
