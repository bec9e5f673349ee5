//! Key attributes (`--key`): the fields whose values make up a state of
//! the key-attribute model, as the JIV2E paper names them: `pkg.Class.field`
//! (a static field, or an instance field with all instances folded into one
//! component holding the value last written to any of them),
//! `pkg.Class:i.field` (the i-th instance of the class in allocation order
//! along the path, from 1) and `pkg.Class:*.field` (one component per
//! instance). Each may carry an abstraction (`=signs`, `=bool(== "E")`, see
//! `wayfinder_vm::abstraction::Domain`); without one, the identity.
//!
//! `KeyRecorder` is the listener that follows the values during a
//! transition: it sees every `putfield`/`putstatic` to a key attribute
//! (`Listener::after_field_write`) and every allocation of a key class
//! (to number instances).

use std::cell::RefCell;
use std::hash::{Hash, Hasher};
use std::rc::Rc;

use fxhash::FxHashMap;
use wayfinder_vm::abstraction::{CmpOp, Concrete, Domain};
use wayfinder_vm::listener::{Listener, Location};
use wayfinder_vm::loader::ClassId;
use wayfinder_vm::value::{ObjRef, Value};
use wayfinder_vm::{Vm, VmError};

/// Which instances a key attribute covers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Which {
    /// A static field.
    Static,
    /// Every instance, folded: the value last written to any of them.
    Folded,
    /// The i-th instance (from 1) in allocation order along the path.
    Instance(usize),
    /// One component per instance.
    Every,
}

/// The type of a key attribute's values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyType {
    /// int, short, byte, char, long.
    Int,
    /// boolean (values 0 and 1; `true`/`false` in properties).
    Bool,
    /// float, double.
    Float,
    /// java.lang.String.
    Str,
    /// An array of integers (`int[]`, `long[]`, `short[]`, `byte[]`,
    /// `char[]`): a list, its contents when the field is written (element
    /// stores are not observed: write a new array to change it); null is
    /// the empty list.
    IntList,
}

/// One `--key`, resolved.
#[derive(Clone, Debug)]
pub struct KeyDecl {
    /// As the user wrote the class (binary name with dots).
    pub class_name: String,
    pub field: String,
    pub which: Which,
    pub domain: Option<Domain>,
    pub ty: KeyType,
    /// The class whose instances are counted, and the field's declaring
    /// class and slot.
    pub class: ClassId,
    pub decl_class: ClassId,
    pub slot: u32,
    /// Index into `KeyState::instances` (instance keys).
    pub tracked: Option<usize>,
}

impl KeyDecl {
    /// The component's name: `Class.field`, `Class:2.field`.
    pub fn name(&self, instance: Option<usize>) -> String {
        match (self.which, instance) {
            (Which::Instance(i), _) | (Which::Every, Some(i)) => {
                format!("{}:{i}.{}", self.class_name, self.field)
            }
            (Which::Every, None) => format!("{}:*.{}", self.class_name, self.field),
            _ => format!("{}.{}", self.class_name, self.field),
        }
    }

    /// The value a component holds before its object exists.
    pub fn default_value(&self) -> KVal {
        match self.ty {
            KeyType::Int | KeyType::Bool => KVal::Int(0),
            KeyType::Float => KVal::Float(0f64.to_bits()),
            KeyType::Str => KVal::Str(None),
            KeyType::IntList => KVal::List(Rc::from(Vec::new())),
        }
    }

    /// The abstract value of `v` (the value itself without an abstraction).
    pub fn abstract_of(&self, v: &KVal) -> AbsVal {
        if matches!(v, KVal::List(_)) {
            return AbsVal::Concrete(v.clone());
        }
        match &self.domain {
            None => AbsVal::Concrete(v.clone()),
            Some(d) => match d.abstract_of(v.concrete()) {
                Some(a) => AbsVal::Abstract(a),
                // A value the domain does not take (checked at start for
                // the field's type): kept concrete.
                None => AbsVal::Concrete(v.clone()),
            },
        }
    }

