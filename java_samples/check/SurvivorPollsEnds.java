// expect: no_violation
// states: all=87 no-por=102 no-symmetry=87 none=102 dpor=63
// about: two workers each write their own slot and end; main polls isAlive until both ended and then reads both slots; each end conflicts with main's polling (the worker's life) and, the last one, with main's transitions (main is left alone alive); no order lets main see a slot unwritten
public class SurvivorPollsEnds {
    static int[] slots = new int[2];

    public static void main(String[] args) {
        Thread a = new Thread(() -> slots[0] = 1);
        Thread b = new Thread(() -> slots[1] = 2);
        a.start();
        b.start();
        while (a.isAlive() || b.isAlive()) {
            Thread.yield();
        }
        assert slots[0] + slots[1] == 3 : "a slot unwritten after both ends";
    }
}
