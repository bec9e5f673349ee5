// expect: deadlock
// states: all=6 no-por=6 no-symmetry=6 none=6
// about: Registry's static initialiser starts a thread running a lambda and joins it; the lambda's body is a method of Registry, so the helper waits for Registry's initialisation, which waits (in join) for the helper
public class ClinitLambdaDeadlock {
    static volatile int helped;

    static class Registry {
        static final int SIZE;
        static {
            Thread helper = new Thread(() -> helped = 1);
            helper.start();
            try {
                helper.join();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
            SIZE = helped;
        }
    }

    public static void main(String[] args) {
        assert Registry.SIZE == 1;
    }
}
