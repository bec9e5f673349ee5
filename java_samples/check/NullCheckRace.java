// expect: exception java.lang.NullPointerException
// states: all=27 no-por=51 no-symmetry=27 none=51
// about: the reader tests the field for null and then reads it again; if the clearer nulls it in between, the second read throws
public class NullCheckRace {
    static class Holder {
        String name = "wayfinder";
    }

    static int length;

    public static void main(String[] args) throws InterruptedException {
        Holder h = new Holder();
        Thread reader = new Thread(() -> {
            if (h.name != null) {
                length = h.name.length();   // BUG: second read of a shared field
            }
        });
        Thread clearer = new Thread(() -> h.name = null);
        reader.start();
        clearer.start();
        reader.join();
        clearer.join();
        System.out.println("length " + length);
    }
}
