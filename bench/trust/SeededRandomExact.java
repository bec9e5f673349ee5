import java.util.Random;
public class SeededRandomExact {
    public static void main(String[] args) {
        Random r = new Random(42);
        int a = r.nextInt(100);
        long b = r.nextLong();
        double c = r.nextDouble();
        String s = a + " " + b + " " + c;
        System.out.println(s);
        assert s.equals("30 1008396158678580193 0.047939305137387644") : s;
    }
}
