// An uncaught RuntimeException with a message, thrown after some output from a
// helper method: stdout is kept, stderr starts with
// Exception in thread "main" java.lang.IllegalStateException: <message>, status 1.
import java.util.ArrayList;
import java.util.List;

public class UncaughtRuntime {
    static List<String> queue = new ArrayList<>();

    static String take() {
        if (queue.isEmpty()) {
            throw new IllegalStateException("queue drained after " + taken + " items");
        }
        taken++;
        return queue.remove(0);
    }

    static int taken = 0;

    public static void main(String[] args) {
        for (String s : "alpha beta gamma".split(" ")) {
            queue.add(s);
        }
        while (true) {
            String s = take();
            System.out.println("took " + s + " (" + s.length() + " chars)");
        }
    }
}
