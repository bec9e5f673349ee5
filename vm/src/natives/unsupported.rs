//! Natives of the model classes' gap reports: a library path Wayfinder does
//! not support stops the run with `VmError::Unsupported` (exit 4) naming
//! it, whatever Java exception handlers surround the call, so that a gap in
//! Wayfinder never shows as an exception of the checked program.

use super::{non_null, Natives};
use crate::error::VmError;
use crate::vm::Flow;

pub fn register(n: &mut Natives) {
    n.add(
        "java/lang/WayfinderLangAccess.unsupported(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;",
        |vm, _, a| {
            let method = vm.string_value(non_null(a, 0)?);
            Err(Flow::Error(VmError::unsupported(format!(
                "jdk.internal.access.JavaLangAccess.{method} (defining modules or classes and type annotations are not supported)"
            ))))
        },
    );
    n.add(
        "java/lang/System.securityManagerUnsupported()Ljava/lang/UnsupportedOperationException;",
        |_, _, _| {
            Err(Flow::Error(VmError::unsupported(
                "java.lang.System.setSecurityManager: a security manager is not supported (Wayfinder has no protection domains or policy to check permissions against)",
            )))
        },
    );
}
