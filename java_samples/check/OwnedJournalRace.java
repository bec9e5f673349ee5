// expect: assertion
// states: all=20 no-por=20 no-symmetry=20 none=20 dpor=20
// about: main reads one element of a journal array twice while a worker writes it once: whichever thread touches the array first owns it in the first run, the other's access breaks that claim and the search starts again with the array shared; then the write between the two reads is found
public class OwnedJournalRace {
    static int[] journal;

    public static void main(String[] args) throws InterruptedException {
        journal = new int[4];
        Thread worker = new Thread(() -> journal[2] = 7);
        worker.start();
        int first = journal[2];
        int second = journal[2];
        worker.join();
        assert first == second : first + " then " + second;
    }
}
