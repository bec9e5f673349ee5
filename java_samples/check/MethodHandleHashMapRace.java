// expect: assertion
// about: two threads put different keys into one HashMap through a method handle to HashMap.put; the handle runs put as the program's own call would (with scheduling points, HashMap is not thread-safe), so when both read the size before either writes it the map counts one entry and main's assertion fails
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.HashMap;

public class MethodHandleHashMapRace {
    public static void main(String[] args) throws Throwable {
        HashMap<String, Integer> map = new HashMap<>();
        MethodHandle put = MethodHandles.lookup().findVirtual(HashMap.class, "put",
                MethodType.methodType(Object.class, Object.class, Object.class)).bindTo(map);
        Thread a = new Thread(() -> {
            try {
                Object unused = put.invoke("a", 1);
            } catch (Throwable t) {
                throw new RuntimeException(t);
            }
        });
        Thread b = new Thread(() -> {
            try {
                Object unused = put.invoke("b", 2);
            } catch (Throwable t) {
                throw new RuntimeException(t);
            }
        });
        a.start();
        b.start();
        a.join();
        b.join();
        assert map.size() == 2 : "lost entry: size " + map.size();
    }
}
