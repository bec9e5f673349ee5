//! Natives that only JDK 25's class library, or Wayfinder's JDK 25 model
//! classes (`vm/java25/`), use: the JDK 17 class library never calls them.

use super::{non_null, NativeResult, Natives};
use crate::error::VmError;
use crate::value::Value;
use crate::vm::{Flow, Vm};

pub fn register(n: &mut Natives) {
    // CDS: no archive is used or dumped, nothing is logged.
    n.add(
        "jdk/internal/misc/CDS.getCDSConfigStatus()I",
        cds_config_status,
    );
    // Core reflection: JDK 25 calls the VM through other classes than JDK 17
    // (with the same arguments and meaning); use the JDK 17 natives, if the
    // VM has them.
    for (jdk17, jdk25) in REFLECTION_ALIASES {
        if let Some(f) = n.lookup(jdk17) {
            n.add(jdk25, f);
        }
    }
    // No continuations: Wayfinder has no virtual threads (ReferenceQueue
    // asks when the program polls a queue).
    n.add(
        "jdk/internal/vm/ContinuationSupport.isSupported0()Z",
        |_, _, _| Ok(Some(Value::Int(0))),
    );
    // The DecimalFormatSymbols model has the data of a few locales only.
    n.add(
        "java/text/DecimalFormatSymbols.unsupportedLocale0(Ljava/lang/String;)V",
        unsupported_locale,
    );
}

/// (JDK 17 native, JDK 25 native doing the same).
const REFLECTION_ALIASES: &[(&str, &str)] = &[
    (
        "jdk/internal/reflect/NativeMethodAccessorImpl.invoke0(Ljava/lang/reflect/Method;Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;",
        "jdk/internal/reflect/DirectMethodHandleAccessor$NativeAccessor.invoke0(Ljava/lang/reflect/Method;Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;",
    ),
    (
        "jdk/internal/reflect/NativeConstructorAccessorImpl.newInstance0(Ljava/lang/reflect/Constructor;[Ljava/lang/Object;)Ljava/lang/Object;",
        "jdk/internal/reflect/DirectConstructorHandleAccessor$NativeAccessor.newInstance0(Ljava/lang/reflect/Constructor;[Ljava/lang/Object;)Ljava/lang/Object;",
    ),
];

/// No CDS flag is set: not dumping, not using an archive, not logging.
fn cds_config_status(_: &mut Vm, _: u32, _: &[Value]) -> NativeResult {
    Ok(Some(Value::Int(0)))
}

/// Stops the program: the number symbols of this locale (a language tag)
/// are not built into the DecimalFormatSymbols model.
fn unsupported_locale(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let tag = vm.string_value(non_null(a, 0)?);
    Err(Flow::Error(VmError::unsupported(format!(
        "number formatting for locale \"{tag}\" (java.text.DecimalFormatSymbols: Wayfinder \
         knows the root, \"en\" and \"en-US\" locales only)"
    ))))
}
