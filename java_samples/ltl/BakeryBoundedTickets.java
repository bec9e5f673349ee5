// ltl: [] {BakeryBoundedTickets.inCs <= 1}
// expect: holds
// expect-fair: holds
// states: all=31185 no-por=50904 no-symmetry=31185 none=50904 ndfs=31185
// states-fair: all=31185 no-por=50904 no-symmetry=31185 none=50904 ndfs=31185
// about: Lamport's bakery lock for two threads that enter twice each (so tickets stay bounded): inCs counts the threads in the critical section and never exceeds one
public class BakeryBoundedTickets {
    static final int N = 2;
    static final int ROUNDS = 2;
    static volatile boolean[] choosing = new boolean[N];
    static volatile int[] number = new int[N];
    static volatile int inCs;

    static void lock(int i) {
        choosing[i] = true;
        int max = 0;
        for (int j = 0; j < N; j++) {
            max = Math.max(max, number[j]);
        }
        number[i] = max + 1;
        choosing[i] = false;
        for (int j = 0; j < N; j++) {
            while (choosing[j]) { }
            while (number[j] != 0 && (number[j] < number[i] || (number[j] == number[i] && j < i))) { }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = new Thread[N];
        for (int k = 0; k < N; k++) {
            final int i = k;
            ts[k] = new Thread(() -> {
                for (int r = 0; r < ROUNDS; r++) {
                    lock(i);
                    inCs++;
                    inCs--;
                    number[i] = 0;
                }
            });
            ts[k].start();
        }
        for (Thread t : ts) t.join();
    }
}
