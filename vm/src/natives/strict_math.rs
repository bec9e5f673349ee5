//! `java.lang.StrictMath`'s native methods. The Java specification asks
//! for fdlibm's results bit for bit, which the host's libm (glibc, mostly
//! correctly rounded) does not give: `StrictMath.cosh(1)` differs in the
//! last bit. JDK 17 computes these functions in its `libjava`, whose
//! exported JNI entry points (`Java_java_lang_StrictMath_cos` ...) read
//! neither the JNI environment nor the class argument; so each native
//! here calls the entry point of the JDK the VM runs (`VmConfig::java_home`),
//! loaded on the first call (its `libjvm` first, which `libjava` needs,
//! without starting a JVM). Where that library cannot be loaded, the
//! host's libm answers (possibly off in the last bit).
//!
//! `exp`, `pow`, `cbrt` and `hypot` are Java code in JDK 17 (`FdLibm`);
//! their natives serve older class libraries only and stay on the host's
//! libm.

use std::ffi::{c_void, CString};
use std::path::Path;
use std::sync::OnceLock;

use super::{NativeResult, Natives};
use crate::value::Value;
use crate::vm::Vm;

type Jni1 = unsafe extern "C" fn(*mut c_void, *mut c_void, f64) -> f64;
type Jni2 = unsafe extern "C" fn(*mut c_void, *mut c_void, f64, f64) -> f64;

