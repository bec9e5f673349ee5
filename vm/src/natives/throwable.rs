//! `java.lang.Throwable` stack traces and `java.lang.StackTraceElement`.

use super::{non_null, NativeResult, Natives};
use crate::classpath::Origin;
use crate::heap::ArrayData;
use crate::value::Value;
use crate::vm::{Flow, Vm};

pub fn register(n: &mut Natives) {
    n.add(
        "java/lang/Throwable.fillInStackTrace(I)Ljava/lang/Throwable;",
        fill_in_stack_trace,
    );
    n.add(
        "java/lang/StackTraceElement.initStackTraceElements([Ljava/lang/StackTraceElement;Ljava/lang/Throwable;)V",
        init_stack_trace_elements,
    );
    n.add(
        "java/lang/StackTraceElement.initStackTraceElements([Ljava/lang/StackTraceElement;Ljava/lang/Object;I)V",
        init_stack_trace_elements,
    );
}

/// Records the current thread's frames in the throwable's `backtrace` as a
/// `long[]` of `method id << 32 | pc`, skipping the frames that are
/// constructing it (`fillInStackTrace` and the `<init>`s of its class chain),
/// as HotSpot does, and hidden frames (`stack_walker::is_hidden_class`;
/// a hidden top frame is kept after the `depth` entries, see
/// `npe_message::top_frame_message`).
fn fill_in_stack_trace(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let this = non_null(a, 0)?;
    let exc_class = vm.state.heap.get(this).class;
    let frames: Vec<(u32, u32)> = vm.state.threads[tid as usize]
        .frames
        .iter()
        .map(|f| (f.method, f.pc))
        .collect();
    let mut skip = 0;
    let mut iter = frames.iter().rev().peekable();
    while let Some(&&(m, _)) = iter.peek() {
        let meth = vm.classes.method(m);
        if &*meth.name == "fillInStackTrace" {
            skip += 1;
            iter.next();
        } else {
            break;
        }
    }
    while let Some(&&(m, _)) = iter.peek() {
        let meth = vm.classes.method(m);
        if &*meth.name == "<init>" && vm.classes.is_assignable(exc_class, meth.class) {
            skip += 1;
            iter.next();
        } else {
            break;
        }
    }
    let mut kept: Vec<(u32, u32)> = frames.iter().rev().skip(skip).copied().collect();
    // An exception a native method raised: the native's frame on top,
    // when the frames below are still those it was called from.
    // Not a model's own native the JDK's class lacks (`model_lines`).
    if let Some((t, m, depth)) = vm.native_throw.take() {
        if t == tid
            && kept.len() == depth
            && crate::model_lines::jdk_counterpart(vm, m) != Some(None)
        {
            kept.insert(0, (m, 0));
        }
    }
    let kept = with_calling_natives(vm, &kept);
    store_backtrace(vm, this, &kept)?;
    Ok(Some(Value::Ref(Some(this))))
}

/// `frames` (innermost first) with the frame of a native method put
/// between a frame that is calling it and the frame above, which the
/// native runs (a nested call or a frame it pushed): HotSpot has a frame
/// for a native that calls back into Java, so `Method.invoke`'s target
/// shows above `NativeMethodAccessorImpl.invoke0(Native Method)` and a
/// class initialiser `Class.forName` runs above its native. Only a native
/// of the JDK (not a model's own, `model_lines::jdk_counterpart`), not a
/// signature-polymorphic one (`MethodHandle.invokeExact`: HotSpot's
/// hidden frames), and not when the frame above is a dispatch of the call
/// itself (an override of the same name and descriptor) or the
/// initialiser of the native's own class run before the native
/// (`Flow::Reexecute`).
fn with_calling_natives(vm: &Vm, frames: &[(u32, u32)]) -> Vec<(u32, u32)> {
    let mut out = Vec::with_capacity(frames.len());
    for (i, &above) in frames.iter().enumerate() {
        out.push(above);
        let Some(&(below, pc)) = frames.get(i + 1) else {
            continue;
        };
        if let Some(n) = native_called_at(vm, below, pc) {
            let (native, up) = (vm.classes.method(n), vm.classes.method(above.0));
            let dispatched = up.name == native.name && up.desc == native.desc;
            let own_init =
                &*up.name == "<clinit>" && vm.classes.is_assignable(native.class, up.class);
            if n != above.0 && !dispatched && !own_init {
                out.push((n, 0));
            }
        }
    }
    out
}

