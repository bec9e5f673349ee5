// expect: no_violation
// states: all=1225 no-por=4834 no-symmetry=1225 none=4834 no-local-statics=1445 dpor=541
// about: 3 buyers, limit 2, check-and-increment inside one synchronized method, so exactly 2 tickets are sold
public class TicketsSynchronized {
    static final int LIMIT = 2;
    static int sold;

    static synchronized void buy() {
        if (sold < LIMIT) {
            sold++;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] buyers = new Thread[3];
        for (int i = 0; i < buyers.length; i++) {
            buyers[i] = new Thread(TicketsSynchronized::buy);
            buyers[i].start();
        }
        for (Thread t : buyers) t.join();
        assert sold == LIMIT : "sold " + sold;
        System.out.println("sold " + sold);
    }
}
