//! Class-file parsing: raw bytes to our `ClassFile` model.
//!
//! The structure is read by `classfile-parser`; this module checks the
//! header first (magic, version, constant-pool tags the crate cannot read),
//! then turns the crate's output into our model, resolving every symbolic
//! constant-pool reference to strings and checking each index it follows
//! (range and kind), so later stages may index `ClassFile::cp` with the
//! operands of decoded instructions without further checks:
//!
//! * `ldc` names an Int/Float/String/Class/MethodType/MethodHandle entry,
//!   `ldc2_w` a Long/Double entry;
//! * field instructions name a FieldRef; `invokevirtual` a class MethodRef,
//!   `invokeinterface` an interface MethodRef, `invokespecial`/`invokestatic`
//!   either; `invokedynamic` an InvokeDynamic entry whose bootstrap index is
//!   in range of `bootstrap_methods`;
//! * `new`, `anewarray`, `multianewarray`, `checkcast`, `instanceof` and
//!   non-zero handler catch types name a Class entry;
//! * a static field's ConstantValue matches the field's type.
//!
//! `parse_class` never panics: inputs the crate is known to panic on are
//! rejected beforehand, and its calls are additionally guarded with
//! `catch_unwind`.

use std::collections::HashSet;
use std::sync::Arc;

use classfile_parser::attribute_info::{
    bootstrap_methods_attribute_parser, code_attribute_parser, AttributeInfo,
};
use classfile_parser::class_parser;
use classfile_parser::constant_info::ConstantInfo;

use crate::classfile::{
    access, BootstrapMethod, ClassFile, ClassFormatError, Code, CpEntry, FieldDef, MethodDef,
    MAX_MAJOR_VERSION,
};
use crate::decode::{decode_method_code, RawLocalVar};
use crate::insn::{CpIdx, Insn};

/// `ACC_MODULE` (JVMS 4.1): the class file is a module descriptor.
const ACC_MODULE: u16 = 0x8000;

/// The oldest class-file major version (JDK 1.0.2).
const MIN_MAJOR_VERSION: u16 = 45;

/// Parses and decodes one class file.
pub fn parse_class(bytes: &[u8]) -> Result<ClassFile, ClassFormatError> {
    let header = prescan(bytes)?;
    let who = header
        .name
        .as_deref()
        .map(java_name)
        .unwrap_or_else(|| "<unknown class>".to_string());
    if header.major > MAX_MAJOR_VERSION {
        return Err(ClassFormatError(format!(
            "class file version {}.{} of {who} is newer than supported (up to {MAX_MAJOR_VERSION}, Java {})",
            header.major,
            header.minor,
            MAX_MAJOR_VERSION - 44
        )));
    }
    if header.major < MIN_MAJOR_VERSION {
        return Err(ClassFormatError(format!(
            "class file version {}.{} of {who} is not a valid version (the oldest is {MIN_MAJOR_VERSION}.0)",
            header.major, header.minor
        )));
    }
    if header.access & ACC_MODULE != 0 {
        return Err(ClassFormatError(format!(
            "{who} is a module descriptor (ACC_MODULE), not a class"
        )));
    }
    if let Some((tag, idx)) = header.unsupported_tag {
        let kind = match tag {
            17 => "CONSTANT_Dynamic",
            19 => "CONSTANT_Module",
            _ => "CONSTANT_Package",
        };
        return Err(ClassFormatError(format!(
            "unsupported constant pool tag {tag} ({kind}) at index {idx} in {who}"
        )));
    }

    // `prescan` has ruled out the one input `class_parser` panics on (a zero
    // constant_pool_count); the guard only keeps an unknown crate bug from
    // unwinding through us.
    let parsed = guard(|| class_parser(bytes)).ok_or_else(|| {
        ClassFormatError(format!("class file parser failed unexpectedly on {who}"))
    })?;
    let (rest, raw) = parsed.map_err(|_| {
        ClassFormatError(format!(
            "malformed class file {who}: truncated or inconsistent structure"
        ))
    })?;
    if !rest.is_empty() {
        return Err(ClassFormatError(format!(
            "{} extra bytes at the end of class file {who}",
            rest.len()
        )));
    }
    Builder::new(&raw, who, header.access)?.build()
}

/// Counts panics caught by `guard`; tests assert it stays zero.
#[cfg(test)]
pub(crate) static GUARD_TRIPS: std::sync::atomic::AtomicUsize =
    std::sync::atomic::AtomicUsize::new(0);

/// Runs a `classfile-parser` call, turning a panic into `None`. Inputs known
/// to make the crate panic are rejected before calling it, so this is only a
/// safety net (the default panic hook would still print a message).
pub(crate) fn guard<R>(f: impl FnOnce() -> R + std::panic::UnwindSafe) -> Option<R> {
    let r = std::panic::catch_unwind(f).ok();
    #[cfg(test)]
    if r.is_none() {
        GUARD_TRIPS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }
    r
}

/// A class name in messages: `java.util.HashMap$Node`.
fn java_name(internal: &str) -> String {
    internal.replace('/', ".")
}

/// Big-endian reader over a byte slice; every read is bounds-checked.
struct Reader<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    fn new(bytes: &'a [u8]) -> Self {
        Reader { bytes, pos: 0 }
    }

    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let end = self.pos.checked_add(n)?;
        let s = self.bytes.get(self.pos..end)?;
        self.pos = end;
        Some(s)
    }

    fn u8(&mut self) -> Option<u8> {
        self.take(1).map(|b| b[0])
    }

    fn u16(&mut self) -> Option<u16> {
        self.take(2).map(|b| u16::from_be_bytes([b[0], b[1]]))
    }

    fn u32(&mut self) -> Option<u32> {
        self.take(4)
            .map(|b| u32::from_be_bytes([b[0], b[1], b[2], b[3]]))
    }

    fn at_end(&self) -> bool {
        self.pos == self.bytes.len()
    }
}

/// What is read from the class-file header before the crate parses it.
struct Header {
    minor: u16,
    major: u16,
    access: u16,
    /// This class's internal name, when the header is intact enough to say.
    name: Option<String>,
    /// The first CONSTANT_Dynamic/Module/Package entry (tag, index).
    unsupported_tag: Option<(u8, u16)>,
}

/// Reads magic, version, the constant pool (by tag and size only) and the
/// access flags and `this_class` after it.
fn prescan(bytes: &[u8]) -> Result<Header, ClassFormatError> {
    let fail = |m: String| ClassFormatError(m);
    let mut r = Reader::new(bytes);
    let truncated =
        || fail("truncated class file (ends inside the header or constant pool)".into());
    let magic = r.u32().ok_or_else(truncated)?;
    if magic != 0xCAFE_BABE {
        return Err(fail(format!(
            "not a class file: bad magic number 0x{magic:08X} (expected 0xCAFEBABE)"
        )));
    }
    let minor = r.u16().ok_or_else(truncated)?;
    let major = r.u16().ok_or_else(truncated)?;
    let count = r.u16().ok_or_else(truncated)?;
    if count == 0 {
        return Err(fail("invalid constant_pool_count 0 in class file".into()));
    }
    // Per entry: Utf8 byte range, or Class name index; enough to name the class.
    let mut utf8_at: Vec<Option<&[u8]>> = vec![None; usize::from(count)];
    let mut class_name_at: Vec<Option<u16>> = vec![None; usize::from(count)];
    let mut unsupported_tag = None;
    let mut i: u16 = 1;
    while i < count {
        let tag = r.u8().ok_or_else(truncated)?;
        let size = match tag {
            1 => {
                let len = r.u16().ok_or_else(truncated)?;
                utf8_at[usize::from(i)] = Some(r.take(usize::from(len)).ok_or_else(truncated)?);
                0
            }
            3 | 4 => 4,
            5 | 6 => {
                if i + 1 >= count {
                    return Err(fail(format!(
                        "constant pool entry {i} is a long/double in the last slot (count {count})"
                    )));
                }
                8
            }
            7 => {
                class_name_at[usize::from(i)] = Some(r.u16().ok_or_else(truncated)?);
                0
            }
            8 | 16 => 2,
            9 | 10 | 11 | 12 | 18 => 4,
            15 => 3,
            17 | 19 | 20 => {
                unsupported_tag.get_or_insert((tag, i));
                if tag == 17 {
                    4
                } else {
                    2
                }
            }
            _ => {
                return Err(fail(format!(
                    "invalid constant pool tag {tag} at index {i} in class file"
                )))
            }
        };
        r.take(size).ok_or_else(truncated)?;
        i += if tag == 5 || tag == 6 { 2 } else { 1 };
    }
    let access = r.u16().ok_or_else(truncated)?;
    let this_class = r.u16().ok_or_else(truncated)?;
    let name = class_name_at
        .get(usize::from(this_class))
        .copied()
        .flatten()
        .and_then(|n| utf8_at.get(usize::from(n)).copied().flatten())
        .map(|b| String::from_utf8_lossy(b).into_owned());
    Ok(Header {
        minor,
        major,
        access,
        name,
        unsupported_tag,
    })
}

/// Turns the crate's `ClassFile` into ours.
struct Builder<'a> {
    raw: &'a classfile_parser::ClassFile,
    /// The class name for messages (`java.lang.String`).
    who: String,
    /// Raw access flags (the crate drops the bits it does not know).
    access: u16,
    /// Decoded Utf8 entries by constant-pool index, shared by all users.
    utf8: Vec<Option<Arc<str>>>,
    /// The UTF-16 units of the Utf8 entries that hold an unpaired
    /// surrogate (which `utf8` shows as U+FFFD), by constant-pool index.
    utf16: Vec<Option<Arc<[u16]>>>,
}

type Res<T> = Result<T, ClassFormatError>;

impl<'a> Builder<'a> {
    fn new(raw: &'a classfile_parser::ClassFile, who: String, access: u16) -> Res<Self> {
        let count = usize::from(raw.const_pool_size);
        if raw.const_pool.len() + 1 != count {
            return Err(ClassFormatError(format!(
                "constant pool of {who} has {} slots, expected {}",
                raw.const_pool.len() + 1,
                count
            )));
        }
        let utf8 = std::iter::once(None)
            .chain(raw.const_pool.iter().map(|e| match e {
                // The crate's decoding is exact for valid modified UTF-8; on
                // anything else (in practice: lone surrogates, which javac
                // emits for string literals such as "\uD800") it falls back
                // to `from_utf8_lossy`, which yields one U+FFFD per byte and
                // garbles NULs and surrogate pairs, changing the string's
                // length. Only a fallback result can contain U+FFFD that the
                // bytes did not spell out, so only then decode it ourselves.
                ConstantInfo::Utf8(u) if u.utf8_string.contains('\u{FFFD}') => {
                    Some(Arc::<str>::from(decode_modified_utf8(&u.bytes)))
                }
                ConstantInfo::Utf8(u) => Some(Arc::<str>::from(u.utf8_string.as_str())),
                _ => None,
            }))
            .collect();
        let utf16 = std::iter::once(None)
            .chain(raw.const_pool.iter().map(|e| match e {
                ConstantInfo::Utf8(u) if u.utf8_string.contains('\u{FFFD}') => {
                    let units = modified_utf8_units(&u.bytes);
                    let lone = char::decode_utf16(units.iter().copied()).any(|c| c.is_err());
                    lone.then(|| Arc::<[u16]>::from(units))
                }
                _ => None,
            }))
            .collect();
        Ok(Builder {
            raw,
            who,
            access,
            utf8,
            utf16,
        })
    }

