// java.lang.Object methods: equals/hashCode contracts for user classes,
// default toString shape (without printing identity hashes), getClass,
// clone (shallow, Cloneable, CloneNotSupportedException), Objects helpers.
import java.util.HashSet;
import java.util.Objects;
import java.util.Set;

public class ObjectMethods {
    static final class Money {
        final String currency;
        final long cents;

        Money(String currency, long cents) {
            this.currency = currency;
            this.cents = cents;
        }

        @Override
        public boolean equals(Object o) {
            if (this == o) {
                return true;
            }
            if (!(o instanceof Money)) {
                return false;
            }
            Money m = (Money) o;
            return cents == m.cents && currency.equals(m.currency);
        }

        @Override
        public int hashCode() {
            return Objects.hash(currency, cents);
        }

        @Override
        public String toString() {
            return String.format("%s %d.%02d", currency, cents / 100, cents % 100);
        }
    }

    static class NoOverrides {
        int x = 1;
    }

    static class Sheep implements Cloneable {
        String name;
        int[] data = {1, 2, 3};

        Sheep(String name) {
            this.name = name;
        }

        @Override
        public Sheep clone() {
            try {
                return (Sheep) super.clone();
            } catch (CloneNotSupportedException e) {
                throw new AssertionError(e);
            }
        }
    }

    static class NotCloneable {
        Object tryClone() throws CloneNotSupportedException {
            return super.clone();
        }
    }

    public static void main(String[] args) throws Exception {
        Money a = new Money("EUR", 1250);
        Money b = new Money("EUR", 1250);
        Money c = new Money("USD", 1250);
        System.out.println(a + " equals " + b + ": " + a.equals(b) + ", == " + (a == b) + ", hash equal "
                + (a.hashCode() == b.hashCode()) + ", hash " + a.hashCode());
        System.out.println(a + " equals " + c + ": " + a.equals(c) + ", equals(null) " + a.equals(null) + ", equals(String) "
                + a.equals("EUR 12.50"));
        Set<Money> set = new HashSet<>();
        set.add(a);
        set.add(b);
        set.add(c);
        System.out.println("set size " + set.size() + " contains new EUR 12.50: " + set.contains(new Money("EUR", 1250)));
        NoOverrides n1 = new NoOverrides();
        NoOverrides n2 = new NoOverrides();
        String ts = n1.toString();
        String expectedPrefix = NoOverrides.class.getName() + "@";
        System.out.println("default toString starts with " + expectedPrefix + ": " + ts.startsWith(expectedPrefix)
                + ", suffix is hex of hashCode: " + ts.substring(expectedPrefix.length()).equals(Integer.toHexString(n1.hashCode())));
        System.out.println("default equals: " + n1.equals(n2) + " " + n1.equals(n1) + ", hashCode stable: "
                + (n1.hashCode() == n1.hashCode()) + ", identityHashCode matches: " + (System.identityHashCode(n1) == n1.hashCode()));
        System.out.println("getClass: " + n1.getClass().getName() + " " + (n1.getClass() == n2.getClass()) + " "
                + a.getClass().getSuperclass().getName() + " " + Object.class.getSuperclass());
        Sheep dolly = new Sheep("dolly");
        Sheep copy = dolly.clone();
        copy.name = "copy";
        copy.data[0] = 99;
        System.out.println("clone: " + dolly.name + " " + copy.name + " distinct " + (dolly != copy) + " same class "
                + (dolly.getClass() == copy.getClass()) + " shared array " + (dolly.data == copy.data) + " data[0] " + dolly.data[0]);
        int[] arr = {5, 6, 7};
        int[] arrCopy = arr.clone();
        arrCopy[0] = 0;
        System.out.println("array clone: " + arr[0] + " " + arrCopy[0]);
        try {
            new NotCloneable().tryClone();
        } catch (CloneNotSupportedException e) {
            System.out.println("CloneNotSupportedException: " + e.getMessage());
        }
        System.out.println("Objects.equals: " + Objects.equals(null, null) + " " + Objects.equals(a, null) + " "
                + Objects.equals(a, b));
        System.out.println("Objects.hash: " + Objects.hash() + " " + Objects.hash((Object) null) + " " + Objects.hash(1, "a", 2.5)
                + " " + Objects.hashCode(null) + " " + Objects.hashCode("a"));
        System.out.println("Objects.toString: " + Objects.toString(null) + " " + Objects.toString(null, "default") + " "
                + Objects.requireNonNullElse(null, "else"));
        try {
            Objects.requireNonNull(null, "value must not be null");
        } catch (NullPointerException e) {
            System.out.println("requireNonNull: " + e.getMessage());
        }
        System.out.println("Objects.compare: " + Objects.compare("a", "b", String::compareTo) + " isNull " + Objects.isNull(null)
                + " nonNull " + Objects.nonNull(a) + " checkIndex " + Objects.checkIndex(2, 3));
        try {
            Objects.checkIndex(3, 3);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("checkIndex: " + e.getMessage());
        }
        String s1 = "hash";
        System.out.println("String hashCode cached consistent: " + (s1.hashCode() == "hash".hashCode()) + " " + s1.hashCode());
        Object o = new Object();
        System.out.println("plain Object: " + o.getClass().getName() + " equals self " + o.equals(o) + " toString prefix "
                + o.toString().startsWith("java.lang.Object@"));
        Runnable lambda = () -> {};
        System.out.println("lambda implements Runnable " + (lambda instanceof Runnable));
    }
}
