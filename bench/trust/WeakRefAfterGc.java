import java.lang.ref.WeakReference;
public class WeakRefAfterGc {
    public static void main(String[] args) {
        WeakReference<Object> w = new WeakReference<>(new Object());
        System.gc();
        assert w.get() == null : "not cleared";
    }
}
