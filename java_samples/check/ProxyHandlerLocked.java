// expect: no_violation
// states: all=332 no-por=1175 no-symmetry=604 none=3602
// about: two threads each make a proxy of the same interface (one proxy class is defined for both, whoever asks first) and call it; the handler adds the amount of the method's @Step annotation (read before the threads start) to a plain int, under a lock, so no update is lost
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;

public class ProxyHandlerLocked {
    @Retention(RetentionPolicy.RUNTIME)
    @interface Step { int value(); }

    interface Counter {
        @Step(2)
        void bump();
    }

    static int total;

    public static void main(String[] args) throws Exception {
        int step = Counter.class.getMethod("bump").getAnnotation(Step.class).value();
        InvocationHandler h = (proxy, method, a) -> {
            synchronized (ProxyHandlerLocked.class) {
                int t = total;
                total = t + step;
            }
            return null;
        };
        Runnable r = () -> {
            Counter c = (Counter) Proxy.newProxyInstance(null, new Class<?>[] {Counter.class}, h);
            c.bump();
        };
        Thread t1 = new Thread(r);
        Thread t2 = new Thread(r);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert total == 4 : "lost update: " + total;
    }
}
