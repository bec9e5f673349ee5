//! Decoding of a method's bytecode into our `Insn` vector.
//!
//! The raw bytes are first walked once by [`prevalidate`], which checks that
//! every instruction is a known opcode, fits in the code array and has sane
//! `tableswitch`/`lookupswitch` operands. Only then are they handed to
//! `classfile-parser`'s `code_parser` (which would otherwise overflow on a
//! malformed `tableswitch` and silently stop at an unknown opcode), and the
//! crate's `(byte offset, Instruction)` list is turned into `Insn`s by
//! [`decode_code`]: typed loads, stores and returns are merged, constants are
//! folded into their values, and branch offsets (relative to the branching
//! instruction's own byte offset, signed, JVMS 6.5) become instruction indices.
//!
//! Errors carry no class or method name; `parse.rs` adds that context.

use classfile_parser::attribute_info::{CodeAttribute, ExceptionEntry};
use classfile_parser::code_attribute::{code_parser, Instruction};

use std::sync::Arc;

use crate::classfile::{ClassFormatError, Code, Handler, LocalVar};
use crate::insn::{ArrayKind, Cond, Insn, InsnIdx, PrimType};

/// Marks a byte offset that is not the first byte of an instruction.
const NOT_A_START: InsnIdx = InsnIdx::MAX;

/// The JVMS limit on `code_length` (exclusive).
const MAX_CODE_LENGTH: usize = 65536;

fn err(msg: String) -> ClassFormatError {
    ClassFormatError(msg)
}

/// A LocalVariableTable row as the class file has it (byte offsets), with
/// its name and descriptor already resolved.
#[derive(Clone, Debug, PartialEq)]
pub struct RawLocalVar {
    pub start_pc: u16,
    pub length: u16,
    pub slot: u16,
    pub name: Arc<str>,
    pub desc: Arc<str>,
}

/// Decodes a whole `Code` attribute: bytecode, exception table, the
/// `(start_pc, line_number)` rows of its LineNumberTable attributes and the
/// rows of its LocalVariableTable attributes.
pub fn decode_method_code(
    attr: &CodeAttribute,
    line_numbers: &[(u16, u16)],
    local_vars: &[RawLocalVar],
) -> Result<Code, ClassFormatError> {
    let (insns, byte_pcs) = decode_bytecode(&attr.code, attr.max_locals)?;
    let handlers = map_handlers(&attr.exception_table, &byte_pcs, attr.code.len())?;
    let lines = map_lines(line_numbers, &byte_pcs, attr.code.len())?;
    let local_vars = map_local_vars(local_vars, &byte_pcs, attr.code.len())?;
    Ok(Code {
        max_stack: attr.max_stack,
        max_locals: attr.max_locals,
        insns,
        handlers,
        lines,
        byte_pcs,
        local_vars,
    })
}

/// Decodes raw bytecode into instructions and, for each, its byte offset.
pub fn decode_bytecode(
    code: &[u8],
    max_locals: u16,
) -> Result<(Vec<Insn>, Vec<u32>), ClassFormatError> {
    if code.is_empty() {
        return Err(err("empty Code attribute (code_length 0)".into()));
    }
    if code.len() >= MAX_CODE_LENGTH {
        return Err(err(format!(
            "code_length {} exceeds the limit of 65535 bytes",
            code.len()
        )));
    }
    let count = prevalidate(code)?;
    // `prevalidate` rules out every input we know `code_parser` to panic on;
    // the guard only keeps an unknown crate bug from unwinding through us.
    let parsed = crate::parse::guard(|| code_parser(code))
        .ok_or_else(|| err("bytecode parser failed unexpectedly".into()))?;
    let (rest, instructions) =
        parsed.map_err(|_| err("malformed bytecode (rejected by the bytecode parser)".into()))?;
    if !rest.is_empty() || instructions.len() != count {
        let at = code.len() - rest.len();
        return Err(err(format!("malformed instruction at byte offset {at}")));
    }
    decode_code(&instructions, code.len(), max_locals)
}

/// Walks the bytecode by instruction lengths (JVMS 6.5), rejecting unknown
/// opcodes, truncated instructions, bad `wide` forms and inconsistent switch
/// tables. Returns the number of instructions.
pub fn prevalidate(code: &[u8]) -> Result<usize, ClassFormatError> {
    let len = code.len();
    let byte = |i: usize| code.get(i).copied();
    let int_at = |i: usize| -> Option<i32> {
        let b = code.get(i..i.checked_add(4)?)?;
        Some(i32::from_be_bytes([b[0], b[1], b[2], b[3]]))
    };
    let truncated = |pc: usize| err(format!("truncated instruction at byte offset {pc}"));
    let mut pc = 0usize;
    let mut count = 0usize;
    while pc < len {
        let op = code[pc];
        let size: usize = match op {
            0x00..=0x0f => 1,
            0x10 | 0x12 => 2,
            0x11 | 0x13 | 0x14 => 3,
            0x15..=0x19 => 2,
            0x1a..=0x35 => 1,
            0x36..=0x3a => 2,
            0x3b..=0x83 => 1,
            0x84 => 3,
            0x85..=0x98 => 1,
            0x99..=0xa8 => 3,
            0xa9 => 2,
            0xaa | 0xab => {
                let base = pc + 1 + (4 - (pc + 1) % 4) % 4;
                let default_and_two = (int_at(base + 4), int_at(base + 8));
                let table_bytes: u64 = match (op, default_and_two) {
                    (0xaa, (Some(low), Some(high))) => {
                        if low > high {
                            return Err(err(format!(
                                "tableswitch at byte offset {pc} has low {low} > high {high}"
                            )));
                        }
                        12 + 4 * (i64::from(high) - i64::from(low) + 1) as u64
                    }
                    (0xab, (Some(npairs), _)) => {
                        if npairs < 0 {
                            return Err(err(format!(
                                "lookupswitch at byte offset {pc} has negative npairs {npairs}"
                            )));
                        }
                        8 + 8 * npairs as u64
                    }
                    _ => return Err(truncated(pc)),
                };
                let end = base as u64 + table_bytes;
                if end > len as u64 {
                    return Err(truncated(pc));
                }
                (end - pc as u64) as usize
            }
            0xac..=0xb1 => 1,
            0xb2..=0xb8 => 3,
            0xb9 => {
                match (byte(pc + 3), byte(pc + 4)) {
                    (Some(0), _) => {
                        return Err(err(format!(
                            "invokeinterface at byte offset {pc} has a zero count"
                        )))
                    }
                    (Some(_), Some(0)) => {}
                    (Some(_), Some(_)) => {
                        return Err(err(format!(
                            "invokeinterface at byte offset {pc}: fourth operand byte must be zero"
                        )))
                    }
                    _ => return Err(truncated(pc)),
                }
                5
            }
            0xba => {
                match (byte(pc + 3), byte(pc + 4)) {
                    (Some(0), Some(0)) => {}
                    (Some(_), Some(_)) => {
                        return Err(err(format!(
                            "invokedynamic at byte offset {pc}: third and fourth operand bytes must be zero"
                        )))
                    }
                    _ => return Err(truncated(pc)),
                }
                5
            }
            0xbb => 3,
            0xbc => 2,
            0xbd => 3,
            0xbe | 0xbf => 1,
            0xc0 | 0xc1 => 3,
            0xc2 | 0xc3 => 1,
            0xc4 => match byte(pc + 1) {
                Some(0x15..=0x19 | 0x36..=0x3a | 0xa9) => 4,
                Some(0x84) => 6,
                Some(other) => {
                    return Err(err(format!(
                        "wide at byte offset {pc} modifies opcode 0x{other:02x}, which has no wide form"
                    )))
                }
                None => return Err(truncated(pc)),
            },
            0xc5 => 4,
            0xc6 | 0xc7 => 3,
            0xc8 | 0xc9 => 5,
            _ => {
                return Err(err(format!(
                    "invalid opcode 0x{op:02x} at byte offset {pc}"
                )))
            }
        };
        if pc + size > len {
            return Err(truncated(pc));
        }
        pc += size;
        count += 1;
    }
    Ok(count)
}