    fn error(&self, msg: impl std::fmt::Display) -> ClassFormatError {
        ClassFormatError(format!("{msg} in {}", self.who))
    }

    fn raw_entry(&self, idx: u16) -> Option<&'a ConstantInfo> {
        let i = usize::from(idx).checked_sub(1)?;
        self.raw.const_pool.get(i)
    }

    /// Error for a constant-pool reference of the wrong kind.
    fn bad_ref(&self, what: &str, idx: u16, expected: &str) -> ClassFormatError {
        let found = if idx == 0 {
            "index 0".to_string()
        } else {
            match self.raw_entry(idx) {
                None => format!(
                    "out of range (constant_pool_count {})",
                    self.raw.const_pool_size
                ),
                Some(e) => format!("a {} entry", raw_kind_name(e)),
            }
        };
        self.error(format!(
            "invalid constant pool reference #{idx} for {what}: expected {expected}, found {found}"
        ))
    }

    fn utf8(&self, idx: u16, what: &str) -> Res<Arc<str>> {
        self.utf8
            .get(usize::from(idx))
            .cloned()
            .flatten()
            .ok_or_else(|| self.bad_ref(what, idx, "a Utf8 entry"))
    }

    fn class(&self, idx: u16, what: &str) -> Res<Arc<str>> {
        match self.raw_entry(idx) {
            Some(ConstantInfo::Class(c)) => self.utf8(c.name_index, what),
            _ => Err(self.bad_ref(what, idx, "a Class entry")),
        }
    }

    /// Zero means "none"; anything else must be a Class entry.
    fn opt_class(&self, idx: u16, what: &str) -> Res<Option<Arc<str>>> {
        if idx == 0 {
            Ok(None)
        } else {
            self.class(idx, what).map(Some)
        }
    }

    fn name_and_type(&self, idx: u16, what: &str) -> Res<(Arc<str>, Arc<str>)> {
        match self.raw_entry(idx) {
            Some(ConstantInfo::NameAndType(nt)) => Ok((
                self.utf8(nt.name_index, what)?,
                self.utf8(nt.descriptor_index, what)?,
            )),
            _ => Err(self.bad_ref(what, idx, "a NameAndType entry")),
        }
    }

    fn constant_pool(&self) -> Res<Vec<CpEntry>> {
        let mut cp = Vec::with_capacity(self.raw.const_pool.len() + 1);
        cp.push(CpEntry::Empty);
        for (i, e) in self.raw.const_pool.iter().enumerate() {
            let idx = (i + 1) as u16;
            let what = |kind: &str| format!("the {kind} at constant pool index {idx}");
            cp.push(match e {
                ConstantInfo::Utf8(_) => CpEntry::Utf8(self.utf8(idx, "a Utf8 entry")?),
                ConstantInfo::Integer(c) => CpEntry::Int(c.value),
                ConstantInfo::Float(c) => CpEntry::Float(c.value),
                ConstantInfo::Long(c) => CpEntry::Long(c.value),
                ConstantInfo::Double(c) => CpEntry::Double(c.value),
                ConstantInfo::Unusable => CpEntry::Empty,
                ConstantInfo::Class(c) => CpEntry::Class(self.utf8(c.name_index, &what("Class"))?),
                ConstantInfo::String(c) => {
                    let text = self.utf8(c.string_index, &what("String"))?;
                    match self.utf16.get(usize::from(c.string_index)) {
                        Some(Some(units)) => CpEntry::StringUtf16(units.clone()),
                        _ => CpEntry::String(text),
                    }
                }
                ConstantInfo::MethodType(c) => {
                    CpEntry::MethodType(self.utf8(c.descriptor_index, &what("MethodType"))?)
                }
                ConstantInfo::NameAndType(c) => CpEntry::NameAndType {
                    name: self.utf8(c.name_index, &what("NameAndType"))?,
                    desc: self.utf8(c.descriptor_index, &what("NameAndType"))?,
                },
                ConstantInfo::FieldRef(c) => {
                    let w = what("Fieldref");
                    let class = self.class(c.class_index, &w)?;
                    let (name, desc) = self.name_and_type(c.name_and_type_index, &w)?;
                    CpEntry::FieldRef { class, name, desc }
                }
                ConstantInfo::MethodRef(c) => {
                    let w = what("Methodref");
                    let class = self.class(c.class_index, &w)?;
                    let (name, desc) = self.name_and_type(c.name_and_type_index, &w)?;
                    CpEntry::MethodRef {
                        class,
                        name,
                        desc,
                        interface: false,
                    }
                }
                ConstantInfo::InterfaceMethodRef(c) => {
                    let w = what("InterfaceMethodref");
                    let class = self.class(c.class_index, &w)?;
                    let (name, desc) = self.name_and_type(c.name_and_type_index, &w)?;
                    CpEntry::MethodRef {
                        class,
                        name,
                        desc,
                        interface: true,
                    }
                }
                ConstantInfo::InvokeDynamic(c) => {
                    let w = what("InvokeDynamic");
                    let (name, desc) = self.name_and_type(c.name_and_type_index, &w)?;
                    CpEntry::InvokeDynamic {
                        bootstrap: c.bootstrap_method_attr_index,
                        name,
                        desc,
                    }
                }
                ConstantInfo::MethodHandle(c) => {
                    let kind = c.reference_kind;
                    let target = self.raw_entry(c.reference_index);
                    // JVMS 4.4.8: kinds 1-4 name a Fieldref, 5 and 8 a
                    // Methodref, 6 and 7 a Methodref or (since 52.0) an
                    // InterfaceMethodref, 9 an InterfaceMethodref.
                    let (ok, expected) = match kind {
                        1..=4 => (matches!(target, Some(ConstantInfo::FieldRef(_))), "a Fieldref"),
                        5 | 8 => (
                            matches!(target, Some(ConstantInfo::MethodRef(_))),
                            "a Methodref",
                        ),
                        6 | 7 => (
                            matches!(
                                target,
                                Some(ConstantInfo::MethodRef(_) | ConstantInfo::InterfaceMethodRef(_))
                            ),
                            "a Methodref or InterfaceMethodref",
                        ),
                        9 => (
                            matches!(target, Some(ConstantInfo::InterfaceMethodRef(_))),
                            "an InterfaceMethodref",
                        ),
                        _ => {
                            return Err(self.error(format!(
                                "invalid reference_kind {kind} of the MethodHandle at constant pool index {idx}"
                            )))
                        }
                    };
                    if !ok {
                        return Err(self.bad_ref(
                            &format!("the MethodHandle (kind {kind}) at constant pool index {idx}"),
                            c.reference_index,
                            expected,
                        ));
                    }
                    CpEntry::MethodHandle {
                        kind,
                        index: c.reference_index,
                    }
                }
            });
        }
        Ok(cp)
    }

    fn attr_name(&self, attr: &AttributeInfo, owner: &str) -> Res<Arc<str>> {
        self.utf8(
            attr.attribute_name_index,
            &format!("the name of an attribute of {owner}"),
        )
    }

    fn build(self) -> Res<ClassFile> {
        let cp = self.constant_pool()?;
        let raw = self.raw;
        let name = self.class(raw.this_class, "this_class")?;
        let super_name = self.opt_class(raw.super_class, "super_class")?;
        if super_name.is_none() && &*name != "java/lang/Object" {
            return Err(self.error("super_class is 0 (only java.lang.Object has no superclass)"));
        }
        if super_name.is_some() && &*name == "java/lang/Object" {
            return Err(self.error("java.lang.Object must not have a superclass"));
        }
        let interfaces = raw
            .interfaces
            .iter()
            .map(|&i| self.class(i, "an entry of interfaces"))
            .collect::<Res<Vec<_>>>()?;

        if self.access & access::INTERFACE != 0 && super_name.as_deref() != Some("java/lang/Object")
        {
            return Err(ClassFormatError(format!(
                "Interfaces must have java.lang.Object as superclass in class file {}",
                self.who
            )));
        }
        if !legal_class_flags(self.access & !ACC_MODULE) {
            return Err(ClassFormatError(format!(
                "Illegal class modifiers in class {}: 0x{:X}",
                self.who, self.access
            )));
        }
        let mut class = ClassFile {
            major_version: raw.major_version,
            minor_version: raw.minor_version,
            access: self.access & !ACC_MODULE,
            name,
            super_name,
            interfaces,
            cp,
            fields: Vec::with_capacity(raw.fields.len()),
            methods: Vec::with_capacity(raw.methods.len()),
            bootstrap_methods: Vec::new(),
            source_file: None,
            nest_host: None,
            inner_simple_name: None,
            outer_class: None,
            is_record: false,
            record_components: Vec::new(),
            permitted_subclasses: Vec::new(),
            nest_members: Vec::new(),
            enclosing_method: None,
            signature: None,
        };
        self.class_attributes(&mut class)?;
        self.fields(&mut class)?;
        self.methods(&mut class)?;
        // InvokeDynamic entries must index the BootstrapMethods attribute.
        for (i, e) in class.cp.iter().enumerate() {
            if let CpEntry::InvokeDynamic { bootstrap, .. } = e {
                if usize::from(*bootstrap) >= class.bootstrap_methods.len() {
                    return Err(self.error(format!(
                        "the InvokeDynamic at constant pool index {i} names bootstrap method {bootstrap}, but there are only {}",
                        class.bootstrap_methods.len()
                    )));
                }
            }
        }
        Ok(class)
    }

    fn class_attributes(&self, class: &mut ClassFile) -> Res<()> {
        let mut seen = HashSet::new();
        for attr in &self.raw.attributes {
            let name = self.attr_name(attr, "the class")?;
            let known = matches!(
                &*name,
                "SourceFile"
                    | "NestHost"
                    | "InnerClasses"
                    | "BootstrapMethods"
                    | "Record"
                    | "PermittedSubclasses"
                    | "NestMembers"
                    | "EnclosingMethod"
                    | "Signature"
            );
            if known && !seen.insert(name.clone()) {
                return Err(self.error(format!("duplicate {name} attribute")));
            }
            let mut r = Reader::new(&attr.info);
            let short = || self.error(format!("malformed {name} attribute"));
            match &*name {
                "SourceFile" => {
                    let idx = r.u16().filter(|_| r.at_end()).ok_or_else(short)?;
                    class.source_file = Some(self.utf8(idx, "SourceFile")?);
                }
                "NestHost" => {
                    let idx = r.u16().filter(|_| r.at_end()).ok_or_else(short)?;
                    class.nest_host = Some(self.class(idx, "NestHost")?);
                }
                "InnerClasses" => {
                    let n = r.u16().ok_or_else(short)?;
                    for _ in 0..n {
                        let (Some(inner), Some(outer), Some(simple), Some(_flags)) =
                            (r.u16(), r.u16(), r.u16(), r.u16())
                        else {
                            return Err(short());
                        };
                        let what = "an InnerClasses entry";
                        let inner = self.class(inner, what)?;
                        let outer = self.opt_class(outer, what)?;
                        let simple = if simple == 0 {
                            Arc::<str>::from("")
                        } else {
                            self.utf8(simple, what)?
                        };
                        if inner == class.name {
                            class.inner_simple_name = Some(simple);
                            class.outer_class = outer;
                        }
                    }
                    if !r.at_end() {
                        return Err(short());
                    }
                }
                "BootstrapMethods" => {
                    let (rest, bms) =
                        bootstrap_methods_attribute_parser(&attr.info).map_err(|_| short())?;
                    if !rest.is_empty() {
                        return Err(short());
                    }
                    for (i, bm) in bms.bootstrap_methods.iter().enumerate() {
                        let what = format!("bootstrap method {i}");
                        if !matches!(
                            class.cp.get(usize::from(bm.bootstrap_method_ref)),
                            Some(CpEntry::MethodHandle { .. })
                        ) {
                            return Err(self.bad_ref(
                                &what,
                                bm.bootstrap_method_ref,
                                "a MethodHandle entry",
                            ));
                        }
                        for &arg in &bm.bootstrap_arguments {
                            if !matches!(
                                class.cp.get(usize::from(arg)),
                                Some(
                                    CpEntry::Int(_)
                                        | CpEntry::Float(_)
                                        | CpEntry::Long(_)
                                        | CpEntry::Double(_)
                                        | CpEntry::Class(_)
                                        | CpEntry::String(_)
                                        | CpEntry::StringUtf16(_)
                                        | CpEntry::MethodHandle { .. }
                                        | CpEntry::MethodType(_)
                                )
                            ) {
                                return Err(self.bad_ref(
                                    &format!("an argument of {what}"),
                                    arg,
                                    "a loadable constant",
                                ));
                            }
                        }
                        class.bootstrap_methods.push(BootstrapMethod {
                            method: bm.bootstrap_method_ref,
                            args: bm.bootstrap_arguments.clone(),
                        });
                    }
                }
                "Record" => {
                    class.is_record = true;
                    let n = r.u16().ok_or_else(short)?;
                    for _ in 0..n {
                        let (Some(name_idx), Some(desc_idx), Some(n_attrs)) =
                            (r.u16(), r.u16(), r.u16())
                        else {
                            return Err(short());
                        };
                        let what = "a Record component";
                        let comp = (self.utf8(name_idx, what)?, self.utf8(desc_idx, what)?);
                        // The component's own attributes (Signature,
                        // annotations) are skipped.
                        for _ in 0..n_attrs {
                            let (Some(_), Some(len)) = (r.u16(), r.u32()) else {
                                return Err(short());
                            };
                            r.take(len as usize).ok_or_else(short)?;
                        }
                        class.record_components.push(comp);
                    }
                    if !r.at_end() {
                        return Err(short());
                    }
                }
                "PermittedSubclasses" | "NestMembers" => {
                    let classes = self.class_list(&mut r, &name).ok_or_else(short)??;
                    if &*name == "NestMembers" {
                        class.nest_members = classes;
                    } else {
                        class.permitted_subclasses = classes;
                    }
                }
                "EnclosingMethod" => {
                    let (Some(class_idx), Some(method_idx)) = (r.u16(), r.u16()) else {
                        return Err(short());
                    };
                    if !r.at_end() {
                        return Err(short());
                    }
                    let outer = self.class(class_idx, "EnclosingMethod")?;
                    let method = if method_idx == 0 {
                        None
                    } else {
                        Some(self.name_and_type(method_idx, "EnclosingMethod")?)
                    };
                    class.enclosing_method = Some((outer, method));
                }
                "Signature" => class.signature = Some(self.signature(&attr.info, "the class")?),
                _ => {}
            }
        }
        Ok(())
    }

    /// Reads a `u2` count and that many Class indices (NestMembers,
    /// PermittedSubclasses, Exceptions), which must be all the bytes left.
    /// `None` when the bytes are malformed; an inner error for a bad index.
    fn class_list(&self, r: &mut Reader<'_>, what: &str) -> Option<Res<Vec<Arc<str>>>> {
        let n = r.u16()?;
        let mut idxs = Vec::with_capacity(usize::from(n));
        for _ in 0..n {
            idxs.push(r.u16()?);
        }
        if !r.at_end() {
            return None;
        }
        Some(
            idxs.into_iter()
                .map(|i| self.class(i, &format!("an entry of {what}")))
                .collect(),
        )
    }

    /// The string a `Signature` attribute body (one Utf8 index) names.
    fn signature(&self, info: &[u8], owner: &str) -> Res<Arc<str>> {
        let mut r = Reader::new(info);
        let idx = r
            .u16()
            .filter(|_| r.at_end())
            .ok_or_else(|| self.error(format!("malformed Signature attribute of {owner}")))?;
        self.utf8(idx, &format!("the Signature of {owner}"))
    }

    fn fields(&self, class: &mut ClassFile) -> Res<()> {
        let mut seen = HashSet::new();
        for f in &self.raw.fields {
            let name = self.utf8(f.name_index, "a field name")?;
            let desc = self.utf8(f.descriptor_index, "a field descriptor")?;
            let flags = f.access_flags.bits();
            let owner = format!("field {name}");
            if !legal_field_flags(flags, self.access & access::INTERFACE != 0) {
                return Err(ClassFormatError(format!(
                    "Illegal field modifiers in class {}: 0x{flags:X}",
                    self.who
                )));
            }
            if !seen.insert((name.clone(), desc.clone())) {
                return Err(self.error(format!("duplicate field {name} {desc}")));
            }
            let mut constant_value = None;
            let mut have_cv = false;
            let mut signature = None;
            for attr in &f.attributes {
                let attr_name = self.attr_name(attr, &owner)?;
                if &*attr_name == "Signature" {
                    if signature.is_some() {
                        return Err(self.error(format!("duplicate Signature attribute of {owner}")));
                    }
                    signature = Some(self.signature(&attr.info, &owner)?);
                    continue;
                }
                if &*attr_name != "ConstantValue" {
                    continue;
                }
                if std::mem::replace(&mut have_cv, true) {
                    return Err(self.error(format!("duplicate ConstantValue attribute of {owner}")));
                }
                let mut r = Reader::new(&attr.info);
                let idx = r.u16().filter(|_| r.at_end()).ok_or_else(|| {
                    self.error(format!("malformed ConstantValue attribute of {owner}"))
                })?;
                // JVMS 4.7.2: ignored on non-static fields.
                if flags & access::STATIC == 0 {
                    continue;
                }
                let entry = class.cp.get(usize::from(idx));
                let ok = match desc.as_bytes() {
                    [b'I' | b'S' | b'C' | b'B' | b'Z'] => matches!(entry, Some(CpEntry::Int(_))),
                    b"J" => matches!(entry, Some(CpEntry::Long(_))),
                    b"F" => matches!(entry, Some(CpEntry::Float(_))),
                    b"D" => matches!(entry, Some(CpEntry::Double(_))),
                    b"Ljava/lang/String;" => {
                        matches!(entry, Some(CpEntry::String(_) | CpEntry::StringUtf16(_)))
                    }
                    _ => false,
                };
                if !ok {
                    return Err(self.bad_ref(
                        &format!("the ConstantValue of {owner} {desc}"),
                        idx,
                        "a constant of the field's type",
                    ));
                }
                constant_value = Some(idx);
            }
            class.fields.push(FieldDef {
                access: flags,
                name,
                desc,
                constant_value,
                signature,
            });
        }
        Ok(())
    }

    fn methods(&self, class: &mut ClassFile) -> Res<()> {
        let mut seen = HashSet::new();
        for m in &self.raw.methods {
            let name = self.utf8(m.name_index, "a method name")?;
            let desc = self.utf8(m.descriptor_index, "a method descriptor")?;
            let flags = m.access_flags.bits();
            let owner = format!("method {name}{desc}");
            let in_interface = self.access & access::INTERFACE != 0;
            if !legal_method_flags(flags, &name, in_interface, self.raw.major_version) {
                return Err(ClassFormatError(format!(
                    "Method {name} in class {} has illegal modifiers: 0x{flags:X}",
                    self.who
                )));
            }
            if !seen.insert((name.clone(), desc.clone())) {
                return Err(self.error(format!("duplicate {owner}")));
            }
            let in_method = |e: ClassFormatError| {
                ClassFormatError(format!("{} in {}.{name}{desc}", e.0, self.who))
            };
            let mut code = None;
            let mut signature = None;
            let mut exceptions = None;
            for attr in &m.attributes {
                let attr_name = self.attr_name(attr, &owner)?;
                if &*attr_name == "Signature" {
                    if signature.is_some() {
                        return Err(self.error(format!("duplicate Signature attribute of {owner}")));
                    }
                    signature = Some(self.signature(&attr.info, &owner)?);
                    continue;
                }
                if &*attr_name == "Exceptions" {
                    if exceptions.is_some() {
                        return Err(
                            self.error(format!("duplicate Exceptions attribute of {owner}"))
                        );
                    }
                    let what = format!("the Exceptions attribute of {owner}");
                    let list = self
                        .class_list(&mut Reader::new(&attr.info), &what)
                        .ok_or_else(|| {
                            self.error(format!("malformed Exceptions attribute of {owner}"))
                        })??;
                    exceptions = Some(list);
                    continue;
                }
                if &*attr_name != "Code" {
                    continue;
                }
                if code.is_some() {
                    return Err(self.error(format!("duplicate Code attribute of {owner}")));
                }
                let malformed = || self.error(format!("malformed Code attribute of {owner}"));
                let (rest, ca) = code_attribute_parser(&attr.info).map_err(|_| malformed())?;
                if !rest.is_empty() {
                    return Err(malformed());
                }
                let mut lines = Vec::new();
                let mut local_vars = Vec::new();
                for sub in &ca.attributes {
                    let sub_name = self.attr_name(sub, &format!("the Code of {owner}"))?;
                    if &*sub_name == "LocalVariableTable" {
                        self.local_variable_table(&sub.info, &owner, &mut local_vars)?;
                        continue;
                    }
                    if &*sub_name != "LineNumberTable" {
                        continue;
                    }
                    let bad = || self.error(format!("malformed LineNumberTable of {owner}"));
                    let mut r = Reader::new(&sub.info);
                    let n = r.u16().ok_or_else(bad)?;
                    for _ in 0..n {
                        let (Some(pc), Some(line)) = (r.u16(), r.u16()) else {
                            return Err(bad());
                        };
                        lines.push((pc, line));
                    }
                    if !r.at_end() {
                        return Err(bad());
                    }
                }
                let decoded = decode_method_code(&ca, &lines, &local_vars).map_err(in_method)?;
                check_operands(&class.cp, &decoded).map_err(in_method)?;
                code = Some(decoded);
            }
            let bodiless = flags & (access::ABSTRACT | access::NATIVE) != 0;
            if bodiless && code.is_some() {
                return Err(self.error(format!("abstract or native {owner} has a Code attribute")));
            }
            if !bodiless && code.is_none() {
                return Err(self.error(format!(
                    "{owner} has no Code attribute but is neither abstract nor native"
                )));
            }
            class.methods.push(MethodDef {
                access: flags,
                name,
                desc,
                code,
                signature,
                exceptions: exceptions.unwrap_or_default(),
            });
        }
        Ok(())
    }

    /// Appends the rows of one LocalVariableTable attribute to `out`.
    fn local_variable_table(
        &self,
        info: &[u8],
        owner: &str,
        out: &mut Vec<RawLocalVar>,
    ) -> Res<()> {
        let bad = || self.error(format!("malformed LocalVariableTable of {owner}"));
        let mut r = Reader::new(info);
        let n = r.u16().ok_or_else(bad)?;
        let what = format!("a LocalVariableTable entry of {owner}");
        for _ in 0..n {
            let (Some(start_pc), Some(length), Some(name), Some(desc), Some(slot)) =
                (r.u16(), r.u16(), r.u16(), r.u16(), r.u16())
            else {
                return Err(bad());
            };
            out.push(RawLocalVar {
                start_pc,
                length,
                slot,
                name: self.utf8(name, &what)?,
                desc: self.utf8(desc, &what)?,
            });
        }
        if !r.at_end() {
            return Err(bad());
        }
        Ok(())
    }
}

