// BigInteger and BigDecimal: factorials, primes, modPow/modInverse, shifts of
// negatives, every RoundingMode, MathContext division, sqrt, stripping,
// engineering notation, exact-conversion and parse errors.
import java.math.*;

public class BigMath3 {
    public static void main(String[] args) {
        BigInteger f = BigInteger.ONE;
        for (int i = 2; i <= 50; i++) f = f.multiply(BigInteger.valueOf(i));
        System.out.println(f + " " + f.bitLength() + " " + f.bitCount() + " " + f.getLowestSetBit());
        System.out.println(f.toString(36) + " " + f.sqrt() + " " + f.mod(BigInteger.valueOf(1_000_000_007)));
        BigInteger p = new BigInteger("170141183460469231731687303715884105727");
        System.out.println(p.isProbablePrime(50) + " " + p.nextProbablePrime().subtract(p));
        System.out.println(BigInteger.TWO.modPow(BigInteger.valueOf(1000), p) + " " + BigInteger.valueOf(17).modInverse(BigInteger.valueOf(3120)));
        System.out.println(BigInteger.valueOf(-17).divideAndRemainder(BigInteger.valueOf(5))[0] + " " + BigInteger.valueOf(-17).mod(BigInteger.valueOf(5)));
        System.out.println(BigInteger.valueOf(-1).shiftLeft(70) + " " + BigInteger.valueOf(-12345).shiftRight(3) + " " + BigInteger.valueOf(-5).not());
        System.out.println(new BigInteger("-255").toByteArray().length + " " + new BigInteger(1, new byte[]{(byte) 0xff, 0x01}));
        System.out.println(BigInteger.valueOf(12).gcd(BigInteger.valueOf(-18)) + " " + BigInteger.TEN.pow(30).longValue());
        try {
            BigInteger.TEN.pow(30).longValueExact();
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        BigDecimal a = new BigDecimal("10");
        System.out.println(a.divide(new BigDecimal("3"), 20, RoundingMode.HALF_UP) + " " + a.divide(new BigDecimal("3"), MathContext.DECIMAL64));
        try {
            a.divide(new BigDecimal("3"));
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        for (RoundingMode m : RoundingMode.values()) {
            if (m == RoundingMode.UNNECESSARY) continue;
            StringBuilder sb = new StringBuilder(m + ":");
            for (String s : new String[]{"5.5", "2.5", "1.6", "1.1", "-1.1", "-2.5", "-5.5"}) {
                sb.append(' ').append(new BigDecimal(s).setScale(0, m));
            }
            System.out.println(sb);
        }
        System.out.println(new BigDecimal(0.1) + " " + BigDecimal.valueOf(0.1) + " " + new BigDecimal("1E+5").toPlainString() + " " + new BigDecimal("0.000001234").toString());
        System.out.println(new BigDecimal("1.2300").stripTrailingZeros() + " " + new BigDecimal("100").stripTrailingZeros() + " " + new BigDecimal("100").stripTrailingZeros().toPlainString());
        System.out.println(new BigDecimal("1.0").equals(new BigDecimal("1.00")) + " " + new BigDecimal("1.0").compareTo(new BigDecimal("1.00")) + " " + new BigDecimal("1.0").hashCode());
        System.out.println(new BigDecimal("2").sqrt(new MathContext(40)) + " " + new BigDecimal("123.456").precision() + " " + new BigDecimal("123.456").unscaledValue());
        System.out.println(new BigDecimal("1234.5678").round(new MathContext(3)) + " " + new BigDecimal("-0.00").signum() + " " + new BigDecimal("9.99").toBigInteger());
        System.out.println(new BigDecimal("1e400").doubleValue() + " " + new BigDecimal("123.456e-3").toEngineeringString() + " " + new BigDecimal("12345e3").toEngineeringString());
        System.out.println(new BigDecimal("3.14159").movePointRight(3) + " " + new BigDecimal("3.14159").scaleByPowerOfTen(-2) + " " + new BigDecimal("7").remainder(new BigDecimal("2.5")));
        System.out.println(BigDecimal.valueOf(Long.MAX_VALUE).add(BigDecimal.ONE).multiply(BigDecimal.valueOf(2)).pow(3));
        try {
            new BigDecimal("1.5").intValueExact();
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        try {
            new BigDecimal("abc");
        } catch (NumberFormatException e) {
            System.out.println("NFE " + e.getMessage());
        }
        System.out.println(new BigDecimal("0.1").add(new BigDecimal("0.2")).equals(new BigDecimal("0.3")) + " " + (0.1 + 0.2));
    }
}
