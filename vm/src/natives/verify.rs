//! The nondeterminism API the model checker understands: our
//! `wayfinder.Verify`, JPF's `gov.nasa.jpf.vm.Verify` and SV-COMP's
//! `org.sosy_lab.sv_benchmarks.Verifier`. Their Java bodies (what a plain
//! JVM runs) are replaced by these natives only while model checking.

use super::{NativeResult, Natives};
use crate::inputs::{choose, double_values, float_values, string_values};
use crate::value::Value;
use crate::vm::{Flow, Vm};

/// Classes whose methods are replaced while model checking.
pub const VERIFY_CLASSES: [&str; 3] = [
    "wayfinder/Verify",
    "gov/nasa/jpf/vm/Verify",
    "org/sosy_lab/sv_benchmarks/Verifier",
];

pub fn register(n: &mut Natives) {
    for c in ["wayfinder/Verify", "gov/nasa/jpf/vm/Verify"] {
        let add = |n: &mut Natives, m: &str, f: super::NativeFn| {
            n.add(Box::leak(format!("{c}.{m}").into_boxed_str()), f);
        };
        add(n, "getInt(II)I", get_int);
        add(n, "getBoolean()Z", get_boolean);
        add(n, "randomBool()Z", random_bool);
        add(n, "random(I)I", random);
        add(n, "getIntFromList([I)I", from_list);
        add(n, "getLongFromList([J)J", from_list);
        add(n, "getFloatFromList([F)F", from_list);
        add(n, "getDoubleFromList([D)D", from_list);
        add(n, "ignoreIf(Z)V", ignore_if);
        add(n, "beginAtomic()V", begin_atomic);
        add(n, "endAtomic()V", end_atomic);
        add(n, "breakTransition(Ljava/lang/String;)V", break_transition);
    }
    let v = "org/sosy_lab/sv_benchmarks/Verifier";
    let add = |n: &mut Natives, m: &str, f: super::NativeFn| {
        n.add(Box::leak(format!("{v}.{m}").into_boxed_str()), f);
    };
    add(n, "nondetBoolean()Z", get_boolean);
    add(n, "nondetInt()I", |vm, _, _| {
        bounded(vm, "Verifier.nondetInt", |x| Value::Int(x as i32))
    });
    add(n, "nondetLong()J", |vm, _, _| {
        bounded(vm, "Verifier.nondetLong", Value::Long)
    });
    add(n, "nondetShort()S", |vm, _, _| {
        bounded(vm, "Verifier.nondetShort", |x| Value::Int(x as i16 as i32))
    });
    add(n, "nondetByte()B", |vm, _, _| {
        bounded(vm, "Verifier.nondetByte", |x| Value::Int(x as i8 as i32))
    });
    add(n, "nondetChar()C", |vm, _, _| {
        bounded(vm, "Verifier.nondetChar", |x| Value::Int(x as u16 as i32))
    });
    add(n, "nondetString()Ljava/lang/String;", nondet_string);
    add(n, "nondetDouble()D", nondet_double);
    add(n, "nondetFloat()F", nondet_float);
    add(n, "assume(Z)V", ignore_unless);
}

fn get_int(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let (lo, hi) = (a[0].as_int(), a[1].as_int());
    if hi < lo {
        return Err(Flow::throw_new(
            "java/lang/IllegalArgumentException",
            &format!("Verify.getInt: empty range [{lo}, {hi}]"),
        ));
    }
    let n = (hi as i64 - lo as i64 + 1).min(u32::MAX as i64) as u32;
    let v = choose(vm, n)?;
    Ok(Some(Value::Int((lo as i64 + v as i64) as i32)))
}

/// `random(max)`: any int in `0..=max`; under choose-free search, where
/// it is a hand-abstracted program's abstraction choice, the path ends.
fn random(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    cut_if_choose_free(vm)?;
    get_int(vm, tid, &[Value::Int(0), a[0]])
}

/// `randomBool()`: as `getBoolean()`, except under choose-free search
/// (see `random`).
fn random_bool(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    cut_if_choose_free(vm)?;
    get_boolean(vm, tid, a)
}

