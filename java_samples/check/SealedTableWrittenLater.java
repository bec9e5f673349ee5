// expect: assertion
// states: all=23 no-por=100 no-symmetry=23 none=100
// about: a class initialiser publishes a table that one thread reads twice while another thread later writes it: the first run takes the table as sealed (its reads no scheduling points), sees the write, and starts again without sealing int[]; then the write between the two reads is found
public class SealedTableWrittenLater {
    static final class Table {
        static final int[] CODES = new int[8];

        static {
            for (int i = 0; i < CODES.length; i++) {
                CODES[i] = 10 * i;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int warm = Table.CODES[0];
        Thread reader = new Thread(() -> {
            int first = Table.CODES[3];
            int second = Table.CODES[3];
            assert first == second : first + " then " + second;
        });
        Thread writer = new Thread(() -> Table.CODES[3] = 31);
        reader.start();
        writer.start();
        reader.join();
        writer.join();
        assert warm == 0;
    }
}