/// Converts `classfile-parser`'s instruction list (byte offset, instruction),
/// covering a code array of `code_length` bytes, into our instructions and
/// their byte offsets.
pub fn decode_code(
    code: &[(usize, Instruction)],
    code_length: usize,
    max_locals: u16,
) -> Result<(Vec<Insn>, Vec<u32>), ClassFormatError> {
    if code_length >= MAX_CODE_LENGTH {
        return Err(err(format!(
            "code_length {code_length} exceeds the limit of 65535 bytes"
        )));
    }
    let mut index_of = vec![NOT_A_START; code_length];
    let mut byte_pcs = Vec::with_capacity(code.len());
    for (i, &(at, _)) in code.iter().enumerate() {
        match index_of.get_mut(at) {
            Some(slot)
                if *slot == NOT_A_START && byte_pcs.last().is_none_or(|&p| p < at as u32) =>
            {
                *slot = i as InsnIdx;
                byte_pcs.push(at as u32);
            }
            _ => {
                return Err(err(format!(
                    "instruction offsets out of order or outside the code array at byte offset {at}"
                )))
            }
        }
    }
    let d = Decoder {
        index_of: &index_of,
        max_locals,
    };
    let insns = code
        .iter()
        .map(|(at, ins)| d.insn(*at, ins))
        .collect::<Result<Vec<_>, _>>()?;
    Ok((insns, byte_pcs))
}

struct Decoder<'a> {
    index_of: &'a [InsnIdx],
    max_locals: u16,
}

