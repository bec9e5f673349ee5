//! The bytecode verifier for classes loaded from the user's class path
//! (the JDK's own classes are trusted). It follows the data flow of each
//! method over its decoded instructions, with the typed opcodes (`iload`
//! against `aload`, which decoding merges) read from the raw code: where
//! the method has a StackMapTable, each frame is checked against the types
//! that reach its instruction and then replaces them (type checking, JVMS
//! 4.10.1); elsewhere types are joined where control flow meets (type
//! inference, 4.10.2). Frames are kept only at join points; straight-line
//! code between them is walked.
//!
//! It tracks value categories (int, float, long, double, reference, null,
//! uninitialized, uninitialized `this`) in the locals and on the operand
//! stack, and rejects operand stack underflow and overflow past
//! `max_stack`, values of the wrong category for an instruction, a field
//! or method descriptor or the method's return type, inconsistent stack
//! heights or types where control flow joins, uses of uninitialized
//! objects, constructors that return before `super()`/`this()` or call
//! another class's `<init>`, and code that falls off its end. Structural
//! checks (branch targets inside the code and at instruction starts,
//! handler ranges, local indexes against `max_locals`, constant-pool entry
//! kinds) were made by decoding. References are all alike to it:
//! assignability between classes is left to the interpreter, which checks
//! the object at each field access, array instruction and `athrow`.
//!
//! [`verify_class`] runs once per class when the loader links it; a failure
//! becomes a `java.lang.VerifyError` naming class, method, byte offset,
//! instruction and reason, as HotSpot's message does.

use classfile_parser::attribute_info::code_attribute_parser;
use classfile_parser::class_parser;

use crate::classfile::{access, ClassFile, Code, CpEntry, MethodDef};
use crate::descriptor;
use crate::error::VmError;
use crate::insn::{ArrayKind, Insn, InsnIdx};

/// A verification type (JVMS 4.10.1.2), by category only. `Top` also marks
/// the upper word of a long or double, in locals and on the stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ty {
    Top,
    Int,
    Float,
    Long,
    Double,
    Null,
    Ref,
    /// The result of the `new` at this instruction index, before `<init>`.
    Uninit(InsnIdx),
    /// `this` in a constructor before `super()`/`this()`.
    UninitThis,
}

impl Ty {
    fn is_ref(self) -> bool {
        matches!(self, Ty::Ref | Ty::Null)
    }
    fn is_wide(self) -> bool {
        matches!(self, Ty::Long | Ty::Double)
    }
    /// The name HotSpot's messages use.
    fn name(self) -> &'static str {
        match self {
            Ty::Top => "top",
            Ty::Int => "integer",
            Ty::Float => "float",
            Ty::Long => "long",
            Ty::Double => "double",
            Ty::Null => "null",
            Ty::Ref => "reference",
            Ty::Uninit(_) => "uninitialized",
            Ty::UninitThis => "uninitializedThis",
        }
    }
    /// The type of a value of field descriptor `d` (`None` when malformed).
    fn of_desc(d: &str) -> Option<Ty> {
        Some(match d.as_bytes().first()? {
            b'Z' | b'B' | b'C' | b'S' | b'I' => Ty::Int,
            b'F' => Ty::Float,
            b'J' => Ty::Long,
            b'D' => Ty::Double,
            b'L' if d.len() > 2 && d.ends_with(';') => Ty::Ref,
            b'[' if d.len() > 1 => Ty::Ref,
            _ => return None,
        })
    }
    /// Joins two local variable types where control flow meets.
    fn join_local(a: Ty, b: Ty) -> Ty {
        if a == b {
            a
        } else if a.is_ref() && b.is_ref() {
            Ty::Ref
        } else {
            Ty::Top
        }
    }
}

/// The types at one instruction: locals, stack (words, bottom first) and
/// whether `this` may still be uninitialized.
#[derive(Clone, Debug, PartialEq)]
struct Frame {
    locals: Vec<Ty>,
    stack: Vec<Ty>,
    this_uninit: bool,
}

/// The most frame words (locals and stack at every join point) one
/// method may need; more is refused as a gap (a class file can ask for
/// 65535 locals at thousands of branch targets).
const MAX_FRAME_WORDS: usize = 1 << 24;

/// The headline of that refusal, which becomes exit 4, not a VerifyError.
const TOO_LARGE: &str = "method too large to verify";

/// Why a method failed: HotSpot's headline, the reason, and where.
struct Failure {
    headline: &'static str,
    reason: String,
    at: InsnIdx,
    frame: Option<Frame>,
}

type Res<T> = Result<T, Failure>;

/// Verifies every method of the class in `bytes` (already parsed into
/// `file` by `parse::parse_class`). `Err` is the `VerifyError` message.
pub fn verify_class(bytes: &[u8], file: &ClassFile) -> Result<(), VmError> {
    check_class(bytes, file).map_err(|(too_large, m)| {
        if too_large {
            VmError::unsupported(m.replace('\n', " "))
        } else {
            VmError::linkage("java/lang/VerifyError", m)
        }
    })
}

/// `verify_class` with the failure as (a gap rather than a VerifyError,
/// the message).
fn check_class(bytes: &[u8], file: &ClassFile) -> Result<(), (bool, String)> {
    let err = |m: String| (false, m);
    let raw = crate::parse::guard(|| class_parser(bytes).ok().map(|(_, c)| c))
        .flatten()
        .ok_or_else(|| err("class file could not be re-read for verification".to_string()))?;
    if raw.methods.len() != file.methods.len() {
        return Err(err(
            "class file could not be re-read for verification".into()
        ));
    }
    for (rm, m) in raw.methods.iter().zip(&file.methods) {
        let Some(code) = &m.code else { continue };
        let utf8_is = |idx: u16, want: &str| matches!(file.cp.get(usize::from(idx)), Some(CpEntry::Utf8(n)) if &**n == want);
        let ca = rm.attributes.iter().find_map(|a| {
            if utf8_is(a.attribute_name_index, "Code") {
                code_attribute_parser(&a.info).ok().map(|(_, ca)| ca)
            } else {
                None
            }
        });
        let Some(ca) = ca else {
            return Err(err(format!(
                "no code found for {}.{}{}",
                file.name, m.name, m.desc
            )));
        };
        let stack_map = ca
            .attributes
            .iter()
            .find(|a| utf8_is(a.attribute_name_index, "StackMapTable"))
            .map(|a| a.info.as_slice());
        let raw_code = &ca.code;
        if let Err(f) = (Method {
            file,
            m,
            code,
            raw: raw_code,
            stack_map,
        })
        .verify()
        {
            return Err((f.headline == TOO_LARGE, message(file, m, code, raw_code, f)));
        }
    }
    Ok(())
}

