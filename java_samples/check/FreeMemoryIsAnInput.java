// expect: inconclusive
// limit: some inputs were explored only in part
// about: Runtime.freeMemory() is held at half the heap and totalMemory() at the whole heap under check; on a real JVM both move with the collector (free is rarely exactly half of the committed heap, and the assertion fails), so a program that reads them was checked with one figure only
public class FreeMemoryIsAnInput {
    public static void main(String[] args) {
        long free = Runtime.getRuntime().freeMemory();
        long total = Runtime.getRuntime().totalMemory();
        assert free * 2 == total : "free " + free + " of " + total;
    }
}
