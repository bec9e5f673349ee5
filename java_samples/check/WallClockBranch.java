// expect: inconclusive
// states: all=2 no-por=2 no-symmetry=2 none=2
// about: the program branches on the wall clock's value, which the search fixes at one start (--clock-start); a violation-free search is therefore not complete
public class WallClockBranch {
    public static void main(String[] args) {
        long now = System.currentTimeMillis();
        if (now % 1000 == 7) {
            System.out.println("an unlucky millisecond");
        }
        System.out.println("done");
    }
}