/// HotSpot's layout: headline, then `Exception Details` with the location
/// (plus the source line when known), the reason and the current frame.
fn message(file: &ClassFile, m: &MethodDef, code: &Code, raw: &[u8], f: Failure) -> String {
    let bci = code.byte_pcs.get(f.at as usize).copied().unwrap_or(0);
    let op = opcode_at(raw, bci as usize);
    let line = code
        .line_of(f.at)
        .map(|l| format!(" (line {l})"))
        .unwrap_or_default();
    let mut s = format!(
        "{}\nException Details:\n  Location:\n    {}.{}{} @{bci}: {}{line}\n  Reason:\n    {}",
        f.headline,
        file.name,
        m.name,
        m.desc,
        OPCODE_NAMES
            .split(' ')
            .nth(usize::from(op))
            .unwrap_or("unknown"),
        f.reason
    );
    if let Some(fr) = f.frame {
        let names = |v: &[Ty]| {
            let mut out = Vec::new();
            let mut i = 0;
            while i < v.len() {
                out.push(v[i].name());
                i += if v[i].is_wide() { 2 } else { 1 };
            }
            out.join(", ")
        };
        s.push_str(&format!(
            "\n  Current Frame:\n    bci: @{bci}\n    flags: {{ {}}}\n    locals: {{ {} }}\n    stack: {{ {} }}",
            if fr.this_uninit { "flagThisUninit " } else { "" },
            names(&fr.locals),
            names(&fr.stack)
        ));
    }
    s
}

/// The opcode of the instruction at byte offset `pc` (the modified one
/// for `wide`).
fn opcode_at(raw: &[u8], pc: usize) -> u8 {
    match raw.get(pc) {
        Some(0xc4) => raw.get(pc + 1).copied().unwrap_or(0xc4),
        Some(&op) => op,
        None => 0,
    }
}

/// Opcode mnemonics in opcode order (JVMS 7), 0x00 to 0xc9.
const OPCODE_NAMES: &str =
    "nop aconst_null iconst_m1 iconst_0 iconst_1 iconst_2 iconst_3 iconst_4 \
iconst_5 lconst_0 lconst_1 fconst_0 fconst_1 fconst_2 dconst_0 dconst_1 bipush sipush ldc ldc_w \
ldc2_w iload lload fload dload aload iload_0 iload_1 iload_2 iload_3 lload_0 lload_1 lload_2 \
lload_3 fload_0 fload_1 fload_2 fload_3 dload_0 dload_1 dload_2 dload_3 aload_0 aload_1 aload_2 \
aload_3 iaload laload faload daload aaload baload caload saload istore lstore fstore dstore astore \
istore_0 istore_1 istore_2 istore_3 lstore_0 lstore_1 lstore_2 lstore_3 fstore_0 fstore_1 \
fstore_2 fstore_3 dstore_0 dstore_1 dstore_2 dstore_3 astore_0 astore_1 astore_2 astore_3 iastore \
lastore fastore dastore aastore bastore castore sastore pop pop2 dup dup_x1 dup_x2 dup2 dup2_x1 \
dup2_x2 swap iadd ladd fadd dadd isub lsub fsub dsub imul lmul fmul dmul idiv ldiv fdiv ddiv irem \
lrem frem drem ineg lneg fneg dneg ishl lshl ishr lshr iushr lushr iand land ior lor ixor lxor \
iinc i2l i2f i2d l2i l2f l2d f2i f2l f2d d2i d2l d2f i2b i2c i2s lcmp fcmpl fcmpg dcmpl dcmpg \
ifeq ifne iflt ifge ifgt ifle if_icmpeq if_icmpne if_icmplt if_icmpge if_icmpgt if_icmple \
if_acmpeq if_acmpne goto jsr ret tableswitch lookupswitch ireturn lreturn freturn dreturn \
areturn return getstatic putstatic getfield putfield invokevirtual invokespecial invokestatic \
invokeinterface invokedynamic new newarray anewarray arraylength athrow checkcast instanceof \
monitorenter monitorexit wide multianewarray ifnull ifnonnull goto_w jsr_w";

/// The type an `xload`/`xstore`/`xreturn` opcode names (`None` for other
/// opcodes).
fn typed_kind(op: u8) -> Option<Ty> {
    Some(match op {
        0x15 | 0x1a..=0x1d | 0x36 | 0x3b..=0x3e | 0xac => Ty::Int,
        0x16 | 0x1e..=0x21 | 0x37 | 0x3f..=0x42 | 0xad => Ty::Long,
        0x17 | 0x22..=0x25 | 0x38 | 0x43..=0x46 | 0xae => Ty::Float,
        0x18 | 0x26..=0x29 | 0x39 | 0x47..=0x4a | 0xaf => Ty::Double,
        0x19 | 0x2a..=0x2d | 0x3a | 0x4b..=0x4e | 0xb0 => Ty::Ref,
        _ => return None,
    })
}

/// The data flow's state: a frame at each join point reached, the join
/// points queued for a (re)walk, and the stack map's frames.
struct Joins {
    frames: Vec<Option<Frame>>,
    queued: Vec<bool>,
    work: Vec<InsnIdx>,
    declared: Vec<Option<Frame>>,
}

struct Method<'a> {
    file: &'a ClassFile,
    m: &'a MethodDef,
    code: &'a Code,
    raw: &'a [u8],
    /// The body of the method's StackMapTable attribute, if any.
    stack_map: Option<&'a [u8]>,
}

/// The operand stack and locals of the instruction being checked.
struct Cur<'f> {
    f: &'f mut Frame,
    at: InsnIdx,
    max_stack: usize,
    before: &'f Frame,
}

