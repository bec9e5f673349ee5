// expect: no_violation
// states: all=2 no-por=2 no-symmetry=2 none=2
// about: single thread: sorts an array, sums primes below 50 and checks both; terminates normally
import java.util.Arrays;

public class SingleThreadOk {
    static boolean isPrime(int n) {
        if (n < 2) return false;
        for (int d = 2; d * d <= n; d++) {
            if (n % d == 0) return false;
        }
        return true;
    }

    public static void main(String[] args) {
        int[] a = {5, 3, 9, 1, 7};
        Arrays.sort(a);
        for (int i = 1; i < a.length; i++) {
            assert a[i - 1] <= a[i];
        }
        int sum = 0;
        for (int n = 0; n < 50; n++) {
            if (isPrime(n)) sum += n;
        }
        assert sum == 328 : "sum " + sum;
        System.out.println("sorted " + Arrays.toString(a) + ", prime sum " + sum);
    }
}