/// A function's Java name and the host's fallback.
type Named1 = (&'static str, fn(f64) -> f64);
type Named2 = (&'static str, fn(f64, f64) -> f64);

/// The one-argument functions.
const ONE: [Named1; 14] = [
    ("sin", f64::sin),
    ("cos", f64::cos),
    ("tan", f64::tan),
    ("asin", f64::asin),
    ("acos", f64::acos),
    ("atan", f64::atan),
    ("log", f64::ln),
    ("log10", f64::log10),
    ("sqrt", f64::sqrt),
    ("sinh", f64::sinh),
    ("cosh", f64::cosh),
    ("tanh", f64::tanh),
    ("expm1", f64::exp_m1),
    ("log1p", f64::ln_1p),
];

/// The two-argument functions.
const TWO: [Named2; 2] = [("atan2", f64::atan2), ("IEEEremainder", ieee_remainder)];

/// The JDK's entry points, by the index in `ONE` and `TWO`.
struct Library {
    one: [Option<Jni1>; 14],
    two: [Option<Jni2>; 2],
}

static LIBRARY: OnceLock<Option<Library>> = OnceLock::new();

pub fn register(n: &mut Natives) {
    macro_rules! one {
        ($($i:literal),*) => {$(
            n.add(
                leak(format!("java/lang/StrictMath.{}(D)D", ONE[$i].0)),
                |vm, _, a| call1(vm, $i, a),
            );
        )*};
    }
    one!(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13);
    n.add("java/lang/StrictMath.atan2(DD)D", |vm, _, a| {
        call2(vm, 0, a)
    });
    n.add("java/lang/StrictMath.IEEEremainder(DD)D", |vm, _, a| {
        call2(vm, 1, a)
    });
    n.add("java/lang/StrictMath.exp(D)D", |_, _, a| host1(a, f64::exp));
    n.add("java/lang/StrictMath.cbrt(D)D", |_, _, a| {
        host1(a, f64::cbrt)
    });
    n.add("java/lang/StrictMath.pow(DD)D", |_, _, a| {
        Ok(Some(Value::Double(java_pow(
            a[0].as_double(),
            a[1].as_double(),
        ))))
    });
    n.add("java/lang/StrictMath.hypot(DD)D", |_, _, a| {
        Ok(Some(Value::Double(
            a[0].as_double().hypot(a[1].as_double()),
        )))
    });
}

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

fn library(vm: &Vm) -> Option<&'static Library> {
    LIBRARY.get_or_init(|| load(&vm.config.java_home)).as_ref()
}

fn call1(vm: &Vm, i: usize, a: &[Value]) -> NativeResult {
    let x = a[0].as_double();
    let r = match library(vm).and_then(|l| l.one[i]) {
        // SAFETY: the JDK's JNI entry point for this function, which reads
        // only its double argument.
        Some(f) => unsafe { f(std::ptr::null_mut(), std::ptr::null_mut(), x) },
        None => (ONE[i].1)(x),
    };
    Ok(Some(Value::Double(r)))
}

fn call2(vm: &Vm, i: usize, a: &[Value]) -> NativeResult {
    let (x, y) = (a[0].as_double(), a[1].as_double());
    let r = match library(vm).and_then(|l| l.two[i]) {
        // SAFETY: as in `call1`.
        Some(f) => unsafe { f(std::ptr::null_mut(), std::ptr::null_mut(), x, y) },
        None => (TWO[i].1)(x, y),
    };
    Ok(Some(Value::Double(r)))
}

fn host1(a: &[Value], f: fn(f64) -> f64) -> NativeResult {
    Ok(Some(Value::Double(f(a[0].as_double()))))
}

/// Opens the JDK's `libjvm` and `libjava` (never closed) and looks up the
/// entry points; `None` when `libjava` cannot be opened.
fn load(home: &Path) -> Option<Library> {
    let open = |p: &Path, flags: i32| -> *mut c_void {
        let Ok(c) = CString::new(p.as_os_str().as_encoded_bytes()) else {
            return std::ptr::null_mut();
        };
        // SAFETY: a plain dlopen of a path; the handle is kept for good.
        unsafe { libc::dlopen(c.as_ptr(), flags) }
    };
    let lib = home.join("lib");
    // libjava names libjvm as a needed library without a path.
    open(
        &lib.join("server").join("libjvm.so"),
        libc::RTLD_LAZY | libc::RTLD_GLOBAL,
    );
    let java = open(&lib.join("libjava.so"), libc::RTLD_LAZY | libc::RTLD_LOCAL);
    if java.is_null() {
        return None;
    }
    let sym = |name: &str| -> *mut c_void {
        let c = CString::new(format!("Java_java_lang_StrictMath_{name}")).expect("symbol name");
        // SAFETY: looking a symbol up in a handle dlopen gave.
        unsafe { libc::dlsym(java, c.as_ptr()) }
    };
    let mut l = Library {
        one: [None; 14],
        two: [None; 2],
    };
    for (i, (name, _)) in ONE.iter().enumerate() {
        let p = sym(name);
        if !p.is_null() {
            // SAFETY: the JNI signature `jdouble (JNIEnv*, jclass, jdouble)`.
            l.one[i] = Some(unsafe { std::mem::transmute::<*mut c_void, Jni1>(p) });
        }
    }
    for (i, (name, _)) in TWO.iter().enumerate() {
        let p = sym(name);
        if !p.is_null() {
            // SAFETY: `jdouble (JNIEnv*, jclass, jdouble, jdouble)`.
            l.two[i] = Some(unsafe { std::mem::transmute::<*mut c_void, Jni2>(p) });
        }
    }
    Some(l)
}

/// `pow` with Java's special cases where C's differs (1^NaN and NaN^0 are
/// handled the same; `(-1)^±inf` is NaN in Java, 1 in C).
fn java_pow(x: f64, y: f64) -> f64 {
    if y.is_infinite() && x.abs() == 1.0 {
        return f64::NAN;
    }
    x.powf(y)
}

/// `IEEEremainder` where the JDK's library is not at hand.
fn ieee_remainder(x: f64, y: f64) -> f64 {
    if x.is_nan() || y.is_nan() || x.is_infinite() || y == 0.0 {
        return f64::NAN;
    }
    if y.is_infinite() {
        return x;
    }
    let n = (x / y).round_ties_even();
    let r = x - n * y;
    if r == 0.0 {
        0.0f64.copysign(x)
    } else {
        r
    }
}
