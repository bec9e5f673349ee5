//! `sun.nio.fs.UnixNativeDispatcher`: the part of `java.nio.file`'s Unix
//! layer that needs no native memory: its start-up and the working
//! directory, which `Path.toAbsolutePath` reads. The rest passes paths in
//! native memory and is refused (see `natives::decisions`).

use super::{NativeResult, Natives};
use crate::heap::ArrayData;
use crate::value::Value;
use crate::vm::{Flow, Vm};

pub fn register(n: &mut Natives) {
    // The capabilities: none of openat, futimes, futimens, lutimes,
    // extended attributes or birth times, so the JDK takes its plain paths.
    n.add("sun/nio/fs/UnixNativeDispatcher.init()I", |_, _, _| {
        Ok(Some(Value::Int(0)))
    });
    n.add("sun/nio/fs/UnixNativeDispatcher.getcwd()[B", getcwd);
}

/// The working directory (`user.dir`), as bytes.
fn getcwd(vm: &mut Vm, _: u32, _: &[Value]) -> NativeResult {
    let cwd = crate::files::absolute(".");
    let bytes: Vec<i8> = cwd.bytes().map(|b| b as i8).collect();
    let arr = vm
        .new_array("[B", ArrayData::Byte(bytes))
        .map_err(Flow::Error)?;
    Ok(Some(Value::Ref(Some(arr))))
}
