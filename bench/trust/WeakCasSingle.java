import java.util.concurrent.atomic.AtomicInteger;
public class WeakCasSingle {
    public static void main(String[] args) {
        AtomicInteger a = new AtomicInteger();
        boolean ok = a.weakCompareAndSetPlain(0, 1);
        assert ok : "weak CAS failed spuriously";
    }
}