/// At most one of public, private and protected.
fn one_visibility(flags: u16) -> bool {
    (flags & (access::PUBLIC | access::PRIVATE | access::PROTECTED)).count_ones() <= 1
}

/// JVMS 4.1: an interface is abstract and neither final nor an enum, and
/// only interfaces are annotations. (Final and abstract together, which
/// HotSpot refuses in a class file, is left alone: the VM's own primitive
/// classes are made that way, as `Class.getModifiers` reports them.)
fn legal_class_flags(flags: u16) -> bool {
    use access::*;
    if flags & INTERFACE != 0 {
        flags & ABSTRACT != 0 && flags & (FINAL | ENUM) == 0
    } else {
        flags & ANNOTATION == 0
    }
}

/// JVMS 4.5: the combinations of field access flags HotSpot accepts.
fn legal_field_flags(flags: u16, in_interface: bool) -> bool {
    use access::*;
    if in_interface {
        return flags & (PUBLIC | STATIC | FINAL) == PUBLIC | STATIC | FINAL
            && flags & !(PUBLIC | STATIC | FINAL | SYNTHETIC) == 0;
    }
    one_visibility(flags) && flags & (FINAL | VOLATILE) != FINAL | VOLATILE
}

/// JVMS 4.6: the combinations of method access flags HotSpot accepts
/// (the interpreter relies on them: an abstract method is never static,
/// an interface method never protected).
fn legal_method_flags(flags: u16, name: &str, in_interface: bool, major: u16) -> bool {
    use access::*;
    if name == "<clinit>" {
        return true;
    }
    if !one_visibility(flags) {
        return false;
    }
    if flags & ABSTRACT != 0 && flags & (PRIVATE | STATIC | FINAL | SYNCHRONIZED | NATIVE) != 0 {
        return false;
    }
    if name == "<init>" {
        return !in_interface
            && flags & (STATIC | FINAL | SYNCHRONIZED | NATIVE | ABSTRACT | BRIDGE) == 0;
    }
    if in_interface {
        if major >= 52 {
            return flags & (PROTECTED | FINAL | SYNCHRONIZED | NATIVE) == 0
                && flags & (PUBLIC | PRIVATE) != 0;
        }
        return flags & (PUBLIC | ABSTRACT) == PUBLIC | ABSTRACT;
    }
    true
}

