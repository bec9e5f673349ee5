// expect: exception java.lang.ArrayIndexOutOfBoundsException
// states: all=3 no-por=3 no-symmetry=3 none=3
// about: a tally of `new Random().nextInt(10)` in a 9-slot table: the draw 9 is out of bounds; every value of nextInt(10) is a choice under check
import java.util.Random;

public class RandomDieTable {
    public static void main(String[] args) {
        int[] tally = new int[9];
        Random random = new Random();
        tally[random.nextInt(10)]++;
        System.out.println(tally[0]);
    }
}
