//! The nondeterminism API the model checker understands: our
//! `wayfinder.Verify`, JPF's `gov.nasa.jpf.vm.Verify` and SV-COMP's
//! `org.sosy_lab.sv_benchmarks.Verifier`. Their Java bodies (what a plain
//! JVM runs) are replaced by these natives only while model checking.

use super::{NativeResult, Natives};
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
        add(n, "randomBool()Z", get_boolean);
        add(n, "ignoreIf(Z)V", ignore_if);
        add(n, "beginAtomic()V", begin_atomic);
        add(n, "endAtomic()V", end_atomic);
    }
    let v = "org/sosy_lab/sv_benchmarks/Verifier";
    let add = |n: &mut Natives, m: &str, f: super::NativeFn| {
        n.add(Box::leak(format!("{v}.{m}").into_boxed_str()), f);
    };
    add(n, "nondetBoolean()Z", get_boolean);
    add(n, "nondetInt()I", |vm, _, _| {
        bounded(vm, |x| Value::Int(x as i32))
    });
    add(n, "nondetLong()J", |vm, _, _| bounded(vm, Value::Long));
    add(n, "nondetShort()S", |vm, _, _| {
        bounded(vm, |x| Value::Int(x as i16 as i32))
    });
    add(n, "nondetByte()B", |vm, _, _| {
        bounded(vm, |x| Value::Int(x as i8 as i32))
    });
    add(n, "nondetChar()C", |vm, _, _| {
        bounded(vm, |x| Value::Int(x as u16 as i32))
    });
    add(n, "assume(Z)V", ignore_unless);
}

/// Takes the value the search chose, or asks it to choose among `n`.
fn choose(vm: &mut Vm, n: u32) -> Result<u32, Flow> {
    match vm.next_choice.take() {
        Some(v) => Ok(v),
        None => Err(Flow::Choice(n)),
    }
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

fn get_boolean(vm: &mut Vm, _: u32, _: &[Value]) -> NativeResult {
    let v = choose(vm, 2)?;
    Ok(Some(Value::Int(v as i32)))
}

/// `nondetInt` and friends choose from the configured bounded range, so a
/// search that used them cannot claim "no violation" for all inputs.
fn bounded(vm: &mut Vm, make: fn(i64) -> Value) -> NativeResult {
    let (lo, hi) = vm.nondet_range;
    let v = choose(vm, (hi - lo + 1) as u32)?;
    vm.bounded_choice_used = true;
    Ok(Some(make(lo + v as i64)))
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
