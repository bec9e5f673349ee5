public class MathRandomBand {
    public static void main(String[] args) {
        double d = Math.random();
        assert !(d > 0.3 && d < 0.4) : "in band " + d;
    }
}
