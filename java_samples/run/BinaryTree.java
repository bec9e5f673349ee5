// A generic binary search tree with insertion, deletion (all three cases),
// in-order/pre-order/level-order traversal, height, floor/ceiling, iterator,
// and an AVL-style balanced build from sorted input; heavy object churn.
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.function.Consumer;

public class BinaryTree<K extends Comparable<K>> implements Iterable<K> {
    private static final class Node<K> {
        K key;
        Node<K> left, right;

        Node(K key) {
            this.key = key;
        }
    }

    private Node<K> root;
    private int size;

    boolean add(K key) {
        if (root == null) {
            root = new Node<>(key);
            size++;
            return true;
        }
        Node<K> cur = root;
        while (true) {
            int c = key.compareTo(cur.key);
            if (c == 0) {
                return false;
            }
            Node<K> next = c < 0 ? cur.left : cur.right;
            if (next == null) {
                if (c < 0) {
                    cur.left = new Node<>(key);
                } else {
                    cur.right = new Node<>(key);
                }
                size++;
                return true;
            }
            cur = next;
        }
    }

    boolean remove(K key) {
        int before = size;
        root = remove(root, key);
        return size < before;
    }

    private Node<K> remove(Node<K> n, K key) {
        if (n == null) {
            return null;
        }
        int c = key.compareTo(n.key);
        if (c < 0) {
            n.left = remove(n.left, key);
        } else if (c > 0) {
            n.right = remove(n.right, key);
        } else {
            if (n.left == null) {
                size--;
                return n.right;
            }
            if (n.right == null) {
                size--;
                return n.left;
            }
            Node<K> m = n.right;
            while (m.left != null) {
                m = m.left;
            }
            n.key = m.key;
            n.right = remove(n.right, m.key);
        }
        return n;
    }

    int height() {
        return height(root);
    }

    private int height(Node<K> n) {
        return n == null ? 0 : 1 + Math.max(height(n.left), height(n.right));
    }

    K floor(K key) {
        K best = null;
        Node<K> n = root;
        while (n != null) {
            int c = key.compareTo(n.key);
            if (c == 0) {
                return n.key;
            }
            if (c < 0) {
                n = n.left;
            } else {
                best = n.key;
                n = n.right;
            }
        }
        return best;
    }

    K ceiling(K key) {
        K best = null;
        Node<K> n = root;
        while (n != null) {
            int c = key.compareTo(n.key);
            if (c == 0) {
                return n.key;
            }
            if (c > 0) {
                n = n.right;
            } else {
                best = n.key;
                n = n.left;
            }
        }
        return best;
    }

    void preOrder(Consumer<K> f) {
        preOrder(root, f);
    }

    private void preOrder(Node<K> n, Consumer<K> f) {
        if (n != null) {
            f.accept(n.key);
            preOrder(n.left, f);
            preOrder(n.right, f);
        }
    }

    List<List<K>> levels() {
        List<List<K>> out = new ArrayList<>();
        if (root == null) {
            return out;
        }
        Deque<Node<K>> q = new ArrayDeque<>();
        q.add(root);
        while (!q.isEmpty()) {
            int n = q.size();
            List<K> level = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                Node<K> x = q.poll();
                level.add(x.key);
                if (x.left != null) {
                    q.add(x.left);
                }
                if (x.right != null) {
                    q.add(x.right);
                }
            }
            out.add(level);
        }
        return out;
    }

    @Override
    public Iterator<K> iterator() {
        Deque<Node<K>> stack = new ArrayDeque<>();
        for (Node<K> n = root; n != null; n = n.left) {
            stack.push(n);
        }
        return new Iterator<>() {
            public boolean hasNext() {
                return !stack.isEmpty();
            }

            public K next() {
                Node<K> n = stack.pop();
                for (Node<K> m = n.right; m != null; m = m.left) {
                    stack.push(m);
                }
                return n.key;
            }
        };
    }

    static <K extends Comparable<K>> void buildBalanced(BinaryTree<K> t, List<K> sorted, int lo, int hi) {
        if (lo > hi) {
            return;
        }
        int mid = (lo + hi) >>> 1;
        t.add(sorted.get(mid));
        buildBalanced(t, sorted, lo, mid - 1);
        buildBalanced(t, sorted, mid + 1, hi);
    }

    public static void main(String[] args) {
        BinaryTree<Integer> t = new BinaryTree<>();
        int[] keys = {50, 30, 70, 20, 40, 60, 80, 35, 45, 65, 30, 50};
        StringBuilder added = new StringBuilder();
        for (int k : keys) {
            added.append(k).append(t.add(k) ? "+ " : "= ");
        }
        System.out.println("add: " + added.toString().trim());
        System.out.println("size " + t.size + " height " + t.height() + " levels " + t.levels());
        StringBuilder in = new StringBuilder();
        for (int k : t) {
            in.append(k).append(' ');
        }
        System.out.println("in-order " + in.toString().trim());
        StringBuilder pre = new StringBuilder();
        t.preOrder(k -> pre.append(k).append(' '));
        System.out.println("pre-order " + pre.toString().trim());
        System.out.println("floor(64) " + t.floor(64) + " ceiling(64) " + t.ceiling(64) + " floor(10) " + t.floor(10) + " ceiling(99) "
                + t.ceiling(99));
        System.out.println("remove leaf 20: " + t.remove(20) + " -> " + t.levels());
        System.out.println("remove one child 60: " + t.remove(60) + " -> " + t.levels());
        System.out.println("remove two children 30: " + t.remove(30) + " -> " + t.levels());
        System.out.println("remove root 50: " + t.remove(50) + " -> " + t.levels());
        System.out.println("remove missing 99: " + t.remove(99) + " size " + t.size);
        BinaryTree<String> words = new BinaryTree<>();
        for (String w : "the quick brown fox jumps over the lazy dog and runs far away from the big bad wolf".split(" ")) {
            words.add(w);
        }
        List<String> sortedWords = new ArrayList<>();
        words.forEach(sortedWords::add);
        System.out.println("words " + sortedWords + " height " + words.height());
        BinaryTree<Integer> degenerate = new BinaryTree<>();
        for (int i = 0; i < 500; i++) {
            degenerate.add(i);
        }
        List<Integer> sorted = new ArrayList<>();
        degenerate.forEach(sorted::add);
        BinaryTree<Integer> balanced = new BinaryTree<>();
        buildBalanced(balanced, sorted, 0, sorted.size() - 1);
        System.out.println("degenerate height " + degenerate.height() + ", balanced height " + balanced.height());
        long seed = 7;
        BinaryTree<Integer> random = new BinaryTree<>();
        for (int i = 0; i < 3000; i++) {
            seed = (seed * 25214903917L + 11) & ((1L << 48) - 1);
            random.add((int) (seed >>> 20) % 100000);
        }
        int removed = 0;
        for (int i = 0; i < 100000; i += 3) {
            if (random.remove(i)) {
                removed++;
            }
        }
        int count = 0;
        Integer prev = null;
        boolean ordered = true;
        for (int k : random) {
            if (prev != null && prev >= k) {
                ordered = false;
            }
            prev = k;
            count++;
        }
        System.out.println("random tree: size " + random.size + " removed " + removed + " iterated " + count + " ordered " + ordered
                + " height " + random.height());
    }
}
