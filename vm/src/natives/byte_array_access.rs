//! `sun.security.provider.ByteArrayAccess`: the conversions between bytes
//! and big- or little-endian ints and longs that the message digests
//! (`MessageDigest` SHA-1/SHA-2, hence serialization's default
//! `serialVersionUID`) use. The JDK writes them with byte-array-view
//! VarHandles, which Wayfinder does not implement; these static methods run
//! as natives instead (`natives::JAVA_AS_NATIVE`), with the JDK's meaning:
//! byte positions are offsets into the byte array, word positions indexes
//! into the int or long array, and lengths count bytes.

use super::{non_null, NativeResult, Natives};
use crate::heap::ArrayData;
use crate::value::{ObjRef, Value};
use crate::vm::{Flow, Vm};

const CLASS: &str = "sun/security/provider/ByteArrayAccess";

/// The methods that run as natives: name and descriptor.
pub const METHODS: [(&str, &str, &str); 11] = [
    (CLASS, "i2bLittle", "([II[BII)V"),
    (CLASS, "i2bLittle4", "(I[BI)V"),
    (CLASS, "b2iBig", "([BI[III)V"),
    (CLASS, "b2iBig64", "([BI[I)V"),
    (CLASS, "i2bBig", "([II[BII)V"),
    (CLASS, "i2bBig4", "(I[BI)V"),
    (CLASS, "b2lBig", "([BI[JII)V"),
    (CLASS, "b2lBig128", "([BI[J)V"),
    (CLASS, "l2bBig", "([JI[BII)V"),
    (CLASS, "b2lLittle", "([BI[JII)V"),
    (CLASS, "l2bLittle", "([JI[BII)V"),
];

pub fn register(n: &mut Natives) {
    // Words to bytes: (words, wordIndex, bytes, byteOffset, byteLength).
    n.add(
        "sun/security/provider/ByteArrayAccess.i2bLittle([II[BII)V",
        |vm, _, a| words_to_bytes(vm, a, 4, false),
    );
    n.add(
        "sun/security/provider/ByteArrayAccess.i2bBig([II[BII)V",
        |vm, _, a| words_to_bytes(vm, a, 4, true),
    );
    n.add(
        "sun/security/provider/ByteArrayAccess.l2bBig([JI[BII)V",
        |vm, _, a| words_to_bytes(vm, a, 8, true),
    );
    n.add(
        "sun/security/provider/ByteArrayAccess.l2bLittle([JI[BII)V",
        |vm, _, a| words_to_bytes(vm, a, 8, false),
    );
    // One int to four bytes: (value, bytes, byteOffset).
    n.add(
        "sun/security/provider/ByteArrayAccess.i2bLittle4(I[BI)V",
        |vm, _, a| {
            put_bytes(
                vm,
                non_null(a, 1)?,
                a[2].as_int(),
                &a[0].as_int().to_le_bytes(),
            )
        },
    );
    n.add(
        "sun/security/provider/ByteArrayAccess.i2bBig4(I[BI)V",
        |vm, _, a| {
            put_bytes(
                vm,
                non_null(a, 1)?,
                a[2].as_int(),
                &a[0].as_int().to_be_bytes(),
            )
        },
    );
    // Bytes to words: (bytes, byteOffset, words, wordIndex, byteLength),
    // or a fixed block into words from index 0.
    n.add(
        "sun/security/provider/ByteArrayAccess.b2iBig([BI[III)V",
        |vm, _, a| bytes_to_words(vm, a, a[3].as_int(), a[4].as_int(), 4, true),
    );
    n.add(
        "sun/security/provider/ByteArrayAccess.b2iBig64([BI[I)V",
        |vm, _, a| bytes_to_words(vm, a, 0, 64, 4, true),
    );
    n.add(
        "sun/security/provider/ByteArrayAccess.b2lBig([BI[JII)V",
        |vm, _, a| bytes_to_words(vm, a, a[3].as_int(), a[4].as_int(), 8, true),
    );
    n.add(
        "sun/security/provider/ByteArrayAccess.b2lBig128([BI[J)V",
        |vm, _, a| bytes_to_words(vm, a, 0, 128, 8, true),
    );
    n.add(
        "sun/security/provider/ByteArrayAccess.b2lLittle([BI[JII)V",
        |vm, _, a| bytes_to_words(vm, a, a[3].as_int(), a[4].as_int(), 8, false),
    );
}

