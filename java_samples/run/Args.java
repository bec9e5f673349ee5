// args: alpha beta 42 -v --name=wayfinder 3.5 x
// Command-line arguments: count, order, parsing numbers and flags.
public class Args {
    public static void main(String[] args) {
        System.out.println("argc = " + args.length);
        for (int i = 0; i < args.length; i++) {
            System.out.println("args[" + i + "] = \"" + args[i] + "\" (length " + args[i].length() + ")");
        }
        int ints = 0;
        double dsum = 0;
        boolean verbose = false;
        String name = "<unset>";
        StringBuilder words = new StringBuilder();
        for (String a : args) {
            if (a.equals("-v")) {
                verbose = true;
            } else if (a.startsWith("--name=")) {
                name = a.substring("--name=".length());
            } else {
                try {
                    ints += Integer.parseInt(a);
                    continue;
                } catch (NumberFormatException e) {
                    // not an int
                }
                try {
                    dsum += Double.parseDouble(a);
                    continue;
                } catch (NumberFormatException e) {
                    // not a double
                }
                words.append(a.toUpperCase()).append(' ');
            }
        }
        System.out.println("verbose=" + verbose + " name=" + name + " ints=" + ints + " doubles=" + dsum + " words="
                + words.toString().trim());
        System.out.println("args array class " + args.getClass().getSimpleName() + ", joined: " + String.join("|", args));
    }
}
