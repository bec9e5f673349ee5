// expect: exception java.lang.NullPointerException
// states: all=82 no-por=1459 no-symmetry=107 none=4649 dpor=82
// about: a courier thread parks once (no loop) until the dispatcher hands it a parcel and unparks it: LockSupport.park() may return "for no reason" (its contract, explored by default for a park the program's code does not re-test in a loop), so the courier can read the parcel before it is set, and parcel.length() throws
import java.util.concurrent.locks.LockSupport;

public class SpuriousParkIf {
    static volatile String parcel;

    public static void main(String[] args) throws Exception {
        Thread courier = new Thread(() -> {
            if (parcel == null) {
                LockSupport.park();
            }
            System.out.println("delivering " + parcel.length() + " bytes");
        });
        courier.start();
        parcel = "box-17";
        LockSupport.unpark(courier);
        courier.join();
    }
}
