// expect: assertion
// states: all=34 no-por=46 dpor=34
// about: S's initialiser (main) may create a C (C extends S, neither statics nor <clinit>): C is then initialised while S's initialisation is in progress (JVMS 5.5 step 3), so the other thread's new C() goes ahead without waiting for S and S's initialiser can see its write. Merging "C initialised" with "C not initialised" in the state hid this
import wayfinder.Verify;

public class ClinitSubclassEarly {
    static volatile boolean go;
    static volatile boolean done;
    static boolean sawEarly;

    static class S {
        static {
            if (Verify.randomBool()) {
                new C();
            }
            go = true;
            sawEarly = done;
        }
    }

    static class C extends S {}

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            if (go) {
                new C();
                done = true;
            }
        });
        t.start();
        new S();
        t.join();
        assert !sawEarly : "the other thread used C while S was still being initialised";
    }
}