/// Decodes modified UTF-8 (JVMS 4.4.7) leniently: each unpaired surrogate
/// and each malformed byte becomes one U+FFFD, so the UTF-16 length of the
/// Java string is preserved exactly for unpaired surrogates (a `str` cannot
/// hold them).
fn decode_modified_utf8(bytes: &[u8]) -> String {
    String::from_utf16_lossy(&modified_utf8_units(bytes))
}

/// The UTF-16 units modified UTF-8 `bytes` spell, each malformed byte as
/// one U+FFFD; unpaired surrogates are kept.
fn modified_utf8_units(bytes: &[u8]) -> Vec<u16> {
    let cont = |j: usize| {
        bytes
            .get(j)
            .filter(|&&c| c & 0xC0 == 0x80)
            .map(|&c| u16::from(c & 0x3F))
    };
    let mut units: Vec<u16> = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        let (unit, len) = if b & 0x80 == 0 {
            (u16::from(b), 1)
        } else if b & 0xE0 == 0xC0 {
            match cont(i + 1) {
                Some(c) => ((u16::from(b & 0x1F) << 6) | c, 2),
                None => (0xFFFD, 1),
            }
        } else if b & 0xF0 == 0xE0 {
            match (cont(i + 1), cont(i + 2)) {
                (Some(c1), Some(c2)) => ((u16::from(b & 0x0F) << 12) | (c1 << 6) | c2, 3),
                _ => (0xFFFD, 1),
            }
        } else {
            (0xFFFD, 1)
        };
        units.push(unit);
        i += len;
    }
    units
}

fn raw_kind_name(e: &ConstantInfo) -> &'static str {
    match e {
        ConstantInfo::Utf8(_) => "Utf8",
        ConstantInfo::Integer(_) => "Integer",
        ConstantInfo::Float(_) => "Float",
        ConstantInfo::Long(_) => "Long",
        ConstantInfo::Double(_) => "Double",
        ConstantInfo::Class(_) => "Class",
        ConstantInfo::String(_) => "String",
        ConstantInfo::FieldRef(_) => "Fieldref",
        ConstantInfo::MethodRef(_) => "Methodref",
        ConstantInfo::InterfaceMethodRef(_) => "InterfaceMethodref",
        ConstantInfo::NameAndType(_) => "NameAndType",
        ConstantInfo::MethodHandle(_) => "MethodHandle",
        ConstantInfo::MethodType(_) => "MethodType",
        ConstantInfo::InvokeDynamic(_) => "InvokeDynamic",
        ConstantInfo::Unusable => "unusable (second slot of a Long/Double)",
    }
}

fn cp_kind_name(e: &CpEntry) -> &'static str {
    match e {
        CpEntry::Empty => "unusable",
        CpEntry::Utf8(_) => "Utf8",
        CpEntry::Int(_) => "Integer",
        CpEntry::Float(_) => "Float",
        CpEntry::Long(_) => "Long",
        CpEntry::Double(_) => "Double",
        CpEntry::Class(_) => "Class",
        CpEntry::String(_) | CpEntry::StringUtf16(_) => "String",
        CpEntry::FieldRef { .. } => "Fieldref",
        CpEntry::MethodRef {
            interface: false, ..
        } => "Methodref",
        CpEntry::MethodRef {
            interface: true, ..
        } => "InterfaceMethodref",
        CpEntry::NameAndType { .. } => "NameAndType",
        CpEntry::MethodHandle { .. } => "MethodHandle",
        CpEntry::MethodType(_) => "MethodType",
        CpEntry::InvokeDynamic { .. } => "InvokeDynamic",
    }
}

/// What kind of constant-pool entry an instruction operand must name.
#[derive(Clone, Copy)]
enum Need {
    /// `ldc`/`ldc_w`.
    Loadable,
    /// `ldc2_w`.
    LongOrDouble,
    Field,
    ClassMethod,
    AnyMethod,
    InterfaceMethod,
    InvokeDynamic,
    Class,
}

impl Need {
    fn of(insn: &Insn) -> Option<(CpIdx, Need)> {
        Some(match *insn {
            Insn::Ldc(x) => (x, Need::Loadable),
            Insn::Ldc2(x) => (x, Need::LongOrDouble),
            Insn::GetStatic(x) | Insn::PutStatic(x) | Insn::GetField(x) | Insn::PutField(x) => {
                (x, Need::Field)
            }
            Insn::InvokeVirtual(x) => (x, Need::ClassMethod),
            Insn::InvokeSpecial(x) | Insn::InvokeStatic(x) => (x, Need::AnyMethod),
            Insn::InvokeInterface(x) => (x, Need::InterfaceMethod),
            Insn::InvokeDynamic(x) => (x, Need::InvokeDynamic),
            Insn::New(x)
            | Insn::ANewArray(x)
            | Insn::MultiANewArray(x, _)
            | Insn::CheckCast(x)
            | Insn::InstanceOf(x) => (x, Need::Class),
            _ => return None,
        })
    }

    fn accepts(self, e: &CpEntry) -> bool {
        match self {
            Need::Loadable => matches!(
                e,
                CpEntry::Int(_)
                    | CpEntry::Float(_)
                    | CpEntry::String(_)
                    | CpEntry::StringUtf16(_)
                    | CpEntry::Class(_)
                    | CpEntry::MethodType(_)
                    | CpEntry::MethodHandle { .. }
            ),
            Need::LongOrDouble => matches!(e, CpEntry::Long(_) | CpEntry::Double(_)),
            Need::Field => matches!(e, CpEntry::FieldRef { .. }),
            Need::ClassMethod => matches!(
                e,
                CpEntry::MethodRef {
                    interface: false,
                    ..
                }
            ),
            Need::AnyMethod => matches!(e, CpEntry::MethodRef { .. }),
            Need::InterfaceMethod => matches!(
                e,
                CpEntry::MethodRef {
                    interface: true,
                    ..
                }
            ),
            Need::InvokeDynamic => matches!(e, CpEntry::InvokeDynamic { .. }),
            Need::Class => matches!(e, CpEntry::Class(_)),
        }
    }

    fn describe(self) -> &'static str {
        match self {
            Need::Loadable => "an Integer, Float, String, Class, MethodType or MethodHandle",
            Need::LongOrDouble => "a Long or Double",
            Need::Field => "a Fieldref",
            Need::ClassMethod => "a Methodref",
            Need::AnyMethod => "a Methodref or InterfaceMethodref",
            Need::InterfaceMethod => "an InterfaceMethodref",
            Need::InvokeDynamic => "an InvokeDynamic",
            Need::Class => "a Class",
        }
    }
}

/// Describes the entry at `idx` for messages: "a Class entry", "out of range".
fn found(cp: &[CpEntry], idx: CpIdx) -> String {
    match cp.get(usize::from(idx)) {
        None => "out of range".to_string(),
        Some(CpEntry::Empty) => {
            "an unusable slot (index 0 or the second slot of a Long/Double)".to_string()
        }
        Some(e) => format!("a {} entry", cp_kind_name(e)),
    }
}

