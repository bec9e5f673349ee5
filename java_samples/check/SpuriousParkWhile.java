// expect: no_violation
// states: all=78 no-por=1282 no-symmetry=103 none=4472 dpor=78
// about: SpuriousParkIf with the park in a `while` loop re-testing the parcel: a park that returns early (spuriously, or on the permit of an unpark that came first) parks again until the parcel is there
import java.util.concurrent.locks.LockSupport;

public class SpuriousParkWhile {
    static volatile String parcel;

    public static void main(String[] args) throws Exception {
        Thread courier = new Thread(() -> {
            while (parcel == null) {
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
