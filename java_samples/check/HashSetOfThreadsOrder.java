// expect: inconclusive
// limit: some inputs were explored only in part
// about: a HashSet of Thread objects (no hashCode of their own) iterates in the order of their identity hashes: "bac" under check, another order on a real JVM (on JDK 17's HotSpot the assertion fails); the hashes taken by a collection the program called are an input held at one value
import java.util.HashSet;
import java.util.Set;

public class HashSetOfThreadsOrder {
    public static void main(String[] args) {
        Set<Thread> set = new HashSet<>();
        set.add(new Thread(() -> { }, "a"));
        set.add(new Thread(() -> { }, "b"));
        set.add(new Thread(() -> { }, "c"));
        StringBuilder order = new StringBuilder();
        for (Thread t : set) {
            order.append(t.getName());
        }
        assert order.toString().equals("bac") : "order " + order;
    }
}
