//! Our own model of a parsed class file: constant pool with symbolic
//! references already turned into strings, fields, methods with decoded code.
//!
//! Built from `classfile-parser`'s output by `parse::parse_class`; nothing in
//! the interpreter looks at raw class-file bytes.

use std::sync::Arc;

use crate::insn::{CpIdx, Insn, InsnIdx};

/// Access flags (JVMS 4.1, 4.5, 4.6).
pub mod access {
    pub const PUBLIC: u16 = 0x0001;
    pub const PRIVATE: u16 = 0x0002;
    pub const PROTECTED: u16 = 0x0004;
    pub const STATIC: u16 = 0x0008;
    pub const FINAL: u16 = 0x0010;
    pub const SYNCHRONIZED: u16 = 0x0020;
    pub const SUPER: u16 = 0x0020;
    pub const VOLATILE: u16 = 0x0040;
    pub const BRIDGE: u16 = 0x0040;
    pub const VARARGS: u16 = 0x0080;
    pub const TRANSIENT: u16 = 0x0080;
    pub const NATIVE: u16 = 0x0100;
    pub const INTERFACE: u16 = 0x0200;
    pub const ABSTRACT: u16 = 0x0400;
    pub const SYNTHETIC: u16 = 0x1000;
    pub const ANNOTATION: u16 = 0x2000;
    pub const ENUM: u16 = 0x4000;
}

/// One constant-pool entry with its symbolic references resolved to strings.
/// Index 0 and the second slot of a long/double are `Empty`.
#[derive(Clone, Debug, PartialEq)]
pub enum CpEntry {
    Empty,
    Utf8(Arc<str>),
    Int(i32),
    Float(f32),
    Long(i64),
    Double(f64),
    /// Internal class name (`java/lang/String`) or array descriptor (`[I`).
    Class(Arc<str>),
    String(Arc<str>),
    /// A `String` constant whose content has an unpaired surrogate (javac
    /// writes one for a literal such as `"\uD800"`): a `str` cannot hold
    /// it, so it is kept as its UTF-16 units.
    StringUtf16(Arc<[u16]>),
    FieldRef {
        class: Arc<str>,
        name: Arc<str>,
        desc: Arc<str>,
    },
    /// `Methodref` (`interface == false`) or `InterfaceMethodref`.
    MethodRef {
        class: Arc<str>,
        name: Arc<str>,
        desc: Arc<str>,
        interface: bool,
    },
    NameAndType {
        name: Arc<str>,
        desc: Arc<str>,
    },
    /// `reference_kind` 1..=9 (JVMS 5.4.3.5) and the index of the referenced
    /// FieldRef/MethodRef entry.
    MethodHandle {
        kind: u8,
        index: CpIdx,
    },
    MethodType(Arc<str>),
    InvokeDynamic {
        bootstrap: u16,
        name: Arc<str>,
        desc: Arc<str>,
    },
}

/// A row of the `BootstrapMethods` attribute.
#[derive(Clone, Debug, PartialEq)]
pub struct BootstrapMethod {
    /// Index of a `MethodHandle` entry.
    pub method: CpIdx,
    pub args: Vec<CpIdx>,
}

/// A row of a method's exception table, in instruction indices.
#[derive(Clone, Debug, PartialEq)]
pub struct Handler {
    /// First covered instruction (inclusive).
    pub start: InsnIdx,
    /// End of the covered range (exclusive).
    pub end: InsnIdx,
    /// First instruction of the handler.
    pub handler: InsnIdx,
    /// Index of a `Class` entry, or 0 for "any" (`finally`).
    pub catch_type: CpIdx,
}

/// A row of a method's LocalVariableTable, in instruction indices.
#[derive(Clone, Debug, PartialEq)]
pub struct LocalVar {
    /// First instruction where the variable has a value (inclusive).
    pub start: InsnIdx,
    /// End of its scope (exclusive); `insns.len()` when the scope runs to
    /// the end of the code.
    pub end: InsnIdx,
    /// The local variable slot.
    pub slot: u16,
    pub name: Arc<str>,
    /// Field descriptor of the variable's type.
    pub desc: Arc<str>,
}