    /// A component's label in the model.
    pub fn label(&self, a: &AbsVal) -> String {
        match (a, &self.domain) {
            // A predicate's two values read as the comparison and its
            // negation: `== "E"`, `!= "E"`.
            (AbsVal::Abstract(v), Some(Domain::Predicate(op, c))) => {
                let op = if *v == 0 { *op } else { negate(*op) };
                format!("{} {c}", op.symbol())
            }
            (AbsVal::Abstract(v), Some(d)) => d.label(*v),
            (AbsVal::Concrete(c), _) | (AbsVal::Padded(c), _) => c.to_string(),
            (AbsVal::Abstract(v), None) => format!("#{v}"),
        }
    }
}

/// A key attribute's concrete value (floats as their bits, so values hash).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum KVal {
    Int(i64),
    Float(u64),
    Str(Option<Rc<str>>),
    List(Rc<[i64]>),
}

impl KVal {
    /// The value as an abstraction takes it (a list never is: lists are
    /// not abstracted).
    pub fn concrete(&self) -> Concrete<'_> {
        match self {
            KVal::Int(i) => Concrete::Int(*i),
            KVal::Float(b) => Concrete::Float(f64::from_bits(*b)),
            KVal::Str(s) => Concrete::Str(s.as_deref()),
            KVal::List(_) => Concrete::Str(None),
        }
    }
}

impl std::fmt::Display for KVal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            KVal::Int(i) => write!(f, "{i}"),
            KVal::Float(b) => write!(f, "{:?}", f64::from_bits(*b)),
            KVal::Str(None) => f.write_str("null"),
            KVal::Str(Some(s)) => write!(f, "{s:?}"),
            KVal::List(l) => {
                let items: Vec<String> = l.iter().map(i64::to_string).collect();
                write!(f, "[{}]", items.join(", "))
            }
        }
    }
}

/// A component's value in an abstract state: an abstract value, or the
/// concrete value for a key without an abstraction. `Padded` is never
/// stored: it marks the default of an instance that does not exist in
/// printed labels.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AbsVal {
    Abstract(u8),
    Concrete(KVal),
    Padded(KVal),
}

/// The key attributes' concrete values in one state, and the instances of
/// the key classes allocated along the path (by identity, `Object::canon`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct KeyState {
    /// Per key: one value, or one per instance for `Which::Every` (missing
    /// instances hold the default).
    pub values: Vec<Vec<KVal>>,
    /// Per tracked class: the identities of its instances in allocation
    /// order.
    pub instances: Vec<Vec<u64>>,
}

impl KeyState {
    /// The value of key `k` (for `Every` keys, of instance `instance`, from 1).
    pub fn value(&self, decls: &[KeyDecl], k: usize, instance: usize) -> KVal {
        let d = &decls[k];
        match d.which {
            Which::Every => self.values[k]
                .get(instance.wrapping_sub(1))
                .cloned()
                .unwrap_or_else(|| d.default_value()),
            _ => self.values[k][0].clone(),
        }
    }

    /// A 128-bit hash of the state (for mixing into state fingerprints).
    pub fn hash128(&self) -> u128 {
        let mut a = std::collections::hash_map::DefaultHasher::new();
        0xA5u8.hash(&mut a);
        self.hash(&mut a);
        let mut b = std::collections::hash_map::DefaultHasher::new();
        0x5Au8.hash(&mut b);
        self.hash(&mut b);
        ((a.finish() as u128) << 64) | b.finish() as u128
    }
}

