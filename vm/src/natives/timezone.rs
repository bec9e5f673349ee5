//! `java.util.TimeZone`: the default time zone is not the host's but
//! `Vm::time_zone` ("UTC" unless the user chose another with
//! `--time-zone`), so that a program sees the same zone on every machine.

use super::{NativeResult, Natives};
use crate::value::Value;
use crate::vm::Vm;

pub fn register(n: &mut Natives) {
    n.add(
        "java/util/TimeZone.getSystemTimeZoneID(Ljava/lang/String;)Ljava/lang/String;",
        system_time_zone_id,
    );
    n.add(
        "java/util/TimeZone.getSystemGMTOffsetID()Ljava/lang/String;",
        system_gmt_offset_id,
    );
}

fn system_time_zone_id(vm: &mut Vm, _: u32, _: &[Value]) -> NativeResult {
    let id = vm.time_zone.clone();
    Ok(Some(Value::Ref(Some(vm.new_string(&id)))))
}

/// Asked only when the zone ID is unknown to the JDK: its zone is GMT.
fn system_gmt_offset_id(vm: &mut Vm, _: u32, _: &[Value]) -> NativeResult {
    Ok(Some(Value::Ref(Some(vm.new_string("GMT")))))
}
