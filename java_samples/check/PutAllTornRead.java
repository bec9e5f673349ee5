// expect: assertion
// states: all=20 no-por=135 no-symmetry=20 none=135 no-library-atomicity=144
// about: ConcurrentHashMap.putAll is not atomic (its documentation: concurrent retrievals "may reflect insertion or removal of only some entries"); a reader that finds the first key of the putAll can still miss the second
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

public class PutAllTornRead {
    static final ConcurrentHashMap<String, Integer> map = new ConcurrentHashMap<>();

    public static void main(String[] args) throws InterruptedException {
        Map<String, Integer> both = new LinkedHashMap<>();
        both.put("first", 1);
        both.put("second", 2);
        Thread writer = new Thread(() -> map.putAll(both));
        writer.start();
        if (map.get("first") != null) {
            assert map.get("second") != null : "saw first without second";
        }
        writer.join();
        System.out.println(map);
    }
}