/// Reads `--key` specifications and resolves them against the program's
/// classes (loading them; none is initialised). Errors are input errors
/// naming the key.
pub fn resolve(vm: &mut Vm, specs: &[String]) -> Result<Vec<KeyDecl>, VmError> {
    let mut decls = Vec::new();
    let mut tracked: Vec<ClassId> = Vec::new();
    for spec in specs {
        let err = |why: String| VmError::input(format!("--key {spec}: {why}"));
        let (name, domain) = match spec.split_once('=') {
            Some((n, d)) => (
                n.trim(),
                Some(Domain::parse(d).map_err(|e| err(e.to_string()))?),
            ),
            None => (spec.trim(), None),
        };
        let (class_name, which, field) = match name.split_once(':') {
            Some((class, rest)) => {
                let (inst, field) = rest
                    .split_once('.')
                    .ok_or_else(|| err("expected Class:i.field or Class:*.field".into()))?;
                let which = if inst == "*" {
                    Which::Every
                } else {
                    match inst.parse::<usize>() {
                        Ok(i) if i >= 1 => Which::Instance(i),
                        _ => {
                            return Err(err(format!(
                                "`{inst}` is not an instance number (1, 2, ...) or *"
                            )))
                        }
                    }
                };
                (class.to_string(), which, field.to_string())
            }
            None => {
                let (class, field) = name
                    .rsplit_once('.')
                    .ok_or_else(|| err("expected pkg.Class.field".into()))?;
                (class.to_string(), Which::Folded, field.to_string())
            }
        };
        if class_name.is_empty() || field.is_empty() {
            return Err(err("expected pkg.Class.field".into()));
        }
        if let Some(d) = &domain {
            if matches!(d, Domain::User(_)) {
                return Err(VmError::unsupported(format!(
                    "--key {spec}: user abstractions are not supported for key attributes"
                )));
            }
        }
        let internal = class_name.replace('.', "/");
        let class = vm
            .load_class(&internal)
            .map_err(|_| err(format!("no class {class_name} on the class path")))?;
        // The field: a static of the class or a super class, else an
        // instance field (the one the class's own layout names last).
        let mut statik = None;
        let mut cur = Some(class);
        while let Some(c) = cur {
            if let Some(slot) = vm.classes.static_slot(c, &field) {
                statik = Some((c, slot as u32));
                break;
            }
            cur = vm.classes.get(c).super_class;
        }
        let (decl_class, slot, desc, which) = match statik {
            Some((c, slot)) => {
                if which != Which::Folded {
                    return Err(err(format!(
                        "{field} is a static field: name it {class_name}.{field}"
                    )));
                }
                let desc = vm.classes.get(c).static_fields[slot as usize].desc.clone();
                (c, slot, desc, Which::Static)
            }
            None => {
                let cl = vm.classes.get(class);
                let slot = cl
                    .instance_fields
                    .iter()
                    .rposition(|f| *f.name == *field)
                    .ok_or_else(|| err(format!("class {class_name} has no field {field}")))?;
                let f = &cl.instance_fields[slot];
                (f.owner, slot as u32, f.desc.clone(), which)
            }
        };
        let ty = match &*desc {
            "I" | "S" | "B" | "C" | "J" => KeyType::Int,
            "Z" => KeyType::Bool,
            "F" | "D" => KeyType::Float,
            "Ljava/lang/String;" => KeyType::Str,
            "[I" | "[J" | "[S" | "[B" | "[C" => KeyType::IntList,
            other => {
                return Err(err(format!(
                    "{field} has type {other}: key attributes are primitive or String fields"
                )))
            }
        };
        if let (Some(d), KeyType::IntList) = (&domain, ty) {
            return Err(err(format!(
                "{field} is an array (a list): lists take no abstraction ({d})"
            )));
        }
        if let Some(d) = &domain {
            let sample = match ty {
                KeyType::Int | KeyType::Bool => Concrete::Int(0),
                KeyType::Float => Concrete::Float(0.0),
                KeyType::Str | KeyType::IntList => Concrete::Str(Some("")),
            };
            if d.abstract_of(sample).is_none() {
                return Err(err(format!(
                    "abstraction {d} does not take the values of {field}"
                )));
            }
        }
        let tracked_ix = match which {
            Which::Instance(_) | Which::Every => {
                Some(tracked.iter().position(|&c| c == class).unwrap_or_else(|| {
                    tracked.push(class);
                    tracked.len() - 1
                }))
            }
            _ => None,
        };
        decls.push(KeyDecl {
            class_name,
            field,
            which,
            domain,
            ty,
            class,
            decl_class,
            slot,
            tracked: tracked_ix,
        });
    }
    Ok(decls)
}