impl Cur<'_> {
    fn fail(&self, headline: &'static str, reason: String) -> Failure {
        Failure {
            headline,
            reason,
            at: self.at,
            frame: Some(self.before.clone()),
        }
    }
    fn underflow(&self) -> Failure {
        self.fail(
            "Operand stack underflow",
            "Attempt to pop empty stack.".into(),
        )
    }
    fn push(&mut self, t: Ty) -> Res<()> {
        let words = if t.is_wide() { 2 } else { 1 };
        if self.f.stack.len() + words > self.max_stack {
            return Err(self.fail("Operand stack overflow", "Exceeded max stack size.".into()));
        }
        self.f.stack.push(t);
        if t.is_wide() {
            self.f.stack.push(Ty::Top);
        }
        Ok(())
    }
    /// Pops one value of type `want` (`Ref` accepts null too).
    fn pop(&mut self, want: Ty) -> Res<Ty> {
        let depth = self.f.stack.len();
        let got = if want.is_wide() {
            if depth < 2 {
                return Err(self.underflow());
            }
            if self.f.stack[depth - 1] != Ty::Top || self.f.stack[depth - 2] != want {
                let t = self.f.stack[depth - 2];
                return Err(self.bad_type(t, depth - 2, want));
            }
            self.f.stack.truncate(depth - 2);
            want
        } else {
            let Some(&t) = self.f.stack.last() else {
                return Err(self.underflow());
            };
            let ok = match want {
                Ty::Ref => t.is_ref(),
                _ => t == want,
            };
            if !ok {
                return Err(self.bad_type(t, depth - 1, want));
            }
            self.f.stack.pop();
            t
        };
        Ok(got)
    }
    fn bad_type(&self, t: Ty, at: usize, want: Ty) -> Failure {
        let want = match want {
            Ty::Ref => "reference type".to_string(),
            w => w.name().to_string(),
        };
        self.fail(
            "Bad type on operand stack",
            format!(
                "Type {} (current frame, stack[{at}]) is not assignable to {want}",
                if t == Ty::Top { "top" } else { t.name() }
            ),
        )
    }
    /// Pops any one-word value that is not part of a long or double.
    fn pop_any1(&mut self) -> Res<Ty> {
        let Some(&t) = self.f.stack.last() else {
            return Err(self.underflow());
        };
        if t == Ty::Top {
            return Err(self.fail(
                "Bad type on operand stack",
                format!(
                    "Type long/double_2nd (current frame, stack[{}]) is not a category 1 value",
                    self.f.stack.len() - 1
                ),
            ));
        }
        self.f.stack.pop();
        Ok(t)
    }
    /// Pops a reference (or null).
    fn pop_ref(&mut self) -> Res<Ty> {
        self.pop(Ty::Ref)
    }
    /// Pops a value of field descriptor `d`.
    fn pop_desc(&mut self, d: &str) -> Res<()> {
        let t = Ty::of_desc(d)
            .ok_or_else(|| self.fail("Illegal descriptor", format!("Bad type {d}")))?;
        self.pop(t).map(|_| ())
    }
    fn push_desc(&mut self, d: &str) -> Res<()> {
        let t = Ty::of_desc(d)
            .ok_or_else(|| self.fail("Illegal descriptor", format!("Bad type {d}")))?;
        self.push(t)
    }
    /// Takes the top `n` words (checking no long or double is split at
    /// either cut) and puts a copy of them `m` words further down.
    fn dup_words(&mut self, n: usize, m: usize) -> Res<()> {
        let len = self.f.stack.len();
        if len < n + m {
            return Err(self.underflow());
        }
        let cut_ok = |i: usize| i >= len || self.f.stack[i] != Ty::Top;
        if !cut_ok(len - n) || !cut_ok(len - n - m) {
            return Err(self.fail(
                "Bad type on operand stack",
                "Attempt to split a long or double value".into(),
            ));
        }
        if len + n > self.max_stack {
            return Err(self.fail("Operand stack overflow", "Exceeded max stack size.".into()));
        }
        let top: Vec<Ty> = self.f.stack[len - n..].to_vec();
        let at = len - n - m;
        for (k, t) in top.into_iter().enumerate() {
            self.f.stack.insert(at + k, t);
        }
        Ok(())
    }
    /// Pops `n` words, not splitting a long or double.
    fn pop_words(&mut self, n: usize) -> Res<()> {
        let len = self.f.stack.len();
        if len < n {
            return Err(self.underflow());
        }
        if self.f.stack[len - n] == Ty::Top {
            return Err(self.fail(
                "Bad type on operand stack",
                "Attempt to split a long or double value".into(),
            ));
        }
        self.f.stack.truncate(len - n);
        Ok(())
    }
    fn load(&mut self, n: u16, want: Ty) -> Res<()> {
        let t = self
            .f
            .locals
            .get(usize::from(n))
            .copied()
            .unwrap_or(Ty::Top);
        let ok = match want {
            Ty::Ref => t.is_ref() || matches!(t, Ty::Uninit(_) | Ty::UninitThis),
            _ => t == want,
        };
        if !ok {
            return Err(self.fail(
                "Bad local variable type",
                format!(
                    "Type {} (current frame, locals[{n}]) is not assignable to {}",
                    t.name(),
                    if want == Ty::Ref {
                        "reference type"
                    } else {
                        want.name()
                    }
                ),
            ));
        }
        self.push(t)
    }
    fn store(&mut self, n: u16, want: Ty) -> Res<()> {
        let t = if want == Ty::Ref {
            let Some(&t) = self.f.stack.last() else {
                return Err(self.underflow());
            };
            if !(t.is_ref() || matches!(t, Ty::Uninit(_) | Ty::UninitThis)) {
                return Err(self.bad_type(t, self.f.stack.len() - 1, Ty::Ref));
            }
            self.f.stack.pop();
            t
        } else {
            self.pop(want)?
        };
        let n = usize::from(n);
        let locals = &mut self.f.locals;
        if n > 0 && locals[n - 1].is_wide() {
            locals[n - 1] = Ty::Top;
        }
        locals[n] = t;
        if t.is_wide() {
            // Decoding checked that both words are below max_locals.
            locals[n + 1] = Ty::Top;
        }
        Ok(())
    }
}

