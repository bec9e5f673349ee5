// Registration for finalization happens when Object.<init> returns, as in
// HotSpot: an object whose constructor throws before the chain reaches
// Object's constructor (here in the argument of super(...)) is never
// finalized; one whose constructor throws after it is.
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class FinalizeAfterObjectInit {
    static final List<String> finalized = Collections.synchronizedList(new ArrayList<>());

    static class Base {
        final String name;
        Base(String name) { this.name = name; }
    }

    static class Fin extends Base {
        Fin(String name, boolean early, boolean late) {
            super(early ? fail(name) : name);
            if (late) {
                throw new IllegalStateException("late " + name);
            }
        }

        static String fail(String name) {
            throw new IllegalStateException("early " + name);
        }

        @Override
        protected void finalize() {
            finalized.add(String.valueOf(name));
        }
    }

    static void make(String name, boolean early, boolean late) {
        try {
            new Fin(name, early, late);
            System.out.println("constructed " + name);
        } catch (IllegalStateException e) {
            System.out.println("threw: " + e.getMessage());
        }
    }

    public static void main(String[] args) throws Exception {
        make("ok", false, false);
        make("early", true, false);
        make("late", false, true);
        for (int i = 0; i < 5 && finalized.size() < 2; i++) {
            System.gc();
            System.runFinalization();
        }
        List<String> names = new ArrayList<>(finalized);
        Collections.sort(names);
        System.out.println("finalized: " + names);
    }
}