fn out_of_bounds() -> Flow {
    Flow::ThrowNew("java/lang/ArrayIndexOutOfBoundsException", None)
}

/// `bytes` into byte array `arr` from `off`.
fn put_bytes(vm: &mut Vm, arr: ObjRef, off: i32, bytes: &[u8]) -> NativeResult {
    let Some(ArrayData::Byte(v)) = vm.state.heap.get_mut(arr).array_mut() else {
        return Err(Flow::ThrowNew("java/lang/ClassCastException", None));
    };
    let off = usize::try_from(off).map_err(|_| out_of_bounds())?;
    let dst = v
        .get_mut(off..off + bytes.len())
        .ok_or_else(out_of_bounds)?;
    for (d, &b) in dst.iter_mut().zip(bytes) {
        *d = b as i8;
    }
    Ok(None)
}

/// The words of int or long array `arr` from index `at`, `count` of them,
/// as `u64`s.
fn get_words(vm: &Vm, arr: ObjRef, at: usize, count: usize) -> Result<Vec<u64>, Flow> {
    match vm.state.heap.get(arr).array() {
        Some(ArrayData::Int(v)) => Ok(v
            .get(at..at + count)
            .ok_or_else(out_of_bounds)?
            .iter()
            .map(|&x| x as u32 as u64)
            .collect()),
        Some(ArrayData::Long(v)) => Ok(v
            .get(at..at + count)
            .ok_or_else(out_of_bounds)?
            .iter()
            .map(|&x| x as u64)
            .collect()),
        _ => Err(Flow::ThrowNew("java/lang/ClassCastException", None)),
    }
}

/// `(words, wordIndex, bytes, byteOffset, byteLength)`: each word of
/// `size` bytes, in the given byte order.
fn words_to_bytes(vm: &mut Vm, a: &[Value], size: usize, big: bool) -> NativeResult {
    let (words, bytes) = (non_null(a, 0)?, non_null(a, 2)?);
    let at = usize::try_from(a[1].as_int()).map_err(|_| out_of_bounds())?;
    let len = usize::try_from(a[4].as_int()).map_err(|_| out_of_bounds())?;
    let mut out = Vec::with_capacity(len);
    for w in get_words(vm, words, at, len / size)? {
        let le = w.to_le_bytes();
        let word = &le[..size];
        if big {
            out.extend(word.iter().rev());
        } else {
            out.extend_from_slice(word);
        }
    }
    put_bytes(vm, bytes, a[3].as_int(), &out)
}

/// `(bytes, byteOffset, words, ...)`: `len` bytes from the offset into
/// words of `size` bytes from index `at`.
fn bytes_to_words(
    vm: &mut Vm,
    a: &[Value],
    at: i32,
    len: i32,
    size: usize,
    big: bool,
) -> NativeResult {
    let (bytes, words) = (non_null(a, 0)?, non_null(a, 2)?);
    let off = usize::try_from(a[1].as_int()).map_err(|_| out_of_bounds())?;
    let at = usize::try_from(at).map_err(|_| out_of_bounds())?;
    let len = usize::try_from(len).map_err(|_| out_of_bounds())?;
    let src: Vec<u8> = match vm.state.heap.get(bytes).array() {
        Some(ArrayData::Byte(v)) => v
            .get(off..off + len)
            .ok_or_else(out_of_bounds)?
            .iter()
            .map(|&b| b as u8)
            .collect(),
        _ => return Err(Flow::ThrowNew("java/lang/ClassCastException", None)),
    };
    let vals: Vec<u64> = src
        .chunks_exact(size)
        .map(|c| {
            let mut le = [0u8; 8];
            le[..size].copy_from_slice(c);
            if big {
                le[..size].reverse();
            }
            u64::from_le_bytes(le)
        })
        .collect();
    match vm.state.heap.get_mut(words).array_mut() {
        Some(ArrayData::Int(v)) => {
            let dst = v.get_mut(at..at + vals.len()).ok_or_else(out_of_bounds)?;
            for (d, x) in dst.iter_mut().zip(vals) {
                *d = x as u32 as i32;
            }
        }
        Some(ArrayData::Long(v)) => {
            let dst = v.get_mut(at..at + vals.len()).ok_or_else(out_of_bounds)?;
            for (d, x) in dst.iter_mut().zip(vals) {
                *d = x as i64;
            }
        }
        _ => return Err(Flow::ThrowNew("java/lang/ClassCastException", None)),
    }
    Ok(None)
}
