//! Values on operand stacks, in locals, fields and array elements.

use std::num::NonZeroU32;

/// A reference to a heap object: its index in the heap plus one, so that
/// `Option<ObjRef>` (a Java reference that may be null) stays four bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ObjRef(NonZeroU32);

impl ObjRef {
    /// The reference to heap slot `index`.
    #[inline]
    pub fn from_index(index: usize) -> ObjRef {
        ObjRef(NonZeroU32::new(index as u32 + 1).expect("heap index overflow"))
    }

    /// The heap slot this reference names.
    #[inline]
    pub fn index(self) -> usize {
        self.0.get() as usize - 1
    }
}

/// A JVM value. Longs and doubles are one `Value` (the second local slot of a
/// category-2 value is left as `Top`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Value {
    /// An unusable slot: an unwritten local or the upper half of a long/double.
    Top,
    Int(i32),
    Long(i64),
    Float(f32),
    Double(f64),
    Ref(Option<ObjRef>),
    /// An abstract value: computed from a field under data abstraction
    /// (see `crate::abstraction`). Only the interpreter's abstraction slow
    /// path creates and consumes these; it never reaches an instruction's
    /// ordinary implementation.
    Abs(AbsValue),
}

/// An abstract `int` or `long`: abstract value `value` of the abstracted
/// field at index `domain` of the VM's abstraction table (whose domain it
/// is, and the field it was computed from, for reports).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AbsValue {
    pub domain: u8,
    pub value: u8,
    /// A `long` (category 2) rather than an `int`.
    pub wide: bool,
}

impl Value {
    pub const NULL: Value = Value::Ref(None);

    /// True for longs and doubles (JVMS 2.11.1 category 2).
    #[inline]
    pub fn is_wide(self) -> bool {
        matches!(
            self,
            Value::Long(_) | Value::Double(_) | Value::Abs(AbsValue { wide: true, .. })
        )
    }

    #[inline]
    pub fn as_int(self) -> i32 {
        match self {
            Value::Int(v) => v,
            other => panic!("expected int, found {other:?}"),
        }
    }

    #[inline]
    pub fn as_long(self) -> i64 {
        match self {
            Value::Long(v) => v,
            other => panic!("expected long, found {other:?}"),
        }
    }

    #[inline]
    pub fn as_float(self) -> f32 {
        match self {
            Value::Float(v) => v,
            other => panic!("expected float, found {other:?}"),
        }
    }

    #[inline]
    pub fn as_double(self) -> f64 {
        match self {
            Value::Double(v) => v,
            other => panic!("expected double, found {other:?}"),
        }
    }

    #[inline]
    pub fn as_ref(self) -> Option<ObjRef> {
        match self {
            Value::Ref(r) => r,
            other => panic!("expected reference, found {other:?}"),
        }
    }

    /// The default value of a field with descriptor starting with `c`.
    pub fn default_for(desc_first: u8) -> Value {
        match desc_first {
            b'J' => Value::Long(0),
            b'F' => Value::Float(0.0),
            b'D' => Value::Double(0.0),
            b'L' | b'[' => Value::NULL,
            _ => Value::Int(0),
        }
    }
}
