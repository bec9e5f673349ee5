import java.util.HashSet;
import java.util.Set;
public class LambdaHashSetOrder {
    public static void main(String[] args) {
        Set<Runnable> s = new HashSet<>();
        int[] trace = new int[1];
        s.add(() -> trace[0] = trace[0] * 10 + 1);
        s.add(() -> trace[0] = trace[0] * 10 + 2);
        for (Runnable r : s) r.run();
        System.out.println(trace[0]);
        assert trace[0] == 21 : "order " + trace[0];
    }
}
