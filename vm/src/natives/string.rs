//! `java.lang.String` and `java.lang.StringUTF16`.

use super::{non_null, ret_false, NativeResult, Natives};
use crate::value::Value;
use crate::vm::Vm;

pub fn register(n: &mut Natives) {
    n.add("java/lang/String.intern()Ljava/lang/String;", intern);
    // We lay out UTF-16 strings little-endian (see `Vm::new_string_utf16`).
    n.add("java/lang/StringUTF16.isBigEndian()Z", ret_false);
}

fn intern(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let s = non_null(a, 0)?;
    let chars = vm.string_chars(s);
    if let Some(canon) = vm.state.interned.get(&chars) {
        return Ok(Some(Value::Ref(Some(canon))));
    }
    vm.state.interned.insert(chars, s);
    // The intern table is reachable from every thread and keeps its strings.
    vm.mark_shared(s);
    vm.state.heap.pin(s);
    Ok(Some(Value::Ref(Some(s))))
}
