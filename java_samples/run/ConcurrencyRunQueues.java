import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Exchanger;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;

// Producer/consumer pairs over the blocking queues of java.util.concurrent,
// plus the lock-free queues; consumers record what they took and the main
// thread prints it after the joins.
public class ConcurrencyRunQueues {
    static final int END = -1;

    static List<Integer> transfer(String name, BlockingQueue<Integer> q, int n) throws InterruptedException {
        List<Integer> got = new ArrayList<>();
        Thread producer = new Thread(() -> {
            try {
                for (int i = 1; i <= n; i++) {
                    q.put(i * i);
                }
                q.put(END);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        Thread consumer = new Thread(() -> {
            try {
                for (int v = q.take(); v != END; v = q.take()) {
                    got.add(v);
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        System.out.println(name + ": " + got + " left " + q.size());
        return got;
    }

    public static void main(String[] args) throws Exception {
        transfer("ArrayBlockingQueue(2)", new ArrayBlockingQueue<>(2), 6);
        transfer("LinkedBlockingQueue", new LinkedBlockingQueue<>(), 6);
        transfer("LinkedBlockingQueue(1)", new LinkedBlockingQueue<>(1), 4);
        transfer("LinkedBlockingDeque(3)", new LinkedBlockingDeque<>(3), 5);
        transfer("SynchronousQueue", new SynchronousQueue<>(), 4);
        transfer("SynchronousQueue(fair)", new SynchronousQueue<>(true), 3);
        transfer("LinkedTransferQueue", new LinkedTransferQueue<>(), 4);

        // Several producers: the multiset of values is deterministic, not the order.
        BlockingQueue<Integer> shared = new ArrayBlockingQueue<>(3);
        Thread[] producers = new Thread[3];
        for (int p = 0; p < producers.length; p++) {
            final int base = p * 100;
            producers[p] = new Thread(() -> {
                for (int i = 0; i < 5; i++) {
                    try {
                        shared.put(base + i);
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                }
            });
            producers[p].start();
        }
        int total = 0;
        for (int i = 0; i < 15; i++) {
            total += shared.take();
        }
        for (Thread t : producers) {
            t.join();
        }
        System.out.println("three producers, total " + total + ", poll on empty " + shared.poll() + ", timed poll " + shared.poll(1, TimeUnit.MILLISECONDS));

        PriorityBlockingQueue<String> pq = new PriorityBlockingQueue<>();
        Thread filler = new Thread(() -> {
            for (String s : new String[] {"pear", "apple", "fig", "kiwi"}) {
                pq.put(s);
            }
        });
        filler.start();
        filler.join();
        StringBuilder sb = new StringBuilder();
        while (!pq.isEmpty()) {
            sb.append(pq.take()).append(' ');
        }
        System.out.println("PriorityBlockingQueue " + sb.toString().trim());

        ConcurrentLinkedQueue<Integer> clq = new ConcurrentLinkedQueue<>();
        ConcurrentLinkedDeque<Integer> cld = new ConcurrentLinkedDeque<>();
        Thread[] adders = new Thread[2];
        for (int t = 0; t < adders.length; t++) {
            final int base = t * 1000;
            adders[t] = new Thread(() -> {
                for (int i = 0; i < 50; i++) {
                    clq.offer(base + i);
                    if (i % 2 == 0) {
                        cld.offerFirst(i);
                    } else {
                        cld.offerLast(i);
                    }
                }
            });
            adders[t].start();
        }
        for (Thread t : adders) {
            t.join();
        }
        long sumQ = 0;
        for (Integer v : clq) {
            sumQ += v;
        }
        long sumD = 0;
        while (!cld.isEmpty()) {
            sumD += cld.pollFirst();
        }
        System.out.println("ConcurrentLinkedQueue size " + clq.size() + " sum " + sumQ + " head " + (clq.peek() % 1000 == 0) + "; ConcurrentLinkedDeque sum " + sumD);

        Exchanger<String> exchanger = new Exchanger<>();
        String[] received = new String[1];
        Thread partner = new Thread(() -> {
            try {
                received[0] = exchanger.exchange("from partner");
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        partner.start();
        String mine = exchanger.exchange("from main");
        partner.join();
        System.out.println("Exchanger: main got '" + mine + "', partner got '" + received[0] + "'");
    }
}
