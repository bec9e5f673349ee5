// expect: assertion
// states: all=31 no-por=135 no-symmetry=31 none=135
// about: the writer sets ready before data; a reader running between the two writes sees ready == true and data == 0
public class FlagBeforeData {
    static class Mailbox {
        boolean ready;
        int data;
    }

    public static void main(String[] args) throws InterruptedException {
        Mailbox box = new Mailbox();
        Thread writer = new Thread(() -> {
            box.ready = true;   // BUG: published before the data is written
            box.data = 42;
        });
        Thread reader = new Thread(() -> {
            if (box.ready) {
                assert box.data == 42 : "saw ready but data " + box.data;
            }
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("data " + box.data);
    }
}
