import java.util.HashSet;
import java.util.Set;
public class EnumHashSetOrder {
    enum Color { RED, GREEN, BLUE }
    public static void main(String[] args) {
        Set<Color> s = new HashSet<>();
        s.add(Color.RED);
        s.add(Color.GREEN);
        s.add(Color.BLUE);
        String order = s.toString();
        System.out.println(order);
        assert order.equals("[RED, BLUE, GREEN]") : order;
    }
}
