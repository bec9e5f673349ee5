// The class loader's assertion switches: read from the command line (java -ea:
// enabled by default) the first time a program changes them; a change applies
// to classes initialised afterwards.
public class ClassAssertionStatus {
    static class Later {
        static boolean on() {
            boolean on = false;
            assert on = true;
            return on;
        }
    }

    static class Other {
    }

    public static void main(String[] args) {
        ClassLoader cl = ClassAssertionStatus.class.getClassLoader();
        System.out.println("default: " + Other.class.desiredAssertionStatus());
        cl.setClassAssertionStatus(Later.class.getName(), false);
        System.out.println("Later desired: " + Later.class.desiredAssertionStatus());
        System.out.println("Later asserts: " + Later.on());
        cl.setPackageAssertionStatus("", true);
        cl.setDefaultAssertionStatus(false);
        System.out.println("Other desired: " + Other.class.desiredAssertionStatus());
        cl.clearAssertionStatus();
        System.out.println("after clear: " + Other.class.desiredAssertionStatus());
        boolean mine = false;
        assert mine = true;
        System.out.println("main asserts: " + mine);
    }
}