/// Checks that every constant-pool operand of `code` names an entry of the
/// kind its instruction needs, and that handler catch types are classes.
fn check_operands(cp: &[CpEntry], code: &Code) -> Result<(), ClassFormatError> {
    for h in &code.handlers {
        let ok = h.catch_type == 0
            || cp
                .get(usize::from(h.catch_type))
                .is_some_and(|e| Need::Class.accepts(e));
        if !ok {
            return Err(ClassFormatError(format!(
                "the exception handler catch type #{} is {}, expected a Class entry",
                h.catch_type,
                found(cp, h.catch_type)
            )));
        }
    }
    for (i, insn) in code.insns.iter().enumerate() {
        let Some((idx, need)) = Need::of(insn) else {
            continue;
        };
        if !cp.get(usize::from(idx)).is_some_and(|e| need.accepts(e)) {
            let at = code.byte_pcs.get(i).copied().unwrap_or_default();
            return Err(ClassFormatError(format!(
                "the operand #{idx} of the instruction at byte offset {at} is {}, expected {}",
                found(cp, idx),
                need.describe()
            )));
        }
    }
    Ok(())
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use std::path::PathBuf;
    use std::process::Command;
    use std::sync::atomic::{AtomicUsize, Ordering};

    /// Compiles Java sources (file stem, source text) with `javac --release
    /// 17` and returns every class file produced, by internal class name.
    /// Fails the test, with a clear message, when no javac can be run.
    pub(crate) fn compile_java_all(files: &[(&str, &str)]) -> Vec<(String, Vec<u8>)> {
        compile_java_all_with(files, &[])
    }

    /// As `compile_java_all`, with extra javac options (e.g. `-g`).
    pub(crate) fn compile_java_all_with(
        files: &[(&str, &str)],
        options: &[&str],
    ) -> Vec<(String, Vec<u8>)> {
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "wayfinder-parse-test-{}-{}",
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("create temp dir");
        let mut cmd = Command::new(javac());
        cmd.arg("--release")
            .arg("17")
            .arg("-d")
            .arg(dir.join("out"))
            .args(options);
        for (stem, src) in files {
            let p = dir.join(format!("{stem}.java"));
            std::fs::write(&p, src).expect("write java source");
            cmd.arg(p);
        }
        let out = cmd.output().unwrap_or_else(|e| {
            panic!(
                "cannot run javac ({e}): these tests compile Java fixtures and need a JDK 17+ \
                 (javac on PATH, or set JAVAC or JAVA_HOME)"
            )
        });
        assert!(
            out.status.success(),
            "javac failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let mut classes = Vec::new();
        let mut stack = vec![dir.join("out")];
        while let Some(d) = stack.pop() {
            for entry in std::fs::read_dir(&d).expect("read javac output") {
                let path = entry.expect("dir entry").path();
                if path.is_dir() {
                    stack.push(path);
                } else if path.extension().is_some_and(|e| e == "class") {
                    let rel = path.strip_prefix(dir.join("out")).expect("prefix");
                    let name = rel.with_extension("").to_string_lossy().replace('\\', "/");
                    classes.push((name, std::fs::read(&path).expect("read class")));
                }
            }
        }
        let _ = std::fs::remove_dir_all(&dir);
        classes.sort();
        classes
    }

    /// Compiles one source file and returns the class file of `class`.
    pub(crate) fn compile_java(class: &str, src: &str) -> Vec<u8> {
        compile_java_all(&[(class, src)])
            .into_iter()
            .find(|(n, _)| n == class)
            .map(|(_, b)| b)
            .unwrap_or_else(|| panic!("javac produced no {class}.class"))
    }

    fn javac() -> PathBuf {
        if let Some(p) = std::env::var_os("JAVAC") {
            return p.into();
        }
        if let Some(home) = std::env::var_os("JAVA_HOME") {
            let p = PathBuf::from(home).join("bin").join("javac");
            if p.exists() {
                return p;
            }
        }
        PathBuf::from("javac")
    }

    pub(crate) fn method<'c>(class: &'c ClassFile, name: &str) -> &'c MethodDef {
        class
            .methods
            .iter()
            .find(|m| &*m.name == name)
            .unwrap_or_else(|| panic!("no method {name} in {}", class.name))
    }

    pub(crate) fn method_code<'c>(class: &'c ClassFile, name: &str) -> &'c Code {
        method(class, name)
            .code
            .as_ref()
            .unwrap_or_else(|| panic!("method {name} has no code"))
    }

    const FEATURES: &str = r#"
import java.util.function.IntSupplier;

public abstract class Features implements Runnable, java.io.Serializable {
    public static final int ANSWER = 42;
    static final long BIG = 0x123456789ABCDEFL;
    static final double PI_ISH = 3.25;
    static final String GREETING = "h\u00e9llo \u0000 \uD83D\uDE00";
    static final String LONE = "a\uD800b\u0000\uDC00\uD83D\uDE00";
    int counter;

    public class Member { int x; }
    public static record Point(int x, int y) { }
    public interface Api { void call(); }

    public native int nativeOne(long a);
    public abstract void abstractOne();

    public void run() {
        IntSupplier s = () -> counter + 1;
        counter = s.getAsInt();
        Runnable anon = new Runnable() { public void run() { } };
        anon.run();
        Api api = () -> { };
        api.call();
    }

    static String concat(String a, int b) {
        return a + b;
    }

    static long longs(long x) {
        return x + 77777777777L;
    }
}
"#;

    fn features() -> Vec<(String, ClassFile)> {
        compile_java_all(&[("Features", FEATURES)])
            .into_iter()
            .map(|(n, b)| {
                let c = parse_class(&b).unwrap_or_else(|e| panic!("{n}: {e}"));
                (n, c)
            })
            .collect()
    }

    fn find<'c>(classes: &'c [(String, ClassFile)], name: &str) -> &'c ClassFile {
        &classes
            .iter()
            .find(|(n, _)| n == name)
            .unwrap_or_else(|| panic!("no class {name}"))
            .1
    }

    #[test]
    fn javac_class_structure() {
        let classes = features();
        let c = find(&classes, "Features");
        assert_eq!(&*c.name, "Features");
        assert_eq!(c.super_name.as_deref(), Some("java/lang/Object"));
        assert_eq!(
            c.interfaces.iter().map(|s| &**s).collect::<Vec<_>>(),
            vec!["java/lang/Runnable", "java/io/Serializable"]
        );
        assert_eq!(c.major_version, 61);
        assert_ne!(c.access & access::ABSTRACT, 0);
        assert_eq!(c.source_file.as_deref(), Some("Features.java"));
        assert_eq!(c.nest_host, None);
        assert_eq!(c.inner_simple_name, None);
        assert!(!c.is_record);

        // Fields and their ConstantValue attributes.
        let field = |n: &str| c.fields.iter().find(|f| &*f.name == n).unwrap();
        let cv = |n: &str| &c.cp[field(n).constant_value.expect("constant value") as usize];
        assert_eq!(cv("ANSWER"), &CpEntry::Int(42));
        assert_eq!(cv("BIG"), &CpEntry::Long(0x123456789ABCDEF));
        assert_eq!(cv("PI_ISH"), &CpEntry::Double(3.25));
        // Modified UTF-8: an encoded NUL and a surrogate pair decode properly.
        assert_eq!(
            cv("GREETING"),
            &CpEntry::String("h\u{e9}llo \0 \u{1F600}".into())
        );
        // Lone surrogates cannot live in a `str`: the constant keeps its
        // exact UTF-16 units (the lone ones, NUL, a valid pair).
        let mut expected: Vec<u16> = "a?b\0?\u{1F600}".encode_utf16().collect();
        expected[1] = 0xD800;
        expected[4] = 0xDC00;
        assert_eq!(cv("LONE"), &CpEntry::StringUtf16(expected.into()));
        assert_eq!(field("counter").constant_value, None);
        assert_eq!(&*field("counter").desc, "I");

        // Native and abstract methods have no code; others do.
        assert_eq!(method(c, "nativeOne").code, None);
        assert_ne!(method(c, "nativeOne").access & access::NATIVE, 0);
        assert_eq!(method(c, "abstractOne").code, None);
        assert!(method(c, "run").code.is_some());
        assert!(method(c, "<init>").code.is_some());

        // Long and double constants take two slots, the second Empty.
        let mut longs = 0;
        for (i, e) in c.cp.iter().enumerate() {
            if matches!(e, CpEntry::Long(_) | CpEntry::Double(_)) {
                longs += 1;
                assert_eq!(c.cp[i + 1], CpEntry::Empty, "slot after #{i}");
            }
        }
        assert!(longs >= 3);
        assert_eq!(c.cp[0], CpEntry::Empty);
        let code = method_code(c, "longs");
        let Insn::Ldc2(k) = code.insns[1] else {
            panic!("expected ldc2_w, got {:?}", code.insns[1]);
        };
        assert_eq!(c.cp[k as usize], CpEntry::Long(77777777777));

        // invokedynamic: lambdas and string concatenation, with bootstrap
        // methods that are MethodHandles.
        let indy: Vec<_> = method_code(c, "run")
            .insns
            .iter()
            .chain(&method_code(c, "concat").insns)
            .filter_map(|i| match i {
                Insn::InvokeDynamic(x) => Some(&c.cp[*x as usize]),
                _ => None,
            })
            .collect();
        assert_eq!(indy.len(), 3);
        let names: Vec<&str> = indy
            .iter()
            .map(|e| match e {
                CpEntry::InvokeDynamic { name, .. } => &**name,
                _ => unreachable!(),
            })
            .collect();
        assert_eq!(names, vec!["getAsInt", "call", "makeConcatWithConstants"]);
        assert!(c.bootstrap_methods.len() >= 2);
        for bm in &c.bootstrap_methods {
            let CpEntry::MethodHandle { kind, index } = c.cp[bm.method as usize] else {
                panic!("bootstrap method is not a MethodHandle");
            };
            assert_eq!(kind, 6); // REF_invokeStatic
            assert!(matches!(
                &c.cp[index as usize],
                CpEntry::MethodRef { name, .. } if &**name == "metafactory" || &**name == "makeConcatWithConstants"
            ));
        }
        // An interface method reference (Runnable.run on `anon`).
        assert!(method_code(c, "run").insns.iter().any(|i| matches!(
            i, Insn::InvokeInterface(x) if matches!(&c.cp[*x as usize],
                CpEntry::MethodRef { class, name, desc, interface: true }
                if &**class == "java/lang/Runnable" && &**name == "run" && &**desc == "()V")
        )));
        // Field references resolve to strings.
        assert!(method_code(c, "run").insns.iter().any(|i| matches!(
            i, Insn::PutField(x) if c.cp[*x as usize] == CpEntry::FieldRef {
                class: "Features".into(), name: "counter".into(), desc: "I".into() })));
    }

    #[test]
    fn javac_inner_classes_nest_host_and_records() {
        let classes = features();
        let member = find(&classes, "Features$Member");
        assert_eq!(member.inner_simple_name.as_deref(), Some("Member"));
        assert_eq!(member.outer_class.as_deref(), Some("Features"));
        assert_eq!(member.nest_host.as_deref(), Some("Features"));
        assert!(!member.is_record);

        let anon = find(&classes, "Features$1");
        assert_eq!(anon.inner_simple_name.as_deref(), Some(""));
        assert_eq!(anon.outer_class, None);
        assert_eq!(anon.nest_host.as_deref(), Some("Features"));

        let point = find(&classes, "Features$Point");
        assert!(point.is_record);
        assert_eq!(point.super_name.as_deref(), Some("java/lang/Record"));
        assert_eq!(point.inner_simple_name.as_deref(), Some("Point"));
        // Records' toString/hashCode/equals use an indy with a condy-free
        // bootstrap (ObjectMethods.bootstrap) taking Class and MethodHandle args.
        assert!(!point.bootstrap_methods.is_empty());
        assert!(point.bootstrap_methods[0]
            .args
            .iter()
            .any(|&a| matches!(point.cp[a as usize], CpEntry::MethodHandle { kind: 1, .. })));

        let api = find(&classes, "Features$Api");
        assert_ne!(api.access & access::INTERFACE, 0);
        assert_eq!(method(api, "call").code, None);
    }

    const GENERIC: &str = r#"
import java.io.IOException;
import java.util.List;
import java.util.function.Supplier;

