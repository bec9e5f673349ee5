//! Names for reports: program points, fields, locks and threads, read from
//! the VM after the run.

use wayfinder_vm::classpath::Origin;
use wayfinder_vm::heap::ObjData;
use wayfinder_vm::listener::{Location, Site};
use wayfinder_vm::loader::{ClassId, ClassKind};
use wayfinder_vm::value::{ObjRef, Value};
use wayfinder_vm::Vm;

use crate::locks::At;
use crate::report::Place;

fn is_user(vm: &Vm, c: ClassId) -> bool {
    matches!(
        vm.classes.get(c).origin,
        Some(Origin::Dir(_)) | Some(Origin::Jar(_))
    )
}

pub fn thread_name(vm: &Vm, tid: u32) -> String {
    if (tid as usize) < vm.state.threads.len() {
        vm.thread_name(tid)
    } else {
        format!("thread {tid}")
    }
}

fn site_line(vm: &Vm, s: Site) -> (Option<String>, Option<u32>) {
    let m = vm.classes.method(s.method);
    let file = vm.classes.get(m.class).source_file().map(str::to_string);
    let line = wayfinder_vm::model_lines::line(vm, s.method, s.pc).map(u32::from);
    (file, line)
}

/// A program point for a report. `file` and `line` are those of the
/// program's own code: the site itself, or when that is inside the JDK, the
/// innermost user frame that called it.
pub fn place(vm: &Vm, at: &At) -> Place {
    let Some(site) = at.site else {
        return Place::default();
    };
    let location = vm.frame_location(site.method, site.pc);
    let shown = at.user.unwrap_or(site);
    let (file, line) = site_line(vm, shown);
    Place {
        location,
        called_from: at.user.map(|u| vm.frame_location(u.method, u.pc)),
        file,
        line,
    }
}

/// `Class.field` of a user class's static field holding `o`, else
/// `Class@N.field` of a user object's field holding it.
fn holder(vm: &Vm, o: ObjRef) -> Option<String> {
    let n = vm.classes.len().min(vm.state.classes.len());
    for c in 0..n as ClassId {
        if !is_user(vm, c) {
            continue;
        }
        let cl = vm.classes.get(c);
        for (slot, f) in cl.static_fields.iter().enumerate() {
            if vm.state.classes[c as usize].statics.get(slot) == Some(&Value::Ref(Some(o))) {
                return Some(format!("{}.{}", cl.java_name(), f.name));
            }
        }
    }
    for i in 0..vm.state.heap.capacity() {
        if !vm.state.heap.is_live(i) {
            continue;
        }
        let r = ObjRef::from_index(i);
        let obj = vm.state.heap.get(r);
        if !is_user(vm, obj.class) {
            continue;
        }
        if let ObjData::Fields(fs) = &obj.data {
            if let Some(slot) = fs.iter().position(|v| *v == Value::Ref(Some(o))) {
                let f = &vm.classes.get(obj.class).instance_fields[slot];
                return Some(format!("{}.{}", vm.object_label(r), f.name));
            }
        }
    }
    None
}

/// A lock's name: `Main.class` for a class's monitor, else the field that
/// holds it (`Main.lockA`), else its label (`java.lang.Object@17`).
/// `display` is the object the program locked; `lock` the lock identity
/// (for `java.util.concurrent` locks, their synchroniser).
pub fn lock_name(vm: &Vm, lock: ObjRef, display: ObjRef) -> String {
    let c = vm.state.heap.get(display).class;
    if c == vm.wk.class {
        return format!(
            "{}.class",
            vm.classes.get(vm.class_of_mirror(display)).java_name()
        );
    }
    if let Some(h) = holder(vm, display) {
        return h;
    }
    // The read or write half of a ReentrantReadWriteLock: name the whole lock.
    let name = &*vm.classes.get(c).name;
    if name.starts_with("java/util/concurrent/locks/ReentrantReadWriteLock$") {
        for i in 0..vm.state.heap.capacity() {
            if !vm.state.heap.is_live(i) {
                continue;
            }
            let r = ObjRef::from_index(i);
            let oc = vm.state.heap.get(r).class;
            if &*vm.classes.get(oc).name != "java/util/concurrent/locks/ReentrantReadWriteLock" {
                continue;
            }
            if vm.field_by_name(r, "sync") == Some(Value::Ref(Some(lock))) {
                if let Some(h) = holder(vm, r) {
                    return h;
                }
                return vm.object_label(r);
            }
        }
    }
    vm.object_label(display)
}

