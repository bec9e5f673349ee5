//! The rule of library-level atomicity: which JDK methods run as one
//! transition when the user's code calls them, and which do not.
//!
//! The JDK's concurrency library is specified to be linearizable for most
//! of its operations: each takes effect at one instant between its call and
//! its return. Checking the user's program against it then needs no
//! interleaving of the library's own steps (its CAS retry loops, the AQS
//! wait queue, the pool's worker bookkeeping): a call runs to its end as one
//! transition, except where it blocks (`park`, `wait`, a contended monitor:
//! the thread stops there and, once woken, finishes the call as one more
//! transition) or calls back into user code. The VM side of this (which
//! frame is inside the library, where the boundaries are) is
//! `wayfinder_vm::library`; this file says which methods are trusted.
//!
//! The rule, per method (`role`):
//! 1. Code of the program (loaded from the class path) and the lambdas and
//!    method references it creates: `User`. Library code reaches it only as
//!    a callback (a task's `run`, a `compute` function, a `thenApply`
//!    lambda, a key's `hashCode`), which therefore runs with scheduling
//!    points, and what the library does after it is a transition of its own.
//! 2. A method of a class in `RULES`: `Atomic` unless the entry names it as
//!    not linearizable. A non-linearizable method runs with scheduling
//!    points (`Inherit` called from user code), but each trusted method it
//!    calls is again one step: `ConcurrentHashMap.putAll` is a sequence of
//!    atomic `putVal`s, `clear` a sequence of per-bin steps, `size` reads
//!    the counter cells one by one.
//!    A few methods of trusted loops are `Step`s (`STEPS`): the pool
//!    worker's loop runs inside the library, but taking the next task and
//!    recording a finished one are transitions of their own.
//! 3. Every other JDK method: `Inherit`, it runs the way its caller does
//!    (one step when the library calls it, `HashSet.add` on the pool's
//!    worker set; with scheduling points when the user calls it). So a
//!    trusted method must not work on a JDK object the user handed it (a
//!    `Collection` to drain into or copy from): those methods (`drainTo`,
//!    `addAll(c)`, constructors taking a collection, `equals`) are listed
//!    as not atomic, and their reads and writes of the user's collection
//!    interleave as the user's own would.
//!
//! 4. Method handles: the VM's call-site classes and the model handle
//!    classes (`MethodHandle`, `WayfinderDirectHandle`, `WayfinderAdapters`)
//!    only box, unbox and route arguments through immutable handles and
//!    fresh arrays: `Atomic`. The invoker that runs a handle's member
//!    (`$$WayfinderInvoker`) is `User`, so the member runs as the program's
//!    own call would (a JDK method with scheduling points, not as one step).
//!
//! 5. Pool workers' loops run inside the library: a `ThreadPoolExecutor`
//!    worker takes its next task as a step; a `ForkJoinPool` worker, or a
//!    thread that helps while it joins, takes each task as a step, so that
//!    which thread runs which task stays every schedule's choice. A task's
//!    body is the program's (a callback) or the stream library's, whose
//!    calls of the program's lambdas are callbacks. The stream library's
//!    steps between two such calls run as one step, reads of the source
//!    collection included: a source changed while the stream runs breaks
//!    the streams' non-interference requirement (`java.util.stream`
//!    package doc), and such a change is seen only between elements.
//!
//! 6. The stream library between two elements: a callback of the
//!    program's (a `map` function, a `reduce` operator, a `forEach`
//!    action) that passed no scheduling point, because it did nothing
//!    another thread could see, returns into a stream frame without a
//!    boundary (`quiet_reentry`): the stream's step before it, the pure
//!    callback and the step after it run as one transition, exactly as a
//!    stream without the program's lambdas does (rule 5), so a leaf task
//!    whose lambdas touch nothing shared is one step, and the states no
//!    longer count every pair of positions the two threads' leaves have
//!    reached (a parallel stream over a list cost the square of its
//!    length). A callback that did something visible (a shared field, a
//!    lock, a library call) passed a scheduling point there, and its
//!    return into the stream is a boundary as before.
//!
//! 7. The JDK's locale, resource-bundle and text-format services, whose
//!    only shared state is the library's own lazily filled caches
//!    (`crate::library_caches`, which argues why and lists them): one step
//!    when entered from outside the library, for the methods whose
//!    parameters are values.
//!
//! 8. `CompletableFuture`'s stages: a dependent action of the program's
//!    (a `thenApply` function, a `handle` or `whenComplete` action, an
//!    async stage's supplier) that passed no scheduling point returns into
//!    the stage without a boundary, as rule 6's stream callbacks do: the
//!    stage's step before it (the completion's claim, a CAS of a status
//!    only `tryFire` reads, or an async task clearing its own fields), the
//!    pure action and the step after it (the dependent's result set, the
//!    stages that depend on it fired) are one transition, exactly as a
//!    stage whose action is the library's own (`Function.identity()`).
//!    Which thread runs the action is unchanged: the registering thread
//!    and the completing one still race at their entries into the
//!    library, and the claim a losing `tryFire` finds taken is one it
//!    would find finished. An action that did something visible passed a
//!    scheduling point, and its return is a boundary as before.
//!
//! 9. `Logger`'s calls that log (`crate::logger_calls`, which argues
//!    why): one step while nothing changes the logging configuration
//!    while other threads are alive, a claim checked as the run goes.
//!
//! Classes not listed are not trusted: their steps interleave as before.
//! A class is added only after reading its specification.
//!
//! What a whole-call transition leaves out is only the library's internal
//! contention paths: a CAS that fails because another thread got in
//! between, `ConcurrentHashMap`'s counter cells, a lock's spinning. Those
//! are invisible through the linearizable operations; they can show through
//! the weakly consistent ones (an aggregate `size()` summing counter cells
//! updated meanwhile), which is why those are listed as not atomic: their
//! reads still interleave with other threads' steps, but the skew that
//! contended counter cells could add does not arise.

use wayfinder_vm::classpath::Origin;
use wayfinder_vm::library::{LibraryRoles, MethodRole, WaitQueue};
use wayfinder_vm::loader::{Classes, MethodId};

