// The JDK's message digests (MD5, SHA-1, SHA-2) and
// UUID.nameUUIDFromBytes: they read and write their blocks through
// MethodHandles.byteArrayViewVarHandle.
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.UUID;

public class MessageDigests {
    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(String.format("%02x", x));
        }
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        byte[] msg = "The quick brown fox jumps over the lazy dog".getBytes(StandardCharsets.US_ASCII);
        for (String alg : new String[] {"MD5", "SHA-1", "SHA-224", "SHA-256", "SHA-384", "SHA-512", "SHA-512/256"}) {
            MessageDigest md = MessageDigest.getInstance(alg);
            System.out.println(alg + " " + md.getDigestLength() + " " + hex(md.digest(msg)) + " " + hex(md.digest()).substring(0, 8));
        }
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        for (int i = 0; i < 100; i++) {
            md.update(msg, 0, i % msg.length);
        }
        System.out.println("SHA-256 of many updates " + hex(md.digest()));
        System.out.println(MessageDigest.isEqual(MessageDigest.getInstance("MD5").digest(msg), MessageDigest.getInstance("md5").digest(msg)));
        try {
            MessageDigest.getInstance("SHA-999");
        } catch (NoSuchAlgorithmException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(UUID.nameUUIDFromBytes("wayfinder".getBytes(StandardCharsets.UTF_8)) + " "
                + UUID.nameUUIDFromBytes(new byte[0]).version());
    }
}
