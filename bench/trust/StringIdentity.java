public class StringIdentity {
    public static void main(String[] args) {
        String lit = "hello";
        String made = new String("hello");
        String cat = "hel" + "lo";
        String part = "hel";
        String run = part + "lo";
        assert lit == cat;
        assert lit != made;
        assert lit != run;
        assert lit == run.intern();
        assert made.intern() == lit;
        System.out.println("ok");
    }
}