/// How a trusted class's methods run.
#[derive(Clone, Copy, Debug)]
pub enum Treatment {
    /// Every method is linearizable (or an internal step of one).
    Atomic,
    /// Every method except those named in these lists (by name, any
    /// descriptor); several lists so that shared ones need no copies.
    AtomicExcept(&'static [&'static [&'static str]]),
    /// No method is atomic as a whole (views, iterators, bulk tasks); the
    /// trusted methods they call are each one step.
    NotAtomic,
    /// Only the methods named here (by name, any descriptor); the others
    /// run the way their caller does, as any JDK method's.
    AtomicOnly(&'static [&'static str]),
}

/// One entry: the class (internal name; a trailing `*` matches nested
/// classes and lambdas too), its treatment, and the specification's word
/// for it. The first matching entry applies.
pub struct Rule {
    pub class: &'static str,
    pub treatment: Treatment,
    pub reason: &'static str,
}

/// Weakly consistent or bulk methods shared by the concurrent queues.
const QUEUE_TRAVERSALS: &[&str] = &[
    "<init>",
    "size",
    "contains",
    "remove",
    "toString",
    "toArray",
    "toArrayInternal",
    "addAll",
    "removeAll",
    "retainAll",
    "removeIf",
    "bulkRemove",
    "clear",
    "forEach",
    "forEachFrom",
    "iterator",
    "spliterator",
    "writeObject",
];

/// What `LinkedTransferQueue` has besides `QUEUE_TRAVERSALS`: the drains
/// and the counts of waiting consumers.
const LINKED_TRANSFER_QUEUE_EXTRA: &[&str] = &[
    "readObject",
    "drainTo",
    "countOfMode",
    "getWaitingConsumerCount",
];

/// What `ConcurrentLinkedDeque` has besides `QUEUE_TRAVERSALS`: the
/// traversals that remove an inner occurrence, the descending iterator
/// and deserialization.
const LINKED_DEQUE_EXTRA: &[&str] = &[
    "removeFirstOccurrence",
    "removeLastOccurrence",
    "descendingIterator",
    "readObject",
];

/// The lock-based queues' methods that work on a collection the caller
/// passes in, call the program back in batches or stream the queue out
/// (`drainTo` fills the caller's collection; `addAll` and the copying
/// constructor read one; `forEach`, `removeIf`, `removeAll`, `retainAll`
/// run the program's action or predicate over batches: 'bulk operations
/// ... are not necessarily performed atomically', BlockingQueue).
const LOCKED_QUEUE_BULK: &[&str] = &[
    "<init>",
    "drainTo",
    "addAll",
    "forEach",
    "forEachFrom",
    "removeIf",
    "removeAll",
    "retainAll",
    "bulkRemove",
    "spliterator",
    "writeObject",
    "readObject",
];

/// The skip-list map's and set's traversals, aggregates and bulk
/// operations (class doc: size 'is not a constant-time operation'; 'bulk
/// operations ... are not guaranteed to be performed atomically'), their
/// serialization and copying constructors.
const SKIP_LIST_TRAVERSALS: &[&str] = &[
    "<init>",
    "buildFromSorted",
    "size",
    "getAdderCount",
    "containsValue",
    "clear",
    "clone",
    "equals",
    "hashCode",
    "toString",
    "toArray",
    "forEach",
    "replaceAll",
    "removeEntryIf",
    "removeValueIf",
    "removeIf",
    "removeAll",
    "retainAll",
    "putAll",
    "addAll",
    "iterator",
    "descendingIterator",
    "spliterator",
    "keySpliterator",
    "valueSpliterator",
    "entrySpliterator",
    "readObject",
    "writeObject",
];

/// Methods that read or write a collection the caller passes in.
const COLLECTION_ARGUMENTS: &[&str] = &[
    "<init>",
    "addAll",
    "addAllAbsent",
    "containsAll",
    "removeAll",
    "retainAll",
    "equals",
];

pub const RULES: &[Rule] = &[
    // ---- locks and synchronizers
    Rule {
        class: "java/util/concurrent/locks/AbstractQueuedSynchronizer*",
        treatment: Treatment::Atomic,
        reason: "AQS: acquire/release and condition await/signal are the atomic state transitions \
                 the synchronizers below are specified in terms of; blocking happens in park",
    },
    Rule {
        class: "java/util/concurrent/locks/AbstractQueuedLongSynchronizer*",
        treatment: Treatment::Atomic,
        reason: "as AbstractQueuedSynchronizer, with a long state",
    },
    Rule {
        class: "java/util/concurrent/locks/AbstractOwnableSynchronizer",
        treatment: Treatment::Atomic,
        reason: "owner-thread field accessors of the synchronizers",
    },
    Rule {
        class: "java/util/concurrent/locks/LockSupport",
        treatment: Treatment::Atomic,
        reason: "park/unpark: one permit per thread; blocking ends the transition",
    },
    Rule {
        class: "java/util/concurrent/locks/ReentrantLock*",
        treatment: Treatment::Atomic,
        reason: "Lock: lock/unlock/tryLock and its conditions are mutual exclusion with \
                 happens-before (Lock interface, 'Memory Synchronization')",
    },
    Rule {
        class: "java/util/concurrent/locks/ReentrantReadWriteLock*",
        treatment: Treatment::Atomic,
        reason: "ReadWriteLock: each lock/unlock of the read or write lock is one state change",
    },
    Rule {
        class: "java/util/concurrent/Semaphore*",
        treatment: Treatment::Atomic,
        reason: "acquire/release of permits are atomic (class doc: 'Memory consistency effects')",
    },
    Rule {
        class: "java/util/concurrent/CountDownLatch*",
        treatment: Treatment::Atomic,
        reason: "countDown/await/getCount on one atomic count",
    },
    Rule {
        class: "java/util/concurrent/CyclicBarrier*",
        treatment: Treatment::Atomic,
        reason: "await runs under the barrier's lock; the barrier action is a callback",
    },
    Rule {
        class: "java/util/concurrent/Exchanger*",
        treatment: Treatment::Atomic,
        reason: "exchange: two threads 'pair and swap elements' (class doc); the swap takes \
                 effect in one step of the second arrival (a CAS of the slot, the match written, \
                 the waiter unparked); waiting blocks in park. Its steps interleaved, a waiter \
                 found between that CAS and the match spins with Thread.yield without bound",
    },
    Rule {
        class: "java/util/concurrent/locks/StampedLock*",
        treatment: Treatment::Atomic,
        reason: "each mode acquisition, release, conversion and validate is one CAS or read of \
                 the lock's state word (class doc: the lock's methods have the memory effects of \
                 a Lock's); waiting blocks in park; tryOptimisticRead returns a stamp that \
                 validate checks later, the reads in between are the program's own",
    },
    Rule {
        class: "java/util/concurrent/Phaser*",
        treatment: Treatment::Atomic,
        reason: "arrive/register/deregister are CASes of one state word (of the root in a \
                 tree); awaitAdvance blocks in park through a QNode; class doc: 'Memory \
                 consistency effects' like a barrier's; an onAdvance the program overrides \
                 is a callback",
    },
    // ---- atomics
    Rule {
        class: "java/util/concurrent/atomic/LongAdder*",
        treatment: Treatment::AtomicExcept(&[&[
            "sum",
            "sumThenReset",
            "reset",
            "toString",
            "longValue",
            "intValue",
            "floatValue",
            "doubleValue",
        ]]),
        reason: "add/increment are atomic; sum() 'is NOT an atomic snapshot' (LongAdder.sum)",
    },
    Rule {
        class: "java/util/concurrent/atomic/DoubleAdder*",
        treatment: Treatment::AtomicExcept(&[&[
            "sum",
            "sumThenReset",
            "reset",
            "toString",
            "longValue",
            "intValue",
            "floatValue",
            "doubleValue",
        ]]),
        reason: "as LongAdder",
    },
    Rule {
        class: "java/util/concurrent/atomic/LongAccumulator*",
        treatment: Treatment::AtomicExcept(&[&[
            "get",
            "getThenReset",
            "reset",
            "toString",
            "longValue",
            "intValue",
            "floatValue",
            "doubleValue",
        ]]),
        reason: "accumulate is atomic; get() combines the cells non-atomically",
    },
    Rule {
        class: "java/util/concurrent/atomic/DoubleAccumulator*",
        treatment: Treatment::AtomicExcept(&[&[
            "get",
            "getThenReset",
            "reset",
            "toString",
            "longValue",
            "intValue",
            "floatValue",
            "doubleValue",
        ]]),
        reason: "as LongAccumulator",
    },
    Rule {
        class: "java/util/concurrent/atomic/Striped64*",
        treatment: Treatment::Atomic,
        reason: "the cell updates of the adders and accumulators",
    },
    Rule {
        class: "java/util/concurrent/atomic/Atomic*",
        treatment: Treatment::Atomic,
        reason: "package doc: get/set/compareAndSet... have the memory effects of volatile \
                 accesses and are atomic; updateAndGet's function is a callback",
    },
    // ---- queues
    Rule {
        class: "java/util/concurrent/ArrayBlockingQueue",
        treatment: Treatment::AtomicExcept(&[&[
            "<init>",
            "drainTo",
            "removeAll",
            "retainAll",
            "removeIf",
            "spliterator",
        ]]),
        reason: "'All queuing methods achieve their effects atomically using internal locks' \
                 (BlockingQueue); each holds the queue's one lock; bulk removals are left out \
                 ('not necessarily performed atomically unless specified otherwise')",
    },
    Rule {
        class: "java/util/concurrent/ArrayBlockingQueue*",
        treatment: Treatment::AtomicExcept(&[&["forEachRemaining"]]),
        reason: "the iterator's methods each take the queue's lock (weakly consistent as a whole)",
    },
    Rule {
        class: "java/util/concurrent/LinkedBlockingQueue",
        treatment: Treatment::AtomicExcept(&[&[
            "<init>",
            "drainTo",
            "forEach",
            "forEachFrom",
            "removeAll",
            "retainAll",
            "removeIf",
            "bulkRemove",
            "spliterator",
        ]]),
        reason:
            "queuing methods are atomic under the put/take locks (BlockingQueue); size() reads \
                 one atomic count; forEach and bulk removals work in batches",
    },
    Rule {
        class: "java/util/concurrent/LinkedBlockingQueue$Node",
        treatment: Treatment::Atomic,
        reason: "list node",
    },
    Rule {
        class: "java/util/concurrent/LinkedBlockingQueue$Itr",
        treatment: Treatment::AtomicExcept(&[&["forEachRemaining"]]),
        reason: "each iterator step holds both locks (weakly consistent as a whole)",
    },
    Rule {
        class: "java/util/concurrent/LinkedBlockingQueue*",
        treatment: Treatment::NotAtomic,
        reason: "spliterator: weakly consistent",
    },
    Rule {
        class: "java/util/concurrent/SynchronousQueue*",
        treatment: Treatment::AtomicExcept(&[&["drainTo"]]),
        reason:
            "put/take/offer/poll hand one element over (BlockingQueue); the transfer blocks in park",
    },
    Rule {
        class: "java/util/concurrent/LinkedTransferQueue",
        treatment: Treatment::AtomicExcept(&[QUEUE_TRAVERSALS, LINKED_TRANSFER_QUEUE_EXTRA]),
        reason: "a BlockingQueue ('queuing methods achieve their effects atomically') whose \
                 transfer/tryTransfer/put/offer/take/poll each match or append one node with \
                 a CAS (a dual queue) and block in park; class doc: size 'is NOT a \
                 constant-time operation' and bulk operations 'are not guaranteed to be \
                 performed atomically', iterators are weakly consistent; \
                 getWaitingConsumerCount counts by traversal",
    },
    Rule {
        class: "java/util/concurrent/LinkedTransferQueue$Node",
        treatment: Treatment::Atomic,
        reason: "list node (matching a node is a step of one transfer)",
    },
    Rule {
        class: "java/util/concurrent/LinkedTransferQueue*",
        treatment: Treatment::NotAtomic,
        reason: "iterator and spliterator: weakly consistent",
    },
    Rule {
        class: "java/util/concurrent/ConcurrentLinkedQueue",
        treatment: Treatment::AtomicExcept(&[QUEUE_TRAVERSALS]),
        reason: "offer/poll/peek/isEmpty are linearizable (Michael-Scott queue); class doc: size \
                 'may be inaccurate', iterators weakly consistent, bulk operations 'not \
                 guaranteed to be performed atomically'; contains/remove(Object) traverse",
    },
    Rule {
        class: "java/util/concurrent/ConcurrentLinkedQueue$Node",
        treatment: Treatment::Atomic,
        reason: "list node",
    },
    Rule {
        class: "java/util/concurrent/ConcurrentLinkedQueue*",
        treatment: Treatment::NotAtomic,
        reason: "iterator and spliterator: weakly consistent",
    },
    Rule {
        class: "java/util/concurrent/ConcurrentLinkedDeque",
        treatment: Treatment::AtomicExcept(&[QUEUE_TRAVERSALS, LINKED_DEQUE_EXTRA]),
        reason: "class doc: 'Concurrent insertion, removal, and access operations execute \
                 safely across multiple threads': each operation on one end (offer/poll/peek/\
                 push/pop/add/remove/get First and Last, isEmpty) links, unlinks or reads one \
                 end node with a CAS or read; 'the size method is NOT a constant-time \
                 operation', 'bulk operations addAll, removeAll, retainAll, containsAll, \
                 equals, and toArray are not guaranteed to be performed atomically', iterators \
                 weakly consistent; contains and remove(Object)/removeFirstOccurrence/\
                 removeLastOccurrence traverse",
    },
    Rule {
        class: "java/util/concurrent/ConcurrentLinkedDeque$Node",
        treatment: Treatment::Atomic,
        reason: "list node",
    },
    Rule {
        class: "java/util/concurrent/ConcurrentLinkedDeque*",
        treatment: Treatment::NotAtomic,
        reason: "iterators and spliterator: weakly consistent",
    },
    Rule {
        class: "java/util/concurrent/LinkedBlockingDeque",
        treatment: Treatment::AtomicExcept(&[LOCKED_QUEUE_BULK]),
        reason: "every method holds the deque's one lock ('All queuing methods achieve their \
                 effects atomically using internal locks', BlockingQueue; size, contains, \
                 toArray, toString, clear too); put/take and the timed offer/poll wait on its \
                 conditions; bulk operations, drainTo and a collection argument are left out",
    },
    Rule {
        class: "java/util/concurrent/LinkedBlockingDeque$Node",
        treatment: Treatment::Atomic,
        reason: "list node",
    },
    Rule {
        class: "java/util/concurrent/LinkedBlockingDeque$AbstractItr",
        treatment: Treatment::AtomicExcept(&[&["forEachRemaining"]]),
        reason: "each iterator step holds the deque's lock (weakly consistent as a whole)",
    },
    Rule {
        class: "java/util/concurrent/LinkedBlockingDeque$Itr",
        treatment: Treatment::AtomicExcept(&[&["forEachRemaining"]]),
        reason: "as AbstractItr",
    },
    Rule {
        class: "java/util/concurrent/LinkedBlockingDeque$DescendingItr",
        treatment: Treatment::AtomicExcept(&[&["forEachRemaining"]]),
        reason: "as AbstractItr",
    },
    Rule {
        class: "java/util/concurrent/LinkedBlockingDeque*",
        treatment: Treatment::NotAtomic,
        reason: "spliterator: weakly consistent",
    },
    Rule {
        class: "java/util/concurrent/PriorityBlockingQueue",
        treatment: Treatment::AtomicExcept(&[LOCKED_QUEUE_BULK]),
        reason: "every method holds the queue's one lock (growing the array drops it, but \
                 re-takes it before anything else runs in the same call); take waits on its \
                 condition; the comparator or the elements' compareTo are callbacks; bulk \
                 operations, drainTo and a collection argument are left out",
    },
    Rule {
        class: "java/util/concurrent/PriorityBlockingQueue$Itr",
        treatment: Treatment::AtomicExcept(&[&["forEachRemaining"]]),
        reason: "iterates over a snapshot array taken under the lock; remove takes the lock",
    },
    Rule {
        class: "java/util/concurrent/PriorityBlockingQueue*",
        treatment: Treatment::NotAtomic,
        reason: "spliterator: takes its snapshot lazily",
    },
    Rule {
        class: "java/util/concurrent/DelayQueue",
        treatment: Treatment::AtomicExcept(&[LOCKED_QUEUE_BULK]),
        reason: "every method holds the queue's one lock (a PriorityQueue inside); take and \
                 the timed poll wait on its condition, for the head's delay (a timed wait); \
                 the elements' getDelay and compareTo are callbacks; drainTo fills the \
                 caller's collection",
    },
    Rule {
        class: "java/util/concurrent/DelayQueue*",
        treatment: Treatment::AtomicExcept(&[&["forEachRemaining"]]),
        reason: "the iterator walks a snapshot array; remove takes the lock",
    },
    Rule {
        class: "java/util/concurrent/CopyOnWriteArrayList*",
        treatment: Treatment::AtomicExcept(&[COLLECTION_ARGUMENTS]),
        reason: "every mutation copies the array under the list's lock; iterators read one \
                 snapshot ('never throws ConcurrentModificationException', class doc); arguments \
                 and actions are callbacks",
    },
    Rule {
        class: "java/util/concurrent/CopyOnWriteArraySet*",
        treatment: Treatment::AtomicExcept(&[COLLECTION_ARGUMENTS]),
        reason: "delegates to a CopyOnWriteArrayList",
    },
    // ---- skip lists
    Rule {
        class: "java/util/concurrent/ConcurrentSkipListMap",
        treatment: Treatment::AtomicExcept(&[SKIP_LIST_TRAVERSALS]),
        reason: "class doc: 'Insertion, removal, update, and access operations safely execute \
                 concurrently': each single-key operation (get/put/remove/replace/putIfAbsent, \
                 first/last/ceiling/floor/poll*) takes effect with one CAS or read of a node; \
                 compute/merge functions and a comparator or key's compareTo are callbacks, \
                 the CAS after them a step of its own ('not guaranteed to be applied once \
                 atomically'); 'the size method is not a constant-time operation', \
                 'bulk operations putAll, equals, toArray, containsValue, and clear are not \
                 guaranteed to be performed atomically', iterators weakly consistent",
    },
    Rule {
        class: "java/util/concurrent/ConcurrentSkipListMap$Node",
        treatment: Treatment::Atomic,
        reason: "list node",
    },
    Rule {
        class: "java/util/concurrent/ConcurrentSkipListMap$Index",
        treatment: Treatment::Atomic,
        reason: "index node",
    },
    Rule {
        class: "java/util/concurrent/ConcurrentSkipListMap*",
        treatment: Treatment::NotAtomic,
        reason: "key/value/entry views, submaps, iterators and spliterators are weakly \
                 consistent; their single-key operations call the map's atomic methods",
    },
    Rule {
        class: "java/util/concurrent/ConcurrentSkipListSet",
        treatment: Treatment::AtomicExcept(&[SKIP_LIST_TRAVERSALS, COLLECTION_ARGUMENTS]),
        reason: "delegates each element operation to a ConcurrentSkipListMap; size, \
                 equals, removeAll and iteration are traversals (class doc)",
    },
    Rule {
        class: "java/util/concurrent/ConcurrentSkipListSet*",
        treatment: Treatment::NotAtomic,
        reason: "as the map's views",
    },
    // ---- ConcurrentHashMap
    Rule {
        class: "java/util/concurrent/ConcurrentHashMap",
        treatment: Treatment::AtomicExcept(&[&[
            "<init>",
            "size",
            "isEmpty",
            "mappingCount",
            "sumCount",
            "containsValue",
            "contains",
            "putAll",
            "clear",
            "hashCode",
            "equals",
            "toString",
            "forEach",
            "replaceAll",
            "removeEntryIf",
            "removeValueIf",
            "keys",
            "elements",
            "search",
            "reduce",
            "reduceToDouble",
            "reduceToLong",
            "reduceToInt",
            "forEachKey",
            "searchKeys",
            "reduceKeys",
            "reduceKeysToDouble",
            "reduceKeysToLong",
            "reduceKeysToInt",
            "forEachValue",
            "searchValues",
            "reduceValues",
            "reduceValuesToDouble",
            "reduceValuesToLong",
            "reduceValuesToInt",
            "forEachEntry",
            "searchEntries",
            "reduceEntries",
            "reduceEntriesToDouble",
            "reduceEntriesToLong",
            "reduceEntriesToInt",
            "writeObject",
        ]]),
        reason: "class doc: retrievals and updates of one key are atomic ('an update operation \
                 for a given key bears a happens-before relation with any (non-null) retrieval \
                 for that key'); compute/merge functions are callbacks; 'aggregate status \
                 methods including size, isEmpty, and containsValue' are only estimates, \
                 'for aggregate operations such as putAll and clear, concurrent retrievals may \
                 reflect insertion or removal of only some entries', bulk operations and \
                 traversals are weakly consistent",
    },
    Rule {
        class: "java/util/concurrent/ConcurrentHashMap$Node",
        treatment: Treatment::Atomic,
        reason: "bin node (find is a step of get)",
    },
    Rule {
        class: "java/util/concurrent/ConcurrentHashMap$TreeNode",
        treatment: Treatment::Atomic,
        reason: "tree bin node",
    },
    Rule {
        class: "java/util/concurrent/ConcurrentHashMap$TreeBin",
        treatment: Treatment::Atomic,
        reason: "tree bin: its steps belong to one update or lookup",
    },
    Rule {
        class: "java/util/concurrent/ConcurrentHashMap$ForwardingNode",
        treatment: Treatment::Atomic,
        reason: "resize forwarding (find is a step of get)",
    },
    Rule {
        class: "java/util/concurrent/ConcurrentHashMap$ReservationNode",
        treatment: Treatment::Atomic,
        reason: "placeholder of computeIfAbsent/compute",
    },
    Rule {
        class: "java/util/concurrent/ConcurrentHashMap$CounterCell",
        treatment: Treatment::Atomic,
        reason: "size counter cell",
    },
    Rule {
        class: "java/util/concurrent/ConcurrentHashMap$MapEntry",
        treatment: Treatment::Atomic,
        reason: "entry of an iterator; setValue is a put",
    },
    Rule {
        class: "java/util/concurrent/ConcurrentHashMap*",
        treatment: Treatment::NotAtomic,
        reason: "key/value/entry views, iterators, traversers, spliterators and bulk tasks are \
                 weakly consistent (class doc); their single-key operations call the map's \
                 atomic methods",
    },
    // ---- executors and futures
    Rule {
        class: "java/util/concurrent/ThreadPoolExecutor",
        treatment: Treatment::Atomic,
        reason: "execute/submit/shutdown/getters act under the pool's main lock or one CAS of \
                 its control word; a worker's loop (runWorker) is cut into steps by `STEPS`",
    },
    Rule {
        class: "java/util/concurrent/ThreadPoolExecutor*",
        treatment: Treatment::Atomic,
        reason: "rejection policies",
    },
    Rule {
        class: "java/util/concurrent/ScheduledThreadPoolExecutor$DelayedWorkQueue",
        treatment: Treatment::AtomicExcept(&[&["drainTo"]]),
        reason: "a BlockingQueue ordered by delay: every method holds the queue's lock; take \
                 and poll wait on its condition (a timed wait until the head's delay ends)",
    },
    Rule {
        class: "java/util/concurrent/ScheduledThreadPoolExecutor*",
        treatment: Treatment::Atomic,
        reason: "a ThreadPoolExecutor whose schedule/scheduleAtFixedRate/... queue one \
                 ScheduledFutureTask under the delay queue's lock; the task's run is a \
                 FutureTask run (the program's runnable a callback) and then one re-queueing; \
                 cancel is a FutureTask cancel and one removal",
    },
    Rule {
        class: "java/util/concurrent/ForkJoinPool",
        treatment: Treatment::AtomicExcept(&[&[
            "invokeAll",
            "invokeAny",
            "drainTasksTo",
            "getRunningThreadCount",
            "getActiveThreadCount",
            "isQuiescent",
            "getStealCount",
            "getQueuedTaskCount",
            "getQueuedSubmissionCount",
            "hasQueuedSubmissions",
            "toString",
        ]]),
        reason: "submit/execute/invoke push one task with a CAS (or under the submission \
                 queue's lock) and signal a worker; tasks run by workers, by joiners that help \
                 and by submitters that wait are callbacks; taking a task is a step of its \
                 own (`STEPS`); class doc: the monitoring methods are 'estimates' read by \
                 traversal, invokeAll submits and joins tasks one after the other",
    },
    Rule {
        class: "java/util/concurrent/ForkJoinPool*",
        treatment: Treatment::Atomic,
        reason: "work queues (push/pop/poll of one slot), the worker factory, managed blocking",
    },
    Rule {
        class: "java/util/concurrent/ForkJoinWorkerThread*",
        treatment: Treatment::Atomic,
        reason: "a worker's run is the pool's runWorker loop; onStart/onTermination of a \
                 subclass are callbacks",
    },
    Rule {
        class: "java/util/concurrent/ForkJoinTask",
        treatment: Treatment::AtomicExcept(&[&["invokeAll"]]),
        reason: "fork pushes one task; join/get/invoke wait for one status word (helping \
                 with other tasks, whose run is a callback, or blocking in park); complete/\
                 completeExceptionally/cancel CAS the status; class doc: 'Memory consistency \
                 effects' of Future; invokeAll(Collection) forks and joins one task after the \
                 other and reads the program's collection",
    },
    Rule {
        class: "java/util/concurrent/ForkJoinTask*",
        treatment: Treatment::Atomic,
        reason: "adapters of Runnable/Callable (their run/call a callback) and the waiters' \
                 list",
    },
    Rule {
        class: "java/util/concurrent/RecursiveTask",
        treatment: Treatment::Atomic,
        reason: "exec runs compute, the program's (a callback), and records its result",
    },
    Rule {
        class: "java/util/concurrent/RecursiveAction",
        treatment: Treatment::Atomic,
        reason: "as RecursiveTask",
    },
    Rule {
        class: "java/util/concurrent/CountedCompleter",
        treatment: Treatment::Atomic,
        reason: "pending-count CASes; compute and onCompletion are the subclass's (the \
                 program's: callbacks; the stream library's: inside the task)",
    },
    Rule {
        class: "java/util/concurrent/AbstractExecutorService",
        treatment: Treatment::AtomicExcept(&[&["invokeAll", "invokeAny", "doInvokeAny"]]),
        reason: "submit = newTaskFor + execute; invokeAll/invokeAny submit tasks and wait for \
                 them one after the other",
    },
    Rule {
        class: "java/util/concurrent/ExecutorCompletionService*",
        treatment: Treatment::Atomic,
        reason: "submit/take/poll: an executor submit and a queue operation",
    },
    Rule {
        class: "java/util/concurrent/Executors*",
        treatment: Treatment::AtomicExcept(&[&["invokeAll", "invokeAny"]]),
        reason: "factories and the delegating wrappers of a pool (each call is one pool call); \
                 DefaultThreadFactory numbers pools and threads",
    },
    Rule {
        class: "java/util/concurrent/FutureTask*",
        treatment: Treatment::Atomic,
        reason: "Future: run/set/cancel/get change or read one state word ('Memory \
                 consistency effects' of Future); the callable is a callback; get blocks in park",
    },
    Rule {
        class: "java/util/concurrent/CompletableFuture*",
        treatment: Treatment::AtomicExcept(&[&["getNumberOfDependents"]]),
        reason: "complete/get/join and the registration of dependent stages are CASes on the \
                 result and stack words; dependent actions are callbacks; the dependents count \
                 is 'designed for use in monitoring', an estimate",
    },
    Rule {
        class: "java/util/concurrent/SubmissionPublisher*",
        treatment: Treatment::AtomicExcept(&[&["estimateMinimumDemand", "estimateMaximumLag"]]),
        reason: "subscribe/submit/offer/close/consume act under the publisher's lock; each \
                 subscription's buffer has one producer (that lock's holder: the item stored, \
                 then tail written, then the consumer started with a CAS of ctl) and one \
                 consumer (the task whose RUN bit is set), and what the program sees of it is \
                 the subscriber's onSubscribe/onNext/onError/onComplete, callbacks run by the \
                 consumer in buffer order; a producer stopped between storing an item and \
                 writing tail leaves a consumer that took the item spinning on tail without \
                 bound (it is run as one step from the executor); an offer blocked on a full \
                 buffer waits in park; the onDrop handler and a program's executor are \
                 callbacks; the two estimates sum several subscriptions' lags or demands \
                 that their consumers change meanwhile ('estimate', method docs)",
    },
    Rule {
        class: "java/util/concurrent/TimeUnit*",
        treatment: Treatment::Atomic,
        reason: "conversions; sleep/timedWait delegate to Thread/Object",
    },
    // ---- random draws
    Rule {
        class: "java/security/SecureRandom",
        treatment: Treatment::AtomicOnly(&["next", "generateSeed"]),
        reason: "class doc: 'SecureRandom objects are safe for use by multiple concurrent \
                 threads': a draw into an array of its own (next, behind nextInt/nextLong/...; \
                 generateSeed) changes only the generator's private state, under the JDK \
                 provider's own locks (NativePRNG: its buffer lock and the mixing generator's \
                 monitor; DRBG and SHA1PRNG: synchronized engine methods), or under the \
                 SecureRandom's when the provider is not thread-safe; which bytes each draw \
                 gets, however draws interleave, is an input the checker does not enumerate \
                 (every draw is reported as the bounded input 'one fixed sequence'); \
                 nextBytes and setSeed work on the caller's array and stay as they are; a \
                 provider of the program's is its code (callbacks)",
    },
    Rule {
        class: "java/util/UUID",
        treatment: Treatment::AtomicOnly(&["randomUUID"]),
        reason: "UUID is an immutable value; randomUUID fills a fresh array from a private \
                 static SecureRandom (UUID$Holder.numberGenerator, which the program cannot \
                 reach) and wraps it: one draw, as SecureRandom.next",
    },
    Rule {
        class: "sun/reflect/annotation/*",
        treatment: Treatment::Atomic,
        reason: "annotations are immutable values (java.lang.annotation.Annotation): parsing \
                 decodes a class file's annotation attributes into new objects, and the only \
                 shared writes are caches (an AnnotationType per annotation interface, the \
                 parsed map of a reflective object) that every thread fills with equal values; \
                 members of an annotation that is not a proxy are called reflectively, as one step",
    },
];

/// Steps whose only effects are the pool's bookkeeping
/// (`wayfinder_vm::bookkeeping`): their entry is a boundary only while
/// that bookkeeping is in the compared state (`MethodRole::BookkeepingStep`).
pub const BOOKKEEPING_STEPS: &[(&str, &str, &str)] = &[(
    "java/util/concurrent/ThreadPoolExecutor",
    "afterExecute",
    "after a task's Future is set, the worker records the completed task \
     (getCompletedTaskCount) and unlocks itself; the hook is empty unless a subclass \
     overrides it (then it is the program's method, a callback). A caller of Future.get can \
     see the count before it is updated and the worker still locked (getActiveCount), so \
     while the program reads either (a restart puts them in the state) this is a step",
)];

/// A worker taking its next task (`MethodRole::TakeStep`): a step, but for
/// a take that would wait on an empty, unwatched queue of a running pool
/// while the bookkeeping claim holds (`wayfinder_vm::bookkeeping`,
/// `Vm::idle_take_is_quiet`).
pub const TAKE_STEP: (&str, &str, &str) = (
    "java/util/concurrent/ThreadPoolExecutor",
    "getTask",
    "a worker taking its next task from the queue (or finding the pool shut down) is an \
     operation on the queue of its own, after the previous task's completion; when it can \
     only wait, waiting early is the same to every other thread",
);

/// Methods whose call from the program reads bookkeeping left out of the
/// compared state (`MethodRole::BookkeepingRead`): the claim breaks, and
/// the search starts again with it in the state and `BOOKKEEPING_STEPS`
/// and `TAKE_STEP` as steps.
pub const BOOKKEEPING_READS: &[(&str, &str, &str)] = &[
    (
        "java/util/concurrent/CompletableFuture",
        "obtrudeValue",
        "overwrites a result that may be set already: a completed future's result is then \
         not final, which the reads of completed futures assume (`wayfinder_vm::bookkeeping`)",
    ),
    (
        "java/util/concurrent/CompletableFuture",
        "obtrudeException",
        "as obtrudeValue",
    ),
    (
        "java/util/concurrent/ThreadPoolExecutor",
        "<init>",
        "a pool the program constructs itself (not through Executors' factories, whose \
         queues nothing else holds) runs on a queue the program may hold and wait on \
         (`TAKE_STEP` assumes only workers do)",
    ),
    (
        "java/util/concurrent/ThreadPoolExecutor",
        "getQueue",
        "hands the pool's work queue to the program, which could then wait on it \
         (`TAKE_STEP` assumes only workers do)",
    ),
    (
        "java/util/concurrent/ScheduledThreadPoolExecutor",
        "getQueue",
        "a scheduled pool's own getQueue (as ThreadPoolExecutor's)",
    ),
    (
        "java/util/concurrent/ThreadPoolExecutor",
        "getActiveCount",
        "counts the workers running a task (Worker.isLocked): when a worker releases its \
         lock after a task is bookkeeping (`BOOKKEEPING_STEPS`)",
    ),
    (
        "java/util/concurrent/ThreadPoolExecutor",
        "getTaskCount",
        "the completed-task counters and the workers' locks",
    ),
    (
        "java/util/concurrent/ThreadPoolExecutor",
        "toString",
        "the completed-task counters and the workers' locks",
    ),
];

/// Methods of trusted classes that are steps of a library loop: entering
/// one is a transition boundary even from inside the library (class,
/// method, why).
pub const STEPS: &[(&str, &str, &str)] = &[
    (
        "java/util/concurrent/ForkJoinPool",
        "scan",
        "a worker looking for a task to take (its own or another queue's): each \
         attempt a transition of its own, so that a joiner or another worker can take \
         the task first, as on a real machine",
    ),
    (
        "java/util/concurrent/ForkJoinPool",
        "helpJoin",
        "a joiner taking a task to run while it waits (as `scan`)",
    ),
    (
        "java/util/concurrent/ForkJoinPool",
        "helpComplete",
        "as helpJoin, for a CountedCompleter's subtasks",
    ),
    (
        "java/util/concurrent/ForkJoinPool",
        "pollScan",
        "a quiescing thread taking a task (as `scan`)",
    ),
    (
        "java/util/concurrent/ForkJoinPool$WorkQueue",
        "nextLocalTask",
        "a worker taking its next local task after finishing one (as `scan`)",
    ),
    (
        "java/util/concurrent/ForkJoinPool$WorkQueue",
        "tryRemove",
        "a joiner taking the task it waits for back from a queue (as `scan`)",
    ),
    (
        "java/util/concurrent/ForkJoinPool$WorkQueue",
        "externalTryUnpush",
        "a submitter taking its task back to run it itself (as `scan`)",
    ),
    (
        "java/util/concurrent/ForkJoinPool$WorkQueue",
        "tryUnpush",
        "a worker taking back the task it forked last (as `scan`)",
    ),
    (
        "java/util/concurrent/ForkJoinPool$WorkQueue",
        "helpComplete",
        "as ForkJoinPool.helpComplete",
    ),
];

/// Is `class` matched by `pattern` (see `Rule::class`)?
fn matches(pattern: &str, class: &str) -> bool {
    match pattern.strip_suffix('*') {
        Some(prefix) => class.starts_with(prefix),
        None => pattern == class,
    }
}

/// The rule for the JDK class `class` (internal name), if it is trusted.
pub fn rule_for(class: &str) -> Option<&'static Rule> {
    RULES.iter().find(|r| matches(r.class, class))
}

