// expect: no_violation
// states: all=23 no-por=23 no-symmetry=23 none=23
// about: RandomDieTable with a 10-slot table: every value of nextInt(10) fits, and all ten were explored, so the search is complete
import java.util.Random;

public class RandomDieTableOk {
    public static void main(String[] args) {
        int[] tally = new int[10];
        Random random = new Random();
        tally[random.nextInt(10)]++;
        if (random.nextBoolean()) {
            tally[random.nextInt(10)]++;
        }
        System.out.println(tally[0]);
    }
}
