//! The decoded instruction set the interpreter executes.
//!
//! Each method's bytecode is decoded once (see `decode.rs`) into a `Vec<Insn>`.
//! Branch targets are indices into that vector, not byte offsets, and typed
//! variants that behave identically on our typed `Value`s are merged (all
//! `xload`/`xstore` become `Load`/`Store`, all `xreturn` become `ReturnValue`).
//! Constant-pool operands stay as indices into the class's `ConstPool` and are
//! resolved lazily by the interpreter.

/// An index into a class's constant pool.
pub type CpIdx = u16;

/// An index into a method's decoded instruction vector.
pub type InsnIdx = u32;

/// Comparison used by the conditional branches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cond {
    Eq,
    Ne,
    Lt,
    Ge,
    Gt,
    Le,
}

impl Cond {
    /// Applies the comparison to an ordering of `a` against `b`.
    #[inline]
    pub fn holds(self, a: i32, b: i32) -> bool {
        match self {
            Cond::Eq => a == b,
            Cond::Ne => a != b,
            Cond::Lt => a < b,
            Cond::Ge => a >= b,
            Cond::Gt => a > b,
            Cond::Le => a <= b,
        }
    }
}

/// Element type of a primitive array, as `newarray` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PrimType {
    Boolean,
    Char,
    Float,
    Double,
    Byte,
    Short,
    Int,
    Long,
}

impl PrimType {
    /// The `newarray` operand (JVMS 6.5 newarray, table 6.5.newarray-A).
    pub fn from_atype(atype: u8) -> Option<PrimType> {
        Some(match atype {
            4 => PrimType::Boolean,
            5 => PrimType::Char,
            6 => PrimType::Float,
            7 => PrimType::Double,
            8 => PrimType::Byte,
            9 => PrimType::Short,
            10 => PrimType::Int,
            11 => PrimType::Long,
            _ => return None,
        })
    }

    /// Bytes of one array element of this type (as `ArrayData::elem_size`).
    pub fn size(self) -> usize {
        match self {
            PrimType::Boolean | PrimType::Byte => 1,
            PrimType::Char | PrimType::Short => 2,
            PrimType::Int | PrimType::Float => 4,
            PrimType::Long | PrimType::Double => 8,
        }
    }

    /// The field-descriptor character of this type (`Z`, `C`, ...).
    pub fn descriptor_char(self) -> char {
        match self {
            PrimType::Boolean => 'Z',
            PrimType::Char => 'C',
            PrimType::Float => 'F',
            PrimType::Double => 'D',
            PrimType::Byte => 'B',
            PrimType::Short => 'S',
            PrimType::Int => 'I',
            PrimType::Long => 'J',
        }
    }

    /// The inverse of `descriptor_char`.
    pub fn from_descriptor_char(c: u8) -> Option<PrimType> {
        Some(match c {
            b'Z' => PrimType::Boolean,
            b'C' => PrimType::Char,
            b'F' => PrimType::Float,
            b'D' => PrimType::Double,
            b'B' => PrimType::Byte,
            b'S' => PrimType::Short,
            b'I' => PrimType::Int,
            b'J' => PrimType::Long,
            _ => return None,
        })
    }

    /// The Java keyword naming the type (`int`, `boolean`, ...).
    pub fn java_name(self) -> &'static str {
        match self {
            PrimType::Boolean => "boolean",
            PrimType::Char => "char",
            PrimType::Float => "float",
            PrimType::Double => "double",
            PrimType::Byte => "byte",
            PrimType::Short => "short",
            PrimType::Int => "int",
            PrimType::Long => "long",
        }
    }
}

/// Which element type an array load or store instruction names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArrayKind {
    Int,
    Long,
    Float,
    Double,
    Ref,
    /// `baload`/`bastore`: byte or boolean arrays.
    ByteOrBool,
    Char,
    Short,
}

/// One decoded JVM instruction.
#[derive(Clone, Debug, PartialEq)]
pub enum Insn {
    Nop,
    AConstNull,
    IConst(i32),
    LConst(i64),
    FConst(f32),
    DConst(f64),
    /// `ldc`/`ldc_w`: int, float, String, Class, MethodType or MethodHandle constant.
    Ldc(CpIdx),
    /// `ldc2_w`: long or double constant.
    Ldc2(CpIdx),
    /// Any `xload`, `xload_n` or wide form: push local `n`.
    Load(u16),
    /// Any `xstore`, `xstore_n` or wide form: pop into local `n`.
    Store(u16),
    /// `iinc` (also the wide form).
    IInc(u16, i32),

    ArrayLoad(ArrayKind),
    ArrayStore(ArrayKind),

    Pop,
    Pop2,
    Dup,
    DupX1,
    DupX2,
    Dup2,
    Dup2X1,
    Dup2X2,
    Swap,

    IAdd,
    LAdd,
    FAdd,
    DAdd,
    ISub,
    LSub,
    FSub,
    DSub,
    IMul,
    LMul,
    FMul,
    DMul,
    IDiv,
    LDiv,
    FDiv,
    DDiv,
    IRem,
    LRem,
    FRem,
    DRem,
    INeg,
    LNeg,
    FNeg,
    DNeg,
    IShl,
    LShl,
    IShr,
    LShr,
    IUShr,
    LUShr,
    IAnd,
    LAnd,
    IOr,
    LOr,
    IXor,
    LXor,

    I2L,
    I2F,
    I2D,
    L2I,
    L2F,
    L2D,
    F2I,
    F2L,
    F2D,
    D2I,
    D2L,
    D2F,
    I2B,
    I2C,
    I2S,

    LCmp,
    FCmpL,
    FCmpG,
    DCmpL,
    DCmpG,

    /// `ifeq`..`ifle`: compare the popped int with zero.
    If(Cond, InsnIdx),
    /// `if_icmpeq`..`if_icmple`.
    IfICmp(Cond, InsnIdx),
    IfACmpEq(InsnIdx),
    IfACmpNe(InsnIdx),
    IfNull(InsnIdx),
    IfNonNull(InsnIdx),
    /// `goto`/`goto_w`.
    Goto(InsnIdx),
    TableSwitch {
        default: InsnIdx,
        low: i32,
        targets: Box<[InsnIdx]>,
    },
    /// Pairs sorted by key, as the class file stores them.
    LookupSwitch {
        default: InsnIdx,
        pairs: Box<[(i32, InsnIdx)]>,
    },

    /// `return` from a void method.
    Return,
    /// `ireturn`, `lreturn`, `freturn`, `dreturn`, `areturn`.
    ReturnValue,

    GetStatic(CpIdx),
    PutStatic(CpIdx),
    GetField(CpIdx),
    PutField(CpIdx),
    InvokeVirtual(CpIdx),
    InvokeSpecial(CpIdx),
    InvokeStatic(CpIdx),
    InvokeInterface(CpIdx),
    InvokeDynamic(CpIdx),

    New(CpIdx),
    NewArray(PrimType),
    ANewArray(CpIdx),
    MultiANewArray(CpIdx, u8),
    ArrayLength,
    AThrow,
    CheckCast(CpIdx),
    InstanceOf(CpIdx),
    MonitorEnter,
    MonitorExit,
}
