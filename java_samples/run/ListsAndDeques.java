// Lists and deques: ArrayList and LinkedList operations, ListIterator with
// add/set/remove, subList views, removeIf/replaceAll/sort, ArrayDeque as stack
// and queue, LinkedList as Deque, equality/hashCode across list types.
import java.util.*;

public class ListsAndDeques {
    public static void main(String[] args) {
        List<String> al = new ArrayList<>();
        for (String s : "one two three four five six seven".split(" ")) {
            al.add(s);
        }
        al.add(0, "zero");
        al.add(3, "two-and-a-half");
        System.out.println("ArrayList " + al + " size " + al.size());
        System.out.println("get(4) " + al.get(4) + " indexOf(five) " + al.indexOf("five") + " contains(ten) " + al.contains("ten")
                + " lastIndexOf(zero) " + al.lastIndexOf("zero"));
        al.set(1, "ONE");
        al.remove("three");
        String removed = al.remove(al.size() - 1);
        System.out.println("after set/remove: " + al + " removed " + removed);
        al.removeIf(s -> s.length() > 5);
        System.out.println("removeIf(len>5): " + al);
        al.replaceAll(s -> s.substring(0, 1).toUpperCase() + s.substring(1));
        System.out.println("replaceAll capitalise: " + al);
        al.sort(Comparator.comparing(String::length).thenComparing(Comparator.naturalOrder()));
        System.out.println("sorted by length: " + al);
        List<Integer> nums = new ArrayList<>(List.of(5, 3, 8, 1, 9, 2, 7));
        List<Integer> view = nums.subList(2, 5);
        System.out.println("subList(2,5) " + view);
        view.set(0, 80);
        view.remove(Integer.valueOf(1));
        System.out.println("after editing view: nums " + nums + " view " + view);
        view.clear();
        System.out.println("after view.clear(): " + nums);
        ListIterator<Integer> it = nums.listIterator();
        while (it.hasNext()) {
            int idx = it.nextIndex();
            int v = it.next();
            if (v % 2 == 1) {
                it.set(v * 100);
            } else {
                it.remove();
            }
            if (idx == 0) {
                it.add(-1);
            }
        }
        System.out.println("after ListIterator edits: " + nums);
        StringBuilder back = new StringBuilder();
        ListIterator<Integer> rit = nums.listIterator(nums.size());
        while (rit.hasPrevious()) {
            back.append(rit.previous()).append(' ');
        }
        System.out.println("backwards: " + back.toString().trim());
        LinkedList<String> ll = new LinkedList<>(List.of("b", "c"));
        ll.addFirst("a");
        ll.addLast("d");
        ll.push("top");
        ll.offer("tail");
        System.out.println("LinkedList " + ll + " peekFirst " + ll.peekFirst() + " peekLast " + ll.peekLast() + " pop " + ll.pop()
                + " poll " + ll.poll() + " pollLast " + ll.pollLast() + " now " + ll);
        ll.removeFirstOccurrence("c");
        ll.add(1, "inserted");
        System.out.println("LinkedList after edits " + ll + " get(2) " + ll.get(2) + " descending "
                + toList(ll.descendingIterator()));
        Deque<Integer> stack = new ArrayDeque<>();
        for (int i = 1; i <= 5; i++) {
            stack.push(i * i);
        }
        StringBuilder popped = new StringBuilder();
        while (!stack.isEmpty()) {
            popped.append(stack.pop()).append(' ');
        }
        System.out.println("ArrayDeque stack pops: " + popped.toString().trim());
        Deque<String> queue = new ArrayDeque<>();
        queue.offer("first");
        queue.offer("second");
        queue.offerFirst("urgent");
        queue.addLast("third");
        System.out.println("queue " + queue + " peek " + queue.peek() + " poll " + queue.poll() + " remove " + queue.remove()
                + " pollLast " + queue.pollLast() + " left " + queue + " poll on empty after clear: " + clearAndPoll(queue));
        try {
            new ArrayDeque<String>().pop();
        } catch (NoSuchElementException e) {
            System.out.println("pop on empty ArrayDeque -> NoSuchElementException " + e.getMessage());
        }
        try {
            new ArrayDeque<String>().add(null);
        } catch (NullPointerException e) {
            System.out.println("ArrayDeque rejects null");
        }
        Deque<Integer> window = new ArrayDeque<>();
        int[] data = {1, 3, -1, -3, 5, 3, 6, 7};
        List<Integer> maxes = new ArrayList<>();
        for (int i = 0; i < data.length; i++) {
            while (!window.isEmpty() && window.peekFirst() <= i - 3) {
                window.pollFirst();
            }
            while (!window.isEmpty() && data[window.peekLast()] < data[i]) {
                window.pollLast();
            }
            window.offerLast(i);
            if (i >= 2) {
                maxes.add(data[window.peekFirst()]);
            }
        }
        System.out.println("sliding window max: " + maxes);
        List<Integer> a1 = new ArrayList<>(List.of(1, 2, 3));
        List<Integer> l1 = new LinkedList<>(List.of(1, 2, 3));
        System.out.println("ArrayList equals LinkedList: " + a1.equals(l1) + " hash " + a1.hashCode() + " " + l1.hashCode()
                + " List.of hash " + List.of(1, 2, 3).hashCode());
        Object[] arr = a1.toArray();
        Integer[] typed = a1.toArray(new Integer[0]);
        System.out.println("toArray " + Arrays.toString(arr) + " " + typed.getClass().getSimpleName() + " " + typed.length);
        List<Integer> big = new ArrayList<>();
        for (int i = 0; i < 10000; i++) {
            big.add(i ^ (i >> 3));
        }
        long sum = 0;
        for (int x : big) {
            sum += x;
        }
        big.subList(100, 9900).clear();
        System.out.println("big list sum " + sum + " after range clear size " + big.size() + " last " + big.get(big.size() - 1));
        List<String> cap = new ArrayList<>(2);
        cap.addAll(List.of("x", "y", "z"));
        cap.addAll(1, List.of("p", "q"));
        cap.retainAll(Set.of("x", "q", "z"));
        System.out.println("addAll/retainAll " + cap + " containsAll " + cap.containsAll(List.of("x", "z")));
    }

    static String clearAndPoll(Deque<String> q) {
        q.clear();
        return String.valueOf(q.poll());
    }

    static <T> List<T> toList(Iterator<T> it) {
        List<T> out = new ArrayList<>();
        it.forEachRemaining(out::add);
        return out;
    }
}