/// The native method of the JDK that instruction `pc` of method `m`
/// calls, when that call's method reference is resolved.
fn native_called_at(vm: &Vm, m: u32, pc: u32) -> Option<u32> {
    use crate::insn::Insn;
    use crate::loader::Resolved;
    let meth = vm.classes.method(m);
    let idx = match meth.code.as_ref()?.insns.get(pc as usize)? {
        Insn::InvokeVirtual(i)
        | Insn::InvokeSpecial(i)
        | Insn::InvokeStatic(i)
        | Insn::InvokeInterface(i) => *i,
        _ => return None,
    };
    let Resolved::Method(n) = vm.classes.cached(meth.class, idx) else {
        return None;
    };
    let native = vm.classes.method(n);
    let class = &*vm.classes.get(native.class).name;
    let polymorphic =
        class == "java/lang/invoke/MethodHandle" || class == "java/lang/invoke/VarHandle";
    (native.is_native()
        && !polymorphic
        && matches!(
            crate::model_lines::jdk_counterpart(vm, n),
            None | Some(Some(true))
        ))
    .then_some(n)
}

/// Makes `frames` (method, pc; innermost first) the stack trace of
/// throwable `this`: its `backtrace` (a `long[]` of `method id << 32 | pc`)
/// and `depth`, which `StackTraceElement.initStackTraceElements` reads.
/// Frames of the VM's own generated classes are hidden, as HotSpot hides
/// its own.
pub(crate) fn store_backtrace(
    vm: &mut Vm,
    this: crate::value::ObjRef,
    frames: &[(u32, u32)],
) -> Result<(), Flow> {
    let hidden = |m: u32| {
        let c = vm.classes.method(m).class;
        super::stack_walker::is_hidden_class(&vm.classes.get(c).name)
    };
    let entry = |&(m, pc): &(u32, u32)| ((m as i64) << 32) | pc as i64;
    let mut kept: Vec<i64> = frames
        .iter()
        .filter(|&&(m, _)| !hidden(m))
        .map(entry)
        .collect();
    let depth = kept.len() as i32;
    // A hidden top frame goes after the `depth` entries: no stack trace
    // shows it, but the NullPointerException message is computed for it
    // (none, as HotSpot gives none for a hidden top frame).
    if let Some(top) = frames.first().filter(|f| hidden(f.0)) {
        kept.push(entry(top));
    }
    let arr = vm
        .new_array("[J", ArrayData::Long(kept))
        .map_err(Flow::Error)?;
    vm.set_field(this, vm.slots.throwable_backtrace, Value::Ref(Some(arr)));
    vm.set_field(this, vm.slots.throwable_depth, Value::Int(depth));
    Ok(())
}

fn init_stack_trace_elements(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let elems = non_null(a, 0)?;
    // JDK 17 passes the Throwable, JDK 25 its backtrace (and the depth).
    let x = non_null(a, 1)?;
    let bt = if vm.state.heap.get(x).array().is_some() {
        Some(x)
    } else {
        vm.field(x, vm.slots.throwable_backtrace).as_ref()
    };
    let Some(bt) = bt else {
        return Ok(None);
    };
    let entries: Vec<i64> = match vm.state.heap.get(bt).array() {
        Some(ArrayData::Long(v)) => v.clone(),
        _ => Vec::new(),
    };
    let targets: Vec<Option<crate::value::ObjRef>> = match vm.state.heap.get(elems).array() {
        Some(ArrayData::Ref(v)) => v.clone(),
        _ => Vec::new(),
    };
    for (e, target) in entries.iter().zip(targets) {
        let Some(ste) = target else { continue };
        let m = (*e >> 32) as u32;
        let pc = (*e & 0xffff_ffff) as u32;
        let meth = vm.classes.method(m);
        let cl = vm.classes.get(meth.class);
        let class_name = cl.java_name();
        let method_name = meth.name.to_string();
        let file = cl.source_file().map(|s| s.to_string());
        let line =
            if meth.is_native() || crate::model_lines::jdk_counterpart(vm, m) == Some(Some(true)) {
                -2
            } else {
                crate::model_lines::line(vm, m, pc)
                    .map(|l| l as i32)
                    .unwrap_or(-1)
            };
        let module = match &cl.origin {
            Some(Origin::Jdk { module }) if module != "wayfinder.model" => Some(module.clone()),
            Some(Origin::Jdk { .. }) => Some("java.base".to_string()),
            _ => None,
        };
        let cls_s = vm.new_string(&class_name);
        let m_s = vm.new_string(&method_name);
        let f_s = file.map(|f| vm.new_string(&f));
        let mod_s = module.map(|m| vm.new_string(&m));
        vm.set_field_by_name(ste, "declaringClass", Value::Ref(Some(cls_s)));
        vm.set_field_by_name(ste, "methodName", Value::Ref(Some(m_s)));
        vm.set_field_by_name(ste, "fileName", Value::Ref(f_s));
        vm.set_field_by_name(ste, "lineNumber", Value::Int(line));
        vm.set_field_by_name(ste, "moduleName", Value::Ref(mod_s));
        let mirror = vm.mirror(meth_class(vm, m));
        vm.set_field_by_name(ste, "declaringClassObject", Value::Ref(Some(mirror)));
    }
    Ok(None)
}

fn meth_class(vm: &Vm, m: u32) -> u32 {
    vm.classes.method(m).class
}
