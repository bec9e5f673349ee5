//! The object heap: plain data, indexed by `ObjRef`.

use std::rc::Rc;

use crate::insn::PrimType;
use crate::loader::ClassId;
use crate::value::{ObjRef, Value};

/// Elements of an array, stored unboxed by element type.
#[derive(Clone, Debug, PartialEq)]
pub enum ArrayData {
    /// `boolean[]` and `byte[]` (booleans are stored as 0/1 bytes).
    Byte(Vec<i8>),
    Char(Vec<u16>),
    Short(Vec<i16>),
    Int(Vec<i32>),
    Long(Vec<i64>),
    Float(Vec<f32>),
    Double(Vec<f64>),
    Ref(Vec<Option<ObjRef>>),
}

impl ArrayData {
    /// A zero-filled array of `len` elements of primitive type `t`.
    pub fn new_prim(t: PrimType, len: usize) -> ArrayData {
        match t {
            PrimType::Boolean | PrimType::Byte => ArrayData::Byte(vec![0; len]),
            PrimType::Char => ArrayData::Char(vec![0; len]),
            PrimType::Short => ArrayData::Short(vec![0; len]),
            PrimType::Int => ArrayData::Int(vec![0; len]),
            PrimType::Long => ArrayData::Long(vec![0; len]),
            PrimType::Float => ArrayData::Float(vec![0.0; len]),
            PrimType::Double => ArrayData::Double(vec![0.0; len]),
        }
    }

    pub fn len(&self) -> usize {
        match self {
            ArrayData::Byte(v) => v.len(),
            ArrayData::Char(v) => v.len(),
            ArrayData::Short(v) => v.len(),
            ArrayData::Int(v) => v.len(),
            ArrayData::Long(v) => v.len(),
            ArrayData::Float(v) => v.len(),
            ArrayData::Double(v) => v.len(),
            ArrayData::Ref(v) => v.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Element `i` as a `Value` (caller checked bounds).
    pub fn get(&self, i: usize) -> Value {
        match self {
            ArrayData::Byte(v) => Value::Int(v[i] as i32),
            ArrayData::Char(v) => Value::Int(v[i] as i32),
            ArrayData::Short(v) => Value::Int(v[i] as i32),
            ArrayData::Int(v) => Value::Int(v[i]),
            ArrayData::Long(v) => Value::Long(v[i]),
            ArrayData::Float(v) => Value::Float(v[i]),
            ArrayData::Double(v) => Value::Double(v[i]),
            ArrayData::Ref(v) => Value::Ref(v[i]),
        }
    }

    /// Stores `val` at `i`, narrowing ints as the array type requires.
    pub fn set(&mut self, i: usize, val: Value) {
        match (self, val) {
            (ArrayData::Byte(v), Value::Int(x)) => v[i] = x as i8,
            (ArrayData::Char(v), Value::Int(x)) => v[i] = x as u16,
            (ArrayData::Short(v), Value::Int(x)) => v[i] = x as i16,
            (ArrayData::Int(v), Value::Int(x)) => v[i] = x,
            (ArrayData::Long(v), Value::Long(x)) => v[i] = x,
            (ArrayData::Float(v), Value::Float(x)) => v[i] = x,
            (ArrayData::Double(v), Value::Double(x)) => v[i] = x,
            (ArrayData::Ref(v), Value::Ref(x)) => v[i] = x,
            (a, val) => panic!("array store type mismatch: {val:?} into {}", a.kind_name()),
        }
    }

    /// A copy of elements `start..start + n`.
    pub fn clone_range(&self, start: usize, n: usize) -> ArrayData {
        let r = start..start + n;
        match self {
            ArrayData::Byte(v) => ArrayData::Byte(v[r].to_vec()),
            ArrayData::Char(v) => ArrayData::Char(v[r].to_vec()),
            ArrayData::Short(v) => ArrayData::Short(v[r].to_vec()),
            ArrayData::Int(v) => ArrayData::Int(v[r].to_vec()),
            ArrayData::Long(v) => ArrayData::Long(v[r].to_vec()),
            ArrayData::Float(v) => ArrayData::Float(v[r].to_vec()),
            ArrayData::Double(v) => ArrayData::Double(v[r].to_vec()),
            ArrayData::Ref(v) => ArrayData::Ref(v[r].to_vec()),
        }
    }

    /// Overwrites elements from `at` with `src` (same element type).
    pub fn paste(&mut self, at: usize, src: ArrayData) {
        match (self, src) {
            (ArrayData::Byte(d), ArrayData::Byte(s)) => d[at..at + s.len()].copy_from_slice(&s),
            (ArrayData::Char(d), ArrayData::Char(s)) => d[at..at + s.len()].copy_from_slice(&s),
            (ArrayData::Short(d), ArrayData::Short(s)) => d[at..at + s.len()].copy_from_slice(&s),
            (ArrayData::Int(d), ArrayData::Int(s)) => d[at..at + s.len()].copy_from_slice(&s),
            (ArrayData::Long(d), ArrayData::Long(s)) => d[at..at + s.len()].copy_from_slice(&s),
            (ArrayData::Float(d), ArrayData::Float(s)) => d[at..at + s.len()].copy_from_slice(&s),
            (ArrayData::Double(d), ArrayData::Double(s)) => d[at..at + s.len()].copy_from_slice(&s),
            (ArrayData::Ref(d), ArrayData::Ref(s)) => d[at..at + s.len()].copy_from_slice(&s),
            _ => panic!("paste between arrays of different types"),
        }
    }

    /// Size in bytes of one element, as `Unsafe.arrayIndexScale` reports it.
    pub fn elem_size(&self) -> usize {
        match self {
            ArrayData::Byte(_) => 1,
            ArrayData::Char(_) | ArrayData::Short(_) => 2,
            ArrayData::Int(_) | ArrayData::Float(_) | ArrayData::Ref(_) => 4,
            ArrayData::Long(_) | ArrayData::Double(_) => 8,
        }
    }

    pub fn kind_name(&self) -> &'static str {
        match self {
            ArrayData::Byte(_) => "byte",
            ArrayData::Char(_) => "char",
            ArrayData::Short(_) => "short",
            ArrayData::Int(_) => "int",
            ArrayData::Long(_) => "long",
            ArrayData::Float(_) => "float",
            ArrayData::Double(_) => "double",
            ArrayData::Ref(_) => "reference",
        }
    }
}

/// What an object holds.
#[derive(Clone, Debug, PartialEq)]
pub enum ObjData {
    /// Instance fields, by slot (see `Class::instance_fields`).
    Fields(Box<[Value]>),
    Array(ArrayData),
}

/// A monitor's state. Threads waiting to enter or in `wait()` are recorded
/// in the threads' own status, not here.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Monitor {
    /// Owning thread id, when locked.
    pub owner: Option<u32>,
    /// Recursion count of the owner.
    pub count: u32,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Object {
    pub class: ClassId,
    pub data: ObjData,
    pub monitor: Monitor,
    /// Could a thread other than its creator reach this object? Set when a
    /// reference to it is stored in a static, in a shared object or array,
    /// or passed to a started thread (and then for all it references).
    /// Partial-order reduction only makes accesses to shared objects
    /// scheduling points.
    pub shared: bool,
}

impl Object {
    #[inline]
    pub fn fields(&self) -> &[Value] {
        match &self.data {
            ObjData::Fields(f) => f,
            ObjData::Array(_) => &[],
        }
    }

