import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.SubmissionPublisher;

/** A news feed: SubmissionPublisher on a one-thread executor, consume() collects the headlines in order. */
public class NewsFeedPublisher {
    record Headline(int id, String title) {}

    public static void main(String[] args) {
        ExecutorService delivery = Executors.newSingleThreadExecutor();
        List<String> seen = new ArrayList<>();
        try (SubmissionPublisher<Headline> feed = new SubmissionPublisher<>(delivery, 4)) {
            CompletableFuture<Void> done = feed.consume(h -> seen.add(h.id() + ":" + h.title()));
            feed.submit(new Headline(1, "Rust 2.0 released"));
            feed.submit(new Headline(2, "Java 17 is LTS"));
            feed.close();
            done.join();
        } finally {
            delivery.shutdown();
        }
        assert seen.equals(List.of("1:Rust 2.0 released", "2:Java 17 is LTS")) : seen;
        System.out.println(seen);
    }
}
