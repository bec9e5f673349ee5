public class ArgsGiven {
    public static void main(String[] args) {
        assert args.length == 0 || !args[0].equals("boom") : "boom";
    }
}
