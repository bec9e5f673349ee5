// expect: key_property
// key: Diner:*.state=bool(== "E")
// property: G[all(i, 1..5, Diner:i.state == "E" -> Diner:(i % 5 + 1).state != "E")]
// states: all=37 no-por=41 no-symmetry=37 none=41
// about: like DiningTable, but a philosopher looks only at the left neighbour before eating: two neighbours can eat together and the G property fails
import wayfinder.Verify;

public class DiningBroken {
    public static void main(String[] args) {
        Diner[] diners = new Diner[5];
        for (int i = 0; i < 5; i++) {
            diners[i] = new Diner();
        }
        for (int i = 0; i < 5; i++) {
            diners[i].seat(diners[(i + 4) % 5], diners[(i + 1) % 5]);
        }
        for (Diner d : diners) {
            d.start();
        }
    }
}

class Diner extends Thread {
    String state = "T";
    Diner left;
    Diner right;

    void seat(Diner left, Diner right) {
        this.left = left;
        this.right = right;
    }

    public void run() {
        Verify.beginAtomic();
        // The bug: the right neighbour is not looked at.
        if (left.state != "E") {
            state = "E";
        }
        Verify.endAtomic();
        state = "T";
    }
}
