// expect: inconclusive
// limit: some inputs were explored only in part
// about: Enum.hashCode is the identity hash, so a HashSet of enum constants iterates in an order a real JVM draws at random ([GREEN, BLUE, RED] under check, another order on JDK 17's HotSpot, where the assertion fails): the program's objects hashed by the class library are an input held at one value
import java.util.HashSet;
import java.util.List;
import java.util.Set;

public class HashSetOfEnumsOrder {
    enum Color { RED, GREEN, BLUE }

    public static void main(String[] args) {
        Set<Color> set = new HashSet<>(List.of(Color.RED, Color.GREEN, Color.BLUE));
        assert set.toString().equals("[GREEN, BLUE, RED]") : set.toString();
    }
}
