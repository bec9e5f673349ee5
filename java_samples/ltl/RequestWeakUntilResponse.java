// ltl: [] ({RequestWeakUntilResponse.state == 1} -> ({RequestWeakUntilResponse.state == 1} W {RequestWeakUntilResponse.state == 2}))
// expect: holds
// expect-fair: holds
// states: all=118 no-por=118 no-symmetry=118 none=118 ndfs=118
// states-fair: all=118 no-por=118 no-symmetry=118 none=118 ndfs=118
// about: RequestUntilResponse with the weak until: a request that stays pending forever satisfies it, so it holds without fairness too; the request is never withdrawn or overwritten before its answer
public class RequestWeakUntilResponse {
    /** 0 idle, 1 requested, 2 answered. */
    static volatile int state;

    public static void main(String[] args) throws InterruptedException {
        Thread server = new Thread(() -> {
            for (int i = 0; i < 2; i++) {
                while (state != 1) {
                    Thread.yield();
                }
                state = 2;
            }
        });
        server.start();
        for (int i = 0; i < 2; i++) {
            state = 1;
            while (state != 2) {
                Thread.yield();
            }
            state = 0;
        }
        server.join();
    }
}
