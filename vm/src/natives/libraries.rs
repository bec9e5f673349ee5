//! The JDK's native libraries (`libzip`, `libnio`, `libnet`...): the
//! class library loads them by name (`BootLoader.loadLibrary`) before
//! using their natives. Wayfinder has no native code to load: each
//! library counts as built in, and its natives are the VM's registry (an
//! unimplemented one is refused when called, naming the reason).

use super::{nop, NativeResult, Natives};
use crate::value::Value;
use crate::vm::Vm;

pub fn register(n: &mut Natives) {
    n.add(
        "jdk/internal/loader/BootLoader.setBootLoaderUnnamedModule0(Ljava/lang/Module;)V",
        nop,
    );
    n.add(
        "jdk/internal/loader/NativeLibraries.findBuiltinLib(Ljava/lang/String;)Ljava/lang/String;",
        builtin_library,
    );
    n.add(
        "jdk/internal/loader/NativeLibraries.load(Ljdk/internal/loader/NativeLibraries$NativeLibraryImpl;Ljava/lang/String;ZZZ)Z",
        |_, _, _| Ok(Some(Value::Int(1))),
    );
    n.add(
        "jdk/internal/loader/NativeLibraries.unload(Ljava/lang/String;ZZJ)V",
        nop,
    );
    // JDK 25's forms of the two.
    n.add(
        "jdk/internal/loader/NativeLibraries.load(Ljdk/internal/loader/NativeLibraries$NativeLibraryImpl;Ljava/lang/String;ZZ)Z",
        |_, _, _| Ok(Some(Value::Int(1))),
    );
    n.add(
        "jdk/internal/loader/NativeLibraries.unload(Ljava/lang/String;ZJ)V",
        nop,
    );
}

/// `findBuiltinLib(name)`: every library is built in (its name is
/// returned as the built-in library's).
fn builtin_library(_: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    Ok(Some(a[0]))
}