public sealed class Generic<T extends Comparable<T>> permits Generic.Sub, Generic.Other {
    List<T> items;
    int plain;
    static final class Sub<T extends Comparable<T>> extends Generic<T> { }
    static non-sealed class Other extends Generic<String> { }
    record Pair<A>(A first, int second) { }

    <E extends Exception> T find(List<? extends T> in, long n, String key) throws IOException, E {
        T best = null;
        for (T t : in) {
            if (best == null) best = t;
        }
        double d = n;
        return best;
    }

    static Supplier<Object> local() {
        class Local { }
        return new Supplier<Object>() { public Object get() { return new Local(); } };
    }

    static Object init = new Object() { };
}
"#;

    #[test]
    fn javac_signatures_exceptions_permits_nests_records_and_locals() {
        let classes: Vec<(String, ClassFile)> =
            compile_java_all_with(&[("Generic", GENERIC)], &["-g"])
                .into_iter()
                .map(|(n, b)| {
                    let c = parse_class(&b).unwrap_or_else(|e| panic!("{n}: {e}"));
                    (n, c)
                })
                .collect();
        let g = find(&classes, "Generic");
        assert_eq!(
            g.signature.as_deref(),
            Some("<T::Ljava/lang/Comparable<TT;>;>Ljava/lang/Object;")
        );
        assert_eq!(
            g.permitted_subclasses,
            vec![Arc::from("Generic$Sub"), Arc::from("Generic$Other")]
        );
        let mut members: Vec<&str> = g.nest_members.iter().map(|m| &**m).collect();
        members.sort();
        assert_eq!(
            members,
            [
                "Generic$1",
                "Generic$1Local",
                "Generic$2",
                "Generic$Other",
                "Generic$Pair",
                "Generic$Sub"
            ]
        );
        assert_eq!(g.enclosing_method, None);
        let items = g.fields.iter().find(|f| &*f.name == "items").unwrap();
        assert_eq!(items.signature.as_deref(), Some("Ljava/util/List<TT;>;"));
        let plain = g.fields.iter().find(|f| &*f.name == "plain").unwrap();
        assert_eq!(plain.signature, None);

        let find_m = method(g, "find");
        assert_eq!(
            find_m.signature.as_deref(),
            Some("<E:Ljava/lang/Exception;>(Ljava/util/List<+TT;>;JLjava/lang/String;)TT;^Ljava/io/IOException;^TE;")
        );
        assert_eq!(
            find_m.exceptions,
            vec![
                Arc::from("java/io/IOException"),
                Arc::from("java/lang/Exception")
            ]
        );
        assert!(method(g, "local").exceptions.is_empty());
        assert_eq!(method(g, "<init>").signature, None);

        // LocalVariableTable: parameters span the whole method, locals their scope.
        let code = method_code(g, "find");
        let var = |name: &str| {
            code.local_vars
                .iter()
                .find(|v| &*v.name == name)
                .unwrap_or_else(|| panic!("no local {name}"))
        };
        let n = code.insns.len() as u32;
        assert_eq!(
            (var("this").slot, var("this").start, var("this").end),
            (0, 0, n)
        );
        assert_eq!(&*var("this").desc, "LGeneric;");
        assert_eq!((var("in").slot, &*var("in").desc), (1, "Ljava/util/List;"));
        assert_eq!(
            (var("n").slot, var("key").slot, var("best").slot),
            (2, 4, 5)
        );
        let best = var("best");
        assert!(best.start > 0 && best.end == n);
        // `best` comes into scope right after the store that initialises it.
        assert_eq!(code.insns[best.start as usize - 1], Insn::Store(5));
        let t = var("t");
        assert!(t.start > best.start && t.end < var("d").start);
        assert_eq!(
            code.local_var_at(t.start, t.slot).map(|v| &*v.name),
            Some("t")
        );
        assert_eq!(code.local_var_at(t.end, t.slot), None);
        assert_eq!(code.local_var_at(0, 5), None);
        assert_eq!(&*var("d").desc, "D");

        let pair = find(&classes, "Generic$Pair");
        assert!(pair.is_record);
        assert_eq!(
            pair.record_components,
            vec![
                ("first".into(), "Ljava/lang/Object;".into()),
                ("second".into(), "I".into())
            ]
        );
        assert_eq!(
            pair.signature.as_deref(),
            Some("<A:Ljava/lang/Object;>Ljava/lang/Record;")
        );

        let local = find(&classes, "Generic$1Local");
        assert_eq!(
            local.enclosing_method,
            Some((
                "Generic".into(),
                Some(("local".into(), "()Ljava/util/function/Supplier;".into()))
            ))
        );
        let anon = find(&classes, "Generic$1");
        assert_eq!(
            anon.enclosing_method,
            Some((
                "Generic".into(),
                Some(("local".into(), "()Ljava/util/function/Supplier;".into()))
            ))
        );
        assert_eq!(
            anon.signature.as_deref(),
            Some("Ljava/lang/Object;Ljava/util/function/Supplier<Ljava/lang/Object;>;")
        );
        // Created by a static initializer: no enclosing method.
        let init = find(&classes, "Generic$2");
        assert_eq!(init.enclosing_method, Some(("Generic".into(), None)));
        let sub = find(&classes, "Generic$Sub");
        assert!(sub.permitted_subclasses.is_empty() && sub.nest_members.is_empty());
        assert_eq!(sub.nest_host.as_deref(), Some("Generic"));

        // Without -g there is no LocalVariableTable.
        let plain = parse_class(&compile_java("Generic", GENERIC)).unwrap();
        assert!(method_code(&plain, "find").local_vars.is_empty());
    }

    #[test]
    fn modified_utf8_fallback_decoding() {
        assert_eq!(decode_modified_utf8(b"plain"), "plain");
        assert_eq!(decode_modified_utf8(&[0xC0, 0x80]), "\0");
        assert_eq!(decode_modified_utf8(&[0xC3, 0xA9]), "\u{e9}");
        // U+1F600 as a CESU-8 surrogate pair.
        let pair = [0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80];
        assert_eq!(decode_modified_utf8(&pair), "\u{1F600}");
        // A lone high surrogate, then junk and a truncated sequence.
        assert_eq!(
            decode_modified_utf8(&[0xED, 0xA0, 0x80, b'x', 0xFF, 0xE2, 0x82]),
            "\u{FFFD}x\u{FFFD}\u{FFFD}\u{FFFD}"
        );
    }

    // ---- hand-assembled class files --------------------------------------

    /// A minimal class-file assembler for malformed-input tests.
    pub(crate) struct Asm {
        pub major: u16,
        pub cp: Vec<u8>,
        pub cp_count: u16,
        pub access: u16,
        pub this_class: u16,
        pub super_class: u16,
        pub methods: Vec<u8>,
        pub method_count: u16,
        pub attrs: Vec<u8>,
        pub attr_count: u16,
        pub trailer: Vec<u8>,
    }

    impl Asm {
        /// A class `T` extending `java/lang/Object`, version `major`.
        pub(crate) fn new(major: u16) -> Asm {
            let mut a = Asm {
                major,
                cp: Vec::new(),
                cp_count: 1,
                access: access::PUBLIC | access::SUPER,
                this_class: 0,
                super_class: 0,
                methods: Vec::new(),
                method_count: 0,
                attrs: Vec::new(),
                attr_count: 0,
                trailer: Vec::new(),
            };
            a.this_class = a.class("T");
            a.super_class = a.class("java/lang/Object");
            a
        }

        /// Appends a raw entry (tag and body) taking `slots` slots.
        pub(crate) fn raw(&mut self, tag: u8, body: &[u8], slots: u16) -> u16 {
            let idx = self.cp_count;
            self.cp.push(tag);
            self.cp.extend_from_slice(body);
            self.cp_count += slots;
            idx
        }

        pub(crate) fn utf8(&mut self, s: &str) -> u16 {
            let mut body = (s.len() as u16).to_be_bytes().to_vec();
            body.extend_from_slice(s.as_bytes());
            self.raw(1, &body, 1)
        }

        pub(crate) fn class(&mut self, name: &str) -> u16 {
            let n = self.utf8(name);
            self.raw(7, &n.to_be_bytes(), 1)
        }

        /// Adds a method; `code` is `(max_stack, max_locals, bytecode)`.
        pub(crate) fn method(
            &mut self,
            acc: u16,
            name: &str,
            desc: &str,
            code: Option<(u16, u16, &[u8])>,
        ) {
            let n = self.utf8(name);
            let d = self.utf8(desc);
            self.methods.extend_from_slice(&acc.to_be_bytes());
            self.methods.extend_from_slice(&n.to_be_bytes());
            self.methods.extend_from_slice(&d.to_be_bytes());
            match code {
                None => self.methods.extend_from_slice(&0u16.to_be_bytes()),
                Some((stack, locals, bytes)) => {
                    let c = self.utf8("Code");
                    self.methods.extend_from_slice(&1u16.to_be_bytes());
                    self.methods.extend_from_slice(&c.to_be_bytes());
                    let len = 2 + 2 + 4 + bytes.len() + 2 + 2;
                    self.methods.extend_from_slice(&(len as u32).to_be_bytes());
                    self.methods.extend_from_slice(&stack.to_be_bytes());
                    self.methods.extend_from_slice(&locals.to_be_bytes());
                    self.methods
                        .extend_from_slice(&(bytes.len() as u32).to_be_bytes());
                    self.methods.extend_from_slice(bytes);
                    self.methods.extend_from_slice(&[0, 0, 0, 0]);
                }
            }
            self.method_count += 1;
        }

        pub(crate) fn attr(&mut self, name: &str, info: &[u8]) {
            let n = self.utf8(name);
            self.attrs.extend_from_slice(&n.to_be_bytes());
            self.attrs
                .extend_from_slice(&(info.len() as u32).to_be_bytes());
            self.attrs.extend_from_slice(info);
            self.attr_count += 1;
        }

        pub(crate) fn bytes(&self) -> Vec<u8> {
            let mut b = vec![0xCA, 0xFE, 0xBA, 0xBE, 0, 0];
            b.extend_from_slice(&self.major.to_be_bytes());
            b.extend_from_slice(&self.cp_count.to_be_bytes());
            b.extend_from_slice(&self.cp);
            b.extend_from_slice(&self.access.to_be_bytes());
            b.extend_from_slice(&self.this_class.to_be_bytes());
            b.extend_from_slice(&self.super_class.to_be_bytes());
            b.extend_from_slice(&[0, 0, 0, 0]); // no interfaces, no fields
            b.extend_from_slice(&self.method_count.to_be_bytes());
            b.extend_from_slice(&self.methods);
            b.extend_from_slice(&self.attr_count.to_be_bytes());
            b.extend_from_slice(&self.attrs);
            b.extend_from_slice(&self.trailer);
            b
        }
    }

    fn err_of(bytes: &[u8]) -> String {
        match parse_class(bytes) {
            Ok(c) => panic!("expected an error, parsed {}", c.name),
            Err(e) => e.0,
        }
    }

    #[test]
    fn assembled_minimal_class_parses() {
        let mut a = Asm::new(52);
        a.method(access::STATIC, "f", "()V", Some((0, 0, &[0xb1])));
        a.method(access::ABSTRACT | access::PUBLIC, "g", "()V", None);
        let c = parse_class(&a.bytes()).unwrap();
        assert_eq!(&*c.name, "T");
        assert_eq!(method_code(&c, "f").insns, vec![Insn::Return]);
        assert_eq!(method_code(&c, "f").lines, vec![]);
        assert_eq!(method(&c, "g").code, None);
    }

    #[test]
    fn version_checks_name_the_class() {
        let mut a = Asm::new(70);
        a.class("Padding");
        assert_eq!(
            err_of(&a.bytes()),
            "class file version 70.0 of T is newer than supported (up to 69, Java 25)"
        );
        let mut a = Asm::new(69);
        a.this_class = a.class("a/b/Newest");
        assert!(parse_class(&a.bytes()).is_ok());
        assert!(err_of(&Asm::new(44).bytes()).contains("not a valid version"));
        // Even with a constant pool tag we cannot read, the version is named.
        let mut a = Asm::new(71);
        a.raw(17, &[0, 0, 0, 1], 1);
        assert!(err_of(&a.bytes()).contains("version 71.0 of T is newer"));
    }

    #[test]
    fn unsupported_constant_pool_tags() {
        for (tag, body, name) in [
            (17u8, &[0u8, 0, 0, 1][..], "CONSTANT_Dynamic"),
            (19, &[0, 1][..], "CONSTANT_Module"),
            (20, &[0, 1][..], "CONSTANT_Package"),
        ] {
            let mut a = Asm::new(61);
            let idx = a.raw(tag, body, 1);
            assert_eq!(
                err_of(&a.bytes()),
                format!("unsupported constant pool tag {tag} ({name}) at index {idx} in T")
            );
        }
        let mut a = Asm::new(61);
        a.raw(2, &[], 1);
        assert!(err_of(&a.bytes()).contains("invalid constant pool tag 2"));
        let mut a = Asm::new(61);
        a.access |= ACC_MODULE;
        assert!(err_of(&a.bytes()).contains("module descriptor"));
    }

    #[test]
    fn bad_structure_is_an_error() {
        assert!(err_of(&[]).contains("truncated"));
        assert!(err_of(b"PK\x03\x04 not a class").contains("bad magic"));
        let good = Asm::new(61).bytes();
        for n in 0..good.len() {
            assert!(parse_class(&good[..n]).is_err(), "truncated to {n}");
        }
        let mut a = Asm::new(61);
        a.trailer = vec![0];
        assert!(err_of(&a.bytes()).contains("1 extra bytes"));
        // constant_pool_count 0 (makes classfile-parser underflow).
        let mut b = good.clone();
        b[8] = 0;
        b[9] = 0;
        assert!(err_of(&b).contains("constant_pool_count 0"));
        // A long in the last slot.
        let mut a = Asm::new(61);
        a.raw(5, &[0; 8], 1);
        assert!(err_of(&a.bytes()).contains("last slot"));
    }

    #[test]
    fn bad_constant_pool_references() {
        // this_class pointing at a Utf8 entry.
        let mut a = Asm::new(61);
        a.this_class = a.utf8("T2");
        let e = err_of(&a.bytes());
        assert!(
            e.contains("this_class") && e.contains("expected a Class entry"),
            "{e}"
        );
        // Out of range.
        let mut a = Asm::new(61);
        a.super_class = 999;
        assert!(err_of(&a.bytes()).contains("out of range"));
        // A Class entry naming the second slot of a long.
        let mut a = Asm::new(61);
        let l = a.raw(5, &[0; 8], 2);
        a.raw(7, &(l + 1).to_be_bytes(), 1);
        assert!(err_of(&a.bytes()).contains("unusable"));
        // super_class 0 on a class other than Object.
        let mut a = Asm::new(61);
        a.super_class = 0;
        assert!(err_of(&a.bytes()).contains("super_class is 0"));
        // A Methodref whose NameAndType is a Class.
        let mut a = Asm::new(61);
        let cl = a.class("X");
        let mut body = cl.to_be_bytes().to_vec();
        body.extend_from_slice(&cl.to_be_bytes());
        a.raw(10, &body, 1);
        assert!(err_of(&a.bytes()).contains("expected a NameAndType entry"));
        // A MethodHandle with a bad kind / a kind that does not match.
        let mut a = Asm::new(61);
        a.raw(15, &[10, 0, 1], 1);
        assert!(err_of(&a.bytes()).contains("invalid reference_kind 10"));
        let mut a = Asm::new(61);
        let cl = a.class("X");
        let mut body = vec![6];
        body.extend_from_slice(&cl.to_be_bytes());
        a.raw(15, &body, 1);
        assert!(err_of(&a.bytes()).contains("expected a Methodref or InterfaceMethodref"));
        // An InvokeDynamic without BootstrapMethods.
        let mut a = Asm::new(61);
        let n = a.utf8("f");
        let d = a.utf8("()V");
        let mut nt = n.to_be_bytes().to_vec();
        nt.extend_from_slice(&d.to_be_bytes());
        let nt = a.raw(12, &nt, 1);
        let mut indy = vec![0, 0];
        indy.extend_from_slice(&nt.to_be_bytes());
        a.raw(18, &indy, 1);
        assert!(err_of(&a.bytes()).contains("names bootstrap method 0, but there are only 0"));
    }

    #[test]
    fn bad_instruction_operands() {
        // getstatic naming a Class entry.
        let mut a = Asm::new(61);
        let cl = a.class("X");
        let code = [0xb2, (cl >> 8) as u8, cl as u8, 0x57, 0xb1];
        a.method(access::STATIC, "f", "()V", Some((1, 0, &code)));
        let e = err_of(&a.bytes());
        assert_eq!(
            e,
            format!(
                "the operand #{cl} of the instruction at byte offset 0 is a Class entry, expected a Fieldref in T.f()V"
            )
        );
        // ldc of the unusable slot after a long; ldc2_w of an int.
        let mut a = Asm::new(61);
        let l = a.raw(5, &[0; 8], 2);
        a.method(
            access::STATIC,
            "f",
            "()V",
            Some((1, 0, &[0x12, (l + 1) as u8, 0x57, 0xb1])),
        );
        assert!(err_of(&a.bytes()).contains("is an unusable slot"));
        let mut a = Asm::new(61);
        let i = a.raw(3, &[0, 0, 0, 7], 1);
        a.method(
            access::STATIC,
            "f",
            "()V",
            Some((2, 0, &[0x14, 0, i as u8, 0x58, 0xb1])),
        );
        assert!(err_of(&a.bytes()).contains("expected a Long or Double"));
    }

    #[test]
    fn bad_code_is_an_error_naming_the_method() {
        // jsr in an old (49.0) class file.
        let mut a = Asm::new(49);
        a.method(
            access::STATIC,
            "old",
            "()V",
            Some((1, 1, &[0xa8, 0, 4, 0xb1, 0x4b, 0xa9, 0])),
        );
        assert_eq!(
            err_of(&a.bytes()),
            "jsr/ret are not supported (class file version < 51): instruction at byte offset 0 in T.old()V"
        );
        // A branch into the middle of an instruction.
        let mut a = Asm::new(61);
        a.method(
            access::STATIC,
            "f",
            "()V",
            Some((1, 0, &[0xa7, 0, 4, 0x11, 0, 1, 0xb1])),
        );
        let e = err_of(&a.bytes());
        assert!(
            e.contains("middle of an instruction") && e.ends_with("in T.f()V"),
            "{e}"
        );
        // Missing and superfluous Code attributes.
        let mut a = Asm::new(61);
        a.method(access::STATIC, "f", "()V", None);
        assert!(err_of(&a.bytes()).contains("no Code attribute"));
        let mut a = Asm::new(61);
        a.method(access::NATIVE, "f", "()V", Some((0, 0, &[0xb1])));
        assert!(err_of(&a.bytes()).contains("has a Code attribute"));
        // Duplicate methods.
        let mut a = Asm::new(61);
        a.method(access::NATIVE, "f", "()V", None);
        a.method(access::NATIVE, "f", "()V", None);
        assert!(err_of(&a.bytes()).contains("duplicate method f()V"));
    }

    /// Adds a static method `f()V` whose Code (`nop; nop; return`, two
    /// locals) carries `code_attrs` and which itself carries `method_attrs`
    /// (attribute name, body).
    fn method_with_attrs(
        a: &mut Asm,
        code_attrs: &[(&str, Vec<u8>)],
        method_attrs: &[(&str, Vec<u8>)],
    ) {
        let attr_bytes = |a: &mut Asm, attrs: &[(&str, Vec<u8>)]| {
            let mut out = (attrs.len() as u16).to_be_bytes().to_vec();
            for (name, body) in attrs {
                out.extend_from_slice(&a.utf8(name).to_be_bytes());
                out.extend_from_slice(&(body.len() as u32).to_be_bytes());
                out.extend_from_slice(body);
            }
            out
        };
        let sub = attr_bytes(a, code_attrs);
        let mut code = vec![0, 1, 0, 2, 0, 0, 0, 3, 0x00, 0x00, 0xb1, 0, 0];
        code.extend_from_slice(&sub);
        let mut attrs = method_attrs.to_vec();
        attrs.push(("Code", code));
        let all = attr_bytes(a, &attrs);
        let (n, d) = (a.utf8("f"), a.utf8("()V"));
        for v in [access::STATIC, n, d] {
            a.methods.extend_from_slice(&v.to_be_bytes());
        }
        a.methods.extend_from_slice(&all);
        a.method_count += 1;
    }

    #[test]
    fn method_attributes_and_local_variable_tables() {
        let lvt = |a: &mut Asm, rows: &[(u16, u16, &str, &str, u16)]| {
            let mut b = (rows.len() as u16).to_be_bytes().to_vec();
            for &(start, len, name, desc, slot) in rows {
                let (n, d) = (a.utf8(name), a.utf8(desc));
                for v in [start, len, n, d, slot] {
                    b.extend_from_slice(&v.to_be_bytes());
                }
            }
            b
        };
        let mut a = Asm::new(61);
        let t1 = lvt(&mut a, &[(0, 3, "a", "I", 0), (1, 1, "b", "J", 0)]);
        let t2 = lvt(&mut a, &[(2, 1, "c", "LT;", 1)]);
        let sig = a.utf8("()V");
        let exc = a.class("java/io/IOException");
        let mut exceptions = 1u16.to_be_bytes().to_vec();
        exceptions.extend_from_slice(&exc.to_be_bytes());
        method_with_attrs(
            &mut a,
            &[("LocalVariableTable", t1), ("LocalVariableTable", t2)],
            &[
                ("Signature", sig.to_be_bytes().to_vec()),
                ("Exceptions", exceptions),
            ],
        );
        let c = parse_class(&a.bytes()).unwrap();
        let m = method(&c, "f");
        assert_eq!(m.signature.as_deref(), Some("()V"));
        assert_eq!(m.exceptions, vec![Arc::from("java/io/IOException")]);
        let vars: Vec<(u32, u32, u16, &str, &str)> = m
            .code
            .as_ref()
            .unwrap()
            .local_vars
            .iter()
            .map(|v| (v.start, v.end, v.slot, &*v.name, &*v.desc))
            .collect();
        assert_eq!(
            vars,
            [
                (0, 3, 0, "a", "I"),
                (1, 2, 0, "b", "J"),
                (2, 3, 1, "c", "LT;")
            ]
        );

        // Malformed tables and out-of-range scopes name the method.
        let mut a = Asm::new(61);
        method_with_attrs(&mut a, &[("LocalVariableTable", vec![0, 1, 0, 0])], &[]);
        let e = err_of(&a.bytes());
        assert!(
            e.contains("malformed LocalVariableTable of method f()V"),
            "{e}"
        );
        let mut a = Asm::new(61);
        let t = lvt(&mut a, &[(1, 3, "a", "I", 0)]);
        method_with_attrs(&mut a, &[("LocalVariableTable", t)], &[]);
        let e = err_of(&a.bytes());
        assert!(
            e.contains("outside the code") && e.ends_with("in T.f()V"),
            "{e}"
        );
        let mut a = Asm::new(61);
        let mut t = lvt(&mut a, &[(0, 1, "a", "I", 0)]);
        t[6] = 0;
        t[7] = 0xEE;
        method_with_attrs(&mut a, &[("LocalVariableTable", t)], &[]);
        assert!(err_of(&a.bytes()).contains("LocalVariableTable entry"));
        let mut a = Asm::new(61);
        method_with_attrs(&mut a, &[], &[("Exceptions", vec![0, 1, 0])]);
        assert!(err_of(&a.bytes()).contains("malformed Exceptions attribute of method f()V"));
        let mut a = Asm::new(61);
        let sig = a.utf8("()V");
        method_with_attrs(
            &mut a,
            &[],
            &[
                ("Signature", sig.to_be_bytes().to_vec()),
                ("Signature", sig.to_be_bytes().to_vec()),
            ],
        );
        assert!(err_of(&a.bytes()).contains("duplicate Signature attribute of method f()V"));
    }

    #[test]
    fn class_attributes_are_read() {
        let mut a = Asm::new(61);
        let src = a.utf8("T.java");
        a.attr("SourceFile", &src.to_be_bytes());
        let host = a.class("Host");
        a.attr("NestHost", &host.to_be_bytes());
        let simple = a.utf8("Inner");
        let other = a.class("Other");
        let mut ic = 2u16.to_be_bytes().to_vec();
        for v in [other, 0, 0, 0, a.this_class, host, simple, 8] {
            ic.extend_from_slice(&v.to_be_bytes());
        }
        a.attr("InnerClasses", &ic);
        let (cx, ci) = (a.utf8("x"), a.utf8("I"));
        let sig_attr = a.utf8("Signature");
        let mut rec = 1u16.to_be_bytes().to_vec();
        for v in [cx, ci, 1, sig_attr] {
            rec.extend_from_slice(&v.to_be_bytes());
        }
        rec.extend_from_slice(&2u32.to_be_bytes());
        rec.extend_from_slice(&ci.to_be_bytes());
        a.attr("Record", &rec);
        a.attr("Deprecated", &[]);
        let (p1, p2) = (a.class("P1"), a.class("P2"));
        let mut permitted = 2u16.to_be_bytes().to_vec();
        permitted.extend_from_slice(&p1.to_be_bytes());
        permitted.extend_from_slice(&p2.to_be_bytes());
        a.attr("PermittedSubclasses", &permitted);
        let mut members = 1u16.to_be_bytes().to_vec();
        members.extend_from_slice(&other.to_be_bytes());
        a.attr("NestMembers", &members);
        let (mname, mdesc) = (a.utf8("m"), a.utf8("()V"));
        let mut nt = mname.to_be_bytes().to_vec();
        nt.extend_from_slice(&mdesc.to_be_bytes());
        let nt = a.raw(12, &nt, 1);
        let mut em = host.to_be_bytes().to_vec();
        em.extend_from_slice(&nt.to_be_bytes());
        a.attr("EnclosingMethod", &em);
        let sig = a.utf8("Ljava/lang/Object;Ljava/lang/Comparable<LT;>;");
        a.attr("Signature", &sig.to_be_bytes());
        let c = parse_class(&a.bytes()).unwrap();
        assert_eq!(c.record_components, vec![("x".into(), "I".into())]);
        assert_eq!(
            c.permitted_subclasses,
            vec![Arc::from("P1"), Arc::from("P2")]
        );
        assert_eq!(c.nest_members, vec![Arc::from("Other")]);
        assert_eq!(
            c.enclosing_method,
            Some(("Host".into(), Some(("m".into(), "()V".into()))))
        );
        assert_eq!(
            c.signature.as_deref(),
            Some("Ljava/lang/Object;Ljava/lang/Comparable<LT;>;")
        );
        assert_eq!(c.source_file.as_deref(), Some("T.java"));
        assert_eq!(c.nest_host.as_deref(), Some("Host"));
        assert_eq!(c.inner_simple_name.as_deref(), Some("Inner"));
        assert_eq!(c.outer_class.as_deref(), Some("Host"));
        assert!(c.is_record);

        let mut b = Asm::new(61);
        let src = b.utf8("T.java");
        b.attr("SourceFile", &src.to_be_bytes());
        b.attr("SourceFile", &src.to_be_bytes());
        assert!(err_of(&b.bytes()).contains("duplicate SourceFile"));
        let mut b = Asm::new(61);
        b.attr("SourceFile", &[0, 1, 2]);
        assert!(err_of(&b.bytes()).contains("malformed SourceFile"));
        let mut b = Asm::new(61);
        b.attr("InnerClasses", &[0, 1, 0, 1]);
        assert!(err_of(&b.bytes()).contains("malformed InnerClasses"));

        // EnclosingMethod with no method (an initializer encloses the class).
        let mut b = Asm::new(61);
        let host = b.class("Host");
        let mut em = host.to_be_bytes().to_vec();
        em.extend_from_slice(&[0, 0]);
        b.attr("EnclosingMethod", &em);
        let c = parse_class(&b.bytes()).unwrap();
        assert_eq!(c.enclosing_method, Some(("Host".into(), None)));
        assert!(c.record_components.is_empty() && !c.is_record);

        // Malformed and ill-typed bodies are errors.
        for (name, body) in [
            ("Record", vec![0, 1, 0, 1]),
            ("Record", vec![0, 0, 9]),
            ("PermittedSubclasses", vec![0, 2, 0, 1]),
            ("NestMembers", vec![0, 1, 0, 1, 0]),
            ("EnclosingMethod", vec![0, 1]),
            ("Signature", vec![0, 1, 0]),
        ] {
            let mut b = Asm::new(61);
            b.attr(name, &body);
            let e = err_of(&b.bytes());
            assert!(e.contains(&format!("malformed {name}")), "{name}: {e}");
        }
        let mut b = Asm::new(61);
        let not_a_class = b.utf8("P");
        b.attr(
            "NestMembers",
            &[&[0u8, 1][..], &not_a_class.to_be_bytes()].concat(),
        );
        assert!(err_of(&b.bytes()).contains("expected a Class entry"));
        let mut b = Asm::new(61);
        let sig = b.utf8("LT;");
        b.attr("Signature", &sig.to_be_bytes());
        b.attr("Signature", &sig.to_be_bytes());
        assert!(err_of(&b.bytes()).contains("duplicate Signature"));
    }

    // ---- never panic ------------------------------------------------------

    /// xorshift64* — deterministic, dependency-free.
    pub(crate) struct Rng(pub u64);

    impl Rng {
        pub(crate) fn next(&mut self) -> u64 {
            let mut x = self.0;
            x ^= x >> 12;
            x ^= x << 25;
            x ^= x >> 27;
            self.0 = x;
            x.wrapping_mul(0x2545_F491_4F6C_DD1D)
        }

        pub(crate) fn below(&mut self, n: usize) -> usize {
            if n == 0 {
                0
            } else {
                (self.next() % n as u64) as usize
            }
        }
    }

    fn mutate(rng: &mut Rng, seed: &[u8]) -> Vec<u8> {
        let mut b = seed.to_vec();
        for _ in 0..1 + rng.below(4) {
            let len = b.len();
            match rng.below(8) {
                0 => {
                    if len > 0 {
                        let i = rng.below(len);
                        b[i] ^= 1 << rng.below(8);
                    }
                }
                1 => {
                    if len > 0 {
                        let i = rng.below(len);
                        b[i] = [0, 1, 2, 0x7f, 0x80, 0xfe, 0xff, rng.next() as u8][rng.below(8)];
                    }
                }
                2 => b.truncate(rng.below(len + 1)),
                3 => {
                    if len > 1 {
                        let i = rng.below(len - 1);
                        let v: u16 =
                            [0, 1, 2, 0x7fff, 0x8000, 0xffff, rng.next() as u16 % 64][rng.below(7)];
                        b[i..i + 2].copy_from_slice(&v.to_be_bytes());
                    }
                }
                4 => {
                    let i = rng.below(len + 1);
                    let n = 1 + rng.below(8);
                    let ins: Vec<u8> = (0..n).map(|_| rng.next() as u8).collect();
                    b.splice(i..i, ins);
                }
                5 => {
                    if len > 0 {
                        let i = rng.below(len);
                        let n = 1 + rng.below(16).min(len - i - 1);
                        b.drain(i..i + n);
                    }
                }
                6 => {
                    if len > 8 {
                        let from = rng.below(len - 4);
                        let to = rng.below(len - 4);
                        let n = 1 + rng.below(4);
                        let chunk = b[from..from + n].to_vec();
                        b[to..to + n].copy_from_slice(&chunk);
                    }
                }
                _ => {
                    if len > 3 {
                        let i = rng.below(len - 3);
                        let v = [0u32, 1, 0x7fff_ffff, 0x8000_0000, 0xffff_ffff][rng.below(5)];
                        b[i..i + 4].copy_from_slice(&v.to_be_bytes());
                    }
                }
            }
        }
        b
    }

    #[test]
    fn arbitrary_bytes_never_panic() {
        let mut seeds: Vec<Vec<u8>> = compile_java_all(&[("Features", FEATURES)])
            .into_iter()
            .map(|(_, b)| b)
            .collect();
        let mut a = Asm::new(61);
        a.method(
            access::STATIC,
            "f",
            "(I)I",
            Some((2, 1, &[0x1a, 0x99, 0, 5, 0x1a, 0xac, 0x03, 0xac])),
        );
        seeds.push(a.bytes());
        for s in &seeds {
            parse_class(s).expect("seed parses");
        }
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
        let (mut ok, mut err) = (0usize, 0usize);
        for case in 0..20_000 {
            let input = match case % 10 {
                // Pure noise, sometimes behind a valid magic and version.
                0 => {
                    let n = rng.below(300);
                    let mut b: Vec<u8> = (0..n).map(|_| rng.next() as u8).collect();
                    if rng.below(2) == 0 {
                        let mut h = vec![0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 61];
                        h.append(&mut b);
                        b = h;
                    }
                    b
                }
                _ => {
                    let seed = &seeds[rng.below(seeds.len())];
                    mutate(&mut rng, seed)
                }
            };
            match parse_class(&input) {
                Ok(_) => ok += 1,
                Err(_) => err += 1,
            }
        }
        assert_eq!(ok + err, 20_000);
        assert_eq!(GUARD_TRIPS.load(std::sync::atomic::Ordering::Relaxed), 0);
        eprintln!("arbitrary_bytes_never_panic: {ok} parsed, {err} rejected");
        // The mutations must exercise both outcomes.
        assert!(ok > 100 && err > 100, "ok {ok}, err {err}");
    }
}
