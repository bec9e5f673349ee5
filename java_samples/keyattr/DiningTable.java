// expect: no_violation
// key: Phil:*.state=bool(== "E")
// property: G[all(i, 1..5, Phil:i.state == "E" -> Phil:(i % 5 + 1).state != "E")]
// model: states=11 transitions=41
// states: all=1402 no-por=1608 no-symmetry=2517 none=2867
// about: five philosophers each try once to eat; sitting down is atomic and a philosopher eats only while neither neighbour eats: the abstract model is the JIV2E paper's Figure 3 (11 states) and no two neighbours ever eat together
import wayfinder.Verify;

public class DiningTable {
    public static void main(String[] args) {
        Phil[] phils = new Phil[5];
        for (int i = 0; i < 5; i++) {
            phils[i] = new Phil();
        }
        for (int i = 0; i < 5; i++) {
            phils[i].seat(phils[(i + 4) % 5], phils[(i + 1) % 5]);
        }
        for (Phil p : phils) {
            p.start();
        }
    }
}

class Phil extends Thread {
    String state = "T";
    Phil left;
    Phil right;

    void seat(Phil left, Phil right) {
        this.left = left;
        this.right = right;
    }

    public void run() {
        // Sitting down is one atomic step: look at both neighbours and eat
        // only when neither eats (literals are interned, so comparing
        // references compares the states).
        Verify.beginAtomic();
        if (left.state != "E" && right.state != "E") {
            state = "E";
        }
        Verify.endAtomic();
        state = "T";
    }
}
