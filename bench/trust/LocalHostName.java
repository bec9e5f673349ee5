import java.net.InetAddress;
public class LocalHostName {
    public static void main(String[] args) throws Exception {
        String h = InetAddress.getLocalHost().getHostName();
        assert !h.equals("localhost") : "host " + h;
    }
}
