// An abstract value reaches a place that needs a concrete one (string
// conversion for println): the path ends there with a report naming the
// field and the line, and the search is inconclusive.
// check: --abstract PrintsAbstract.hits=signs => inconclusive ended states=all:1,none:1
// check: => no_violation states=all:2,none:2
public class PrintsAbstract {
    static int hits;

    public static void main(String[] args) {
        hits = hits + 2;
        System.out.println("hits: " + hits);
    }
}
