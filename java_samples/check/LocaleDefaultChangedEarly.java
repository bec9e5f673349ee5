// expect: assertion
// states: all=35 no-symmetry=35 dpor=35
// bounded-in: no-por,none 5000
// bounded-without-library-atomicity: 5000
// about: main switches the default locale to German and only then raises a volatile flag; the worker takes "flag not raised" to mean "default not switched yet" and formats with the default locale in between, so when main's setDefault falls between the worker's flag read and its String.format the number comes out as 1.234.567 (the locale services' calls take no scheduling point only while no thread writes their inputs: this setDefault breaks that claim and the search starts again with their points)
import java.util.Locale;

public class LocaleDefaultChangedEarly {
    static volatile boolean switched;

    public static void main(String[] args) throws Exception {
        Locale.setDefault(Locale.US);
        String warm = String.format("%,d", 1);
        Thread worker = new Thread(() -> {
            boolean before = !switched;
            String s = String.format("%,d", 1234567);
            if (before) {
                assert s.equals("1,234,567") : s;
            }
        }, "worker");
        worker.start();
        Locale.setDefault(Locale.GERMANY);
        switched = true;
        worker.join();
        System.out.println(warm);
    }
}