impl Decoder<'_> {
    /// The instruction index of the branch target `at + offset`.
    fn target(&self, at: usize, offset: i32) -> Result<InsnIdx, ClassFormatError> {
        let t = at as i64 + i64::from(offset);
        let idx = usize::try_from(t)
            .ok()
            .and_then(|t| self.index_of.get(t).copied());
        match idx {
            None => Err(err(format!(
                "branch target {t} of the instruction at byte offset {at} is outside the code"
            ))),
            Some(NOT_A_START) => Err(err(format!(
                "branch target {t} of the instruction at byte offset {at} is in the middle of an instruction"
            ))),
            Some(i) => Ok(i),
        }
    }

    /// Checks that locals `n .. n + width` exist.
    fn local(&self, at: usize, n: u16, width: u16) -> Result<u16, ClassFormatError> {
        if u32::from(n) + u32::from(width) > u32::from(self.max_locals) {
            return Err(err(format!(
                "local variable index {n} of the instruction at byte offset {at} is out of range (max_locals {})",
                self.max_locals
            )));
        }
        Ok(n)
    }

    fn insn(&self, at: usize, ins: &Instruction) -> Result<Insn, ClassFormatError> {
        use Instruction as I;
        let load = |n: u16, w: u16| self.local(at, n, w).map(Insn::Load);
        let store = |n: u16, w: u16| self.local(at, n, w).map(Insn::Store);
        let br = |off: i16| self.target(at, i32::from(off));
        let if_ = |c: Cond, off: i16| Ok(Insn::If(c, br(off)?));
        let if_icmp = |c: Cond, off: i16| Ok(Insn::IfICmp(c, br(off)?));
        Ok(match *ins {
            I::Nop => Insn::Nop,
            I::Aconstnull => Insn::AConstNull,
            I::Iconstm1 => Insn::IConst(-1),
            I::Iconst0 => Insn::IConst(0),
            I::Iconst1 => Insn::IConst(1),
            I::Iconst2 => Insn::IConst(2),
            I::Iconst3 => Insn::IConst(3),
            I::Iconst4 => Insn::IConst(4),
            I::Iconst5 => Insn::IConst(5),
            I::Lconst0 => Insn::LConst(0),
            I::Lconst1 => Insn::LConst(1),
            I::Fconst0 => Insn::FConst(0.0),
            I::Fconst1 => Insn::FConst(1.0),
            I::Fconst2 => Insn::FConst(2.0),
            I::Dconst0 => Insn::DConst(0.0),
            I::Dconst1 => Insn::DConst(1.0),
            I::Bipush(v) => Insn::IConst(i32::from(v)),
            I::Sipush(v) => Insn::IConst(i32::from(v)),
            I::Ldc(i) => Insn::Ldc(u16::from(i)),
            I::LdcW(i) => Insn::Ldc(i),
            I::Ldc2W(i) => Insn::Ldc2(i),

            I::Iload(n) | I::Fload(n) | I::Aload(n) => load(u16::from(n), 1)?,
            I::IloadWide(n) | I::FloadWide(n) | I::AloadWide(n) => load(n, 1)?,
            I::Lload(n) | I::Dload(n) => load(u16::from(n), 2)?,
            I::LloadWide(n) | I::DloadWide(n) => load(n, 2)?,
            I::Iload0 | I::Fload0 | I::Aload0 => load(0, 1)?,
            I::Iload1 | I::Fload1 | I::Aload1 => load(1, 1)?,
            I::Iload2 | I::Fload2 | I::Aload2 => load(2, 1)?,
            I::Iload3 | I::Fload3 | I::Aload3 => load(3, 1)?,
            I::Lload0 | I::Dload0 => load(0, 2)?,
            I::Lload1 | I::Dload1 => load(1, 2)?,
            I::Lload2 | I::Dload2 => load(2, 2)?,
            I::Lload3 | I::Dload3 => load(3, 2)?,

            I::Istore(n) | I::Fstore(n) | I::Astore(n) => store(u16::from(n), 1)?,
            I::IstoreWide(n) | I::FstoreWide(n) | I::AstoreWide(n) => store(n, 1)?,
            I::Lstore(n) | I::Dstore(n) => store(u16::from(n), 2)?,
            I::LstoreWide(n) | I::DstoreWide(n) => store(n, 2)?,
            I::Istore0 | I::Fstore0 | I::Astore0 => store(0, 1)?,
            I::Istore1 | I::Fstore1 | I::Astore1 => store(1, 1)?,
            I::Istore2 | I::Fstore2 | I::Astore2 => store(2, 1)?,
            I::Istore3 | I::Fstore3 | I::Astore3 => store(3, 1)?,
            I::Lstore0 | I::Dstore0 => store(0, 2)?,
            I::Lstore1 | I::Dstore1 => store(1, 2)?,
            I::Lstore2 | I::Dstore2 => store(2, 2)?,
            I::Lstore3 | I::Dstore3 => store(3, 2)?,

            I::Iinc { index, value } => {
                Insn::IInc(self.local(at, u16::from(index), 1)?, i32::from(value))
            }
            I::IincWide { index, value } => Insn::IInc(self.local(at, index, 1)?, i32::from(value)),

            I::Iaload => Insn::ArrayLoad(ArrayKind::Int),
            I::Laload => Insn::ArrayLoad(ArrayKind::Long),
            I::Faload => Insn::ArrayLoad(ArrayKind::Float),
            I::Daload => Insn::ArrayLoad(ArrayKind::Double),
            I::Aaload => Insn::ArrayLoad(ArrayKind::Ref),
            I::Baload => Insn::ArrayLoad(ArrayKind::ByteOrBool),
            I::Caload => Insn::ArrayLoad(ArrayKind::Char),
            I::Saload => Insn::ArrayLoad(ArrayKind::Short),
            I::Iastore => Insn::ArrayStore(ArrayKind::Int),
            I::Lastore => Insn::ArrayStore(ArrayKind::Long),
            I::Fastore => Insn::ArrayStore(ArrayKind::Float),
            I::Dastore => Insn::ArrayStore(ArrayKind::Double),
            I::Aastore => Insn::ArrayStore(ArrayKind::Ref),
            I::Bastore => Insn::ArrayStore(ArrayKind::ByteOrBool),
            I::Castore => Insn::ArrayStore(ArrayKind::Char),
            I::Sastore => Insn::ArrayStore(ArrayKind::Short),

            I::Pop => Insn::Pop,
            I::Pop2 => Insn::Pop2,
            I::Dup => Insn::Dup,
            I::Dupx1 => Insn::DupX1,
            I::Dupx2 => Insn::DupX2,
            I::Dup2 => Insn::Dup2,
            I::Dup2x1 => Insn::Dup2X1,
            I::Dup2x2 => Insn::Dup2X2,
            I::Swap => Insn::Swap,

            I::Iadd => Insn::IAdd,
            I::Ladd => Insn::LAdd,
            I::Fadd => Insn::FAdd,
            I::Dadd => Insn::DAdd,
            I::Isub => Insn::ISub,
            I::Lsub => Insn::LSub,
            I::Fsub => Insn::FSub,
            I::Dsub => Insn::DSub,
            I::Imul => Insn::IMul,
            I::Lmul => Insn::LMul,
            I::Fmul => Insn::FMul,
            I::Dmul => Insn::DMul,
            I::Idiv => Insn::IDiv,
            I::Ldiv => Insn::LDiv,
            I::Fdiv => Insn::FDiv,
            I::Ddiv => Insn::DDiv,
            I::Irem => Insn::IRem,
            I::Lrem => Insn::LRem,
            I::Frem => Insn::FRem,
            I::Drem => Insn::DRem,
            I::Ineg => Insn::INeg,
            I::Lneg => Insn::LNeg,
            I::Fneg => Insn::FNeg,
            I::Dneg => Insn::DNeg,
            I::Ishl => Insn::IShl,
            I::Lshl => Insn::LShl,
            I::Ishr => Insn::IShr,
            I::Lshr => Insn::LShr,
            I::Iushr => Insn::IUShr,
            I::Lushr => Insn::LUShr,
            I::Iand => Insn::IAnd,
            I::Land => Insn::LAnd,
            I::Ior => Insn::IOr,
            I::Lor => Insn::LOr,
            I::Ixor => Insn::IXor,
            I::Lxor => Insn::LXor,

            I::I2l => Insn::I2L,
            I::I2f => Insn::I2F,
            I::I2d => Insn::I2D,
            I::L2i => Insn::L2I,
            I::L2f => Insn::L2F,
            I::L2d => Insn::L2D,
            I::F2i => Insn::F2I,
            I::F2l => Insn::F2L,
            I::F2d => Insn::F2D,
            I::D2i => Insn::D2I,
            I::D2l => Insn::D2L,
            I::D2f => Insn::D2F,
            I::I2b => Insn::I2B,
            I::I2c => Insn::I2C,
            I::I2s => Insn::I2S,

            I::Lcmp => Insn::LCmp,
            I::Fcmpl => Insn::FCmpL,
            I::Fcmpg => Insn::FCmpG,
            I::Dcmpl => Insn::DCmpL,
            I::Dcmpg => Insn::DCmpG,

            I::Ifeq(o) => if_(Cond::Eq, o)?,
            I::Ifne(o) => if_(Cond::Ne, o)?,
            I::Iflt(o) => if_(Cond::Lt, o)?,
            I::Ifge(o) => if_(Cond::Ge, o)?,
            I::Ifgt(o) => if_(Cond::Gt, o)?,
            I::Ifle(o) => if_(Cond::Le, o)?,
            I::IfIcmpeq(o) => if_icmp(Cond::Eq, o)?,
            I::IfIcmpne(o) => if_icmp(Cond::Ne, o)?,
            I::IfIcmplt(o) => if_icmp(Cond::Lt, o)?,
            I::IfIcmpge(o) => if_icmp(Cond::Ge, o)?,
            I::IfIcmpgt(o) => if_icmp(Cond::Gt, o)?,
            I::IfIcmple(o) => if_icmp(Cond::Le, o)?,
            I::IfAcmpeq(o) => Insn::IfACmpEq(br(o)?),
            I::IfAcmpne(o) => Insn::IfACmpNe(br(o)?),
            I::Ifnull(o) => Insn::IfNull(br(o)?),
            I::Ifnonnull(o) => Insn::IfNonNull(br(o)?),
            I::Goto(o) => Insn::Goto(br(o)?),
            I::GotoW(o) => Insn::Goto(self.target(at, o)?),
            I::Tableswitch {
                default,
                low,
                high,
                ref offsets,
            } => {
                if i64::from(high) - i64::from(low) + 1 != offsets.len() as i64 {
                    return Err(err(format!(
                        "tableswitch at byte offset {at} has an inconsistent jump table"
                    )));
                }
                Insn::TableSwitch {
                    default: self.target(at, default)?,
                    low,
                    targets: offsets
                        .iter()
                        .map(|&o| self.target(at, o))
                        .collect::<Result<_, _>>()?,
                }
            }
            I::Lookupswitch {
                default,
                ref pairs,
            } => {
                if pairs.windows(2).any(|w| w[0].0 >= w[1].0) {
                    return Err(err(format!(
                        "lookupswitch at byte offset {at} has keys that are not sorted and distinct"
                    )));
                }
                Insn::LookupSwitch {
                    default: self.target(at, default)?,
                    pairs: pairs
                        .iter()
                        .map(|&(k, o)| Ok((k, self.target(at, o)?)))
                        .collect::<Result<_, ClassFormatError>>()?,
                }
            }
            I::Jsr(_) | I::JsrW(_) | I::Ret(_) | I::RetWide(_) => {
                return Err(err(format!(
                    "jsr/ret are not supported (class file version < 51): instruction at byte offset {at}"
                )))
            }

            I::Return => Insn::Return,
            I::Ireturn | I::Lreturn | I::Freturn | I::Dreturn | I::Areturn => Insn::ReturnValue,

            I::Getstatic(i) => Insn::GetStatic(i),
            I::Putstatic(i) => Insn::PutStatic(i),
            I::Getfield(i) => Insn::GetField(i),
            I::Putfield(i) => Insn::PutField(i),
            I::Invokevirtual(i) => Insn::InvokeVirtual(i),
            I::Invokespecial(i) => Insn::InvokeSpecial(i),
            I::Invokestatic(i) => Insn::InvokeStatic(i),
            I::Invokeinterface { index, count } => {
                if count == 0 {
                    return Err(err(format!(
                        "invokeinterface at byte offset {at} has a zero count"
                    )));
                }
                Insn::InvokeInterface(index)
            }
            I::Invokedynamic(i) => Insn::InvokeDynamic(i),

            I::New(i) => Insn::New(i),
            I::Newarray(atype) => Insn::NewArray(PrimType::from_atype(atype).ok_or_else(|| {
                err(format!(
                    "newarray at byte offset {at} has invalid element type {atype}"
                ))
            })?),
            I::Anewarray(i) => Insn::ANewArray(i),
            I::Multianewarray { index, dimensions } => {
                if dimensions == 0 {
                    return Err(err(format!(
                        "multianewarray at byte offset {at} has zero dimensions"
                    )));
                }
                Insn::MultiANewArray(index, dimensions)
            }
            I::Arraylength => Insn::ArrayLength,
            I::Athrow => Insn::AThrow,
            I::Checkcast(i) => Insn::CheckCast(i),
            I::Instanceof(i) => Insn::InstanceOf(i),
            I::Monitorenter => Insn::MonitorEnter,
            I::Monitorexit => Insn::MonitorExit,
        })
    }
}

