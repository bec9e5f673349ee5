// expect: assertion
// states: all=20 no-por=42 no-symmetry=20 none=42 dpor=20
// about: main reads a flag and then joins a future completed before the other thread started; that thread overwrites the result with obtrudeValue and then sets the flag, so main can see the flag unset and still join the overwritten value, when the obtrude falls between its two reads (joins of a completed future take no scheduling point only while nothing obtrudes)
import java.util.concurrent.CompletableFuture;

public class ObtrudeBetweenReads {
    static volatile boolean flag;

    public static void main(String[] args) throws Exception {
        CompletableFuture<Integer> f = CompletableFuture.completedFuture(1);
        Thread t = new Thread(() -> {
            f.obtrudeValue(2);
            flag = true;
        });
        t.start();
        boolean seen = flag;
        int v = f.join();
        t.join();
        assert seen || v == 1 : "flag unset but the value was overwritten: " + v;
    }
}
