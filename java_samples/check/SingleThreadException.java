// expect: exception java.lang.ArithmeticException
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