impl Method<'_> {
    fn fail_at(&self, at: InsnIdx, headline: &'static str, reason: String) -> Failure {
        Failure {
            headline,
            reason,
            at,
            frame: None,
        }
    }

    /// The frame on entry: the receiver and arguments in the locals.
    fn entry(&self) -> Res<Frame> {
        self.entry_and_args().map(|(f, _)| f)
    }

    /// The entry frame and its locals as stack map entries (a long or
    /// double is one entry), the frame before a StackMapTable's first.
    fn entry_and_args(&self) -> Res<(Frame, Vec<Ty>)> {
        let max_locals = usize::from(self.code.max_locals);
        let mut locals = Vec::with_capacity(max_locals);
        let is_init = &*self.m.name == "<init>";
        let mut this_uninit = false;
        if self.m.access & access::STATIC == 0 {
            if is_init && &*self.file.name != "java/lang/Object" {
                locals.push(Ty::UninitThis);
                this_uninit = true;
            } else {
                locals.push(Ty::Ref);
            }
        }
        let params = descriptor::method_params(&self.m.desc)
            .ok_or_else(|| self.fail_at(0, "Illegal method descriptor", self.m.desc.to_string()))?;
        for p in params {
            let t = Ty::of_desc(p)
                .ok_or_else(|| self.fail_at(0, "Illegal method descriptor", p.to_string()))?;
            locals.push(t);
            if t.is_wide() {
                locals.push(Ty::Top);
            }
        }
        if locals.len() > max_locals {
            return Err(self.fail_at(
                0,
                "Arguments can't fit into locals",
                format!(
                    "{} words of arguments, max_locals {max_locals}",
                    locals.len()
                ),
            ));
        }
        let entries = entries_of(&locals);
        locals.resize(max_locals, Ty::Top);
        Ok((
            Frame {
                locals,
                stack: Vec::new(),
                this_uninit,
            },
            entries,
        ))
    }

    /// The frames of the StackMapTable by instruction index (all `None`
    /// without one), checked against the code.
    fn declared_frames(&self) -> Res<Vec<Option<Frame>>> {
        let n = self.code.insns.len();
        let mut out: Vec<Option<Frame>> = vec![None; n];
        let Some(bytes) = self.stack_map else {
            return Ok(out);
        };
        let bad = |why: String| Failure {
            headline: "StackMapTable format error",
            reason: why,
            at: 0,
            frame: None,
        };
        let mut pos = 0usize;
        let mut u8_ = || -> Res<u8> {
            let b = *bytes
                .get(pos)
                .ok_or_else(|| bad("truncated StackMapTable".into()))?;
            pos += 1;
            Ok(b)
        };
        let mut rd = |n: usize| -> Res<u32> {
            let mut v = 0u32;
            for _ in 0..n {
                v = (v << 8) | u32::from(u8_()?);
            }
            Ok(v)
        };
        let count = rd(2)?;
        let (_, mut locals) = self.entry_and_args()?;
        let mut offset: i64 = -1;
        let mut made = 0usize;
        for _ in 0..count {
            let tag = rd(1)? as u8;
            let vt = |rd: &mut dyn FnMut(usize) -> Res<u32>| -> Res<Ty> {
                Ok(match rd(1)? {
                    0 => Ty::Top,
                    1 => Ty::Int,
                    2 => Ty::Float,
                    3 => Ty::Double,
                    4 => Ty::Long,
                    5 => Ty::Null,
                    6 => Ty::UninitThis,
                    7 => {
                        rd(2)?;
                        Ty::Ref
                    }
                    8 => {
                        let at = rd(2)?;
                        let i = self.code.byte_pcs.binary_search(&at).map_err(|_| {
                            bad(format!(
                                "uninitialized type names byte offset {at}, not an instruction"
                            ))
                        })?;
                        if !matches!(self.code.insns[i], Insn::New(_)) {
                            return Err(bad(format!(
                                "uninitialized type names byte offset {at}, not a new instruction"
                            )));
                        }
                        Ty::Uninit(i as InsnIdx)
                    }
                    t => return Err(bad(format!("bad verification type tag {t}"))),
                })
            };
            let (delta, stack) = match tag {
                0..=63 => (u32::from(tag), Vec::new()),
                64..=127 => (u32::from(tag - 64), vec![vt(&mut rd)?]),
                247 => {
                    let d = rd(2)?;
                    (d, vec![vt(&mut rd)?])
                }
                248..=250 => {
                    let d = rd(2)?;
                    let k = usize::from(251 - tag);
                    if locals.len() < k {
                        return Err(bad("chop frame removes more locals than there are".into()));
                    }
                    locals.truncate(locals.len() - k);
                    (d, Vec::new())
                }
                251 => (rd(2)?, Vec::new()),
                252..=254 => {
                    let d = rd(2)?;
                    for _ in 0..tag - 251 {
                        locals.push(vt(&mut rd)?);
                    }
                    (d, Vec::new())
                }
                255 => {
                    let d = rd(2)?;
                    locals.clear();
                    for _ in 0..rd(2)? {
                        locals.push(vt(&mut rd)?);
                    }
                    let mut stack = Vec::new();
                    for _ in 0..rd(2)? {
                        stack.push(vt(&mut rd)?);
                    }
                    (d, stack)
                }
                t => return Err(bad(format!("reserved frame type {t}"))),
            };
            offset = if offset < 0 {
                i64::from(delta)
            } else {
                offset + i64::from(delta) + 1
            };
            let i = u32::try_from(offset)
                .ok()
                .and_then(|o| self.code.byte_pcs.binary_search(&o).ok())
                .ok_or_else(|| {
                    bad(format!(
                        "stack map frame at byte offset {offset}, not an instruction"
                    ))
                })?;
            let mut lw = words_of(&locals);
            let sw = words_of(&stack);
            if lw.len() > usize::from(self.code.max_locals) {
                return Err(bad(format!(
                    "stack map frame at byte offset {offset} has more locals than max_locals"
                )));
            }
            if sw.len() > usize::from(self.code.max_stack) {
                return Err(bad(format!(
                    "stack map frame at byte offset {offset} has a deeper stack than max_stack"
                )));
            }
            lw.resize(usize::from(self.code.max_locals), Ty::Top);
            let this_uninit = lw.contains(&Ty::UninitThis) || sw.contains(&Ty::UninitThis);
            if out[i].is_some() {
                return Err(bad(format!("two stack map frames at byte offset {offset}")));
            }
            made += 1;
            if made * (lw.len() + usize::from(self.code.max_stack)) > MAX_FRAME_WORDS {
                return Err(Failure {
                    headline: TOO_LARGE,
                    reason: format!("{made} stack map frames of {} locals", lw.len()),
                    at: 0,
                    frame: None,
                });
            }
            out[i] = Some(Frame {
                locals: lw,
                stack: sw,
                this_uninit,
            });
        }
        if pos != bytes.len() {
            return Err(bad("extra bytes at the end of the StackMapTable".into()));
        }
        Ok(out)
    }

    /// The instructions where control flow joins (the entry, branch and
    /// switch targets, handlers, stack map frames): only these keep a
    /// frame; straight-line code between them is walked.
    fn join_points(&self, declared: &[Option<Frame>]) -> Vec<bool> {
        let n = self.code.insns.len();
        let mut join = vec![false; n];
        join[0] = true;
        for (i, d) in declared.iter().enumerate() {
            if d.is_some() {
                join[i] = true;
            }
        }
        for h in &self.code.handlers {
            join[h.handler as usize] = true;
        }
        for insn in &self.code.insns {
            match insn {
                Insn::If(_, t)
                | Insn::IfICmp(_, t)
                | Insn::IfACmpEq(t)
                | Insn::IfACmpNe(t)
                | Insn::IfNull(t)
                | Insn::IfNonNull(t)
                | Insn::Goto(t) => join[*t as usize] = true,
                Insn::TableSwitch {
                    default, targets, ..
                } => {
                    join[*default as usize] = true;
                    for t in targets.iter() {
                        join[*t as usize] = true;
                    }
                }
                Insn::LookupSwitch { default, pairs } => {
                    join[*default as usize] = true;
                    for p in pairs.iter() {
                        join[p.1 as usize] = true;
                    }
                }
                _ => {}
            }
        }
        join
    }

    fn verify(&self) -> Res<()> {
        let n = self.code.insns.len();
        let declared = self.declared_frames()?;
        let join = self.join_points(&declared);
        let joins = join.iter().filter(|&&j| j).count();
        let words = usize::from(self.code.max_locals) + usize::from(self.code.max_stack);
        if joins.saturating_mul(words) > MAX_FRAME_WORDS {
            return Err(Failure {
                headline: TOO_LARGE,
                reason: format!("{joins} join points with {words} words of locals and stack each"),
                at: 0,
                frame: None,
            });
        }
        let mut j = Joins {
            frames: vec![None; n],
            queued: vec![false; n],
            work: Vec::new(),
            declared,
        };
        let entry = self.entry()?;
        self.merge(&mut j, 0, 0, &entry)?;
        let ret = descriptor::method_return(&self.m.desc).unwrap_or("V");
        let mut succ = Vec::new();
        while let Some(start) = j.work.pop() {
            j.queued[start as usize] = false;
            let mut before = j.frames[start as usize]
                .clone()
                .expect("queued frames exist");
            let mut i = start;
            loop {
                let mut after = before.clone();
                succ.clear();
                let falls = self.step(i, &before, &mut after, ret, &mut succ)?;
                for &s in succ.iter() {
                    self.merge(&mut j, i, s, &after)?;
                }
                // Handlers covering `i` may start from the locals before or
                // after it, with the thrown object alone on the stack.
                for h in &self.code.handlers {
                    if h.start <= i && i < h.end {
                        for locals in [&before.locals, &after.locals] {
                            let hf = Frame {
                                locals: locals.clone(),
                                stack: vec![Ty::Ref],
                                this_uninit: before.this_uninit || after.this_uninit,
                            };
                            self.merge(&mut j, i, h.handler, &hf)?;
                        }
                    }
                }
                if !falls {
                    break;
                }
                if i as usize + 1 >= n {
                    return Err(self.fail_at(
                        i,
                        "Falling off the end of the code",
                        "Control flow falls through code end".into(),
                    ));
                }
                if join[i as usize + 1] {
                    self.merge(&mut j, i, i + 1, &after)?;
                    break;
                }
                i += 1;
                before = after;
            }
        }
        Ok(())
    }

    /// Joins `f` into the frame of instruction `to`, queueing it if changed.
    fn merge(&self, j: &mut Joins, from: InsnIdx, to: InsnIdx, f: &Frame) -> Res<()> {
        let slot = &mut j.frames[to as usize];
        // A stack map frame is the type of its instruction (JVMS 4.10.1):
        // the incoming types must fit it, and it replaces them.
        if let Some(d) = &j.declared[to as usize] {
            if let Err(why) = fits(f, d) {
                return Err(Failure {
                    headline: "Instruction type does not match stack map",
                    reason: format!(
                        "{why} at the branch to byte offset {}",
                        self.code.byte_pcs.get(to as usize).copied().unwrap_or(0)
                    ),
                    at: from,
                    frame: Some(f.clone()),
                });
            }
            if slot.is_none() {
                *slot = Some(d.clone());
                j.queued[to as usize] = true;
                j.work.push(to);
            }
            return Ok(());
        }
        let changed = match slot {
            None => {
                *slot = Some(f.clone());
                true
            }
            Some(old) => {
                if old.stack.len() != f.stack.len() {
                    return Err(self.fail_at(
                        from,
                        "Inconsistent stack height",
                        format!(
                            "Inconsistent stack height {} != {} at the branch to instruction {}",
                            f.stack.len(),
                            old.stack.len(),
                            self.code.byte_pcs.get(to as usize).copied().unwrap_or(0)
                        ),
                    ));
                }
                let mut changed = false;
                for (k, (o, &t)) in old.stack.iter_mut().zip(&f.stack).enumerate() {
                    if *o == t {
                        continue;
                    }
                    if o.is_ref() && t.is_ref() {
                        if *o != Ty::Ref {
                            *o = Ty::Ref;
                            changed = true;
                        }
                        continue;
                    }
                    return Err(self.fail_at(
                        from,
                        "Mismatched stack types",
                        format!(
                            "Type {} (stack[{k}]) does not match {} at the branch to byte offset {}",
                            t.name(),
                            o.name(),
                            self.code.byte_pcs.get(to as usize).copied().unwrap_or(0)
                        ),
                    ));
                }
                for (o, &t) in old.locals.iter_mut().zip(&f.locals) {
                    let j = Ty::join_local(*o, t);
                    if j != *o {
                        *o = j;
                        changed = true;
                    }
                }
                // A long whose upper word was joined to something else is
                // no longer a long.
                if changed {
                    for k in 0..old.locals.len() {
                        if old.locals[k].is_wide()
                            && old.locals.get(k + 1).is_some_and(|&u| u != Ty::Top)
                        {
                            old.locals[k] = Ty::Top;
                        }
                    }
                }
                if f.this_uninit && !old.this_uninit {
                    old.this_uninit = true;
                    changed = true;
                }
                changed
            }
        };
        if changed && !j.queued[to as usize] {
            j.queued[to as usize] = true;
            j.work.push(to);
        }
        Ok(())
    }

    fn cp(&self, idx: u16) -> Option<&CpEntry> {
        self.file.cp.get(usize::from(idx))
    }

    /// Applies instruction `i` to `after` (a copy of `before`), adding its
    /// branch targets to `succ`; true when it can fall through to `i + 1`.
    fn step(
        &self,
        i: InsnIdx,
        before: &Frame,
        after: &mut Frame,
        ret: &str,
        succ: &mut Vec<InsnIdx>,
    ) -> Res<bool> {
        let max_stack = usize::from(self.code.max_stack);
        let mut c = Cur {
            f: after,
            at: i,
            max_stack,
            before,
        };
        let bci = self.code.byte_pcs[i as usize] as usize;
        let op = opcode_at(self.raw, bci);
        let typed = || typed_kind(op).expect("typed opcode");
        use Ty::*;
        let bin = |c: &mut Cur, t: Ty| -> Res<()> {
            c.pop(t)?;
            c.pop(t)?;
            c.push(t)
        };
        let un = |c: &mut Cur, from: Ty, to: Ty| -> Res<()> {
            c.pop(from)?;
            c.push(to)
        };
        match &self.code.insns[i as usize] {
            Insn::Nop => {}
            Insn::AConstNull => c.push(Null)?,
            Insn::IConst(_) => c.push(Int)?,
            Insn::LConst(_) => c.push(Long)?,
            Insn::FConst(_) => c.push(Float)?,
            Insn::DConst(_) => c.push(Double)?,
            Insn::Ldc(idx) => {
                let t = match self.cp(*idx) {
                    Some(CpEntry::Int(_)) => Int,
                    Some(CpEntry::Float(_)) => Float,
                    _ => Ref,
                };
                c.push(t)?
            }
            Insn::Ldc2(idx) => {
                let t = match self.cp(*idx) {
                    Some(CpEntry::Double(_)) => Double,
                    _ => Long,
                };
                c.push(t)?
            }
            Insn::Load(n) => c.load(*n, typed())?,
            Insn::Store(n) => c.store(*n, typed())?,
            Insn::IInc(n, _) => {
                let t = c.f.locals.get(usize::from(*n)).copied().unwrap_or(Top);
                if t != Int {
                    return Err(c.fail(
                        "Bad local variable type",
                        format!(
                            "Type {} (current frame, locals[{n}]) is not assignable to integer",
                            t.name()
                        ),
                    ));
                }
            }
            Insn::ArrayLoad(k) => {
                c.pop(Int)?;
                c.pop_ref()?;
                c.push(array_elem(*k))?
            }
            Insn::ArrayStore(k) => {
                c.pop(array_elem(*k))?;
                c.pop(Int)?;
                c.pop_ref()?;
            }
            Insn::Pop => c.pop_words(1)?,
            Insn::Pop2 => c.pop_words(2)?,
            Insn::Dup => c.dup_words(1, 0)?,
            Insn::DupX1 => c.dup_words(1, 1)?,
            Insn::DupX2 => c.dup_words(1, 2)?,
            Insn::Dup2 => c.dup_words(2, 0)?,
            Insn::Dup2X1 => c.dup_words(2, 1)?,
            Insn::Dup2X2 => c.dup_words(2, 2)?,
            Insn::Swap => {
                let a = c.pop_any1()?;
                let b = c.pop_any1()?;
                c.push(a)?;
                c.push(b)?;
            }
            Insn::IAdd
            | Insn::ISub
            | Insn::IMul
            | Insn::IDiv
            | Insn::IRem
            | Insn::IShl
            | Insn::IShr
            | Insn::IUShr
            | Insn::IAnd
            | Insn::IOr
            | Insn::IXor => bin(&mut c, Int)?,
            Insn::LAdd
            | Insn::LSub
            | Insn::LMul
            | Insn::LDiv
            | Insn::LRem
            | Insn::LAnd
            | Insn::LOr
            | Insn::LXor => bin(&mut c, Long)?,
            Insn::FAdd | Insn::FSub | Insn::FMul | Insn::FDiv | Insn::FRem => bin(&mut c, Float)?,
            Insn::DAdd | Insn::DSub | Insn::DMul | Insn::DDiv | Insn::DRem => bin(&mut c, Double)?,
            Insn::LShl | Insn::LShr | Insn::LUShr => {
                c.pop(Int)?;
                c.pop(Long)?;
                c.push(Long)?
            }
            Insn::INeg | Insn::I2B | Insn::I2C | Insn::I2S => un(&mut c, Int, Int)?,
            Insn::LNeg => un(&mut c, Long, Long)?,
            Insn::FNeg => un(&mut c, Float, Float)?,
            Insn::DNeg => un(&mut c, Double, Double)?,
            Insn::I2L => un(&mut c, Int, Long)?,
            Insn::I2F => un(&mut c, Int, Float)?,
            Insn::I2D => un(&mut c, Int, Double)?,
            Insn::L2I => un(&mut c, Long, Int)?,
            Insn::L2F => un(&mut c, Long, Float)?,
            Insn::L2D => un(&mut c, Long, Double)?,
            Insn::F2I => un(&mut c, Float, Int)?,
            Insn::F2L => un(&mut c, Float, Long)?,
            Insn::F2D => un(&mut c, Float, Double)?,
            Insn::D2I => un(&mut c, Double, Int)?,
            Insn::D2L => un(&mut c, Double, Long)?,
            Insn::D2F => un(&mut c, Double, Float)?,
            Insn::LCmp => {
                c.pop(Long)?;
                c.pop(Long)?;
                c.push(Int)?
            }
            Insn::FCmpL | Insn::FCmpG => {
                c.pop(Float)?;
                c.pop(Float)?;
                c.push(Int)?
            }
            Insn::DCmpL | Insn::DCmpG => {
                c.pop(Double)?;
                c.pop(Double)?;
                c.push(Int)?
            }
            Insn::If(_, t) => {
                c.pop(Int)?;
                succ.push(*t);
            }
            Insn::IfICmp(_, t) => {
                c.pop(Int)?;
                c.pop(Int)?;
                succ.push(*t);
            }
            Insn::IfACmpEq(t) | Insn::IfACmpNe(t) => {
                c.pop_ref()?;
                c.pop_ref()?;
                succ.push(*t);
            }
            Insn::IfNull(t) | Insn::IfNonNull(t) => {
                c.pop_ref()?;
                succ.push(*t);
            }
            Insn::Goto(t) => {
                succ.push(*t);
                return Ok(false);
            }
            Insn::TableSwitch {
                default, targets, ..
            } => {
                c.pop(Int)?;
                succ.push(*default);
                succ.extend(targets.iter().copied());
                return Ok(false);
            }
            Insn::LookupSwitch { default, pairs } => {
                c.pop(Int)?;
                succ.push(*default);
                succ.extend(pairs.iter().map(|p| p.1));
                return Ok(false);
            }
            Insn::Return => {
                if ret != "V" {
                    return Err(c.fail("Method expects a return value", "Bad return type".into()));
                }
                if c.f.this_uninit {
                    return Err(c.fail(
                        "Constructor must call super() or this() before return",
                        "Constructor returns before initializing this".into(),
                    ));
                }
                return Ok(false);
            }
            Insn::ReturnValue => {
                if ret == "V" {
                    return Err(c.fail(
                        "Method does not expect a return value",
                        "Bad return type".into(),
                    ));
                }
                let want = Ty::of_desc(ret)
                    .ok_or_else(|| c.fail("Illegal method descriptor", self.m.desc.to_string()))?;
                if typed() != want {
                    return Err(c.fail(
                        "Bad return type",
                        format!("{} return in a method returning {ret}", typed().name()),
                    ));
                }
                c.pop(want)?;
                return Ok(false);
            }
            Insn::GetStatic(idx)
            | Insn::PutStatic(idx)
            | Insn::GetField(idx)
            | Insn::PutField(idx) => {
                let Some(CpEntry::FieldRef { class, desc, .. }) = self.cp(*idx) else {
                    return Err(c.fail("Illegal field reference", format!("constant #{idx}")));
                };
                match &self.code.insns[i as usize] {
                    Insn::GetStatic(_) => c.push_desc(desc)?,
                    Insn::PutStatic(_) => c.pop_desc(desc)?,
                    Insn::GetField(_) => {
                        c.pop_ref()?;
                        c.push_desc(desc)?
                    }
                    _ => {
                        c.pop_desc(desc)?;
                        // Fields of the class itself may be set before
                        // `super()` (outer `this`, captured values).
                        let t = c.f.stack.last().copied();
                        if t == Some(UninitThis) && **class == *self.file.name {
                            c.f.stack.pop();
                        } else {
                            c.pop_ref()?;
                        }
                    }
                }
            }
            Insn::InvokeVirtual(idx)
            | Insn::InvokeSpecial(idx)
            | Insn::InvokeStatic(idx)
            | Insn::InvokeInterface(idx)
            | Insn::InvokeDynamic(idx) => {
                let insn = &self.code.insns[i as usize];
                let (owner, name, desc) = match (insn, self.cp(*idx)) {
                    (Insn::InvokeDynamic(_), Some(CpEntry::InvokeDynamic { name, desc, .. })) => {
                        (None, name, desc)
                    }
                    (
                        _,
                        Some(CpEntry::MethodRef {
                            class, name, desc, ..
                        }),
                    ) => (Some(class), name, desc),
                    _ => return Err(c.fail("Illegal method reference", format!("constant #{idx}"))),
                };
                let is_init = &**name == "<init>";
                if name.starts_with('<') && !(is_init && matches!(insn, Insn::InvokeSpecial(_))) {
                    return Err(c.fail(
                        "Illegal call to internal method",
                        format!(
                            "{name} called by {}",
                            OPCODE_NAMES.split(' ').nth(usize::from(op)).unwrap_or("?")
                        ),
                    ));
                }
                let params = descriptor::method_params(desc)
                    .ok_or_else(|| c.fail("Illegal method descriptor", desc.to_string()))?;
                let r = descriptor::method_return(desc)
                    .ok_or_else(|| c.fail("Illegal method descriptor", desc.to_string()))?;
                for p in params.iter().rev() {
                    c.pop_desc(p)?;
                }
                match insn {
                    Insn::InvokeStatic(_) | Insn::InvokeDynamic(_) => {}
                    Insn::InvokeSpecial(_) if is_init => {
                        let Some(&recv) = c.f.stack.last() else {
                            return Err(c.underflow());
                        };
                        if !matches!(recv, Uninit(_) | UninitThis) {
                            return Err(c.fail(
                                "Bad type on operand stack",
                                format!(
                                    "Type {} (current frame, stack[{}]) is not assignable to uninitialized",
                                    recv.name(),
                                    c.f.stack.len() - 1
                                ),
                            ));
                        }
                        // The constructor must be the new object's class's
                        // (or, for `this`, the class's own or its super's).
                        let owner = owner.map(|o| &**o);
                        let fits = match recv {
                            Uninit(at) => match &self.code.insns[at as usize] {
                                Insn::New(k) => matches!(
                                    self.cp(*k),
                                    Some(CpEntry::Class(n)) if Some(&**n) == owner
                                ),
                                _ => false,
                            },
                            _ => {
                                owner == Some(&*self.file.name)
                                    || owner == self.file.super_name.as_deref()
                            }
                        };
                        if !fits {
                            return Err(c.fail(
                                "Bad type on operand stack",
                                format!(
                                    "Call to wrong initialization method {}.<init>",
                                    owner.unwrap_or("?")
                                ),
                            ));
                        }
                        c.f.stack.pop();
                        for t in c.f.stack.iter_mut().chain(c.f.locals.iter_mut()) {
                            if *t == recv {
                                *t = Ref;
                            }
                        }
                        if recv == UninitThis {
                            c.f.this_uninit = false;
                        }
                    }
                    _ => {
                        c.pop_ref()?;
                    }
                }
                if is_init && r != "V" {
                    return Err(c.fail("Illegal method descriptor", desc.to_string()));
                }
                if r != "V" {
                    c.push_desc(r)?;
                }
            }
            Insn::New(_) => c.push(Uninit(i))?,
            Insn::NewArray(_) | Insn::ANewArray(_) => {
                c.pop(Int)?;
                c.push(Ref)?
            }
            Insn::MultiANewArray(_, dims) => {
                for _ in 0..*dims {
                    c.pop(Int)?;
                }
                c.push(Ref)?
            }
            Insn::ArrayLength => {
                c.pop_ref()?;
                c.push(Int)?
            }
            Insn::AThrow => {
                c.pop_ref()?;
                return Ok(false);
            }
            Insn::CheckCast(_) => {
                c.pop_ref()?;
                c.push(Ref)?
            }
            Insn::InstanceOf(_) => {
                c.pop_ref()?;
                c.push(Int)?
            }
            Insn::MonitorEnter | Insn::MonitorExit => {
                c.pop_ref()?;
            }
        }
        Ok(true)
    }
}

