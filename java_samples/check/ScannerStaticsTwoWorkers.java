// expect: no_violation
// states: all=46 no-symmetry=59 dpor=44
// bounded-in: no-por,none 5000
// bounded-without-library-atomicity: 5000
// about: two workers each parse a line with their own Scanner (main parsed one first, filling the locale caches) and add the numbers to a shared LongAdder; Scanner's patterns are private statics only its class initialiser writes, read without a scheduling point, and the Scanner's locale services take none either, so only the adder's calls interleave
import java.util.Scanner;
import java.util.concurrent.atomic.LongAdder;

public class ScannerStaticsTwoWorkers {
    static int sum(String line) {
        try (Scanner sc = new Scanner(line)) {
            int s = 0;
            while (sc.hasNextInt()) {
                s += sc.nextInt();
            }
            return s;
        }
    }

    public static void main(String[] args) throws Exception {
        LongAdder total = new LongAdder();
        total.add(sum("1 2"));
        Thread a = new Thread(() -> total.add(sum("10 20")), "a");
        Thread b = new Thread(() -> total.add(sum("100 200")), "b");
        a.start();
        b.start();
        a.join();
        b.join();
        assert total.sum() == 333 : total.sum();
    }
}
