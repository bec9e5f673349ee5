package wayfinder;

/**
 * A data abstraction of the user's own, for
 * {@code wayfinder check --abstract 'pkg.Class.field=user(pkg.MyAbstraction)'}.
 *
 * <p>Abstract values are the ints {@code 0..size()-1}. The implementing class
 * needs a public constructor without arguments; Wayfinder creates one
 * instance before the search, in a separate VM, and asks it for every
 * operation's results once (tables of at most 16 abstract values), and for
 * {@link #abstractOf} whenever a concrete value meets an abstract one.
 * Every answer must be sound: it must include every abstract value a
 * concrete computation could give, or the search may miss errors.
 *
 * <p>An operation returning {@code null} (the default) may give any value.
 * A concrete operand is abstracted with {@link #abstractOf} first.
 */
public interface Abstraction {
    /** How many abstract values there are (1 to 16). */
    int size();

    /** The abstract value of a concrete {@code int} or {@code long}. */
    int abstractOf(long value);

    /** A name for abstract value {@code a}, for reports. */
    String name(int a);

    /** The abstract values {@code x + y} may have, for x in a and y in b. */
    default int[] add(int a, int b) { return null; }

    /** As {@link #add}, for {@code x - y}. */
    default int[] sub(int a, int b) { return null; }

    /** As {@link #add}, for {@code x * y}. */
    default int[] mul(int a, int b) { return null; }

    /** As {@link #add}, for {@code x / y} with y not zero. */
    default int[] div(int a, int b) { return null; }

    /** As {@link #add}, for {@code x % y} with y not zero. */
    default int[] rem(int a, int b) { return null; }

    /** The abstract values {@code -x} may have, for x in a. */
    default int[] neg(int a) { return null; }

    /** Whether a concrete value of abstract value {@code a} may be zero
     * (a division by it may throw). Default: yes. */
    default boolean mayBeZero(int a) { return true; }

    /**
     * How a concrete value of {@code a} may compare with one of {@code b}:
     * a bit set of {@link #LESS}, {@link #EQUAL} and {@link #GREATER}.
     * Default: any.
     */
    default int compare(int a, int b) { return LESS | EQUAL | GREATER; }

    int LESS = 1;
    int EQUAL = 2;
    int GREATER = 4;
}
