// ltl: []<> {TrafficLightStarves.light == 0}
// expect: violated
// expect-fair: violated
// states: all=50 no-por=68 no-symmetry=50 none=68 ndfs=60
// states-fair: all=60 no-por=83 no-symmetry=60 none=83 ndfs=71
// about: as TrafficLightCycles, but a pedestrian's button makes the controller wait for a signal that never comes, wherever the light is: once it stopped on green or yellow, red never comes back, and the clock ticking on is a weakly fair cycle (the waiting controller is not enabled)
public class TrafficLightStarves {
    /** 0 red, 1 green, 2 yellow. */
    static volatile int light;
    static volatile int ticks;
    static volatile boolean button;
    static final Object signal = new Object();

    public static void main(String[] args) {
        Thread controller = new Thread(() -> {
            while (true) {
                if (button) {
                    synchronized (signal) {
                        while (true) {
                            try {
                                signal.wait(); // the bug: nobody notifies
                            } catch (InterruptedException e) {
                                return;
                            }
                        }
                    }
                }
                light = (light + 1) % 3;
            }
        });
        Thread clock = new Thread(() -> {
            while (true) {
                ticks = 1 - ticks;
            }
        });
        controller.setDaemon(true);
        clock.setDaemon(true);
        controller.start();
        clock.start();
        button = true;
    }
}
