// expect: assertion
// states: all=53 no-por=178 no-symmetry=53 none=178 no-local-statics=61
// about: 3 buyers each do "if (sold < 2) sold++" unsynchronised; needs all three: one sells, the other two both see sold == 1, and sold reaches 3
public class OversoldTickets {
    static final int LIMIT = 2;
    static int sold;

    static void buy() {
        if (sold < LIMIT) {
            sold++;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] buyers = new Thread[3];
        for (int i = 0; i < buyers.length; i++) {
            buyers[i] = new Thread(OversoldTickets::buy);
            buyers[i].start();
        }
        for (Thread t : buyers) t.join();
        assert sold <= LIMIT : "sold " + sold;
        System.out.println("sold " + sold);
    }
}
