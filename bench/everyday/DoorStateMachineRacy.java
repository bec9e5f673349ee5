// Bug: the same door controller with fire() left unsynchronized: the sensor
// can read OPENING, the button moves the door to CLOSING, and the sensor then
// writes OPEN over it, a state no sequence of the three events reaches.
public class DoorStateMachineRacy {
    enum State { CLOSED, OPENING, OPEN, CLOSING }

    enum Kind { PRESS, REACHED_END }

    record Event(Kind kind, String source) {}

    static final class Door {
        private State state = State.CLOSED;
        private int transitions;

        void fire(Event e) {
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
