import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Request timings collected in a synchronizedList; the reporter copies it under the list's lock. */
public class MetricsSnapshot {
    static final List<Integer> timings = Collections.synchronizedList(new ArrayList<>());

    static int[] snapshot() {
        int count = 0;
        int total = 0;
        synchronized (timings) {
            for (int t : timings) {
                count++;
                total += t;
            }
        }
        return new int[] {count, total};
    }

    public static void main(String[] args) throws InterruptedException {
        timings.add(12);
        Thread requests = new Thread(() -> {
            timings.add(30);
            timings.add(8);
        }, "requests");
        requests.start();
        int[] snap = snapshot();
        requests.join();
        assert snap[0] >= 1 && snap[0] <= 3 : snap[0];
        int[] last = snapshot();
        assert last[0] == 3 && last[1] == 50 : last[0] + " " + last[1];
        System.out.println("final " + last[0] + " requests, " + last[1] + " ms");
    }
}
