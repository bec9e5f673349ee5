// expect: assertion
// states: all=15 no-por=15 no-symmetry=15 none=15
// about: JPF's list choices: a rate from getDoubleFromList and a count from random(2); only the rate 1.5 with count 2 exceeds the budget of 2.5
import gov.nasa.jpf.vm.Verify;

public class JpfVerifyLists {
    public static void main(String[] args) {
        double rate = Verify.getDoubleFromList(0.5, 1.0, 1.5);
        int count = Verify.random(2);
        long id = Verify.getLongFromList(7L, 9L);
        assert rate * count <= 2.5 : "cost " + rate * count + " for " + id;
    }
}
