// ltl: []<> {TrafficLightCycles.light == 0}
// expect: violated
// expect-fair: holds
// states: all=44 no-por=47 no-symmetry=44 none=47 ndfs=51
// states-fair: all=108 no-por=144 no-symmetry=108 none=144 ndfs=283
// about: a controller thread cycles the light red, green, yellow forever while a clock thread ticks forever; red comes back infinitely often only if the controller keeps being scheduled: without fairness the clock alone runs forever (a lasso whose cycle has only the clock's steps), with weak fairness the property holds
public class TrafficLightCycles {
    /** 0 red, 1 green, 2 yellow. */
    static volatile int light;
    static volatile int ticks;

    public static void main(String[] args) {
        Thread controller = new Thread(() -> {
            while (true) {
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
    }
}