/// Choose-free search cuts the path here (counted).
fn cut_if_choose_free(vm: &mut Vm) -> Result<(), Flow> {
    if let Some(cuts) = &mut vm.choose_free {
        *cuts += 1;
        return Err(Flow::Prune);
    }
    Ok(())
}

/// `getIntFromList(values)` and friends: any element of the array.
fn from_list(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let arr = super::non_null(a, 0)?;
    let len = vm.state.heap.get(arr).array().map_or(0, |d| d.len());
    if len == 0 {
        return Err(Flow::throw_new(
            "java/lang/IllegalArgumentException",
            "Verify.get*FromList: no values",
        ));
    }
    let v = choose(vm, len as u32)?;
    Ok(vm.state.heap.get(arr).array().map(|d| d.get(v as usize)))
}

fn get_boolean(vm: &mut Vm, _: u32, _: &[Value]) -> NativeResult {
    let v = choose(vm, 2)?;
    Ok(Some(Value::Int(v as i32)))
}

/// `nondetInt` and friends choose from the configured bounded range, so a
/// search that used them cannot claim "no violation" for all inputs.
fn bounded(vm: &mut Vm, name: &str, make: fn(i64) -> Value) -> NativeResult {
    let (lo, hi) = vm.nondet_range;
    let v = choose(vm, (hi - lo + 1) as u32)?;
    vm.inputs.bounded(name, || {
        format!("{} values ({lo}..{hi}, --nondet-range)", hi - lo + 1)
    });
    Ok(Some(make(lo + v as i64)))
}

/// `nondetString()`: a new String from `inputs::string_values` (short
/// strings and the program's own string constants).
fn nondet_string(vm: &mut Vm, _: u32, _: &[Value]) -> NativeResult {
    let values = string_values(vm);
    let v = choose(vm, values.len() as u32)?;
    let n = values.len();
    vm.inputs.bounded("Verifier.nondetString", || {
        format!(
            "{n} values (short strings over a few characters and the program's string constants)"
        )
    });
    let s = vm.new_string(&values[v as usize]);
    Ok(Some(Value::Ref(Some(s))))
}

/// `nondetDouble()`: one of `inputs::double_values` (special and boundary
/// values and the program's own numeric constants).
fn nondet_double(vm: &mut Vm, _: u32, _: &[Value]) -> NativeResult {
    let values = double_values(vm);
    let v = choose(vm, values.len() as u32)?;
    let n = values.len();
    vm.inputs.bounded("Verifier.nondetDouble", || {
        format!("{n} values (0, -0.0, ±1, 0.5, NaN, ±Infinity, MIN/MAX values and the program's numeric constants)")
    });
    Ok(Some(Value::Double(values[v as usize])))
}

/// `nondetFloat()`: as `nondetDouble`, in `float`.
fn nondet_float(vm: &mut Vm, _: u32, _: &[Value]) -> NativeResult {
    let values = float_values(vm);
    let v = choose(vm, values.len() as u32)?;
    let n = values.len();
    vm.inputs.bounded("Verifier.nondetFloat", || {
        format!("{n} values (0, -0.0, ±1, 0.5, NaN, ±Infinity, MIN/MAX values and the program's numeric constants)")
    });
    Ok(Some(Value::Float(values[v as usize])))
}

fn ignore_if(_: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    if a[0].as_int() != 0 {
        return Err(Flow::Prune);
    }
    Ok(None)
}

fn ignore_unless(_: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    if a[0].as_int() == 0 {
        return Err(Flow::Prune);
    }
    Ok(None)
}

fn begin_atomic(vm: &mut Vm, tid: u32, _: &[Value]) -> NativeResult {
    vm.state.atomic_owner = Some(tid);
    Ok(None)
}

fn end_atomic(vm: &mut Vm, _: u32, _: &[Value]) -> NativeResult {
    vm.state.atomic_owner = None;
    Ok(None)
}

/// `breakTransition(reason)`: ends the transition here, as `Thread.yield`
/// does, so the search stores (and matches) the state reached; a loop that
/// calls it ends when its state repeats. Inside an atomic block it does
/// nothing.
fn break_transition(vm: &mut Vm, _: u32, _: &[Value]) -> NativeResult {
    if vm.state.atomic_owner.is_some() {
        return Ok(None);
    }
    Err(Flow::Switch)
}
