// expect: no_violation
// states: all=484 no-por=981 no-symmetry=577 none=1972 dpor=484
// bounded-without-library-atomicity: 20000
// about: SubmissionPublisher on a one-thread pool, consume() collects two items in order, main joins the consume future before reading; the consumer task, run as one step, used to spin on the buffer's tail while main stood between storing an item and publishing it
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.SubmissionPublisher;

public class PublisherConsumeJoined {
    public static void main(String[] args) {
        ExecutorService delivery = Executors.newSingleThreadExecutor();
        List<Integer> seen = new ArrayList<>();
        SubmissionPublisher<Integer> feed = new SubmissionPublisher<>(delivery, 4);
        CompletableFuture<Void> done = feed.consume(seen::add);
        feed.submit(1);
        feed.submit(2);
        feed.close();
        done.join();
        delivery.shutdown();
        assert seen.equals(List.of(1, 2)) : seen;
    }
}
