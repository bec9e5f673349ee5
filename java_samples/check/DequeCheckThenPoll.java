// expect: assertion
// states: all=21 no-por=31 no-symmetry=21 none=31 dpor=21
// bounded-without-library-atomicity: 20000
// about: the owner of a ConcurrentLinkedDeque checks isEmpty() and then calls pollLast(), assuming an item is still there; the thief's pollFirst() can take the last item between the two calls (each is atomic, the pair is not), and the owner gets null
import java.util.concurrent.ConcurrentLinkedDeque;

public class DequeCheckThenPoll {
    public static void main(String[] args) throws InterruptedException {
        ConcurrentLinkedDeque<Integer> deque = new ConcurrentLinkedDeque<>();
        deque.addLast(1);
        deque.addLast(2);
        Thread thief = new Thread(() -> deque.pollFirst());
        thief.start();
        int taken = 0;
        while (!deque.isEmpty()) {
            Integer x = deque.pollLast();
            assert x != null : "emptied between isEmpty and pollLast";
            taken++;
        }
        thief.join();
    }
}
