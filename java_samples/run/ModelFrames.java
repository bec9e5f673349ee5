// Stack frames of JDK methods Wayfinder runs as model classes print what
// java 17 prints: an interrupted or refused Thread.sleep shows
// Thread.sleep(Native Method) (JDK 17's sleep is native), a bad printf
// conversion shows PrintStream.format calling Formatter.format at the
// JDK's lines, and println of an object whose toString throws shows
// String.valueOf and PrintStream.println at the JDK's lines.
public class ModelFrames {
    static class Loud {
        @Override
        public String toString() {
            throw new IllegalStateException("no text");
        }
    }

    static void show(Throwable e) {
        System.out.println(e);
        for (StackTraceElement s : e.getStackTrace()) {
            if (s.getClassName().startsWith("ModelFrames")) {
                break;
            }
            System.out.println("  " + s);
        }
    }

    public static void main(String[] args) {
        Thread.currentThread().interrupt();
        try {
            Thread.sleep(10);
        } catch (InterruptedException e) {
            show(e);
        }
        try {
            Thread.sleep(-1);
        } catch (IllegalArgumentException | InterruptedException e) {
            show(e);
        }
        try {
            System.out.printf("%d%n", "text");
        } catch (RuntimeException e) {
            show(e);
        }
        try {
            System.out.println(new Loud());
        } catch (IllegalStateException e) {
            StackTraceElement[] st = e.getStackTrace();
            System.out.println(e + " under " + st[1] + " and " + st[2]);
        }
    }
}