/// Stack map entries (a long or double one entry) as words.
fn words_of(entries: &[Ty]) -> Vec<Ty> {
    let mut out = Vec::with_capacity(entries.len() + 2);
    for &t in entries {
        out.push(t);
        if t.is_wide() {
            out.push(Ty::Top);
        }
    }
    out
}

/// The inverse of `words_of`.
fn entries_of(words: &[Ty]) -> Vec<Ty> {
    let mut out = Vec::with_capacity(words.len());
    let mut i = 0;
    while i < words.len() {
        out.push(words[i]);
        i += if words[i].is_wide() { 2 } else { 1 };
    }
    out
}

/// Whether the types `f` fit the stack map frame `d` (references all alike).
fn fits(f: &Frame, d: &Frame) -> Result<(), String> {
    if f.stack.len() != d.stack.len() {
        return Err(format!(
            "Inconsistent stack height {} != {}",
            f.stack.len(),
            d.stack.len()
        ));
    }
    let fit = |got: Ty, want: Ty| match want {
        Ty::Top => true,
        Ty::Ref => got.is_ref(),
        w => got == w,
    };
    for (what, a, b) in [
        ("stack", &f.stack, &d.stack),
        ("locals", &f.locals, &d.locals),
    ] {
        for (k, (&got, &want)) in a.iter().zip(b.iter()).enumerate() {
            if !fit(got, want) {
                return Err(format!(
                    "Type {} (current frame, {what}[{k}]) is not assignable to {} (stack map, {what}[{k}])",
                    got.name(),
                    want.name()
                ));
            }
        }
    }
    Ok(())
}

