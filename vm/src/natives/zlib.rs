//! `java.util.zip.Deflater` and `Inflater`: zlib streams, computed by the
//! `flate2` crate over the system's zlib (the library the JDK itself links
//! on Linux), so that compressed bytes are those `java` produces.
//!
//! A stream is a native object (`crate::native_mem`) behind the handle the
//! JDK keeps, so under check it is part of the state. To keep it plain,
//! comparable data, a stream keeps what it was given rather than a
//! compressor's internal state: each call that must produce output
//! compresses (or decompresses) the whole input from the start, with the
//! same flush points, and hands out the part not handed out yet. That makes
//! every output a function of the input alone (quadratic in the stream's
//! length, which suits the small data a checked program handles).
//!
//! The input and output bytes are shared (`Rc`): a call takes the stream
//! out of the native heap and puts it back, so under `run` (and whenever no
//! stored state shares it) the bytes are appended to in place instead of
//! being copied on every call; a stream a stored state still holds is
//! copied on its first change, as before.
//!
//! The compressed bytes are zlib's for the same level and flush points
//! (memory level 8 and the default strategy, as the JDK's `Deflater`);
//! a stream that has taken input without a flush has handed out nothing
//! yet, where zlib may already hand out full blocks (the bytes in all are
//! the same). Dictionaries, strategies other than the default and changing
//! the level after input are refused (exit 4).

use std::any::Any;
use std::cell::RefCell;
use std::rc::{Rc, Weak};

use flate2::{Compress, Compression, Decompress, FlushCompress, FlushDecompress, Status};

use super::{NativeFn, NativeResult, Natives};
use crate::error::VmError;
use crate::heap::ArrayData;
use crate::native_mem::{bytes_words, NativeObject};
use crate::value::{ObjRef, Value};
use crate::vm::{Flow, Vm};

/// `Deflater`'s flush modes (its constants).
const NO_FLUSH: i32 = 0;
const SYNC_FLUSH: i32 = 2;
const FULL_FLUSH: i32 = 3;
const FINISH: i32 = 4;

/// A `Deflater`'s stream.
#[derive(Clone, Debug, Default)]
struct Deflate {
    level: i32,
    nowrap: bool,
    /// All input so far.
    input: Rc<Vec<u8>>,
    /// Each flush: the input length at it and its mode.
    flushes: Vec<(usize, i32)>,
    /// The output of compressing `input` up to the last flush.
    out: Rc<Vec<u8>>,
    /// How much of `out` the program has been given.
    delivered: usize,
}

/// An `Inflater`'s stream.
#[derive(Clone, Debug, Default)]
struct Inflate {
    nowrap: bool,
    /// The input consumed so far.
    input: Rc<Vec<u8>>,
    /// The output of decompressing `input`.
    out: Rc<Vec<u8>>,
    delivered: usize,
    /// Has the compressed stream ended (within `input`)?
    ended: bool,
}

