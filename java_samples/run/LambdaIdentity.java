// Lambda and method-reference identity as HotSpot has it: an expression that
// captures nothing evaluates to the same object at one call site every time
// (and to different objects at different sites); one that captures a value
// or `this` makes a new object each time.
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntSupplier;
import java.util.function.Supplier;
import java.util.function.Function;

public class LambdaIdentity {
    int base = 10;

    static Runnable nonCapturing() {
        return () -> System.out.println("run");
    }

    static IntSupplier capturing(int x) {
        return () -> x;
    }

    Supplier<Integer> capturingThis() {
        return () -> base;
    }

    Supplier<String> boundRef() {
        return this::toString;
    }

    static Function<String, Integer> unboundRef() {
        return String::length;
    }

    public static void main(String[] args) {
        Runnable r1 = nonCapturing();
        Runnable r2 = nonCapturing();
        System.out.println("non-capturing same site: " + (r1 == r2));
        Runnable other = () -> System.out.println("run");
        System.out.println("different sites: " + (r1 == other));
        System.out.println("capturing: " + (capturing(1) == capturing(1)));
        LambdaIdentity li = new LambdaIdentity();
        System.out.println("capturing this: " + (li.capturingThis() == li.capturingThis()));
        System.out.println("bound method ref: " + (li.boundRef() == li.boundRef()));
        System.out.println("unbound method ref: " + (unboundRef() == unboundRef()));
        List<Supplier<String>> loop = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            loop.add(() -> "same");
        }
        System.out.println("loop: " + (loop.get(0) == loop.get(1)) + " " + (loop.get(1) == loop.get(2)));
        System.out.println("hash equal: " + (r1.hashCode() == r2.hashCode()) + " equals: " + r1.equals(r2));
        r1.run();
        System.out.println(unboundRef().apply("four") + " " + capturing(7).getAsInt() + " " + li.capturingThis().get());
    }
}
