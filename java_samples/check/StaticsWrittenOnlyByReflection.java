// expect: assertion
// states: all=92 no-por=1135 no-symmetry=92 no-local-statics=112 none=1135 dpor=92
// about: worker a reads a non-final static twice while worker b writes it only through reflection (Field.setInt(null, ..)): the reflective write uses the class's statics as a putstatic would, so it breaks a's one-thread-statics claim and a's reads become points (the start build saw getstatic/putstatic only and said no violation)
public class StaticsWrittenOnlyByReflection {
    static class Config {
        static int limit = 3;
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> {
            int l1 = Config.limit;
            int l2 = Config.limit;
            assert l1 == l2 : "a saw " + l1 + " then " + l2;
        });
        Thread b = new Thread(() -> {
            try {
                Config.class.getDeclaredField("limit").setInt(null, 4);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        });
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
