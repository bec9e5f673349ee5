// expect: no_violation
// states: all=59 no-por=104 no-symmetry=59 none=104
// about: the writer stores data and then sets a volatile ready flag, so a reader that sees ready == true also sees the data
public class DataBeforeFlag {
    static class Mailbox {
        volatile boolean ready;
        int data;
    }

    public static void main(String[] args) throws InterruptedException {
        Mailbox box = new Mailbox();
        Thread writer = new Thread(() -> {
            box.data = 42;
            box.ready = true;
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