/// The classes whose instances are numbered, in `KeyState::instances` order.
pub fn tracked_classes(decls: &[KeyDecl]) -> Vec<ClassId> {
    let mut out: Vec<ClassId> = Vec::new();
    for d in decls {
        if let Some(t) = d.tracked {
            if t == out.len() {
                out.push(d.class);
            }
        }
    }
    out
}

/// The state of the key attributes at the start of a search: statics as
/// the VM holds them, every instance component at its default.
pub fn initial_state(vm: &Vm, decls: &[KeyDecl]) -> KeyState {
    let values = decls
        .iter()
        .map(|d| match d.which {
            Which::Static => vec![read_static(vm, d)],
            Which::Every => Vec::new(),
            _ => vec![d.default_value()],
        })
        .collect();
    KeyState {
        values,
        instances: vec![Vec::new(); tracked_classes(decls).len()],
    }
}

fn read_static(vm: &Vm, d: &KeyDecl) -> KVal {
    let v = vm
        .state
        .classes
        .get(d.decl_class as usize)
        .and_then(|c| c.statics.get(d.slot as usize).copied());
    match v {
        Some(v) => to_kval(vm, d.ty, v),
        None => d.default_value(),
    }
}

fn to_kval(vm: &Vm, ty: KeyType, v: Value) -> KVal {
    use wayfinder_vm::heap::{ArrayData, ObjData};
    match (ty, v) {
        (KeyType::IntList, Value::Ref(None)) => KVal::List(Rc::from(Vec::new())),
        (KeyType::IntList, Value::Ref(Some(a))) => {
            let items: Vec<i64> = match &vm.state.heap.get(a).data {
                ObjData::Array(ArrayData::Int(v)) => v.iter().map(|&x| x as i64).collect(),
                ObjData::Array(ArrayData::Long(v)) => v.clone(),
                ObjData::Array(ArrayData::Short(v)) => v.iter().map(|&x| x as i64).collect(),
                ObjData::Array(ArrayData::Byte(v)) => v.iter().map(|&x| x as i64).collect(),
                ObjData::Array(ArrayData::Char(v)) => v.iter().map(|&x| x as i64).collect(),
                _ => Vec::new(),
            };
            KVal::List(Rc::from(items))
        }
        (KeyType::Str, Value::Ref(r)) => KVal::Str(r.map(|s| Rc::from(vm.string_value(s)))),
        (_, Value::Int(i)) => KVal::Int(i as i64),
        (_, Value::Long(l)) => KVal::Int(l),
        (_, Value::Float(f)) => KVal::Float((f as f64).to_bits()),
        (_, Value::Double(d)) => KVal::Float(d.to_bits()),
        _ => KVal::Int(0),
    }
}

/// What the recorder shares with the search.
pub struct Recording {
    pub decls: Rc<[KeyDecl]>,
    /// The key state being updated by the running transition.
    pub current: KeyState,
    /// Did the running transition write a key attribute or allocate an
    /// instance of a key class?
    pub touched: bool,
    /// Did it write a key attribute (a model transition)?
    pub wrote: bool,
    /// Which keys each written field feeds: (declaring class, slot, static).
    by_field: FxHashMap<(ClassId, u32, bool), Vec<usize>>,
    /// Per class allocated: the tracked class index it counts for (cached).
    tracked_of: FxHashMap<ClassId, Option<usize>>,
    tracked: Vec<ClassId>,
}

impl Recording {
    pub fn new(decls: Rc<[KeyDecl]>, start: KeyState) -> Recording {
        let mut by_field: FxHashMap<(ClassId, u32, bool), Vec<usize>> = FxHashMap::default();
        for (k, d) in decls.iter().enumerate() {
            by_field
                .entry((d.decl_class, d.slot, d.which == Which::Static))
                .or_default()
                .push(k);
        }
        let tracked = tracked_classes(&decls);
        Recording {
            decls,
            current: start,
            touched: false,
            wrote: false,
            by_field,
            tracked_of: FxHashMap::default(),
            tracked,
        }
    }

