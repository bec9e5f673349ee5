// expect: assertion
// states: all=6 no-por=6 no-symmetry=6 none=6
// about: gov.nasa.jpf.vm.Verify is recognised too: getInt(1, 3) times a getBoolean choice; only n == 3 with doubling exceeds the limit of 5
import gov.nasa.jpf.vm.Verify;

public class JpfVerifyCompat {
    public static void main(String[] args) {
        int n = Verify.getInt(1, 3);
        boolean twice = Verify.getBoolean();
        int total = twice ? n * 2 : n;
        assert total <= 5 : "total " + total;
        System.out.println("total " + total);
    }
}
