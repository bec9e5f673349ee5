// A door controller: a record event, an enum state and a switch expression
// for the transition; a sensor thread and a button thread fire events, each
// transition under the controller's lock, so only legal transitions happen.
public class DoorStateMachine {
    enum State { CLOSED, OPENING, OPEN, CLOSING }

    enum Kind { PRESS, REACHED_END }

    record Event(Kind kind, String source) {}

    static final class Door {
        private State state = State.CLOSED;
        private int transitions;

        synchronized void fire(Event e) {
            State next = switch (state) {
                case CLOSED -> e.kind() == Kind.PRESS ? State.OPENING : State.CLOSED;
                case OPENING -> e.kind() == Kind.REACHED_END ? State.OPEN : State.CLOSING;
                case OPEN -> e.kind() == Kind.PRESS ? State.CLOSING : State.OPEN;
                case CLOSING -> e.kind() == Kind.REACHED_END ? State.CLOSED : State.OPENING;
            };
            if (next != state) {
                transitions++;
            }
            state = next;
        }

        synchronized State state() {
            return state;
        }

        synchronized int transitions() {
            return transitions;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Door door = new Door();
        Thread button = new Thread(() -> {
            door.fire(new Event(Kind.PRESS, "button"));
            door.fire(new Event(Kind.PRESS, "button"));
        }, "button");
        Thread sensor = new Thread(() -> door.fire(new Event(Kind.REACHED_END, "sensor")), "sensor");
        button.start();
        sensor.start();
        button.join();
        sensor.join();
        State s = door.state();
        int t = door.transitions();
        assert (s == State.CLOSING && t >= 2) || (s == State.CLOSED && t == 3) : s + " after " + t;
        System.out.println("door " + s + " after " + door.transitions() + " transitions");
    }
}