/// The type of an element an array load pushes or an array store pops.
fn array_elem(k: ArrayKind) -> Ty {
    match k {
        ArrayKind::Long => Ty::Long,
        ArrayKind::Float => Ty::Float,
        ArrayKind::Double => Ty::Double,
        ArrayKind::Ref => Ty::Ref,
        ArrayKind::Int | ArrayKind::ByteOrBool | ArrayKind::Char | ArrayKind::Short => Ty::Int,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classpath::{find_java_home, ClassPath};
    use crate::parse::parse_class;

    /// Every class of the JDK's own modules (compiled by javac, not
    /// verified in runs since they are trusted) passes: the verifier
    /// rejects no real compiler output.
    #[test]
    fn every_jdk_class_verifies() {
        let home = find_java_home().expect("a JDK");
        let cp = ClassPath::new(&[], &home).expect("class path");
        let image = cp.jimage();
        let mut checked = 0;
        let mut spent = std::time::Duration::ZERO;
        let mut failures = Vec::new();
        for (name, loc) in image.entries().expect("entries") {
            if !name.ends_with(".class") || name.ends_with("module-info.class") {
                continue;
            }
            let bytes = image.read(&loc).expect("read");
            let file = match parse_class(&bytes) {
                Ok(f) => f,
                // Dynamic constants are a gap of the parser, not of these.
                Err(e) if e.0.contains("CONSTANT_Dynamic") => continue,
                Err(e) => {
                    failures.push(format!("{name}: {e}"));
                    continue;
                }
            };
            checked += 1;
            let started = std::time::Instant::now();
            let verdict = verify_class(&bytes, &file);
            spent += started.elapsed();
            if let Err(e) = verdict {
                failures.push(format!(
                    "{name}: {}",
                    e.to_string()
                        .lines()
                        .take(6)
                        .collect::<Vec<_>>()
                        .join(" / ")
                ));
            }
        }
        eprintln!(
            "{checked} classes verified in {spent:?} ({:?} a class)",
            spent / checked.max(1)
        );
        assert!(checked > 5000, "only {checked} classes");
        assert!(
            failures.is_empty(),
            "{} of {checked} rejected:\n{}",
            failures.len(),
            failures
                .iter()
                .take(20)
                .cloned()
                .collect::<Vec<_>>()
                .join("\n")
        );
    }

    /// A program with branches, loops, handlers, long and double locals,
    /// constructors, switches and a synchronized block.
    const FUZZED: &str = r#"
import java.util.function.IntUnaryOperator;
interface Shape { int area(); }
class Rect implements Shape {
    final int w, h; long big; double d;
    Rect(int w, int h) { this.w = w; this.h = h; big = (long) w << 33; d = h / 3.0; }
    public int area() { return w * h; }
}
public class Fuzzed {
    static long total;
    static String[] names = {"a", "bc", "def"};
    static int pick(int k) {
        switch (k) { case 1: return 10; case 2: return 20; case 7: return 70; default: return -1; }
    }
    static int dense(int k) {
        switch (k) { case 0: return 1; case 1: return 2; case 2: return 3; default: return 0; }
    }
    public static void main(String[] args) throws Exception {
        Shape[] shapes = { new Rect(2, 3), new Rect(4, 5), () -> 7 };
        IntUnaryOperator twice = x -> 2 * x;
        for (Shape s : shapes) total += twice.applyAsInt(s.area());
        StringBuilder sb = new StringBuilder();
        for (String n : names) sb.append(n).append(n.length());
        long acc = 1; double f = 0.5; float g = 1.5f;
        for (int i = 0; i < 5; i++) { acc = acc * 3 + i; f = f * 2 - g; g += i; }
        try {
            Object o = names.length > 2 ? (Object) "x" : Integer.valueOf(1);
            Integer i = (Integer) o;
            total += i;
        } catch (ClassCastException e) {
            total++;
        } finally {
            total += pick((int) acc) + dense(3);
        }
        int[][] grid = new int[3][4];
        grid[2][3] = (int) total;
        System.out.println(sb + " " + total + " " + grid[2][3] + " " + acc + f + g);
        synchronized (Fuzzed.class) { total--; }
    }
}
"#;

    /// Opcodes that may replace `op` keeping the instruction's length and
    /// operand format.
    fn swap_group(op: u8) -> Option<Vec<u8>> {
        let one_byte = |o: u8| {
            matches!(o, 0x00..=0x0f | 0x1a..=0x35 | 0x3b..=0x83 | 0x85..=0x98
                | 0xac..=0xb1 | 0xbe | 0xbf | 0xc2 | 0xc3)
        };
        Some(match op {
            o if one_byte(o) => (0..=255u8).filter(|&o| one_byte(o)).collect(),
            0x15..=0x19 | 0x36..=0x3a => (0x15..=0x19).chain(0x36..=0x3a).collect(),
            0x99..=0xa7 | 0xc6 | 0xc7 => (0x99..=0xa7).chain([0xc6, 0xc7]).collect(),
            0xb2..=0xb8 => (0xb2..=0xb8).collect(),
            0xbb | 0xbd | 0xc0 | 0xc1 => vec![0xbb, 0xbd, 0xc0, 0xc1],
            _ => return None,
        })
    }

    /// File offsets of the swappable opcodes of every method of `bytes`.
    fn swap_sites(bytes: &[u8]) -> Vec<usize> {
        let file = parse_class(bytes).expect("parses");
        let (_, raw) = class_parser(bytes).expect("parses");
        let mut out = Vec::new();
        for (rm, m) in raw.methods.iter().zip(&file.methods) {
            let Some(code) = &m.code else { continue };
            for a in &rm.attributes {
                let Ok((_, ca)) = code_attribute_parser(&a.info) else {
                    continue;
                };
                if ca.code.len() < 4 {
                    continue;
                }
                let Some(at) = bytes.windows(ca.code.len()).position(|w| w == ca.code) else {
                    continue;
                };
                for &pc in &code.byte_pcs {
                    let o = at + pc as usize;
                    if swap_group(bytes[o]).is_some() {
                        out.push(o);
                    }
                }
            }
        }
        out
    }

    /// Seeded mutations of compiled classes, parsed and verified in this
    /// process: none may panic or take long. `WAYFINDER_VERIFY_FUZZ_CASES`
    /// (3000 by default) and `WAYFINDER_FUZZ_SEED` choose the cases.
    #[test]
    fn mutated_classes_never_panic_the_parser_or_verifier() {
        let env = |k: &str, d: u64| {
            std::env::var(k)
                .ok()
                .and_then(|v| v.parse().ok())
                .unwrap_or(d)
        };
        let cases = env("WAYFINDER_VERIFY_FUZZ_CASES", 3000);
        let seed = env("WAYFINDER_FUZZ_SEED", 1);
        let first = env("WAYFINDER_VERIFY_FUZZ_FIRST", 0);
        let classes = crate::parse::tests::compile_java_all(&[("Fuzzed", FUZZED)]);
        for (name, bytes) in &classes {
            let file = parse_class(bytes).expect("javac output parses");
            verify_class(bytes, &file).unwrap_or_else(|e| panic!("{name}: {e}"));
        }
        let (mut verified, mut rejected) = (0u64, 0u64);
        let mut failures = Vec::new();
        for case in first..cases {
            let mut x = seed
                .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                .wrapping_add(case.wrapping_mul(0xD1B5_4A32_D192_ED03))
                | 1;
            let mut next = move || {
                x ^= x >> 12;
                x ^= x << 25;
                x ^= x >> 27;
                x.wrapping_mul(0x2545_F491_4F6C_DD1D)
            };
            let (_, original) = &classes[(next() % classes.len() as u64) as usize];
            let mut b = original.clone();
            if next() % 2 == 0 {
                // Opcodes swapped for others of their length and operand
                // format: the class still parses; only types are confused.
                let sites = swap_sites(&b);
                for _ in 0..1 + next() % 3 {
                    if sites.is_empty() {
                        break;
                    }
                    let at = sites[(next() % sites.len() as u64) as usize];
                    let group = swap_group(b[at]).expect("a swappable opcode");
                    b[at] = group[(next() % group.len() as u64) as usize];
                }
            }
            for _ in 0..next() % 3 {
                let len = b.len() as u64;
                let at = (next() % len.max(1)) as usize;
                match next() % 6 {
                    0 => b[at] ^= 1 << (next() % 8),
                    1 => b[at] = next() as u8,
                    2 if at + 2 <= b.len() => {
                        let v = [0xFFFF, 0, 0x8000, next() as u16][(next() % 4) as usize];
                        b[at..at + 2].copy_from_slice(&v.to_be_bytes());
                    }
                    3 => b.truncate(at),
                    4 => b.insert(at, next() as u8),
                    _ => {
                        b.remove(at.min(b.len().saturating_sub(1)));
                    }
                }
                if b.is_empty() {
                    break;
                }
            }
            let started = std::time::Instant::now();
            let outcome = std::panic::catch_unwind(|| {
                let parsed = parse_class(&b).ok();
                if first > 0 {
                    eprintln!("case {case}: parsed in {:?}", started.elapsed());
                }
                parsed.map(|file| verify_class(&b, &file).is_ok())
            });
            match outcome {
                Err(_) => failures.push(format!("case {seed}/{case}: panicked")),
                Ok(Some(true)) => verified += 1,
                Ok(Some(false)) => rejected += 1,
                Ok(None) => {}
            }
            // A slow case is timed again, so that a stall of a loaded
            // machine is not taken for one.
            let slow = std::time::Duration::from_secs(2);
            if started.elapsed() > slow {
                let again = std::time::Instant::now();
                if let Ok(file) = parse_class(&b) {
                    let _ = verify_class(&b, &file);
                }
                if again.elapsed() > slow {
                    failures.push(format!("case {seed}/{case}: took {:?}", again.elapsed()));
                }
            }
        }
        eprintln!("{cases} cases: {verified} parsed and verified, {rejected} parsed and rejected by the verifier");
        assert!(failures.is_empty(), "{}", failures.join("\n"));
        assert!(
            cases.saturating_sub(first) < 500 || rejected > 0,
            "the verifier rejected no mutant"
        );
    }
}
