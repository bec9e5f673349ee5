//! `java.util.zip`'s checksums, `CRC32` and `Adler32`, computed by the
//! `crc32fast` and `adler2` crates (the JDK's Java code checks the
//! arguments before calling these), over byte arrays or native memory.

use super::{non_null, Natives};
use crate::heap::ArrayData;
use crate::value::Value;
use crate::vm::Vm;

pub fn register(n: &mut Natives) {
    n.add("java/util/zip/CRC32.update(II)I", |_, _, a| {
        Ok(Some(Value::Int(crc32(
            a[0].as_int(),
            &[a[1].as_int() as u8],
        ))))
    });
    n.add("java/util/zip/CRC32.updateBytes0(I[BII)I", |vm, _, a| {
        let bytes = byte_range(vm, a)?;
        Ok(Some(Value::Int(crc32(a[0].as_int(), &bytes))))
    });
    n.add(
        "java/util/zip/CRC32.updateByteBuffer0(IJII)I",
        |vm, _, a| {
            let bytes = native_range(vm, a)?;
            Ok(Some(Value::Int(crc32(a[0].as_int(), &bytes))))
        },
    );
    n.add(
        "java/util/zip/Adler32.updateByteBuffer(IJII)I",
        |vm, _, a| {
            let bytes = native_range(vm, a)?;
            Ok(Some(Value::Int(adler32(a[0].as_int(), &bytes))))
        },
    );
    n.add("java/util/zip/Adler32.update(II)I", |_, _, a| {
        Ok(Some(Value::Int(adler32(
            a[0].as_int(),
            &[a[1].as_int() as u8],
        ))))
    });
    n.add("java/util/zip/Adler32.updateBytes(I[BII)I", |vm, _, a| {
        let bytes = byte_range(vm, a)?;
        Ok(Some(Value::Int(adler32(a[0].as_int(), &bytes))))
    });
}

fn crc32(crc: i32, bytes: &[u8]) -> i32 {
    let mut h = crc32fast::Hasher::new_with_initial(crc as u32);
    h.update(bytes);
    h.finalize() as i32
}

fn adler32(sum: i32, bytes: &[u8]) -> i32 {
    let mut h = adler2::Adler32::from_checksum(sum as u32);
    h.write_slice(bytes);
    h.checksum() as i32
}

/// Arguments `(_, byte[] b, int off, int len)`: `b[off..off+len]`.
fn byte_range(vm: &Vm, a: &[Value]) -> Result<Vec<u8>, crate::vm::Flow> {
    let b = non_null(a, 1)?;
    let (off, len) = (a[2].as_int().max(0) as usize, a[3].as_int().max(0) as usize);
    Ok(match vm.state.heap.get(b).array() {
        Some(ArrayData::Byte(v)) => v
            .get(off..off.saturating_add(len))
            .unwrap_or(&[])
            .iter()
            .map(|&x| x as u8)
            .collect(),
        _ => Vec::new(),
    })
}

/// Arguments `(_, long address, int off, int len)`: the native memory at
/// `address + off`, `len` bytes.
fn native_range(vm: &mut Vm, a: &[Value]) -> Result<Vec<u8>, crate::vm::Flow> {
    let addr = (a[1].as_long() + a[2].as_int() as i64) as u64;
    super::unsafe_::native_owned(vm, addr, "a checksum's read")?;
    let len = a[3].as_int().max(0) as usize;
    Ok(vm
        .state
        .native
        .read(addr, len)
        .map_err(|e| super::unsafe_::bad_address(e.0))?
        .to_vec())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn checksums_match_the_known_values() {
        // java.util.zip.CRC32/Adler32 of "hello", as HotSpot computes them.
        assert_eq!(crc32(0, b"hello") as u32, 907060870);
        assert_eq!(adler32(1, b"hello") as u32, 103547413);
        // Resumable: in two parts as in one.
        assert_eq!(crc32(crc32(0, b"he"), b"llo"), crc32(0, b"hello"));
        assert_eq!(adler32(adler32(1, b"he"), b"llo"), adler32(1, b"hello"));
    }
}
