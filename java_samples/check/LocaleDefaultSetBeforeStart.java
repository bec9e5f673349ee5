// expect: no_violation
// states: all=65 no-symmetry=79 dpor=63
// bounded-in: no-por,none 5000
// bounded-without-library-atomicity: 5000
// about: the default locale is set (and a first number formatted, filling the locale caches) before the two workers start; each formats a number with String.format into a shared ConcurrentHashMap; the locale services' calls (Locale.getDefault, the number symbols) take no scheduling point, since no thread writes the default while the workers run
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

public class LocaleDefaultSetBeforeStart {
    public static void main(String[] args) throws Exception {
        Locale.setDefault(Locale.GERMANY);
        String zero = String.format("%,d", 0);
        Map<String, String> seen = new ConcurrentHashMap<>();
        Thread a = new Thread(() -> seen.put("a", String.format("%,d", 1234567)), "a");
        Thread b = new Thread(() -> seen.put("b", String.format("%,d", 7654321)), "b");
        a.start();
        b.start();
        a.join();
        b.join();
        assert seen.equals(Map.of("a", "1.234.567", "b", "7.654.321")) : seen.toString();
        assert zero.equals("0");
    }
}