/// Does `treatment` make the method named `method` one transition?
fn is_atomic(treatment: Treatment, method: &str) -> bool {
    match treatment {
        Treatment::Atomic => true,
        Treatment::AtomicExcept(lists) => !lists.iter().any(|l| l.contains(&method)),
        Treatment::NotAtomic => false,
        Treatment::AtomicOnly(names) => names.contains(&method),
    }
}

/// Is `class` (internal name) one that only routes a method-handle call
/// (rule 4 of the module docs)?
fn is_method_handle_plumbing(class: &str) -> bool {
    class.starts_with("java/lang/invoke/MethodHandle$$WayfinderSite$")
        || class == "java/lang/invoke/MethodHandle"
        || class == "java/lang/invoke/WayfinderDirectHandle"
        || class.starts_with("java/lang/invoke/WayfinderAdapters")
}

/// The roles of methods under `RULES` (see the module docs).
#[derive(Default)]
pub struct LibraryRules {
    /// The program's `Logger` calls run as one step
    /// (`crate::logger_calls`): set only while that rule's claim holds.
    pub logger_calls: bool,
}

impl LibraryRules {
    /// Is the class named `name` the program's own: loaded from the class
    /// path, or a lambda the VM made for such a class?
    fn is_user_class(classes: &Classes, name: &str) -> bool {
        let name = name.split("$$Wayfinder").next().unwrap_or(name);
        match classes.lookup_loaded(name) {
            Some(c) => matches!(
                classes.get(c).origin,
                Some(Origin::Dir(_)) | Some(Origin::Jar(_))
            ),
            None => false,
        }
    }
}

