// expect: deadlock
// states: all=12 no-por=34 no-symmetry=12 none=34 dpor=12
// about: as PublisherRequestsOneByOne, but onNext never requests more: after the first item the one-slot buffer fills and main blocks in submit forever (the consumer has no demand)
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.concurrent.SubmissionPublisher;

public class PublisherSubscriberStalls {
    static final class Collector implements Flow.Subscriber<Integer> {
        final List<Integer> got = new ArrayList<>();
        final CountDownLatch done = new CountDownLatch(1);
        Flow.Subscription sub;

        public void onSubscribe(Flow.Subscription s) {
            sub = s;
            s.request(1);
        }

        public void onNext(Integer item) {
            got.add(item);
        }

        public void onError(Throwable t) {
            done.countDown();
        }

        public void onComplete() {
            done.countDown();
        }
    }

    public static void main(String[] args) {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        Collector c = new Collector();
        SubmissionPublisher<Integer> pub = new SubmissionPublisher<>(pool, 1);
        pub.subscribe(c);
        for (int i = 1; i <= 3; i++) {
            pub.submit(i);
        }
        pub.close();
        try {
            c.done.await();
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
        pool.shutdown();
        assert c.got.equals(List.of(1, 2, 3)) : c.got;
    }
}
