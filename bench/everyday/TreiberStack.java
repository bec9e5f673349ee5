import java.util.concurrent.atomic.AtomicReference;

/** A lock-free Treiber stack: push and pop retry a compareAndSet on the top reference. */
public class TreiberStack {
    static final class Stack<T> {
        private static final class Node<T> {
            final T value;
            final Node<T> next;

            Node(T value, Node<T> next) {
                this.value = value;
                this.next = next;
            }
        }

        private final AtomicReference<Node<T>> top = new AtomicReference<>();

        void push(T value) {
            while (true) {
                Node<T> old = top.get();
                if (top.compareAndSet(old, new Node<>(value, old))) {
                    return;
                }
            }
        }

        T pop() {
            while (true) {
                Node<T> old = top.get();
                if (old == null) {
                    return null;
                }
                if (top.compareAndSet(old, old.next)) {
                    return old.value;
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Stack<Integer> stack = new Stack<>();
        int[] popped = new int[1];
        Thread producer = new Thread(() -> {
            stack.push(1);
            stack.push(2);
        });
        Thread mixer = new Thread(() -> {
            stack.push(3);
            Integer v = stack.pop();
            popped[0] = v == null ? 0 : v;
        });
        producer.start();
        mixer.start();
        producer.join();
        mixer.join();
        int sum = popped[0];
        int left = 0;
        for (Integer v = stack.pop(); v != null; v = stack.pop()) {
            sum += v;
            left++;
        }
        assert popped[0] != 0 : "pop after own push found the stack empty";
        assert left == 2 : left + " left";
        assert sum == 6 : "sum " + sum;
        System.out.println("sum " + sum);
    }
}
