import java.util.Scanner;
public class StdinScanner {
    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        int v = sc.hasNextInt() ? sc.nextInt() : 0;
        assert v != 42 : "read 42";
    }
}