/// The kind (`field`, `static`, `array`), the field's name and the object
/// of a location.
pub fn location(vm: &Vm, loc: Location) -> (&'static str, String, Option<String>) {
    match loc {
        Location::Field { obj, slot } => {
            let c = vm.state.heap.get(obj).class;
            let f = &vm.classes.get(c).instance_fields[slot as usize];
            (
                "field",
                format!("{}.{}", vm.classes.get(f.owner).java_name(), f.name),
                Some(object_name(vm, obj)),
            )
        }
        Location::Static { class, slot } => {
            let cl = vm.classes.get(class);
            (
                "static",
                format!(
                    "{}.{}",
                    cl.java_name(),
                    cl.static_fields[slot as usize].name
                ),
                None,
            )
        }
        Location::Element { obj, .. } => {
            let c = vm.state.heap.get(obj).class;
            let name = match holder(vm, obj) {
                Some(h) => format!("{h}[]"),
                None => match &vm.classes.get(c).kind {
                    ClassKind::Array(_) => readable_type(&vm.classes.get(c).name),
                    _ => "array".into(),
                },
            };
            ("array", name, Some(object_label(vm, obj)))
        }
    }
}

/// `Main$Counter@12`, `int[]@7`.
fn object_label(vm: &Vm, o: ObjRef) -> String {
    let c = vm.classes.get(vm.state.heap.get(o).class);
    match c.kind {
        ClassKind::Array(_) => format!("{}@{}", readable_type(&c.name), o.index()),
        _ => vm.object_label(o),
    }
}

/// The object's label, with the field that holds it when there is one:
/// `Main.items (java.util.ArrayList@776)`.
fn object_name(vm: &Vm, o: ObjRef) -> String {
    match holder(vm, o) {
        Some(h) => format!("{h} ({})", object_label(vm, o)),
        None => object_label(vm, o),
    }
}

/// `int[]`, `java.lang.String[][]` for a descriptor (`[I`, `[[Ljava/lang/String;`).
fn readable_type(desc: &str) -> String {
    let dims = desc.bytes().take_while(|&b| b == b'[').count();
    let elem = &desc[dims..];
    let base = match elem {
        "Z" => "boolean".to_string(),
        "B" => "byte".to_string(),
        "C" => "char".to_string(),
        "S" => "short".to_string(),
        "I" => "int".to_string(),
        "J" => "long".to_string(),
        "F" => "float".to_string(),
        "D" => "double".to_string(),
        _ => elem
            .trim_start_matches('L')
            .trim_end_matches(';')
            .replace('/', "."),
    };
    format!("{base}{}", "[]".repeat(dims))
}

/// The name of the `AtomicIntegerArray`-style object whose elements array
/// `array` is (`Main.votes`: the field that holds it, else its label), for
/// reports on its elements; `None` for any other array.
pub fn atomic_array_owner(vm: &Vm, array: ObjRef) -> Option<String> {
    for i in 0..vm.state.heap.capacity() {
        if !vm.state.heap.is_live(i) {
            continue;
        }
        let r = ObjRef::from_index(i);
        let c = &*vm.classes.get(vm.state.heap.get(r).class).name;
        if c.starts_with("java/util/concurrent/atomic/Atomic")
            && c.ends_with("Array")
            && vm.field_by_name(r, "array") == Some(Value::Ref(Some(array)))
        {
            return Some(lock_name(vm, r, r));
        }
    }
    None
}
