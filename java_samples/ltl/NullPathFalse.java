// ltl: [] !{NullPathFalse.box.value == 5} && <> {NullPathFalse.box.value == 1} && [] ({NullPathFalse.box.value != 9} || !{NullPathFalse.box.value != 9})
// expect: holds
// states: all=21 no-por=25 no-symmetry=21 none=25 ndfs=24
// about: a field path that reads through null makes the innermost comparison false (not an error): before the box is published `box.value == 5` and `box.value != 9` are both false; `!` of such a comparison is true
public class NullPathFalse {
    static class Box {
        int value;
    }

    static volatile Box box;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            Box b = new Box();
            b.value = 1;
            box = b;
        });
        t.start();
        t.join();
    }
}
