// Serialization used before any other reflection: the first thing the
// program does is write arrays of arrays and a class without a
// serialVersionUID to an ObjectOutputStream, so the stream computes default
// serial version UIDs (SHA-1 through the SUN provider, whose digest is made
// by Constructor.newInstance) before the program has touched
// java.lang.reflect. Then a security provider's service is instantiated
// reflectively, and the objects are read back.
import java.io.*;
import java.security.*;
import java.util.*;

public class SerialUidThenReflection {
    static class Point implements Serializable {
        int x;
        int y;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }

        @Override
        public String toString() {
            return "(" + x + "," + y + ")";
        }
    }

    public static void main(String[] args) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ObjectOutputStream out = new ObjectOutputStream(bytes);
        out.writeObject(new int[][] {{1, 2}, {3}});
        out.writeObject(new String[][] {{"a"}, {"b", "c"}});
        out.writeObject(new Point(4, 5));
        out.flush();
        System.out.println("written: " + bytes.size() + " bytes");

        System.out.println("uid int[][]: " + ObjectStreamClass.lookup(int[][].class).getSerialVersionUID());
        System.out.println("uid Point: " + ObjectStreamClass.lookup(Point.class).getSerialVersionUID());

        Provider sun = Security.getProvider("SUN");
        Object digest = sun.getService("MessageDigest", "SHA-256").newInstance(null);
        System.out.println("service object: " + digest.getClass().getName());
        MessageDigest md = MessageDigest.getInstance("MD5");
        byte[] h = md.digest("wayfinder".getBytes("UTF-8"));
        System.out.println("md5 first bytes: " + (h[0] & 0xff) + " " + (h[1] & 0xff));

        ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()));
        int[][] ints = (int[][]) in.readObject();
        String[][] strings = (String[][]) in.readObject();
        Point p = (Point) in.readObject();
        System.out.println(Arrays.deepToString(ints) + " " + Arrays.deepToString(strings) + " " + p);
    }
}