impl NativeObject for Deflate {
    fn words(&self, out: &mut Vec<u64>) {
        out.push(0xdef1);
        out.push(self.level as u32 as u64 | (self.nowrap as u64) << 32);
        bytes_words(out, &self.input);
        out.push(self.flushes.len() as u64);
        out.extend(
            self.flushes
                .iter()
                .map(|&(at, mode)| (at as u64) << 8 | mode as u64),
        );
        out.push(self.delivered as u64);
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl NativeObject for Inflate {
    fn words(&self, out: &mut Vec<u64>) {
        out.push(0x1f1a);
        out.push(self.nowrap as u64 | (self.ended as u64) << 1);
        bytes_words(out, &self.input);
        out.push(self.delivered as u64);
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

pub fn register(n: &mut Natives) {
    n.add("java/util/zip/Deflater.init(IIZ)J", |vm, _, a| {
        let d = Deflate {
            level: a[0].as_int(),
            nowrap: a[2].as_int() != 0,
            ..Deflate::default()
        };
        Ok(Some(Value::Long(
            vm.state.native.add_object(Rc::new(d)) as i64
        )))
    });
    n.add("java/util/zip/Inflater.initIDs()V", super::nop);
    n.add("java/util/zip/Inflater.init(Z)J", |vm, _, a| {
        let i = Inflate {
            nowrap: a[0].as_int() != 0,
            ..Inflate::default()
        };
        Ok(Some(Value::Long(
            vm.state.native.add_object(Rc::new(i)) as i64
        )))
    });
    n.add(
        "java/util/zip/Deflater.setDictionary(J[BII)V",
        no_dictionary,
    );
    n.add(
        "java/util/zip/Deflater.setDictionaryBuffer(JJI)V",
        no_dictionary,
    );
    n.add(
        "java/util/zip/Inflater.setDictionary(J[BII)V",
        no_dictionary,
    );
    n.add(
        "java/util/zip/Inflater.setDictionaryBuffer(JJI)V",
        no_dictionary,
    );
    n.add("java/util/zip/Deflater.getAdler(J)I", get_adler);
    n.add("java/util/zip/Inflater.getAdler(J)I", get_adler);
    n.add("java/util/zip/Deflater.reset(J)V", |vm, _, a| {
        let h = a[0].as_long() as u64;
        let d = deflate_of(vm, h)?;
        let fresh = Deflate {
            level: d.level,
            nowrap: d.nowrap,
            ..Deflate::default()
        };
        vm.state.native.set_object(h, Rc::new(fresh));
        Ok(None)
    });
    n.add("java/util/zip/Inflater.reset(J)V", |vm, _, a| {
        let h = a[0].as_long() as u64;
        let i = inflate_of(vm, h)?;
        let fresh = Inflate {
            nowrap: i.nowrap,
            ..Inflate::default()
        };
        vm.state.native.set_object(h, Rc::new(fresh));
        Ok(None)
    });
    n.add("java/util/zip/Deflater.end(J)V", end);
    n.add("java/util/zip/Inflater.end(J)V", end);
    for (key, f) in STREAM_NATIVES {
        n.add(key, f);
    }
}

/// The deflate and inflate natives, one per layout of their input and
/// output (a byte array or native memory, `Data`): each decodes its
/// arguments with `data_at` by its layout, so the four variants of each
/// share one body.
const STREAM_NATIVES: [(&str, NativeFn); 8] = [
    (
        "java/util/zip/Deflater.deflateBytesBytes(J[BII[BIIII)J",
        deflate_native::<BYTES, BYTES>,
    ),
    (
        "java/util/zip/Deflater.deflateBytesBuffer(J[BIIJIII)J",
        deflate_native::<BYTES, BUFFER>,
    ),
    (
        "java/util/zip/Deflater.deflateBufferBytes(JJI[BIIII)J",
        deflate_native::<BUFFER, BYTES>,
    ),
    (
        "java/util/zip/Deflater.deflateBufferBuffer(JJIJIII)J",
        deflate_native::<BUFFER, BUFFER>,
    ),
    (
        "java/util/zip/Inflater.inflateBytesBytes(J[BII[BII)J",
        inflate_native::<BYTES, BYTES>,
    ),
    (
        "java/util/zip/Inflater.inflateBytesBuffer(J[BIIJI)J",
        inflate_native::<BYTES, BUFFER>,
    ),
    (
        "java/util/zip/Inflater.inflateBufferBytes(JJI[BII)J",
        inflate_native::<BUFFER, BYTES>,
    ),
    (
        "java/util/zip/Inflater.inflateBufferBuffer(JJIJI)J",
        inflate_native::<BUFFER, BUFFER>,
    ),
];

/// A side passed as a byte array: three arguments `(array, offset, length)`.
const BYTES: bool = false;
/// A side passed as native memory: two arguments `(address, length)`.
const BUFFER: bool = true;

/// The side whose arguments start at `a[i]`, laid out as `buffer` says
/// (`BYTES` or `BUFFER`), and the index of the argument after it.
fn data_at(a: &[Value], i: usize, buffer: bool) -> (Data, usize) {
    if buffer {
        (Data::Native(a[i].as_long(), a[i + 1].as_int()), i + 2)
    } else {
        let data = Data::Array(a[i].as_ref(), a[i + 1].as_int(), a[i + 2].as_int());
        (data, i + 3)
    }
}

/// `Deflater.deflate<In><Out>(addr, input, output, flush, params)`.
fn deflate_native<const IN: bool, const OUT: bool>(
    vm: &mut Vm,
    _: u32,
    a: &[Value],
) -> NativeResult {
    let (input, i) = data_at(a, 2, IN);
    let (output, i) = data_at(a, i, OUT);
    let (flush, params) = (a[i].as_int(), a[i + 1].as_int());
    deflate(vm, a[1].as_long() as u64, input, output, flush, params)
}

/// `Inflater.inflate<In><Out>(addr, input, output)`.
fn inflate_native<const IN: bool, const OUT: bool>(
    vm: &mut Vm,
    _: u32,
    a: &[Value],
) -> NativeResult {
    let (input, i) = data_at(a, 2, IN);
    let (output, _) = data_at(a, i, OUT);
    inflate(vm, a[1].as_long() as u64, input, output)
}

/// Where a native reads its input or writes its output: a byte array's
/// `(array, offset, length)` or native memory's `(address, length)`.
#[derive(Clone, Copy)]
enum Data {
    Array(Option<ObjRef>, i32, i32),
    Native(i64, i32),
}

impl Data {
    fn len(self) -> usize {
        match self {
            Data::Array(_, _, len) | Data::Native(_, len) => len.max(0) as usize,
        }
    }

    fn read(self, vm: &mut Vm) -> Result<Vec<u8>, Flow> {
        match self {
            Data::Array(arr, off, len) => {
                let arr = arr.ok_or(Flow::ThrowNew("java/lang/NullPointerException", None))?;
                let (off, len) = (off.max(0) as usize, len.max(0) as usize);
                match vm.state.heap.get(arr).array() {
                    Some(ArrayData::Byte(v)) => Ok(v
                        .get(off..off + len)
                        .ok_or(Flow::ThrowNew(
                            "java/lang/ArrayIndexOutOfBoundsException",
                            None,
                        ))?
                        .iter()
                        .map(|&x| x as u8)
                        .collect()),
                    _ => Err(Flow::ThrowNew("java/lang/ClassCastException", None)),
                }
            }
            Data::Native(addr, len) => Ok({
                super::unsafe_::native_owned(vm, addr as u64, "a zlib stream's input")?;
                vm.state
                    .native
                    .read(addr as u64, len.max(0) as usize)
                    .map_err(|e| super::unsafe_::bad_address(e.0))?
                    .to_vec()
            }),
        }
    }

    /// Fails as `write` would for a bad target (null, not a byte array, a
    /// range outside the array), before the stream changes.
    fn check(self, vm: &Vm) -> Result<(), Flow> {
        match self {
            Data::Array(arr, off, len) => {
                let arr = arr.ok_or(Flow::ThrowNew("java/lang/NullPointerException", None))?;
                match vm.state.heap.get(arr).array() {
                    Some(ArrayData::Byte(v))
                        if off.max(0) as usize + len.max(0) as usize <= v.len() =>
                    {
                        Ok(())
                    }
                    Some(ArrayData::Byte(_)) => Err(Flow::ThrowNew(
                        "java/lang/ArrayIndexOutOfBoundsException",
                        None,
                    )),
                    _ => Err(Flow::ThrowNew("java/lang/ClassCastException", None)),
                }
            }
            Data::Native(..) => Ok(()),
        }
    }

    fn write(self, vm: &mut Vm, bytes: &[u8]) -> Result<(), Flow> {
        match self {
            Data::Array(arr, off, _) => {
                let arr = arr.ok_or(Flow::ThrowNew("java/lang/NullPointerException", None))?;
                let off = off.max(0) as usize;
                match vm.state.heap.get_mut(arr).array_mut() {
                    Some(ArrayData::Byte(v)) if off + bytes.len() <= v.len() => {
                        for (k, &b) in bytes.iter().enumerate() {
                            v[off + k] = b as i8;
                        }
                        Ok(())
                    }
                    Some(ArrayData::Byte(_)) => Err(Flow::ThrowNew(
                        "java/lang/ArrayIndexOutOfBoundsException",
                        None,
                    )),
                    _ => Err(Flow::ThrowNew("java/lang/ClassCastException", None)),
                }
            }
            Data::Native(addr, _) => {
                super::unsafe_::native_owned(vm, addr as u64, "a zlib stream's output")?;
                vm.state
                    .native
                    .write(addr as u64, bytes)
                    .map_err(|e| super::unsafe_::bad_address(e.0))
            }
        }
    }
}

fn unsupported(what: &str) -> Flow {
    Flow::Error(VmError::unsupported(what.to_string()))
}

fn no_dictionary(_: &mut Vm, _: u32, _: &[Value]) -> NativeResult {
    Err(unsupported(
        "java.util.zip Deflater/Inflater.setDictionary (preset dictionaries are not supported)",
    ))
}

fn closed() -> Flow {
    Flow::Error(VmError::internal(
        "zlib stream used after end()".to_string(),
    ))
}

fn deflate_of(vm: &Vm, h: u64) -> Result<Deflate, Flow> {
    vm.state
        .native
        .object(h)
        .and_then(|o| o.as_any().downcast_ref::<Deflate>())
        .cloned()
        .ok_or_else(closed)
}

fn inflate_of(vm: &Vm, h: u64) -> Result<Inflate, Flow> {
    vm.state
        .native
        .object(h)
        .and_then(|o| o.as_any().downcast_ref::<Inflate>())
        .cloned()
        .ok_or_else(closed)
}

/// The stream behind `h`, taken out of the native heap (the caller puts
/// it back with `set_object`): its bytes are then shared with nothing but a
/// stored state, if one holds them.
fn take_deflate(vm: &mut Vm, h: u64) -> Result<Deflate, Flow> {
    let d = deflate_of(vm, h)?;
    vm.state.native.remove_object(h);
    Ok(d)
}

/// As `take_deflate`, for an `Inflater`'s stream.
fn take_inflate(vm: &mut Vm, h: u64) -> Result<Inflate, Flow> {
    let i = inflate_of(vm, h)?;
    vm.state.native.remove_object(h);
    Ok(i)
}

fn end(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    vm.state.native.remove_object(a[0].as_long() as u64);
    Ok(None)
}

/// The Adler-32 of the uncompressed data so far (what zlib reports for
/// zlib-wrapped streams).
/// A raw stream (`nowrap`) keeps no checksum: zlib leaves a raw deflate
/// stream's at 1 and a raw inflate stream's at 0, which the JDK reports.
fn get_adler(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let h = a[0].as_long() as u64;
    let mut sum = adler2::Adler32::new();
    match deflate_of(vm, h) {
        Ok(d) if d.nowrap => return Ok(Some(Value::Int(1))),
        Ok(d) => sum.write_slice(&d.input),
        Err(_) => {
            let i = inflate_of(vm, h)?;
            if i.nowrap {
                return Ok(Some(Value::Int(0)));
            }
            sum.write_slice(&i.out[..i.delivered]);
        }
    }
    Ok(Some(Value::Int(sum.checksum() as i32)))
}

/// The result word the JDK's Java code decodes: bytes read, bytes
/// written, finished, and (bit 63) parameters not applied.
fn result(read: usize, written: usize, finished: bool) -> NativeResult {
    let r = read as i64 | (written as i64) << 31 | (finished as i64) << 62;
    Ok(Some(Value::Long(r)))
}

fn deflate(
    vm: &mut Vm,
    h: u64,
    input: Data,
    output: Data,
    flush: i32,
    params: i32,
) -> NativeResult {
    output.check(vm)?;
    let bytes = input.read(vm)?;
    let mut d = take_deflate(vm, h)?;
    let r = deflate_step(vm, &mut d, bytes, output, flush, params);
    vm.state.native.set_object(h, Rc::new(d));
    r
}

/// `deflate` on the stream taken out of the native heap, `bytes` its new
/// input.
fn deflate_step(
    vm: &mut Vm,
    d: &mut Deflate,
    bytes: Vec<u8>,
    output: Data,
    flush: i32,
    params: i32,
) -> NativeResult {
    if params & 1 != 0 {
        // `1 | strategy << 1 | level << 3` (`Deflater.deflate`).
        if (params >> 1) & 3 != 0 {
            return Err(unsupported(
                "Deflater.setStrategy (only the default strategy is supported)",
            ));
        }
        let level = params >> 3;
        if level != d.level && !d.input.is_empty() {
            return Err(unsupported(
                "Deflater.setLevel after the stream has taken input",
            ));
        }
        d.level = level;
    }
    let finishing = d.flushes.last().is_some_and(|f| f.1 == FINISH);
    let mut read = 0;
    if !finishing {
        read = bytes.len();
        Rc::make_mut(&mut d.input).extend_from_slice(&bytes);
        let last = d.flushes.last().map_or(0, |f| f.0);
        let new_point = match flush {
            NO_FLUSH => false,
            FINISH => true,
            SYNC_FLUSH | FULL_FLUSH => d.input.len() > last || d.flushes.is_empty(),
            _ => return Err(Flow::ThrowNew("java/lang/IllegalArgumentException", None)),
        };
        if new_point {
            d.flushes.push((d.input.len(), flush));
            d.out = Rc::new(compress(d).map_err(|e| unsupported(&e))?);
        }
    }
    let n = (d.out.len() - d.delivered).min(output.len());
    let chunk = d.out[d.delivered..d.delivered + n].to_vec();
    output.write(vm, &chunk)?;
    d.delivered += n;
    let finished = d.flushes.last().is_some_and(|f| f.1 == FINISH) && d.delivered == d.out.len();
    result(read, n, finished)
}

/// The compressed form of `d.input` up to its last flush point.
fn compress(d: &Deflate) -> Result<Vec<u8>, String> {
    let level = match d.level {
        l @ 0..=9 => Compression::new(l as u32),
        _ => Compression::default(),
    };
    let mut c = Compress::new(level, !d.nowrap);
    let mut out = Vec::with_capacity(d.input.len() / 2 + 64);
    let mut start = 0;
    for &(end, mode) in &d.flushes {
        let flush = match mode {
            SYNC_FLUSH => FlushCompress::Sync,
            FULL_FLUSH => FlushCompress::Full,
            _ => FlushCompress::Finish,
        };
        let chunk = &d.input[start..end];
        let base = c.total_in() as usize;
        loop {
            out.reserve(chunk.len() + 1024);
            let done = c.total_in() as usize - base;
            let status = c
                .compress_vec(&chunk[done..], &mut out, flush)
                .map_err(|e| format!("Deflater: {e}"))?;
            let consumed = c.total_in() as usize - base == chunk.len();
            let room_left = out.len() < out.capacity();
            match (status, mode) {
                (Status::StreamEnd, _) => break,
                (_, FINISH) => {}
                _ if consumed && room_left => break,
                _ => {}
            }
        }
        start = end;
    }
    Ok(out)
}

fn inflate(vm: &mut Vm, h: u64, input: Data, output: Data) -> NativeResult {
    output.check(vm)?;
    let ended = inflate_of(vm, h)?.ended;
    let bytes = if !ended && input.len() > 0 {
        Some(input.read(vm)?)
    } else {
        None
    };
    let mut s = take_inflate(vm, h)?;
    let r = inflate_step(vm, h, &mut s, bytes, output);
    vm.state.native.set_object(h, Rc::new(s));
    r
}

/// `inflate` on the stream taken out of the native heap, `bytes` its new
/// input (none when it has ended or was given none).
fn inflate_step(
    vm: &mut Vm,
    h: u64,
    s: &mut Inflate,
    bytes: Option<Vec<u8>>,
    output: Data,
) -> NativeResult {
    let mut read = 0;
    if let Some(bytes) = bytes {
        let before = s.input.len();
        let (used, ended) = match resume_inflate(h, s, &bytes) {
            Some(r) => r,
            None => {
                let input = Rc::make_mut(&mut s.input);
                input.extend_from_slice(&bytes);
                let (out, used, ended, d) = match decompress(input, s.nowrap) {
                    Ok(r) => r,
                    Err(msg) => {
                        input.truncate(before);
                        return Err(Flow::throw_new("java/util/zip/DataFormatException", &msg));
                    }
                };
                s.out = Rc::new(out);
                if !ended {
                    keep_resume(h, s, d);
                }
                (used, ended)
            }
        };
        read = if ended { used - before } else { bytes.len() };
        if s.input.len() != before + read {
            // Only when the stream ended (no decompressor is kept then):
            // `make_mut` would part the vector from a kept one's handle.
            Rc::make_mut(&mut s.input).truncate(before + read);
        }
        s.ended = ended;
    }
    let n = (s.out.len() - s.delivered).min(output.len());
    let chunk = s.out[s.delivered..s.delivered + n].to_vec();
    output.write(vm, &chunk)?;
    s.delivered += n;
    let finished = s.ended && s.delivered == s.out.len();
    result(read, n, finished)
}

/// Decompresses as much of `input` as it can: the output, the input used,
/// whether the stream ended, and the decompressor (positioned after the
/// input it used, for `keep_resume`).
fn decompress(input: &[u8], nowrap: bool) -> Result<(Vec<u8>, usize, bool, Decompress), String> {
    let mut d = Decompress::new(!nowrap);
    let mut out = Vec::with_capacity(input.len() * 4 + 1024);
    let ended = decompress_more(&mut d, input, &mut out)?;
    Ok((out, d.total_in() as usize, ended, d))
}

/// Runs decompressor `d`, which has used a prefix of `input` (the stream
/// from its start), on the rest of `input`, appending to `out` what it
/// decodes, until the stream ends (true) or it can decode nothing more.
fn decompress_more(d: &mut Decompress, input: &[u8], out: &mut Vec<u8>) -> Result<bool, String> {
    // Decoded through a fixed buffer: `decompress_vec` would zero all of
    // `out`'s spare capacity on every call.
    let mut buf = vec![0u8; 32 * 1024];
    loop {
        let (in_before, out_before) = (d.total_in(), d.total_out());
        let status = d
            .decompress(
                &input[in_before as usize..],
                &mut buf,
                FlushDecompress::None,
            )
            .map_err(|e| {
                let m = e.to_string();
                if m.contains("dictionary") {
                    "invalid stream: it needs a preset dictionary (not supported)".to_string()
                } else {
                    m
                }
            })?;
        let produced = (d.total_out() - out_before) as usize;
        out.extend_from_slice(&buf[..produced]);
        if status == Status::StreamEnd {
            return Ok(true);
        }
        let progressed = d.total_in() != in_before || produced > 0;
        if produced == buf.len() {
            continue;
        }
        if !progressed || d.total_in() as usize == input.len() {
            return Ok(false);
        }
    }
}

/// A decompressor kept between calls of an `Inflater` (not part of the
/// state): it has decoded the stream's `input` into its `out`, both as
/// they are now. A program that hands its `Inflater` a byte at a time
/// would otherwise decompress the whole stream again on each call. Valid
/// only for the very vectors it was made for (held weakly, so a stored
/// state's copy or a reused address never matches) at the lengths it saw:
/// any other stream decompresses from the start as before, to the same
/// bytes (decoding is a function of the input alone).
struct Resume {
    handle: u64,
    input: Weak<Vec<u8>>,
    input_len: usize,
    out: Weak<Vec<u8>>,
    out_len: usize,
    d: Decompress,
}

thread_local! {
    /// The kept decompressors, the most recent last.
    static RESUMES: RefCell<Vec<Resume>> = const { RefCell::new(Vec::new()) };
}

/// How many decompressors `RESUMES` keeps.
const MAX_RESUMES: usize = 8;

/// Keeps decompressor `d` of stream `s` (handle `h`), which has decoded
/// `s.input` into `s.out`.
fn keep_resume(h: u64, s: &Inflate, d: Decompress) {
    RESUMES.with(|r| {
        let mut r = r.borrow_mut();
        r.retain(|k| k.handle != h);
        if r.len() >= MAX_RESUMES {
            r.remove(0);
        }
        r.push(Resume {
            handle: h,
            input: Rc::downgrade(&s.input),
            input_len: s.input.len(),
            out: Rc::downgrade(&s.out),
            out_len: s.out.len(),
            d,
        });
    });
}

/// Appends `bytes` to the input of stream `s` (handle `h`) and decodes
/// them with the decompressor kept for exactly this stream, if there is
/// one: the input used from the stream's start and whether it ended. None,
/// with `s` unchanged, when there is no such decompressor or it fails (the
/// caller then decompresses from the start, and reports the failure).
fn resume_inflate(h: u64, s: &mut Inflate, bytes: &[u8]) -> Option<(usize, bool)> {
    let mut k = RESUMES.with(|r| {
        let mut r = r.borrow_mut();
        let i = r.iter().position(|k| k.handle == h)?;
        Some(r.remove(i))
    })?;
    let same = |w: &Weak<Vec<u8>>, v: &Rc<Vec<u8>>| w.upgrade().is_some_and(|w| Rc::ptr_eq(&w, v));
    if !same(&k.input, &s.input)
        || !same(&k.out, &s.out)
        || k.input_len != s.input.len()
        || k.out_len != s.out.len()
        || s.ended
    {
        return None;
    }
    let (input_len, out_len) = (s.input.len(), s.out.len());
    let input = Rc::make_mut(&mut s.input);
    input.extend_from_slice(bytes);
    let out = Rc::make_mut(&mut s.out);
    match decompress_more(&mut k.d, input, out) {
        Ok(ended) => {
            let used = k.d.total_in() as usize;
            if !ended {
                keep_resume(h, s, k.d);
            }
            Some((used, ended))
        }
        Err(_) => {
            Rc::make_mut(&mut s.input).truncate(input_len);
            Rc::make_mut(&mut s.out).truncate(out_len);
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compressed_data_round_trips_through_the_replay() {
        let text: Vec<u8> = (0..5000u32)
            .flat_map(|i| format!("{i},").into_bytes())
            .collect();
        for nowrap in [false, true] {
            let d = Deflate {
                level: -1,
                nowrap,
                input: Rc::new(text.clone()),
                flushes: vec![(1000, SYNC_FLUSH), (text.len(), FINISH)],
                ..Deflate::default()
            };
            let z = compress(&d).unwrap();
            assert!(z.len() < text.len());
            let (out, used, ended, _) = decompress(&z, nowrap).unwrap();
            assert!(ended);
            assert_eq!(used, z.len());
            assert_eq!(out, text);
            // A prefix is not the end of the stream, and more input after
            // the end is not used.
            let (_, _, ended, _) = decompress(&z[..z.len() / 2], nowrap).unwrap();
            assert!(!ended);
            let mut more = z.clone();
            more.extend_from_slice(b"trailer");
            assert_eq!(decompress(&more, nowrap).unwrap().1, z.len());
        }
    }

    #[test]
    fn decoding_in_pieces_gives_what_decoding_each_prefix_gives() {
        // Text (Huffman blocks) and bytes that do not compress (stored
        // blocks), each fed in pieces of 1, 7 and 100 bytes.
        let text: Vec<u8> = (0..3000u32)
            .flat_map(|i| format!("{},", i * 7 % 1000).into_bytes())
            .collect();
        let noise: Vec<u8> = (0..20000u64)
            .map(|i| (i.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 56) as u8)
            .collect();
        for data in [text, noise] {
            for nowrap in [false, true] {
                let d = Deflate {
                    level: -1,
                    nowrap,
                    input: Rc::new(data.clone()),
                    flushes: vec![(data.len() / 3, SYNC_FLUSH), (data.len(), FINISH)],
                    ..Deflate::default()
                };
                let z = compress(&d).unwrap();
                for piece in [1, 7, 100] {
                    let mut kept = Decompress::new(!nowrap);
                    let mut out = Vec::new();
                    let mut ended = false;
                    let mut end = 0;
                    while !ended && end < z.len() {
                        end = (end + piece).min(z.len());
                        ended = decompress_more(&mut kept, &z[..end], &mut out).unwrap();
                        if end % (piece * 37) == 0 || ended {
                            let (whole, used, whole_ended, _) =
                                decompress(&z[..end], nowrap).unwrap();
                            assert_eq!(out, whole);
                            assert_eq!(ended, whole_ended);
                            assert_eq!(kept.total_in() as usize, used);
                        }
                    }
                    assert!(ended);
                    assert_eq!(out, data);
                }
            }
        }
    }
}