/// The synchronizers' wait queues: `AbstractQueuedSynchronizer` (and its
/// long twin) start with `head == tail == null` and keep the node of the
/// last thread that was queued as a waiter-less `head == tail` once the
/// queue drains; the two are the same empty queue to every method
/// (`hasQueuedThreads`, `getQueueLength`, the next `acquire`).
pub const WAIT_QUEUES: &[WaitQueue] = &[
    WaitQueue {
        class: "java/util/concurrent/locks/AbstractQueuedSynchronizer",
        head: "head",
        tail: "tail",
        waiter: "waiter",
        next: "next",
    },
    WaitQueue {
        class: "java/util/concurrent/locks/AbstractQueuedLongSynchronizer",
        head: "head",
        tail: "tail",
        waiter: "waiter",
        next: "next",
    },
];

/// Is the class named `name` one of the stream library's (rule 6 of the
/// module docs)?
fn is_stream_plumbing(name: &str) -> bool {
    name.starts_with("java/util/stream/")
}

/// Is the class named `name` `CompletableFuture` or one of its stages,
/// completions and async tasks (rule 8 of the module docs)?
fn is_future_stage(name: &str) -> bool {
    name.strip_prefix("java/util/concurrent/CompletableFuture")
        .is_some_and(|rest| rest.is_empty() || rest.starts_with('$'))
}

