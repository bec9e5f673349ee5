// expect: exception java.lang.ArithmeticException
// states: all=1 no-por=1 no-symmetry=1 none=1
// about: single thread: averaging an empty array divides by zero in every run
public class SingleThreadException {
    static int average(int[] values) {
        int sum = 0;
        for (int v : values) sum += v;
        return sum / values.length;
    }

    public static void main(String[] args) {
        System.out.println("average " + average(new int[] {4, 6}));
        System.out.println("average " + average(new int[0]));
    }
}
