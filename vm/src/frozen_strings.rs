//! A `String`'s contents never change: reading them needs no scheduling
//! point, even when other threads can reach the string.
//!
//! The claim. The array a `String` holds in its `value` field is never
//! written once it is there: the JDK's `String` code fills a fresh array
//! and then hands it to the constructor (`value` is a private final field,
//! and `java.base` does not open `java.lang` to the program's reflection).
//! The VM marks such an array (`Object::frozen`) when `String.value` is
//! stored (`putfield`, or a string the VM makes), and partial-order
//! reduction makes no scheduling point before reading an element of a
//! frozen array (`reductions/src/por.rs`), nor before reading or writing
//! `String`'s hash-code cache (`hash`, `hashIsZero`: written only with the
//! hash of those unchanging contents, so a thread that reads the cache
//! before another thread fills it computes and stores the same value, and
//! `hashCode` returns the same in every order; the footprints still record
//! these accesses, so sleep sets keep both orders apart).
//!
//! The boxing caches likewise: `Integer.valueOf` and its kin read an
//! element of a cache array (`Integer$IntegerCache.cache`, ...) that the
//! cache class's initialiser fills before it stores the array in its
//! static and that nothing writes afterwards; the array is marked when a
//! cache class stores it (`freeze_box_cache`), so boxing a small value in
//! a callback of a parallel stream is no scheduling point.
//!
//! It is checked at run time, like the stable-field and one-thread-statics
//! claims: a write into a frozen array that other threads can reach (an
//! array store, `System.arraycopy`, an `Unsafe` put, as
//! `sun.misc.Unsafe` would allow) breaks it
//! (`BrokenClaim::FrozenStringWritten`), and the search starts again with
//! every read a scheduling point as before. Sound for the stable-field
//! pass's reason: until an execution writes a frozen shared array, reading
//! one commutes with everything other threads do, and the first such write
//! has a prefix the reduced search explores. Natives that fill an array
//! handed to them (stream reads) are not checked; a program would need
//! `Unsafe` to get hold of a string's array in the first place.

use crate::value::{ObjRef, Value};

/// The classes holding the boxing caches `valueOf` reads (their statics
/// `cache` and `archivedCache` both name the one filled array).
const BOX_CACHES: &[&str] = &[
    "java/lang/Integer$IntegerCache",
    "java/lang/Long$LongCache",
    "java/lang/Short$ShortCache",
    "java/lang/Byte$ByteCache",
    "java/lang/Character$CharacterCache",
];
use crate::vm::Vm;

impl Vm {
    /// Fires after `putfield String.value` stored `v`: the array is a
    /// string's contents from now on.
    pub(crate) fn freeze_string_value(&mut self, v: Value) {
        if let Value::Ref(Some(arr)) = v {
            if !self.state.heap.get(arr).frozen {
                self.state.heap.get_mut(arr).frozen = true;
            }
        }
    }

    /// Fires after `putstatic` stored the reference `v` into a static of
    /// class `class`: in a boxing cache class (`BOX_CACHES`) that is the
    /// filled cache array, frozen from now on.
    pub(crate) fn freeze_box_cache(&mut self, class: crate::loader::ClassId, v: Value) {
        let Value::Ref(Some(arr)) = v else {
            return;
        };
        if BOX_CACHES.contains(&&*self.classes.get(class).name)
            && self.state.heap.get(arr).array().is_some()
            && !self.state.heap.get(arr).frozen
        {
            self.state.heap.get_mut(arr).frozen = true;
        }
    }

    /// Fires before an element of array `arr` is written (array store,
    /// `arraycopy`'s destination, `Unsafe`; also a field of an object
    /// `Unsafe` writes): writing a frozen array other threads can reach
    /// breaks the claim while it is in force; writing a sealed object is
    /// `note_sealed_write`'s.
    #[inline]
    pub(crate) fn note_array_write(&mut self, arr: ObjRef) {
        let o = self.state.heap.get(arr);
        if o.sealed {
            self.note_sealed_write(arr, None);
            return;
        }
        if o.frozen && o.shared && self.frozen_strings {
            self.frozen_written = true;
        }
    }
}
