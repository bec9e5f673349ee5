// expect: no_violation
// states: all=17 no-por=17 no-symmetry=17 none=17
// about: main joins a worker with join(1000) and reads its result only when the worker has ended: correct whether the join is woken or times out
public class JoinTimeoutChecked {
    static int result;

    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> result = 42);
        worker.start();
        worker.join(1000);
        if (!worker.isAlive()) {
            assert result == 42;
        }
    }
}
