// A producer adds tickets forever, a consumer takes one when there are
// any: the count is unbounded, so plain `check` cannot finish; abstracted
// to the ranges <0, 0, [1,4) and >=4 the search is complete and shows the
// count never goes negative.
// check: --max-states 3000 => inconclusive
// check: --abstract TicketQueue.count=range[0:1:4] => no_violation states=all:68,none:88
public class TicketQueue {
    static int count;

    public static void main(String[] args) {
        Thread producer = new Thread(() -> {
            while (true) {
                synchronized (TicketQueue.class) {
                    count = count + 1;
                }
            }
        });
        producer.start();
        while (true) {
            synchronized (TicketQueue.class) {
                if (count > 0) {
                    count = count - 1;
                }
                assert count >= 0 : "negative ticket count";
            }
        }
    }
}
