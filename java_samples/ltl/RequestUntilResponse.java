// ltl: [] ({RequestUntilResponse.state == 1} -> ({RequestUntilResponse.state == 1} U {RequestUntilResponse.state == 2}))
// expect: violated
// expect-fair: holds
// states: all=8 no-por=8 no-symmetry=8 none=8 ndfs=46
// states-fair: all=118 no-por=118 no-symmetry=118 none=118 ndfs=249
// about: a client posts a request (state 1) and spins until the server answers (state 2), twice; "a request stays pending until it is answered" with the strong until needs the answer to come: without fairness the client spins forever and the server never runs (a lasso), with weak fairness it holds. RequestWeakUntilResponse states the same with W
public class RequestUntilResponse {
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