    #[inline]
    pub fn fields_mut(&mut self) -> &mut [Value] {
        match &mut self.data {
            ObjData::Fields(f) => f,
            ObjData::Array(_) => &mut [],
        }
    }

    #[inline]
    pub fn array(&self) -> Option<&ArrayData> {
        match &self.data {
            ObjData::Array(a) => Some(a),
            ObjData::Fields(_) => None,
        }
    }

    #[inline]
    pub fn array_mut(&mut self) -> Option<&mut ArrayData> {
        match &mut self.data {
            ObjData::Array(a) => Some(a),
            ObjData::Fields(_) => None,
        }
    }
}

/// All objects. Slots of collected objects are `None` and reused.
///
/// Each object sits behind an `Rc`, so cloning the heap (a snapshot for
/// backtracking) copies pointers, not objects; an object shared with a
/// snapshot is copied the first time it is written (`get_mut`).
#[derive(Clone, Debug, Default)]
pub struct Heap {
    objects: Vec<Option<Rc<Object>>>,
    free: Vec<u32>,
    live: usize,
}

impl Heap {
    pub fn alloc(&mut self, obj: Object) -> ObjRef {
        self.live += 1;
        if let Some(i) = self.free.pop() {
            self.objects[i as usize] = Some(Rc::new(obj));
            ObjRef::from_index(i as usize)
        } else {
            self.objects.push(Some(Rc::new(obj)));
            ObjRef::from_index(self.objects.len() - 1)
        }
    }

    #[inline]
    pub fn get(&self, r: ObjRef) -> &Object {
        self.objects[r.index()]
            .as_ref()
            .expect("dangling reference")
    }

    #[inline]
    pub fn get_mut(&mut self, r: ObjRef) -> &mut Object {
        Rc::make_mut(
            self.objects[r.index()]
                .as_mut()
                .expect("dangling reference"),
        )
    }

    /// Number of live objects.
    pub fn live(&self) -> usize {
        self.live
    }

    /// Number of slots, live or free.
    pub fn capacity(&self) -> usize {
        self.objects.len()
    }

    /// Is slot `i` occupied?
    pub fn is_live(&self, i: usize) -> bool {
        self.objects.get(i).is_some_and(|o| o.is_some())
    }

    /// Frees every object whose index is not marked in `marked`.
    pub fn sweep(&mut self, marked: &[bool]) -> usize {
        let mut freed = 0;
        for (i, slot) in self.objects.iter_mut().enumerate() {
            if slot.is_some() && !marked[i] {
                *slot = None;
                self.free.push(i as u32);
                freed += 1;
            }
        }
        self.live -= freed;
        // Reuse low slots first so allocation stays compact and deterministic.
        self.free.sort_unstable_by(|a, b| b.cmp(a));
        freed
    }
}
