// expect: no_violation
// states: all=60 no-por=143 no-symmetry=60 none=143
// about: the reader copies the shared field into a local once and uses only the copy, so a concurrent clear cannot cause a null dereference
public class NullCheckLocalCopy {
    static class Holder {
        String name = "wayfinder";
    }

    static int length = -1;

    public static void main(String[] args) throws InterruptedException {
        Holder h = new Holder();
        Thread reader = new Thread(() -> {
            String n = h.name;
            length = n != null ? n.length() : 0;
        });
        Thread clearer = new Thread(() -> h.name = null);
        reader.start();
        clearer.start();
        reader.join();
        clearer.join();
        assert length == 0 || length == 9 : "length " + length;
        System.out.println("length " + length);
    }
}
