import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.atomic.LongAdder;

// Atomic classes (built on VarHandles in JDK 17) and VarHandles of the
// program's own fields, static fields and arrays, from one and from several
// threads; results are printed after the joins.
public class ConcurrencyRunAtomics {
    volatile int count;
    long total;
    boolean flag;
    char letter = 'a';
    double weight = 1.5;
    String name = "start";
    static int hits;
    static final int LIMIT = 10;

    static final VarHandle COUNT;
    static final VarHandle TOTAL;
    static final VarHandle FLAG;
    static final VarHandle LETTER;
    static final VarHandle WEIGHT;
    static final VarHandle NAME;
    static final VarHandle HITS;
    static final VarHandle LIMIT_VH;
    static final VarHandle INTS = MethodHandles.arrayElementVarHandle(int[].class);
    static final VarHandle OBJECTS = MethodHandles.arrayElementVarHandle(Object[].class);

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            COUNT = l.findVarHandle(ConcurrencyRunAtomics.class, "count", int.class);
            TOTAL = l.findVarHandle(ConcurrencyRunAtomics.class, "total", long.class);
            FLAG = l.findVarHandle(ConcurrencyRunAtomics.class, "flag", boolean.class);
            LETTER = l.findVarHandle(ConcurrencyRunAtomics.class, "letter", char.class);
            WEIGHT = l.findVarHandle(ConcurrencyRunAtomics.class, "weight", double.class);
            NAME = l.findVarHandle(ConcurrencyRunAtomics.class, "name", String.class);
            HITS = l.findStaticVarHandle(ConcurrencyRunAtomics.class, "hits", int.class);
            LIMIT_VH = l.findStaticVarHandle(ConcurrencyRunAtomics.class, "LIMIT", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    static void atomics() {
        AtomicReference<String> ref = new AtomicReference<>("a");
        System.out.println("ref cas a->b " + ref.compareAndSet("a", "b") + " now " + ref.get());
        System.out.println("ref cas a->c " + ref.compareAndSet("a", "c") + " now " + ref.get());
        System.out.println("ref getAndSet " + ref.getAndSet("d") + " now " + ref);
        System.out.println("ref updateAndGet " + ref.updateAndGet(s -> s + "!"));
        System.out.println("ref accumulate " + ref.accumulateAndGet("?", String::concat));
        System.out.println("ref exchange " + ref.compareAndExchange("d!?", "e") + " now " + ref.getAcquire());

        AtomicBoolean b = new AtomicBoolean();
        System.out.println("bool cas " + b.compareAndSet(false, true) + " " + b.get());
        System.out.println("bool cas again " + b.compareAndSet(false, true) + " " + b.getAndSet(false) + " " + b);
        b.lazySet(true);
        System.out.println("bool lazySet " + b.getPlain() + " weak " + b.weakCompareAndSetVolatile(true, false) + " " + b);

        AtomicIntegerArray ints = new AtomicIntegerArray(4);
        ints.incrementAndGet(1);
        ints.addAndGet(2, 5);
        ints.compareAndSet(0, 0, 9);
        ints.getAndUpdate(3, x -> x - 4);
        System.out.println("int array " + ints + " length " + ints.length());
        try {
            ints.get(4);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("int array " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        AtomicLongArray longs = new AtomicLongArray(new long[] {1, 2});
        longs.getAndAdd(1, 40L);
        longs.accumulateAndGet(0, 10L, Math::max);
        System.out.println("long array " + longs);
        AtomicReferenceArray<String> refs = new AtomicReferenceArray<>(3);
        refs.set(0, "x");
        System.out.println("ref array cas " + refs.compareAndSet(1, null, "y") + " " + refs.compareAndSet(1, null, "z") + " " + refs);
        AtomicLong al = new AtomicLong(5);
        System.out.println("atomic long " + al.incrementAndGet() + " " + al.getAndAdd(10) + " " + al);
        LongAdder adder = new LongAdder();
        adder.add(3);
        adder.increment();
        System.out.println("adder " + adder.sum());
    }

    static void ownHandles() {
        ConcurrencyRunAtomics o = new ConcurrencyRunAtomics();
        System.out.println("count cas " + COUNT.compareAndSet(o, 0, 5) + " " + COUNT.compareAndSet(o, 0, 6) + " " + o.count);
        System.out.println("count getAndAdd " + (int) COUNT.getAndAdd(o, 3) + " now " + (int) COUNT.getVolatile(o));
        System.out.println("count bitwise " + (int) COUNT.getAndBitwiseOr(o, 16) + " " + (int) COUNT.getAndBitwiseAnd(o, 0x1c) + " " + (int) COUNT.getAndBitwiseXor(o, 1) + " now " + o.count);
        COUNT.setRelease(o, 7);
        System.out.println("count exchange " + (int) COUNT.compareAndExchange(o, 7, 8) + " " + (int) COUNT.compareAndExchangeAcquire(o, 7, 9) + " now " + (int) COUNT.getOpaque(o));
        TOTAL.set(o, 1L << 40);
        System.out.println("total " + (long) TOTAL.getAndAdd(o, 2L) + " " + (long) TOTAL.get(o));
        System.out.println("flag " + FLAG.compareAndSet(o, false, true) + " " + (boolean) FLAG.getAndBitwiseXor(o, true) + " " + o.flag);
        System.out.println("letter " + (char) LETTER.getAndAdd(o, (char) 2) + " " + o.letter);
        System.out.println("weight " + (double) WEIGHT.getAndAdd(o, 2.25) + " " + o.weight);
        System.out.println("name " + NAME.compareAndSet(o, "start", "next") + " " + (String) NAME.getAndSet(o, "last") + " " + o.name);
        // Widening and boxing at the call site (invoke behaviour).
        Object boxed = COUNT.get(o);
        long widened = (long) COUNT.get(o);
        COUNT.set(o, Integer.valueOf(42));
        System.out.println("conversions " + boxed + " " + widened + " " + o.count);
        System.out.println("statics " + (int) HITS.getAndAdd(3) + " " + (int) HITS.get() + " " + hits + " limit " + (int) LIMIT_VH.get());
        try {
            LIMIT_VH.set(11);
        } catch (UnsupportedOperationException e) {
            System.out.println("final static is read-only");
        }
        try {
            NAME.getAndAdd(o, "x");
        } catch (UnsupportedOperationException e) {
            System.out.println("no getAndAdd on references");
        }
        try {
            NAME.set(o, (Object) Integer.valueOf(1));
        } catch (ClassCastException e) {
            System.out.println("wrong type: ClassCastException");
        }
        try {
            COUNT.get((ConcurrencyRunAtomics) null);
        } catch (NullPointerException e) {
            System.out.println("null receiver: NullPointerException");
        }
        int[] a = new int[3];
        System.out.println("ints " + INTS.compareAndSet(a, 1, 0, 4) + " " + (int) INTS.getAndAdd(a, 1, 1) + " " + a[1]);
        try {
            INTS.get(a, 3);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("ints " + e.getMessage());
        }
        Object[] strings = new String[2];
        OBJECTS.set(strings, 0, "s");
        System.out.println("objects " + OBJECTS.get(strings, 0) + " " + OBJECTS.compareAndSet(strings, 0, "s", "t") + " " + strings[0]);
        try {
            OBJECTS.set(strings, 1, Integer.valueOf(3));
        } catch (ArrayStoreException e) {
            System.out.println("objects ArrayStoreException " + e.getMessage());
        }
        System.out.println("varType " + COUNT.varType() + " coordinates " + COUNT.coordinateTypes() + " " + INTS.coordinateTypes() + " " + HITS.coordinateTypes());
        try {
            MethodHandles.lookup().findVarHandle(ConcurrencyRunAtomics.class, "missing", int.class);
        } catch (NoSuchFieldException e) {
            System.out.println("NoSuchFieldException " + e.getMessage());
        } catch (IllegalAccessException e) {
            System.out.println("unexpected " + e);
        }
        try {
            MethodHandles.lookup().findVarHandle(ConcurrencyRunAtomics.class, "count", long.class);
        } catch (ReflectiveOperationException e) {
            System.out.println("wrong field type: " + e.getClass().getSimpleName());
        }
        try {
            MethodHandles.arrayElementVarHandle(String.class);
        } catch (IllegalArgumentException e) {
            System.out.println("not an array: IllegalArgumentException");
        }
    }

    static void threads() throws InterruptedException {
        ConcurrencyRunAtomics o = new ConcurrencyRunAtomics();
        AtomicIntegerArray perThread = new AtomicIntegerArray(3);
        AtomicReference<String> last = new AtomicReference<>("");
        Thread[] ts = new Thread[3];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 200; k++) {
                    COUNT.getAndAdd(o, 1);
                    int seen;
                    do {
                        seen = (int) HITS.getVolatile();
                    } while (!HITS.compareAndSet(seen, seen + 2));
                    perThread.incrementAndGet(id);
                }
                last.accumulateAndGet("t" + id, (x, y) -> x.compareTo(y) > 0 ? x : y);
            });
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("threads count " + o.count + " hits " + hits + " per thread " + perThread + " max name " + last.get());
    }

    public static void main(String[] args) throws InterruptedException {
        atomics();
        ownHandles();
        threads();
    }
}
