// expect-races: none
// expect-lock-order: none
// about: main writes a field, starts a worker that updates it, joins it, then updates it again; start and join order every access, so there is no race (plain Eraser would warn)
public class StartJoinHandoff {
    static class Job {
        int value;
    }

    public static void main(String[] args) throws InterruptedException {
        Job job = new Job();
        job.value = 1;
        Thread first = new Thread(() -> job.value *= 10);
        first.start();
        first.join();
        job.value += 1;
        Thread second = new Thread(() -> job.value *= 10);
        second.start();
        second.join();
        System.out.println("value " + job.value);
    }
}
