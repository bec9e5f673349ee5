// expect: assertion
// states: all=29 no-por=47 no-symmetry=29 none=47 dpor=29
// about: an InheritableThreadLocal's value is the same object in the parent and the child, so it is shared: the child's unsynchronised increment races with the parent's, and the parent's check fails when they interleave
public class ThreadLocalInherited {
    static final InheritableThreadLocal<int[]> COUNT = new InheritableThreadLocal<>() {
        @Override
        protected int[] initialValue() {
            return new int[1];
        }
    };

    public static void main(String[] args) throws InterruptedException {
        int[] mine = COUNT.get();
        Thread child = new Thread(() -> COUNT.get()[0]++);
        child.start();
        mine[0]++;
        child.join();
        assert mine[0] == 2 : "lost update: " + mine[0];
    }
}
