import java.util.concurrent.ConcurrentHashMap;
public class ChmIterateWhilePut {
    public static void main(String[] args) throws Exception {
        ConcurrentHashMap<Integer, Integer> m = new ConcurrentHashMap<>();
        m.put(1, 1);
        Thread t = new Thread(() -> m.put(2, 2));
        t.start();
        int n = 0;
        for (Integer k : m.keySet()) n++;
        t.join();
        assert n == 1 : "saw the concurrent put";
    }
}
