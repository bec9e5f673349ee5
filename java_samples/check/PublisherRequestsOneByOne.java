// expect: no_violation
// states: all=1418 no-por=5625 no-symmetry=2203 none=12616 dpor=1412
// bounded-without-library-atomicity: 20000
// about: a Flow.Subscriber requests one item at a time from a SubmissionPublisher whose buffer holds one; main submits three (blocking while the buffer is full), closes and waits for onComplete on a latch
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.concurrent.SubmissionPublisher;

public class PublisherRequestsOneByOne {
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
            sub.request(1);
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
