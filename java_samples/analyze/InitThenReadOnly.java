// expect-races: none
// expect-lock-order: none
// about: main fills a table and a settings object, then starts readers that only read them: Exclusive, then Shared, never Shared-Modified
public class InitThenReadOnly {
    static class Settings {
        int scale;
        String label;
    }

    static int[] table;
    static Settings settings;

    public static void main(String[] args) throws InterruptedException {
        table = new int[16];
        for (int i = 0; i < table.length; i++) {
            table[i] = i * i;
        }
        settings = new Settings();
        settings.scale = 3;
        settings.label = "squares";
        Thread[] readers = new Thread[3];
        long[] sums = new long[3];
        for (int t = 0; t < readers.length; t++) {
            final int me = t;
            readers[t] = new Thread(() -> {
                long s = 0;
                for (int i = 0; i < table.length; i++) {
                    s += table[i] * settings.scale;
                }
                sums[me] = s;
            });
        }
        for (Thread r : readers) r.start();
        for (Thread r : readers) r.join();
        System.out.println(settings.label + " " + sums[0] + " " + sums[1] + " " + sums[2]);
    }
}
