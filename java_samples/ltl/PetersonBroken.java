// ltl: [] !({PetersonBroken.inCs0} && {PetersonBroken.inCs1})
// expect: violated
// states: all=79 no-por=79 no-symmetry=79 none=79 ndfs=104
// about: Peterson's algorithm with the flag raised after the wait instead of before: both threads can pass the wait together and meet in the critical section
public class PetersonBroken {
    static volatile boolean flag0, flag1;
    static volatile int turn;
    static volatile boolean inCs0, inCs1;

    public static void main(String[] args) {
        Thread t1 = new Thread(() -> {
            while (true) {
                turn = 0;
                while (flag0 && turn == 0) {
                }
                flag1 = true;
                inCs1 = true;
                inCs1 = false;
                flag1 = false;
            }
        });
        t1.setDaemon(true);
        t1.start();
        while (true) {
            turn = 1;
            while (flag1 && turn == 1) {
            }
            flag0 = true;
            inCs0 = true;
            inCs0 = false;
            flag0 = false;
        }
    }
}
