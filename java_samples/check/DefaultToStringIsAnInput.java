// expect: inconclusive
// limit: some inputs were explored only in part
// about: the default Object.toString prints the identity hash in hex; under check it is the allocation-site one (this text), on a real JVM a random one and the assertion fails: the printed hash is an input held at one value
public class DefaultToStringIsAnInput {
    public static void main(String[] args) {
        String s = new Object().toString();
        assert s.equals("java.lang.Object@1584179a") : s;
    }
}