    /// The fields whose writes must be visible.
    pub fn fields(&self) -> Vec<(ClassId, u32, bool)> {
        let mut v: Vec<_> = self.by_field.keys().copied().collect();
        v.sort_unstable();
        v
    }

    fn tracked_index(&mut self, class: ClassId) -> Option<usize> {
        if let Some(&t) = self.tracked_of.get(&class) {
            return t;
        }
        // The paper's `c:i` is the i-th object of class c itself: an
        // instance of a subclass is not counted (it has a class of its own
        // to be numbered under).
        let t = self.tracked.iter().position(|&c| c == class);
        self.tracked_of.insert(class, t);
        t
    }

    fn written(&mut self, vm: &Vm, loc: Location) {
        let (key, obj): ((ClassId, u32, bool), Option<ObjRef>) = match loc {
            Location::Static { class, slot } => ((class, slot, true), None),
            Location::Field { obj, slot } => {
                // The declaring class: the owner of the slot in the layout.
                let class = vm.state.heap.get(obj).class;
                let owner = vm.classes.get(class).instance_fields[slot as usize].owner;
                ((owner, slot, false), Some(obj))
            }
            Location::Element { .. } => return,
        };
        let Some(keys) = self.by_field.get(&key).cloned() else {
            return;
        };
        self.touched = true;
        self.wrote = true;
        for k in keys {
            let d = &self.decls[k];
            let value = match (loc, obj) {
                (Location::Static { class, slot }, _) => to_kval(
                    vm,
                    d.ty,
                    vm.state.classes[class as usize].statics[slot as usize],
                ),
                (_, Some(o)) => to_kval(vm, d.ty, vm.field(o, key.1 as usize)),
                _ => continue,
            };
            match d.which {
                Which::Static | Which::Folded => self.current.values[k] = vec![value],
                Which::Instance(_) | Which::Every => {
                    let Some(o) = obj else { continue };
                    let canon = vm.state.heap.get(o).canon;
                    let t = d.tracked.expect("tracked");
                    let Some(pos) = self.current.instances[t].iter().position(|&c| c == canon)
                    else {
                        continue;
                    };
                    if let Which::Instance(i) = d.which {
                        if pos + 1 == i {
                            self.current.values[k] = vec![value];
                        }
                    } else {
                        let vals = &mut self.current.values[k];
                        while vals.len() <= pos {
                            vals.push(d.default_value());
                        }
                        vals[pos] = value;
                    }
                }
            }
        }
    }
}

/// The listener that records key attribute writes and key class
/// allocations into a `Recording`.
pub struct KeyRecorder(pub Rc<RefCell<Recording>>);

impl Listener for KeyRecorder {
    /// Objects are known by their identity, not their slot.
    fn follows_collection(&self) -> bool {
        true
    }

    fn after_field_write(&mut self, vm: &Vm, _tid: u32, loc: Location) {
        self.0.borrow_mut().written(vm, loc);
    }

    fn on_object_alloc(&mut self, vm: &Vm, _tid: u32, obj: ObjRef, _key: u64) {
        let mut r = self.0.borrow_mut();
        if r.tracked.is_empty() {
            return;
        }
        let o = vm.state.heap.get(obj);
        let (class, canon) = (o.class, o.canon);
        if let Some(t) = r.tracked_index(class) {
            r.current.instances[t].push(canon);
            r.touched = true;
        }
    }
}

/// The comparison that holds exactly when `op` does not.
pub fn negate(op: CmpOp) -> CmpOp {
    match op {
        CmpOp::Eq => CmpOp::Ne,
        CmpOp::Ne => CmpOp::Eq,
        CmpOp::Lt => CmpOp::Ge,
        CmpOp::Le => CmpOp::Gt,
        CmpOp::Gt => CmpOp::Le,
        CmpOp::Ge => CmpOp::Lt,
    }
}
