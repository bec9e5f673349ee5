// BigInteger and BigDecimal: factorials, powers, modPow/modInverse, gcd,
// primality, bit operations, radix conversion; BigDecimal arithmetic with
// scales, rounding modes, division with MathContext, compareTo vs equals.
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

public class BigNumbers {
    public static void main(String[] args) {
        BigInteger f = BigInteger.ONE;
        for (int i = 2; i <= 50; i++) {
            f = f.multiply(BigInteger.valueOf(i));
        }
        System.out.println("50! = " + f + " (bitLength " + f.bitLength() + ", digits " + f.toString().length() + ")");
        BigInteger two = BigInteger.TWO;
        System.out.println("2^200 = " + two.pow(200));
        System.out.println("2^200 hex = " + two.pow(200).subtract(BigInteger.ONE).toString(16));
        BigInteger m = new BigInteger("1000000007");
        System.out.println("3^(10^18) mod p = " + BigInteger.valueOf(3).modPow(BigInteger.TEN.pow(18), m));
        System.out.println("inverse of 12345 mod p = " + BigInteger.valueOf(12345).modInverse(m));
        System.out.println("gcd = " + new BigInteger("123456789012345678901234567890").gcd(new BigInteger("987654321098765432109876543210")));
        System.out.println("isProbablePrime(2^61-1) = " + two.pow(61).subtract(BigInteger.ONE).isProbablePrime(50)
                + ", (2^61+1) = " + two.pow(61).add(BigInteger.ONE).isProbablePrime(50));
        BigInteger a = new BigInteger("-987654321987654321987654321");
        BigInteger b = new BigInteger("123456789");
        BigInteger[] qr = a.divideAndRemainder(b);
        System.out.println("divideAndRemainder " + qr[0] + " r " + qr[1] + " mod " + a.mod(b) + " signum " + a.signum()
                + " abs " + a.abs() + " negate " + a.negate());
        System.out.println("bits: " + b.shiftLeft(70) + " " + a.shiftRight(40) + " " + b.and(BigInteger.valueOf(0xFF)) + " "
                + b.or(BigInteger.ONE.shiftLeft(40)) + " " + b.xor(b) + " " + b.not() + " " + b.testBit(0) + " " + b.bitCount());
        System.out.println("parse radix 2: " + new BigInteger("-101010", 2) + " radix 36: " + new BigInteger("zz", 36)
                + " toString(36): " + f.toString(36));
        System.out.println("compare " + a.compareTo(b) + " equals " + BigInteger.valueOf(5).equals(new BigInteger("5"))
                + " longValue overflow " + f.longValue() + " intValue " + f.intValue() + " sqrt(10^30) " + BigInteger.TEN.pow(30).sqrt());
        try {
            f.longValueExact();
        } catch (ArithmeticException e) {
            System.out.println("longValueExact: " + e.getMessage());
        }
        try {
            BigInteger.ONE.divide(BigInteger.ZERO);
        } catch (ArithmeticException e) {
            System.out.println("divide by zero: " + e.getMessage());
        }
        BigInteger fibA = BigInteger.ZERO, fibB = BigInteger.ONE;
        for (int i = 0; i < 300; i++) {
            BigInteger t = fibA.add(fibB);
            fibA = fibB;
            fibB = t;
        }
        System.out.println("fib(300) = " + fibA);
        BigDecimal x = new BigDecimal("10.25");
        BigDecimal y = new BigDecimal("3");
        System.out.println("decimal: " + x.add(y) + " " + x.subtract(y) + " " + x.multiply(y) + " scale " + x.multiply(y).scale());
        System.out.println("divide 10 digits: " + x.divide(y, new MathContext(10)) + " scale 4 HALF_UP: "
                + x.divide(y, 4, RoundingMode.HALF_UP) + " DOWN: " + x.divide(y, 4, RoundingMode.DOWN));
        try {
            BigDecimal.ONE.divide(y);
        } catch (ArithmeticException e) {
            System.out.println("non-terminating: " + e.getMessage());
        }
        System.out.println("0.1+0.2 exact: " + new BigDecimal("0.1").add(new BigDecimal("0.2")) + " vs new BigDecimal(0.1): "
                + new BigDecimal(0.1));
        System.out.println("valueOf(double) " + BigDecimal.valueOf(0.1) + " " + BigDecimal.valueOf(1e10) + " " + BigDecimal.valueOf(100, 3));
        BigDecimal[] vals = {new BigDecimal("2.5"), new BigDecimal("-2.5"), new BigDecimal("1.15"), new BigDecimal("-1.15")};
        for (BigDecimal v : vals) {
            StringBuilder sb = new StringBuilder(v + ":");
            for (RoundingMode rm : new RoundingMode[] {RoundingMode.UP, RoundingMode.DOWN, RoundingMode.CEILING, RoundingMode.FLOOR,
                    RoundingMode.HALF_UP, RoundingMode.HALF_DOWN, RoundingMode.HALF_EVEN}) {
                sb.append(' ').append(rm).append('=').append(v.setScale(v.scale() - 1, rm));
            }
            System.out.println(sb);
        }
        BigDecimal p = new BigDecimal("2.50");
        BigDecimal q = new BigDecimal("2.5");
        System.out.println("equals vs compareTo: " + p.equals(q) + " " + p.compareTo(q) + " stripTrailingZeros " + p.stripTrailingZeros()
                + " hash equal " + (p.hashCode() == q.hashCode()));
        System.out.println("toString forms: " + new BigDecimal("1E+5") + " plain " + new BigDecimal("1E+5").toPlainString() + " "
                + new BigDecimal("0.00000012") + " eng " + new BigDecimal("12E+4").toEngineeringString() + " precision "
                + new BigDecimal("123.4500").precision() + " unscaled " + new BigDecimal("123.4500").unscaledValue());
        BigDecimal balance = new BigDecimal("1000.00");
        BigDecimal rate = new BigDecimal("0.035");
        for (int year = 1; year <= 5; year++) {
            balance = balance.add(balance.multiply(rate)).setScale(2, RoundingMode.HALF_EVEN);
            System.out.println("year " + year + ": " + balance);
        }
        BigDecimal sqrt2 = new BigDecimal(2).sqrt(new MathContext(40));
        System.out.println("sqrt(2) to 40 digits: " + sqrt2);
    }
}
