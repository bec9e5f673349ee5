// ltl: [] !({PetersonMutex.inCs0} && {PetersonMutex.inCs1})
// expect: holds
// states: all=65 no-por=65 no-symmetry=65 none=65 ndfs=65
// about: Peterson's algorithm on volatile fields (sequentially consistent here), two threads entering the critical section forever: mutual exclusion holds
public class PetersonMutex {
    static volatile boolean flag0, flag1;
    static volatile int turn;
    static volatile boolean inCs0, inCs1;

    public static void main(String[] args) {
        Thread t1 = new Thread(() -> {
            while (true) {
                flag1 = true;
                turn = 0;
                while (flag0 && turn == 0) {
                }
                inCs1 = true;
                inCs1 = false;
                flag1 = false;
            }
        });
        t1.setDaemon(true);
        t1.start();
        while (true) {
            flag0 = true;
            turn = 1;
            while (flag1 && turn == 1) {
            }
            inCs0 = true;
            inCs0 = false;
            flag0 = false;
        }
    }
}
