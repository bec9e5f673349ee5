// expect: assertion
// states: all=95 no-por=1098 no-symmetry=95 no-local-statics=115 none=1098 dpor=95
// about: worker b reads a non-final static with getstatic and then writes it through reflection (Field.setInt) while worker a reads it twice: the one-thread-statics claim sees getstatic and putstatic only, not reflective or Unsafe writes, so it must break at b's read (a second thread), or a's two reads would run as one step and never see the write between them
public class StaticsWrittenByReflection {
    static class Config {
        static int limit = 3;
    }

    public static void main(String[] args) throws Exception {
        int x = Config.limit;
        Thread a = new Thread(() -> {
            int l1 = Config.limit;
            int l2 = Config.limit;
            assert l1 == l2 : "a saw " + l1 + " then " + l2;
        });
        Thread b = new Thread(() -> {
            try {
                int l = Config.limit;
                Config.class.getDeclaredField("limit").setInt(null, l + 1);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        });
        a.start();
        b.start();
        a.join();
        b.join();
        assert x == 3;
    }
}
