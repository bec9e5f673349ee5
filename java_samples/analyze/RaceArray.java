// expect-races: RaceArray.slots[]
// expect-lock-order: none
// about: two threads update the same array element with no lock
public class RaceArray {
    static final int[] slots = new int[4];

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> { for (int i = 0; i < 3; i++) slots[i % 2] += 1; });
        Thread b = new Thread(() -> { for (int i = 0; i < 3; i++) slots[0] += 2; });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("slot0 " + slots[0]);
    }
}
