// expect: assertion
// states: all=5 no-por=24 no-symmetry=5 none=24 dpor=5
// about: as PublisherConsumeJoined, but main reads the list right after close() without joining the consume future: the consumer may not have delivered both items yet (only its size is read, so no iteration can meet a concurrent add)
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.SubmissionPublisher;

public class PublisherConsumeUnjoined {
    public static void main(String[] args) {
        ExecutorService delivery = Executors.newSingleThreadExecutor();
        List<Integer> seen = new ArrayList<>();
        SubmissionPublisher<Integer> feed = new SubmissionPublisher<>(delivery, 4);
        CompletableFuture<Void> done = feed.consume(seen::add);
        feed.submit(1);
        feed.submit(2);
        feed.close();
        delivery.shutdown();
        assert seen.size() == 2;
    }
}
