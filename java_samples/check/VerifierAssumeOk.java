// expect: inconclusive
// (nondetInt() ranges over a bounded set, so "no violation" cannot be claimed for all ints)
// about: sv-benchmarks style: x = nondetInt() with assume(1 <= x <= 5) and a nondetBoolean; (10 / x) * x <= 10 holds for every positive x
import org.sosy_lab.sv_benchmarks.Verifier;

public class VerifierAssumeOk {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        Verifier.assume(x >= 1 && x <= 5);
        boolean negate = Verifier.nondetBoolean();
        int q = 10 / x;
        int r = q * x;
        if (negate) r = -r;
        assert r <= 10 && r >= -10 : "r = " + r;
        System.out.println("ok " + x + " " + r);
    }
}