/// Converts an exception table from byte offsets to instruction indices.
/// `catch_type` is copied unchecked (the caller validates it against the
/// constant pool).
pub fn map_handlers(
    table: &[ExceptionEntry],
    byte_pcs: &[u32],
    code_length: usize,
) -> Result<Vec<Handler>, ClassFormatError> {
    let insn_at = |pc: u16, end_ok: bool| -> Option<InsnIdx> {
        if end_ok && usize::from(pc) == code_length {
            return Some(byte_pcs.len() as InsnIdx);
        }
        byte_pcs
            .binary_search(&u32::from(pc))
            .ok()
            .map(|i| i as InsnIdx)
    };
    table
        .iter()
        .map(|e| {
            let bad = |what: &str, pc: u16| {
                err(format!(
                    "exception table entry [{}, {}) -> {}: {what} {pc} is not an instruction boundary",
                    e.start_pc, e.end_pc, e.handler_pc
                ))
            };
            let start = insn_at(e.start_pc, false).ok_or_else(|| bad("start_pc", e.start_pc))?;
            let end = insn_at(e.end_pc, true).ok_or_else(|| bad("end_pc", e.end_pc))?;
            let handler =
                insn_at(e.handler_pc, false).ok_or_else(|| bad("handler_pc", e.handler_pc))?;
            if start >= end {
                return Err(err(format!(
                    "exception table entry [{}, {}) -> {} covers no code",
                    e.start_pc, e.end_pc, e.handler_pc
                )));
            }
            Ok(Handler {
                start,
                end,
                handler,
                catch_type: e.catch_type,
            })
        })
        .collect()
}

