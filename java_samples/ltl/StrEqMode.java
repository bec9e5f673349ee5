// ltl: [] (streq(StrEqMode.mode, "ready") -> [] !{StrEqMode.mode == "idle"}) && <> streq(StrEqMode.mode, "ready")
// expect: holds
// states: all=20 no-por=236 no-symmetry=20 none=236 ndfs=23
// about: strings compare by value (streq, and == with a string literal): the mode goes from idle to ready, built at run time so that it is not the literal's object, and never back
public class StrEqMode {
    static volatile String mode = "idle";

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            StringBuilder sb = new StringBuilder();
            sb.append("rea").append("dy");
            mode = sb.toString();
        });
        t.start();
        t.join();
    }
}
