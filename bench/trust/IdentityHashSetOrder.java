import java.util.HashSet;
import java.util.Set;
public class IdentityHashSetOrder {
    static final class Item {
        final int id;
        Item(int id) { this.id = id; }
    }
    public static void main(String[] args) {
        Set<Item> s = new HashSet<>();
        s.add(new Item(1));
        s.add(new Item(2));
        s.add(new Item(3));
        StringBuilder b = new StringBuilder();
        for (Item i : s) b.append(i.id);
        System.out.println(b);
        assert b.toString().equals("FIXED") : "order " + b;
    }
}
