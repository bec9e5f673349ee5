// ltl: [] (thrown("ThrownWrapped$BadNumber") -> thrown("ThrownWrapped$BadConfig"))
// expect: violated-stutter
// states: all=7 no-por=7 no-symmetry=7 none=7 ndfs=7
// about: load() catches the BadNumber that parse() throws and throws a BadConfig wrapping it; a throw `thrown` names ends the transition right after it, so the state where only BadNumber was thrown is seen (before throws were visible, both throws fell in one transition and the implication seemed to hold)
public class ThrownWrapped {
    static class BadNumber extends RuntimeException {
        BadNumber(String what) {
            super(what);
        }
    }

    static class BadConfig extends RuntimeException {
        BadConfig(String what, Throwable cause) {
            super(what, cause);
        }
    }

    static int parse(String s) {
        if (s.length() == 0) {
            throw new BadNumber("empty");
        }
        return s.length();
    }

    static int load(String s) {
        try {
            return parse(s);
        } catch (BadNumber e) {
            throw new BadConfig("bad config", e);
        }
    }

    public static void main(String[] args) {
        int v;
        try {
            v = load("");
        } catch (BadConfig e) {
            v = -1;
        }
        if (v != -1) {
            throw new AssertionError("not reached");
        }
    }
}
