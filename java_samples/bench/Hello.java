// expect: no_violation
// about: prints one concatenated string; measures start-up and class-library footprint
public class Hello {
    public static void main(String[] args) {
        System.out.println("Hello, " + args.length);
    }
}