/// A method body, decoded.
#[derive(Clone, Debug, PartialEq)]
pub struct Code {
    pub max_stack: u16,
    pub max_locals: u16,
    pub insns: Vec<Insn>,
    pub handlers: Vec<Handler>,
    /// `(first instruction index, source line)` sorted by instruction index,
    /// from the LineNumberTable; empty when the class has none.
    pub lines: Vec<(InsnIdx, u16)>,
    /// For each instruction, its byte offset in the original bytecode.
    pub byte_pcs: Vec<u32>,
    /// The rows of the LocalVariableTable attributes, in class-file order;
    /// empty when the class has none (compiled without `-g`).
    pub local_vars: Vec<LocalVar>,
}

impl Code {
    /// Source line of instruction `pc`, if the class file says.
    pub fn line_of(&self, pc: InsnIdx) -> Option<u16> {
        let i = self.lines.partition_point(|&(start, _)| start <= pc);
        if i == 0 {
            None
        } else {
            Some(self.lines[i - 1].1)
        }
    }

    /// The LocalVariableTable row for `slot` whose scope covers instruction
    /// `pc`, if any (the first one when several do).
    pub fn local_var_at(&self, pc: InsnIdx, slot: u16) -> Option<&LocalVar> {
        self.local_vars
            .iter()
            .find(|v| v.slot == slot && v.start <= pc && pc < v.end)
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct FieldDef {
    pub access: u16,
    pub name: Arc<str>,
    pub desc: Arc<str>,
    /// The `ConstantValue` attribute: index of an Int/Long/Float/Double/String entry.
    pub constant_value: Option<CpIdx>,
    /// The `Signature` attribute: the generic type of the field.
    pub signature: Option<Arc<str>>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct MethodDef {
    pub access: u16,
    pub name: Arc<str>,
    pub desc: Arc<str>,
    /// `None` for abstract and native methods.
    pub code: Option<Code>,
    /// The `Signature` attribute: the generic signature of the method.
    pub signature: Option<Arc<str>>,
    /// The `Exceptions` attribute: internal names of the declared thrown
    /// classes (`throws` clause), in class-file order.
    pub exceptions: Vec<Arc<str>>,
}

/// The `EnclosingMethod` attribute: the enclosing class and, when a method
/// or constructor encloses the class, that method's `(name, descriptor)`.
pub type EnclosingMethod = (Arc<str>, Option<(Arc<str>, Arc<str>)>);

/// A parsed and decoded class file.
#[derive(Clone, Debug, PartialEq)]
pub struct ClassFile {
    pub major_version: u16,
    pub minor_version: u16,
    pub access: u16,
    /// Internal name, e.g. `java/util/HashMap$Node`.
    pub name: Arc<str>,
    /// `None` only for `java/lang/Object`.
    pub super_name: Option<Arc<str>>,
    pub interfaces: Vec<Arc<str>>,
    pub cp: Vec<CpEntry>,
    pub fields: Vec<FieldDef>,
    pub methods: Vec<MethodDef>,
    pub bootstrap_methods: Vec<BootstrapMethod>,
    /// The `SourceFile` attribute.
    pub source_file: Option<Arc<str>>,
    /// The `NestHost` attribute.
    pub nest_host: Option<Arc<str>>,
    /// From `InnerClasses`: the simple name of this class when it is a
    /// member, local or anonymous class (`Some("")` for anonymous ones), and
    /// its outer class when it is a member class.
    pub inner_simple_name: Option<Arc<str>>,
    pub outer_class: Option<Arc<str>>,
    /// True when the class has a `Record` attribute.
    pub is_record: bool,
    /// The `Record` attribute: `(name, descriptor)` of each component, in
    /// declaration order (empty when the class is not a record).
    pub record_components: Vec<(Arc<str>, Arc<str>)>,
    /// The `PermittedSubclasses` attribute of a sealed class: internal names.
    pub permitted_subclasses: Vec<Arc<str>>,
    /// The `NestMembers` attribute of a nest host: internal names.
    pub nest_members: Vec<Arc<str>>,
    /// The `EnclosingMethod` attribute of a local or anonymous class: the
    /// enclosing class, and the enclosing method's `(name, descriptor)` when
    /// the class is enclosed by a method or constructor (not by an
    /// initializer).
    pub enclosing_method: Option<EnclosingMethod>,
    /// The `Signature` attribute: the generic signature of the class.
    pub signature: Option<Arc<str>>,
}

/// Why a class file could not be used. The message names the class or file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassFormatError(pub String);

impl std::fmt::Display for ClassFormatError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ClassFormatError {}

/// The newest class-file major version we accept (Java 25).
pub const MAX_MAJOR_VERSION: u16 = 69;
