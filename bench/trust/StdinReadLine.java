import java.io.BufferedReader;
import java.io.InputStreamReader;
public class StdinReadLine {
    public static void main(String[] args) throws Exception {
        BufferedReader r = new BufferedReader(new InputStreamReader(System.in));
        String line = r.readLine();
        assert line == null || !line.equals("boom") : "boom";
    }
}
