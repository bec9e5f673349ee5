//! Intrinsics: small JDK methods that a call completes at once, without
//! running their bytecode, when the outcome is the ordinary one. Each is
//! installed on its method like an input hook (`crate::inputs::Intercept`)
//! and gives `RunBody` (the method's own bytecode runs) whenever the
//! answer is not plain: an index out of range (the bytecode throws the
//! JDK's exception), a string that is not Latin-1.
//!
//! Only where nothing observes the callee: not under `check` (no scheduling
//! policy, no operation observer, no listener, no abstraction), so a
//! search sees every instruction as before and its state counts do not
//! move. Under `run` the result is what the bytecode computes; the only
//! difference is fewer instructions on the virtual clock.

use crate::inputs::{InputHook, Intercept};
use crate::value::Value;
use crate::vm::{Flow, Vm};

/// `(class, method, descriptor, intrinsic)`.
pub const INTRINSICS: &[(&str, &str, &str, InputHook)] = &[
    ("java/lang/String", "charAt", "(I)C", string_char_at),
    ("java/util/Objects", "checkIndex", "(II)I", check_index),
    (
        "jdk/internal/util/Preconditions",
        "checkIndex",
        "(IILjava/util/function/BiFunction;)I",
        check_index,
    ),
];

/// Does anything observe the instructions the running thread executes?
#[inline]
fn observed(vm: &Vm) -> bool {
    vm.preempt
        || vm.observe_ops
        || vm.intercept_verify
        || vm.slow_path
        || !vm.listeners.is_empty()
        || vm.abstraction.is_some()
}

/// `Objects.checkIndex(index, length)` and `Preconditions.checkIndex(index,
/// length, oobef)`: `index` when `0 <= index < length`.
fn check_index(vm: &mut Vm, _: u32, a: &[Value]) -> Result<Intercept, Flow> {
    match (a[0], a[1]) {
        (Value::Int(i), Value::Int(n)) if !observed(vm) && 0 <= i && i < n => {
            Ok(Intercept::Return(Some(Value::Int(i))))
        }
        _ => Ok(Intercept::RunBody),
    }
}

/// `String.charAt(index)` of a Latin-1 string (`coder` 0) with the index
/// in range: the byte at `index`, unsigned.
fn string_char_at(vm: &mut Vm, _: u32, a: &[Value]) -> Result<Intercept, Flow> {
    let (Value::Ref(Some(s)), Value::Int(i)) = (a[0], a[1]) else {
        return Ok(Intercept::RunBody);
    };
    if observed(vm) || i < 0 {
        return Ok(Intercept::RunBody);
    }
    let o = vm.state.heap.get(s);
    if o.class != vm.wk.string {
        return Ok(Intercept::RunBody);
    }
    let fields = o.fields();
    let (Value::Int(0), Value::Ref(Some(value))) =
        (fields[vm.slots.string_coder], fields[vm.slots.string_value])
    else {
        return Ok(Intercept::RunBody);
    };
    match vm.state.heap.get(value).array() {
        Some(crate::heap::ArrayData::Byte(b)) if (i as usize) < b.len() => Ok(Intercept::Return(
            Some(Value::Int(b[i as usize] as u8 as i32)),
        )),
        _ => Ok(Intercept::RunBody),
    }
}
