// expect: no_violation
// states: all=10 no-por=12 no-symmetry=10 none=12
// about: as ClinitLambdaDeadlock, but the helper runs a method reference to another class's static method, so it needs no class that is being initialised
public class ClinitLambdaNoCycle {
    static volatile int helped;

    static class Helper {
        static void help() {
            helped = 1;
        }
    }

    static class Registry {
        static final int SIZE;
        static {
            Thread helper = new Thread(Helper::help);
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
