// expect: inconclusive
// limit: some inputs were explored only in part
// about: Set.of with more than two elements iterates from a point and in a direction a salt decides, which a real JVM draws from its clock at start-up: the order differs from run to run (the assertion fails in most), while under check it is one order; iterating one is an input held at one value
import java.util.Set;

public class SetOfOrderIsAnInput {
    public static void main(String[] args) {
        Set<String> set = Set.of("alpha", "beta", "gamma", "delta");
        assert set.toString().equals("[delta, alpha, gamma, beta]") : set.toString();
    }
}
