//! `StackWalker` (the model class in vm/java) and which frames stack walks
//! and stack traces show.
//!
//! The model's native `capture` snapshots the calling thread's frames when
//! a walk starts; HotSpot's `StackStreamFactory` natives are not used.
//! Frames of the VM's own synthetic classes (lambdas, string concatenation,
//! method-handle call sites and invokers: names with `$$Wayfinder`) and of
//! the model method-handle classes are *hidden*, as HotSpot hides lambda
//! forms and lambda proxy classes: stack walks show them only with
//! `SHOW_HIDDEN_FRAMES`, and `Throwable` stack traces never do.

use super::{NativeResult, Natives};
use crate::heap::ArrayData;
use crate::loader::MethodId;
use crate::value::{ObjRef, Value};
use crate::vm::{Flow, Vm};

pub fn register(n: &mut Natives) {
    n.add(
        "java/lang/StackWalker.capture(I)[Ljava/lang/Object;",
        capture,
    );
}

/// Whether frames of class `name` (internal form) are hidden (the model
/// `WayfinderEncapsulation` stands in for checks java makes in
/// `AccessibleObject` and `Reflection`, whose frames HotSpot shows).
pub(crate) fn is_hidden_class(name: &str) -> bool {
    name.contains("$$Wayfinder")
        || name == "java/lang/WayfinderEncapsulation"
        || name == "java/lang/invoke/MethodHandle"
        || name == "java/lang/invoke/WayfinderDirectHandle"
        || name.starts_with("java/lang/invoke/WayfinderAdapters")
}

/// Whether `m` is a frame of the reflection machinery
/// (`Method.invoke`, `Constructor.newInstance` and their accessors).
fn is_reflection_frame(vm: &Vm, m: MethodId) -> bool {
    let meth = vm.classes.method(m);
    let class = &*vm.classes.get(meth.class).name;
    class.starts_with("jdk/internal/reflect/")
        || (class == "java/lang/reflect/Method" && &*meth.name == "invoke")
        || (class == "java/lang/reflect/Constructor" && &*meth.name == "newInstance")
}

/// `StackWalker.capture(show)`: see the model class.
fn capture(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let show = a[0].as_int();
    let frames: Vec<(MethodId, u32)> = vm.state.threads[tid as usize]
        .frames
        .iter()
        .rev()
        .map(|f| (f.method, f.pc))
        .collect();
    let mut kept = Vec::new();
    let mut own = true;
    for (m, pc) in frames {
        let class = vm.classes.method(m).class;
        let name = vm.classes.get(class).name.clone();
        if own && name.starts_with("java/lang/StackWalker") {
            continue;
        }
        own = false;
        if show & 2 == 0 && is_hidden_class(&name) {
            continue;
        }
        if show & 1 == 0 && is_reflection_frame(vm, m) {
            continue;
        }
        kept.push((m, pc));
    }
    let mut classes = Vec::new();
    let mut names = Vec::new();
    let mut descs = Vec::new();
    let mut files = Vec::new();
    let mut lines = Vec::new();
    let mut bcis = Vec::new();
    for (m, pc) in kept {
        let meth = vm.classes.method(m);
        let (class, name, desc) = (meth.class, meth.name.clone(), meth.desc.clone());
        let native = meth.is_native();
        let (line, bci) = match &meth.code {
            Some(c) if !native => (
                crate::model_lines::line(vm, m, pc)
                    .map(i32::from)
                    .unwrap_or(-1),
                c.byte_pcs.get(pc as usize).map(|&b| b as i32).unwrap_or(0),
            ),
            _ => (-2, -1),
        };
        let file = vm.classes.get(class).source_file().map(|s| s.to_string());
        classes.push(Some(vm.mirror(class)));
        names.push(Some(vm.intern_str(&name)));
        descs.push(Some(vm.new_string(&desc)));
        files.push(file.map(|f| vm.new_string(&f)));
        lines.push(line);
        bcis.push(bci);
    }
    let arr = |vm: &mut Vm, cls: &str, d: ArrayData| -> Result<ObjRef, Flow> {
        vm.new_array(cls, d).map_err(Flow::Error)
    };
    let out = vec![
        Some(arr(vm, "[Ljava/lang/Class;", ArrayData::Ref(classes))?),
        Some(arr(vm, "[Ljava/lang/String;", ArrayData::Ref(names))?),
        Some(arr(vm, "[Ljava/lang/String;", ArrayData::Ref(descs))?),
        Some(arr(vm, "[Ljava/lang/String;", ArrayData::Ref(files))?),
        Some(arr(vm, "[I", ArrayData::Int(lines))?),
        Some(arr(vm, "[I", ArrayData::Int(bcis))?),
    ];
    let o = arr(vm, "[Ljava/lang/Object;", ArrayData::Ref(out))?;
    Ok(Some(Value::Ref(Some(o))))
}
