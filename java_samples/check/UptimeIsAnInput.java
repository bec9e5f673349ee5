// expect: inconclusive
// limit: some inputs were explored only in part
// about: RuntimeMXBean.getUptime() depends on the host (a real JVM's start-up, the machine's speed): the search holds it at one value per read, so a program that reads it cannot be checked completely and the verdict says so
import java.lang.management.ManagementFactory;

public class UptimeIsAnInput {
    public static void main(String[] args) {
        long up = ManagementFactory.getRuntimeMXBean().getUptime();
        if (up > 1_000_000) {
            throw new IllegalStateException("up for more than 1000 s");
        }
    }
}