impl LibraryRoles for LibraryRules {
    fn wait_queues(&self) -> &'static [WaitQueue] {
        WAIT_QUEUES
    }

    fn quiet_reentry(&mut self, classes: &Classes, m: MethodId) -> bool {
        let name = &*classes.get(classes.method(m).class).name;
        is_stream_plumbing(name) || is_future_stage(name)
    }

    fn role(&mut self, classes: &Classes, m: MethodId) -> MethodRole {
        let meth = classes.method(m);
        let name = &*classes.get(meth.class).name;
        if name.contains("$$WayfinderInvoker$") || Self::is_user_class(classes, name) {
            return MethodRole::User;
        }
        if crate::library_caches::is_opened(name, &meth.name) {
            return MethodRole::User;
        }
        if is_method_handle_plumbing(name) {
            return MethodRole::Atomic;
        }
        let listed = |list: &[(&str, &str, &str)]| {
            list.iter().any(|(c, n, _)| *c == name && **n == *meth.name)
        };
        if listed(STEPS) {
            return MethodRole::Step;
        }
        if listed(&[TAKE_STEP]) {
            return MethodRole::TakeStep;
        }
        if listed(BOOKKEEPING_STEPS) {
            return MethodRole::BookkeepingStep;
        }
        if listed(BOOKKEEPING_READS) {
            return MethodRole::BookkeepingRead;
        }
        match rule_for(name).map(|r| r.treatment) {
            Some(Treatment::Atomic) => MethodRole::Atomic,
            Some(t) if is_atomic(t, &meth.name) => MethodRole::Atomic,
            Some(_) => MethodRole::Inherit,
            // Rule 7: the locale and text services over library caches.
            None if crate::library_caches::is_service_step(name, &meth.name, &meth.desc) => {
                MethodRole::Atomic
            }
            // A logger call of the program's, under its claim.
            None if self.logger_calls
                && crate::logger_calls::is_logger_call(name, &meth.name, &meth.desc) =>
            {
                MethodRole::Atomic
            }
            None => MethodRole::Inherit,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_matching_rule_applies() {
        let r = rule_for("java/util/concurrent/ConcurrentHashMap$KeySetView").unwrap();
        assert!(matches!(r.treatment, Treatment::NotAtomic));
        let r = rule_for("java/util/concurrent/ConcurrentHashMap$Node").unwrap();
        assert!(matches!(r.treatment, Treatment::Atomic));
        let r = rule_for("java/util/concurrent/atomic/LongAdder").unwrap();
        assert!(matches!(r.treatment, Treatment::AtomicExcept(_)));
        assert!(rule_for("java/util/concurrent/LinkedBlockingDeque$Node").is_some());
        assert!(rule_for("java/util/HashMap").is_none());
    }

    /// The treatment named for `method` of `class`, as `role` reads it.
    fn atomic(class: &str, method: &str) -> bool {
        is_atomic(rule_for(class).expect("a rule").treatment, method)
    }

    #[test]
    fn only_the_named_draws_are_atomic() {
        let sr = "java/security/SecureRandom";
        assert!(atomic(sr, "next"));
        assert!(atomic(sr, "generateSeed"));
        // The caller's array is the program's object.
        assert!(!atomic(sr, "nextBytes"));
        assert!(!atomic(sr, "setSeed"));
        assert!(atomic("java/util/UUID", "randomUUID"));
        assert!(!atomic("java/util/UUID", "nameUUIDFromBytes"));
        // Nested classes are not matched by these entries.
        assert!(rule_for("java/util/UUID$Holder").is_none());
    }

    #[test]
    fn exceptions_come_from_every_list() {
        // LinkedTransferQueue: one method of each of its two lists.
        let ltq = "java/util/concurrent/LinkedTransferQueue";
        assert!(!atomic(ltq, "size"));
        assert!(!atomic(ltq, "getWaitingConsumerCount"));
        assert!(atomic(ltq, "transfer"));
        // ConcurrentSkipListSet: a traversal and a collection argument.
        let set = "java/util/concurrent/ConcurrentSkipListSet";
        assert!(!atomic(set, "size"));
        assert!(!atomic(set, "containsAll"));
        assert!(atomic(set, "add"));
        assert!(atomic(set, "pollFirst"));
    }

    #[test]
    fn skip_lists_phasers_stamped_locks_and_fork_join_are_trusted() {
        let map = "java/util/concurrent/ConcurrentSkipListMap";
        assert!(atomic(map, "put"));
        assert!(atomic(map, "merge"));
        assert!(!atomic(map, "size"));
        assert!(!atomic(map, "clear"));
        assert!(!atomic(
            "java/util/concurrent/ConcurrentSkipListMap$KeySet",
            "add"
        ));
        assert!(atomic("java/util/concurrent/locks/StampedLock", "validate"));
        assert!(atomic(
            "java/util/concurrent/Phaser",
            "arriveAndAwaitAdvance"
        ));
        assert!(atomic("java/util/concurrent/ForkJoinTask", "fork"));
        assert!(!atomic("java/util/concurrent/ForkJoinTask", "invokeAll"));
        assert!(!atomic(
            "java/util/concurrent/ForkJoinPool",
            "getQueuedTaskCount"
        ));
        assert!(atomic(
            "java/util/concurrent/ForkJoinPool$WorkQueue",
            "push"
        ));
        let sched = "java/util/concurrent/ScheduledThreadPoolExecutor$DelayedWorkQueue";
        assert!(!atomic(sched, "drainTo"));
        assert!(atomic(sched, "take"));
        // Deques, priority and delay queues: the ends are atomic, the
        // traversals and bulk operations are not.
        let cld = "java/util/concurrent/ConcurrentLinkedDeque";
        assert!(atomic(cld, "pollLast"));
        assert!(atomic(cld, "offerFirst"));
        assert!(!atomic(cld, "size"));
        assert!(!atomic(cld, "removeLastOccurrence"));
        assert!(!atomic(
            "java/util/concurrent/ConcurrentLinkedDeque$Itr",
            "next"
        ));
        let lbd = "java/util/concurrent/LinkedBlockingDeque";
        assert!(atomic(lbd, "takeLast"));
        assert!(atomic(lbd, "size"));
        assert!(!atomic(lbd, "drainTo"));
        assert!(atomic(
            "java/util/concurrent/LinkedBlockingDeque$Itr",
            "next"
        ));
        let pbq = "java/util/concurrent/PriorityBlockingQueue";
        assert!(atomic(pbq, "take"));
        assert!(!atomic(pbq, "removeIf"));
        let dq = "java/util/concurrent/DelayQueue";
        assert!(atomic(dq, "poll"));
        assert!(!atomic(dq, "drainTo"));
        // Every step belongs to a trusted class.
        for (class, _, _) in STEPS
            .iter()
            .chain(BOOKKEEPING_STEPS)
            .chain(BOOKKEEPING_READS)
        {
            assert!(rule_for(class).is_some(), "{class}");
        }
    }
}
