// expect: assertion
// states: all=3 no-por=3 no-symmetry=3 none=3
// about: sv-benchmarks style: x = nondetInt() with assume(1 <= x <= 5); (10 / x) * x == 10 fails for x == 3 and x == 4 (integer division)
import org.sosy_lab.sv_benchmarks.Verifier;

public class VerifierAssume {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        Verifier.assume(x >= 1 && x <= 5);
        int q = 10 / x;
        assert q * x == 10 : "10 / " + x + " * " + x + " = " + q * x;
        System.out.println("ok " + x);
    }
}
