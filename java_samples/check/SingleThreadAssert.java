// expect: assertion
// states: all=1 no-por=1 no-symmetry=1 none=1
// about: single thread: an off-by-one loop misses the last element, so the asserted sum is wrong in every run
public class SingleThreadAssert {
    public static void main(String[] args) {
        int[] values = {1, 2, 3, 4};
        int sum = 0;
        for (int i = 0; i < values.length - 1; i++) {   // BUG: skips the last element
            sum += values[i];
        }
        assert sum == 10 : "sum " + sum;
        System.out.println("sum " + sum);
    }
}
