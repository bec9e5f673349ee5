// ltl: [] !(thrown("ThrownOneAtATime$BadNumber") && thrown("ThrownOneAtATime$BadConfig"))
// expect: holds
// states: all=4 no-por=4 no-symmetry=4 none=4 ndfs=4
// about: the same wrapping as ThrownWrapped: each throw `thrown` names ends its transition, so no state has both exceptions thrown by the step that reached it (before, one transition threw both and the formula seemed violated)
public class ThrownOneAtATime {
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
