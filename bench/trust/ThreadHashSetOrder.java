import java.util.HashSet;
import java.util.Set;
public class ThreadHashSetOrder {
    public static void main(String[] args) {
        Set<Thread> s = new HashSet<>();
        s.add(new Thread(() -> {}, "a"));
        s.add(new Thread(() -> {}, "b"));
        StringBuilder b = new StringBuilder();
        for (Thread t : s) b.append(t.getName());
        System.out.println(b);
        assert b.toString().equals("ab") : "order " + b;
    }
}
