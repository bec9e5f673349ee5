import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
public class ShuffleUnseeded {
    public static void main(String[] args) {
        List<Integer> l = new ArrayList<>(List.of(1, 2, 3));
        Collections.shuffle(l);
        assert l.get(0) != 3 : "3 first: " + l;
    }
}