/// Converts LineNumberTable rows `(start_pc, line)` to `(instruction index,
/// line)`, sorted by index. A `start_pc` in the middle of an instruction
/// applies from the next instruction on (the JVMS only requires it to lie in
/// the code array); when several rows land on one instruction the first wins.
pub fn map_lines(
    rows: &[(u16, u16)],
    byte_pcs: &[u32],
    code_length: usize,
) -> Result<Vec<(InsnIdx, u16)>, ClassFormatError> {
    let mut lines = rows
        .iter()
        .map(|&(pc, line)| {
            if usize::from(pc) >= code_length {
                return Err(err(format!(
                    "LineNumberTable start_pc {pc} is outside the code (length {code_length})"
                )));
            }
            let idx = byte_pcs.partition_point(|&p| p < u32::from(pc));
            Ok((idx as InsnIdx, line))
        })
        .collect::<Result<Vec<_>, _>>()?;
    lines.sort_by_key(|&(idx, _)| idx);
    lines.dedup_by_key(|&mut (idx, _)| idx);
    Ok(lines)
}

/// Converts LocalVariableTable rows from byte ranges `[start_pc, start_pc +
/// length)` to instruction-index ranges `[start, end)` covering exactly the
/// instructions whose byte offset lies in the byte range (a range ending at
/// `code_length` ends at `byte_pcs.len()`). As HotSpot, only requires the
/// range to lie inside the code, not on instruction boundaries.
pub fn map_local_vars(
    rows: &[RawLocalVar],
    byte_pcs: &[u32],
    code_length: usize,
) -> Result<Vec<LocalVar>, ClassFormatError> {
    rows.iter()
        .map(|r| {
            let end_pc = usize::from(r.start_pc) + usize::from(r.length);
            if usize::from(r.start_pc) >= code_length || end_pc > code_length {
                return Err(err(format!(
                    "LocalVariableTable entry {} [{}, {}) is outside the code (length {code_length})",
                    r.name, r.start_pc, end_pc
                )));
            }
            let idx = |pc: usize| byte_pcs.partition_point(|&p| (p as usize) < pc) as InsnIdx;
            Ok(LocalVar {
                start: idx(usize::from(r.start_pc)),
                end: idx(end_pc),
                slot: r.slot,
                name: r.name.clone(),
                desc: r.desc.clone(),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_class;
    use crate::parse::tests::{compile_java, method_code};

    fn dec(code: &[(usize, Instruction)], len: usize) -> Result<Vec<Insn>, ClassFormatError> {
        decode_code(code, len, 10).map(|(insns, _)| insns)
    }

    #[test]
    fn branch_offsets_are_signed_and_relative_to_the_branch() {
        use Instruction as I;
        // 0: iconst_0; 1: ifeq +6 -> 7; 4: goto -4 -> 0; 7: return
        let code = vec![
            (0, I::Iconst0),
            (1, I::Ifeq(6)),
            (4, I::Goto(-4)),
            (7, I::Return),
        ];
        let insns = dec(&code, 8).unwrap();
        assert_eq!(
            insns,
            vec![
                Insn::IConst(0),
                Insn::If(Cond::Eq, 3),
                Insn::Goto(0),
                Insn::Return
            ]
        );
    }

    #[test]
    fn branch_targets_must_be_instruction_starts_inside_the_code() {
        use Instruction as I;
        let into_middle = vec![(0, I::Goto(4)), (3, I::Sipush(1)), (6, I::Return)];
        let e = dec(&into_middle, 7).unwrap_err();
        assert!(e.0.contains("middle of an instruction"), "{e}");
        let before = vec![(0, I::Goto(-1)), (3, I::Return)];
        assert!(dec(&before, 4).unwrap_err().0.contains("outside the code"));
        let after = vec![(0, I::Goto(4)), (3, I::Return)];
        assert!(dec(&after, 4).unwrap_err().0.contains("outside the code"));
        let wide = vec![(0, I::GotoW(i32::MIN)), (5, I::Return)];
        assert!(dec(&wide, 6).is_err());
    }

    #[test]
    fn jsr_and_ret_are_rejected() {
        use Instruction as I;
        for ins in [I::Jsr(3), I::JsrW(5), I::Ret(0), I::RetWide(0)] {
            let e = dec(&[(0, ins), (5, I::Return)], 6).unwrap_err();
            assert!(e.0.contains("jsr/ret are not supported"), "{e}");
        }
        // The same through the raw-bytes path.
        let e = decode_bytecode(&[0xa8, 0x00, 0x03, 0xb1], 1).unwrap_err();
        assert!(e
            .0
            .contains("jsr/ret are not supported (class file version < 51)"));
    }

    #[test]
    fn typed_variants_are_merged_and_constants_folded() {
        let bytes = [
            0x1a, // iload_0
            0x1f, // lload_1
            0x19, 0x03, // aload 3
            0xc4, 0x18, 0x00, 0x04, // wide dload 4
            0xc4, 0x3a, 0x00, 0x06, // wide astore 6
            0xc4, 0x84, 0x00, 0x07, 0xff, 0x38, // wide iinc 7, -200
            0x84, 0x07, 0xfe, // iinc 7, -2
            0x02, // iconst_m1
            0x10, 0x80, // bipush -128
            0x11, 0x80, 0x00, // sipush -32768
            0x0d, // fconst_2
            0x0f, // dconst_1
            0x0a, // lconst_1
            0x12, 0x05, // ldc 5
            0x13, 0x01, 0x05, // ldc_w 261
            0x14, 0x00, 0x07, // ldc2_w 7
            0xbc, 0x0b, // newarray long
            0xc5, 0x00, 0x02, 0x03, // multianewarray #2, 3
            0xb9, 0x00, 0x09, 0x02, 0x00, // invokeinterface #9, 2
            0xba, 0x00, 0x0a, 0x00, 0x00, // invokedynamic #10
            0x33, // baload
            0xad, // lreturn
        ];
        let (insns, pcs) = decode_bytecode(&bytes, 8).unwrap();
        assert_eq!(
            insns,
            vec![
                Insn::Load(0),
                Insn::Load(1),
                Insn::Load(3),
                Insn::Load(4),
                Insn::Store(6),
                Insn::IInc(7, -200),
                Insn::IInc(7, -2),
                Insn::IConst(-1),
                Insn::IConst(-128),
                Insn::IConst(-32768),
                Insn::FConst(2.0),
                Insn::DConst(1.0),
                Insn::LConst(1),
                Insn::Ldc(5),
                Insn::Ldc(261),
                Insn::Ldc2(7),
                Insn::NewArray(PrimType::Long),
                Insn::MultiANewArray(2, 3),
                Insn::InvokeInterface(9),
                Insn::InvokeDynamic(10),
                Insn::ArrayLoad(ArrayKind::ByteOrBool),
                Insn::ReturnValue,
            ]
        );
        assert_eq!(pcs[..6], [0, 1, 2, 4, 8, 12]);
        assert_eq!(pcs.len(), insns.len());
    }

    #[test]
    fn locals_are_bounds_checked() {
        // lload_1 needs locals 1 and 2.
        assert!(decode_bytecode(&[0x1f, 0xad], 3).is_ok());
        let e = decode_bytecode(&[0x1f, 0xad], 2).unwrap_err();
        assert!(e.0.contains("local variable index 1"), "{e}");
        assert!(decode_bytecode(&[0xc4, 0x36, 0xff, 0xff, 0xb1], 100).is_err());
    }

    #[test]
    fn switches_are_decoded_from_raw_bytes() {
        // Offsets are relative to the switch opcode; padding aligns the
        // operands to a multiple of 4 from the start of the code.
        //  0: iload_0
        //  1: tableswitch, 2 padding bytes, default +43 -> 44, low 1, high 2,
        //     targets +43 -> 44, +23 -> 24
        // 24: lookupswitch, 3 padding bytes, default +20 -> 44, npairs 1,
        //     key 7: -23 -> 1
        // 44: return
        let switches = |table: [i32; 5], lookup: [i32; 4]| {
            let mut b = vec![0x1a, 0xaa, 0, 0];
            for v in table {
                b.extend_from_slice(&v.to_be_bytes());
            }
            assert_eq!(b.len(), 24);
            b.extend_from_slice(&[0xab, 0, 0, 0]);
            for v in lookup {
                b.extend_from_slice(&v.to_be_bytes());
            }
            assert_eq!(b.len(), 44);
            b.push(0xb1);
            b
        };
        let (insns, pcs) =
            decode_bytecode(&switches([43, 1, 2, 43, 23], [20, 1, 7, -23]), 1).unwrap();
        assert_eq!(pcs, vec![0, 1, 24, 44]);
        assert_eq!(
            insns[1],
            Insn::TableSwitch {
                default: 3,
                low: 1,
                targets: vec![3, 2].into()
            }
        );
        assert_eq!(
            insns[2],
            Insn::LookupSwitch {
                default: 3,
                pairs: vec![(7, 1)].into()
            }
        );
        // Targets 30 and 32 lie inside the lookupswitch.
        for (table, lookup) in [
            ([31, 1, 2, 43, 23], [20, 1, 7, -23]),
            ([43, 1, 2, 29, 23], [20, 1, 7, -23]),
            ([43, 1, 2, 43, 23], [8, 1, 7, -23]),
            ([43, 1, 2, 43, 23], [20, 1, 7, 6]),
        ] {
            let e = decode_bytecode(&switches(table, lookup), 1).unwrap_err();
            assert!(e.0.contains("middle of an instruction"), "{e}");
        }
    }

    #[test]
    fn malformed_switches_are_errors_not_panics() {
        // tableswitch with high - low overflowing i32 and a short table.
        let mut b = vec![0xaa, 0, 0, 0];
        for v in [0i32, i32::MIN, i32::MAX] {
            b.extend_from_slice(&v.to_be_bytes());
        }
        assert!(decode_bytecode(&b, 0).is_err());
        // low > high.
        let mut b = vec![0xaa, 0, 0, 0];
        for v in [0i32, 5, 4] {
            b.extend_from_slice(&v.to_be_bytes());
        }
        assert!(decode_bytecode(&b, 0)
            .unwrap_err()
            .0
            .contains("low 5 > high 4"));
        // Negative npairs, and a huge one.
        for n in [-1i32, i32::MAX] {
            let mut b = vec![0xab, 0, 0, 0];
            for v in [0i32, n] {
                b.extend_from_slice(&v.to_be_bytes());
            }
            assert!(decode_bytecode(&b, 0).is_err());
        }
        // Unsorted lookupswitch keys.
        let mut b = vec![0xab, 0, 0, 0];
        for v in [20i32, 2, 5, 20, 3, 20] {
            b.extend_from_slice(&v.to_be_bytes());
        }
        b.push(0xb1);
        let e = decode_bytecode(&b, 0).unwrap_err();
        assert!(e.0.contains("not sorted"), "{e}");
    }

    #[test]
    fn invalid_opcodes_and_truncation() {
        let e = decode_bytecode(&[0x00, 0xcb], 0).unwrap_err();
        assert_eq!(e.0, "invalid opcode 0xcb at byte offset 1");
        assert!(decode_bytecode(&[0x11, 0x00], 0)
            .unwrap_err()
            .0
            .contains("truncated"));
        assert!(decode_bytecode(&[0xc4, 0x60, 0, 0], 0)
            .unwrap_err()
            .0
            .contains("no wide form"));
        assert!(decode_bytecode(&[0xbc, 0x03, 0xb1], 0)
            .unwrap_err()
            .0
            .contains("invalid element type 3"));
        assert!(decode_bytecode(&[], 0).is_err());
        assert!(decode_bytecode(&[0xba, 0, 1, 0, 1], 0).is_err());
        assert!(decode_bytecode(&[0xb9, 0, 1, 0, 0], 0).is_err());
    }

    #[test]
    fn handlers_and_lines_map_to_instruction_indices() {
        let pcs = [0u32, 1, 4, 5, 8];
        let e = |s, en, h, t| ExceptionEntry {
            start_pc: s,
            end_pc: en,
            handler_pc: h,
            catch_type: t,
        };
        let hs = map_handlers(&[e(1, 9, 5, 3), e(0, 4, 8, 0)], &pcs, 9).unwrap();
        assert_eq!(
            hs,
            vec![
                Handler {
                    start: 1,
                    end: 5,
                    handler: 3,
                    catch_type: 3
                },
                Handler {
                    start: 0,
                    end: 2,
                    handler: 4,
                    catch_type: 0
                }
            ]
        );
        assert!(map_handlers(&[e(2, 4, 5, 0)], &pcs, 9).is_err());
        assert!(map_handlers(&[e(1, 3, 5, 0)], &pcs, 9).is_err());
        assert!(map_handlers(&[e(1, 4, 6, 0)], &pcs, 9).is_err());
        assert!(map_handlers(&[e(4, 4, 5, 0)], &pcs, 9).is_err());
        assert!(map_handlers(&[e(4, 1, 5, 0)], &pcs, 9).is_err());
        assert!(map_handlers(&[e(0, 9, 9, 0)], &pcs, 9).is_err());

        let lines = map_lines(&[(4, 12), (0, 10), (2, 11), (5, 13), (4, 99)], &pcs, 9).unwrap();
        assert_eq!(lines, vec![(0, 10), (2, 12), (3, 13)]);
        assert!(map_lines(&[(9, 1)], &pcs, 9).is_err());
    }

    #[test]
    fn local_variable_ranges_map_to_instruction_indices() {
        let pcs = [0u32, 1, 4, 5, 8];
        let row = |start_pc, length, slot| RawLocalVar {
            start_pc,
            length,
            slot,
            name: Arc::from("v"),
            desc: Arc::from("I"),
        };
        let vars = map_local_vars(&[row(1, 4, 2), row(0, 9, 0), row(2, 4, 1)], &pcs, 9).unwrap();
        // [1, 5) covers the instructions at 1 and 4.
        assert_eq!((vars[0].start, vars[0].end, vars[0].slot), (1, 3, 2));
        // A range to the end of the code ends at insns.len().
        assert_eq!((vars[1].start, vars[1].end), (0, 5));
        // Off-boundary bytes: [2, 6) holds the instructions at 4 and 5.
        assert_eq!((vars[2].start, vars[2].end), (2, 4));
        assert!(map_local_vars(&[row(9, 0, 0)], &pcs, 9).is_err());
        assert!(map_local_vars(&[row(4, 6, 0)], &pcs, 9).is_err());
        assert!(map_local_vars(&[row(8, 1, 0)], &pcs, 9).is_ok());
    }

    #[test]
    fn javac_loop_switches_and_lines() {
        let src = r#"
public class Loops {
    static int sum(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += i;
        }
        return s;
    }
    static int table(int k) {
        switch (k) {
            case 1: return 10;
            case 2: return 20;
            case 3: return 30;
            default: return -1;
        }
    }
    static int lookup(int k) {
        switch (k) {
            case -1000: return 1;
            case 7: return 2;
            case 100000: return 3;
            default: return 0;
        }
    }
    static long big(long x) {
        long y = x * 1234567890123L;
        return y;
    }
}
"#;
        let class = parse_class(&compile_java("Loops", src)).unwrap();

        let sum = method_code(&class, "sum");
        // A `for` loop: some branch goes backwards to the loop test.
        let backward = sum
            .insns
            .iter()
            .enumerate()
            .find_map(|(i, ins)| match *ins {
                Insn::Goto(t) | Insn::IfICmp(_, t) | Insn::If(_, t) if (t as usize) < i => {
                    Some((i, t))
                }
                _ => None,
            });
        let (from, to) = backward.expect("a backward branch in sum()");
        // javac: `iload i; iload n; if_icmpge exit; ...; iinc; goto test`.
        assert_eq!(sum.insns[from], Insn::Goto(to));
        assert_eq!(sum.insns[to as usize], Insn::Load(2));
        assert_eq!(sum.insns[to as usize + 1], Insn::Load(0));
        let exit = match sum.insns[to as usize + 2] {
            Insn::IfICmp(Cond::Ge, exit) => exit as usize,
            ref other => panic!("expected if_icmpge, found {other:?}"),
        };
        assert_eq!(exit, from + 1);
        assert_eq!(sum.insns[exit], Insn::Load(1));
        assert_eq!(sum.insns[exit + 1], Insn::ReturnValue);
        assert!(sum.insns.contains(&Insn::IInc(2, 1)));
        // Line numbers: the method starts on line 4 (`int s = 0;`), the
        // return is on line 8.
        assert_eq!(sum.line_of(0), Some(4));
        assert_eq!(sum.line_of(exit as InsnIdx), Some(8));
        assert_eq!(sum.lines.first().map(|l| l.0), Some(0));
        assert!(sum.lines.windows(2).all(|w| w[0].0 < w[1].0));
        // byte_pcs are increasing and start at 0.
        assert_eq!(sum.byte_pcs[0], 0);
        assert!(sum.byte_pcs.windows(2).all(|w| w[0] < w[1]));

        let table = method_code(&class, "table");
        let (default, low, targets) = table
            .insns
            .iter()
            .find_map(|i| match i {
                Insn::TableSwitch {
                    default,
                    low,
                    targets,
                } => Some((*default, *low, targets.clone())),
                _ => None,
            })
            .expect("tableswitch");
        assert_eq!(low, 1);
        assert_eq!(targets.len(), 3);
        for (t, v) in targets.iter().zip([10, 20, 30]) {
            assert_eq!(table.insns[*t as usize], Insn::IConst(v));
            assert_eq!(table.insns[*t as usize + 1], Insn::ReturnValue);
        }
        assert_eq!(table.insns[default as usize], Insn::IConst(-1));

        let lookup = method_code(&class, "lookup");
        let (default, pairs) = lookup
            .insns
            .iter()
            .find_map(|i| match i {
                Insn::LookupSwitch { default, pairs } => Some((*default, pairs.clone())),
                _ => None,
            })
            .expect("lookupswitch");
        let keys: Vec<i32> = pairs.iter().map(|p| p.0).collect();
        assert_eq!(keys, vec![-1000, 7, 100000]);
        for ((_, t), v) in pairs.iter().zip([1, 2, 3]) {
            assert_eq!(lookup.insns[*t as usize], Insn::IConst(v));
        }
        assert_eq!(lookup.insns[default as usize], Insn::IConst(0));

        let big = method_code(&class, "big");
        assert_eq!(big.insns[0], Insn::Load(0));
        let Insn::Ldc2(idx) = big.insns[1] else {
            panic!("expected ldc2_w, found {:?}", big.insns[1]);
        };
        assert_eq!(
            class.cp[idx as usize],
            crate::classfile::CpEntry::Long(1234567890123)
        );
        assert_eq!(big.insns[2], Insn::LMul);
        assert_eq!(big.insns[3], Insn::Store(2));
    }

    /// Random instruction streams: mostly well-formed opcodes with random
    /// operands (so branches, switches and `wide` get exercised), some noise.
    #[test]
    fn random_bytecode_never_panics() {
        let mut rng = crate::parse::tests::Rng(0xD1B5_4A32_D192_ED03);
        let (mut ok, mut bad) = (0usize, 0usize);
        for _ in 0..20_000 {
            let mut code = Vec::new();
            let n = 1 + rng.below(12);
            for _ in 0..n {
                let op = match rng.below(10) {
                    0 => 0xaa,
                    1 => 0xab,
                    2 => 0xc4,
                    3 => [0x99, 0xa7, 0xc8, 0xc6, 0xa2][rng.below(5)],
                    _ => rng.next() as u8,
                };
                code.push(op);
                match op {
                    0xaa | 0xab => {
                        while code.len() % 4 != 0 {
                            code.push(0);
                        }
                        let entries = rng.below(4) as i32;
                        let low = [0, -1, i32::MIN, i32::MAX, rng.next() as i32][rng.below(5)];
                        let small = |r: &mut crate::parse::tests::Rng| (r.below(40) as i32) - 20;
                        let mut words = vec![small(&mut rng)];
                        if op == 0xaa {
                            let high = if rng.below(4) == 0 {
                                rng.next() as i32
                            } else {
                                low.wrapping_add(entries - 1)
                            };
                            words.extend([low, high]);
                        } else {
                            let np = if rng.below(4) == 0 {
                                rng.next() as i32
                            } else {
                                entries
                            };
                            words.push(np);
                        }
                        for k in 0..entries {
                            if op == 0xab {
                                words.push(if rng.below(3) == 0 { 5 - k } else { k * 3 });
                            }
                            words.push(small(&mut rng));
                        }
                        for w in words {
                            code.extend_from_slice(&w.to_be_bytes());
                        }
                    }
                    0xc4 => {
                        code.push([0x15, 0x19, 0x36, 0x84, 0xa9, rng.next() as u8][rng.below(6)]);
                        code.extend((0..4).map(|_| {
                            if rng.below(2) == 0 {
                                0
                            } else {
                                rng.next() as u8
                            }
                        }));
                    }
                    0x99 | 0xa7 | 0xc6 | 0xa2 => {
                        code.extend_from_slice(&((rng.below(24) as i16) - 12).to_be_bytes());
                    }
                    _ => code.extend((0..rng.below(5)).map(|_| rng.next() as u8 % 8)),
                }
            }
            if rng.below(5) == 0 {
                let cut = rng.below(code.len() + 1);
                code.truncate(cut);
            }
            match decode_bytecode(&code, rng.below(10) as u16) {
                Ok((insns, pcs)) => {
                    assert_eq!(insns.len(), pcs.len());
                    ok += 1;
                }
                Err(_) => bad += 1,
            }
        }
        assert_eq!(
            crate::parse::GUARD_TRIPS.load(std::sync::atomic::Ordering::Relaxed),
            0
        );
        eprintln!("random_bytecode_never_panics: {ok} decoded, {bad} rejected");
        assert!(ok > 500 && bad > 500, "ok {ok}, bad {bad}");
    }

    #[test]
    fn javac_try_catch_handlers() {
        let src = r#"
public class Catches {
    static int f(String s) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            return -1;
        } finally {
            System.out.println("done");
        }
    }
}
"#;
        let class = parse_class(&compile_java("Catches", src)).unwrap();
        let f = method_code(&class, "f");
        assert!(!f.handlers.is_empty());
        let nfe = f
            .handlers
            .iter()
            .find(|h| h.catch_type != 0)
            .expect("a typed handler");
        assert_eq!(
            class.cp[nfe.catch_type as usize],
            crate::classfile::CpEntry::Class("java/lang/NumberFormatException".into())
        );
        // The try block starts at the first instruction and covers the call.
        assert_eq!(nfe.start, 0);
        let call = f
            .insns
            .iter()
            .position(|i| matches!(i, Insn::InvokeStatic(_)))
            .unwrap() as InsnIdx;
        assert!(nfe.start <= call && call < nfe.end);
        // The handler stores the exception, then pushes -1.
        assert_eq!(f.insns[nfe.handler as usize], Insn::Store(1));
        assert_eq!(f.insns[nfe.handler as usize + 1], Insn::IConst(-1));
        // `finally` produces catch-any handlers.
        assert!(f.handlers.iter().any(|h| h.catch_type == 0));
        for h in &f.handlers {
            assert!(h.start < h.end && (h.end as usize) <= f.insns.len());
            assert!((h.handler as usize) < f.insns.len());
        }
    }
}
