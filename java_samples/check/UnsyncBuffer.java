// expect: assertion
// states: all=50 no-por=68 no-symmetry=50 none=68
// about: two producers put into an unsynchronised circular buffer; if both read tail 0 before either advances it, one item overwrites the other
public class UnsyncBuffer {
    static class Buffer {
        final int[] slots = new int[2];
        int tail;
        int count;

        void put(int v) {   // BUG: not synchronized
            slots[tail] = v;
            tail = (tail + 1) % slots.length;
            count++;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Buffer buf = new Buffer();
        Thread p1 = new Thread(() -> buf.put(1));
        Thread p2 = new Thread(() -> buf.put(2));
        p1.start();
        p2.start();
        p1.join();
        p2.join();
        int sum = buf.slots[0] + buf.slots[1];
        assert buf.count == 2 && sum == 3 : "count " + buf.count + " sum " + sum;
        System.out.println("sum " + sum);
    }
}
