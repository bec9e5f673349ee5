// An enum-driven state machine (traffic light + vending machine) using
// enums implementing interfaces, static lookup maps built in static
// initialisers, ordinal arithmetic, and switch over enum inside loops.
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class EnumStateMachine {
    interface Describable {
        String describe();
    }

    enum Light implements Describable {
        RED(30), GREEN(25), AMBER(5);

        final int seconds;

        Light(int seconds) {
            this.seconds = seconds;
        }

        Light next() {
            Light[] all = values();
            return all[(ordinal() + 1) % all.length];
        }

        public String describe() {
            return name().charAt(0) + name().substring(1).toLowerCase() + "(" + seconds + "s)";
        }
    }

    enum Coin {
        NICKEL(5, "N"), DIME(10, "D"), QUARTER(25, "Q");

        final int cents;
        final String code;
        private static final Map<String, Coin> BY_CODE = new HashMap<>();

        static {
            for (Coin c : values()) {
                BY_CODE.put(c.code, c);
            }
        }

        Coin(int cents, String code) {
            this.cents = cents;
            this.code = code;
        }

        static Coin fromCode(String code) {
            Coin c = BY_CODE.get(code);
            if (c == null) {
                throw new IllegalArgumentException("unknown coin " + code);
            }
            return c;
        }
    }

    enum State { IDLE, COLLECTING, VENDING, REFUNDING }

    enum Event { COIN, SELECT, CANCEL, DONE }

    static final int PRICE = 35;

    public static void main(String[] args) {
        Light l = Light.RED;
        int elapsed = 0;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 7; i++) {
            sb.append(l.describe()).append(" -> ");
            elapsed += l.seconds;
            l = l.next();
        }
        System.out.println(sb.append(l.describe()));
        System.out.println("elapsed " + elapsed + "s");

        String input = "Q,SELECT,D,N,SELECT,DONE,Q,Q,CANCEL,DONE,N,X,D,D,D,SELECT,DONE";
        State state = State.IDLE;
        int credit = 0;
        List<String> log = new ArrayList<>();
        for (String token : input.split(",")) {
            Event ev;
            Coin coin = null;
            switch (token) {
                case "SELECT": ev = Event.SELECT; break;
                case "CANCEL": ev = Event.CANCEL; break;
                case "DONE": ev = Event.DONE; break;
                default:
                    try {
                        coin = Coin.fromCode(token);
                        ev = Event.COIN;
                    } catch (IllegalArgumentException e) {
                        log.add("rejected: " + e.getMessage());
                        continue;
                    }
            }
            State before = state;
            switch (state) {
                case IDLE:
                case COLLECTING:
                    if (ev == Event.COIN) {
                        credit += coin.cents;
                        state = State.COLLECTING;
                    } else if (ev == Event.SELECT) {
                        if (credit >= PRICE) {
                            credit -= PRICE;
                            state = State.VENDING;
                        }
                    } else if (ev == Event.CANCEL && credit > 0) {
                        state = State.REFUNDING;
                    }
                    break;
                case VENDING:
                case REFUNDING:
                    if (ev == Event.DONE) {
                        if (state == State.REFUNDING || credit > 0) {
                            log.add("  returned " + credit + " cents");
                            credit = 0;
                        }
                        state = State.IDLE;
                    }
                    break;
            }
            log.add(String.format("%-7s %-10s -> %-10s credit=%d", token, before, state, credit));
        }
        log.forEach(System.out::println);
        Map<State, Integer> visits = new java.util.EnumMap<>(State.class);
        for (String line : log) {
            for (State s : State.values()) {
                if (line.contains("-> " + s.name())) {
                    visits.merge(s, 1, Integer::sum);
                }
            }
        }
        System.out.println("visits " + visits);
        System.out.println("coins by ordinal: " + Coin.values()[2] + " " + Coin.valueOf("DIME").cents + " " + Coin.fromCode("N"));
    }
}
