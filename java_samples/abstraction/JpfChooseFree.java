// A hand-abstracted program whose error needs no Verify.randomBool()
// choice: choose-free search finds it (a real error), while Verify.getBoolean()
// (an input, not an abstraction) stays exhaustive.
// check: --choose-free => assertion choose_free states=all:2,none:2
// check: => assertion states=all:2,none:2
import gov.nasa.jpf.vm.Verify;

public class JpfChooseFree {
    static boolean positive;

    public static void main(String[] args) {
        boolean input = Verify.getBoolean();
        if (input) {
            positive = Verify.randomBool();
        } else {
            positive = true;
        }
        if (positive) {
            assert !input : "positive with input set";
        }
        assert positive || input;
        assert !positive : "positive without input";
    }
}
