//! `invokedynamic` as javac 17 emits it. Instead of running the JDK's
//! `java.lang.invoke` machinery, each call site is linked once to a small
//! class the VM writes itself (in our own instruction set):
//!
//! - `StringConcatFactory.makeConcatWithConstants`: a static method that
//!   appends the recipe's pieces to a `StringBuilder`.
//! - `LambdaMetafactory.metafactory`/`altMetafactory`: a class implementing
//!   the functional interface, with one field per captured value and a
//!   static factory the call site invokes.
//! - `ObjectMethods.bootstrap` (records): static `toString`/`hashCode`/`equals`.
//! - `SwitchBootstraps.typeSwitch`/`enumSwitch` (pattern-matching switches,
//!   JDK 21's javac and JDK 25's class library): a static method that hands
//!   the case labels to the model class `WayfinderSwitches`.
//!
//! Any other bootstrap method is reported as unsupported.

use std::sync::Arc;

use crate::classfile::{access, ClassFile, Code, CpEntry, FieldDef, MethodDef};
use crate::descriptor;
use crate::error::VmError;
use crate::insn::{ArrayKind, Cond, CpIdx, Insn};
use crate::loader::{ClassId, MethodId, Resolved};
use crate::state::InitState;
use crate::thread::Frame;
use crate::vm::{Flow, Vm};

/// Builds a constant pool for a synthetic class.
pub(crate) struct Pool {
    entries: Vec<CpEntry>,
}

impl Pool {
    pub(crate) fn new() -> Pool {
        Pool {
            entries: vec![CpEntry::Empty],
        }
    }

    pub(crate) fn add(&mut self, e: CpEntry) -> CpIdx {
        if let Some(i) = self.entries.iter().position(|x| *x == e) {
            return i as CpIdx;
        }
        self.entries.push(e);
        (self.entries.len() - 1) as CpIdx
    }

    pub(crate) fn class(&mut self, name: &str) -> CpIdx {
        self.add(CpEntry::Class(Arc::from(name)))
    }

    pub(crate) fn string(&mut self, s: &str) -> CpIdx {
        self.add(CpEntry::String(Arc::from(s)))
    }

    /// A `String` constant of UTF-16 `units`, which may hold unpaired
    /// surrogates (then a `StringUtf16` entry).
    pub(crate) fn string_units(&mut self, units: &[u16]) -> CpIdx {
        match String::from_utf16(units) {
            Ok(s) => self.string(&s),
            Err(_) => self.add(CpEntry::StringUtf16(Arc::from(units))),
        }
    }

    pub(crate) fn method(&mut self, class: &str, name: &str, desc: &str, interface: bool) -> CpIdx {
        self.add(CpEntry::MethodRef {
            class: Arc::from(class),
            name: Arc::from(name),
            desc: Arc::from(desc),
            interface,
        })
    }

    pub(crate) fn field(&mut self, class: &str, name: &str, desc: &str) -> CpIdx {
        self.add(CpEntry::FieldRef {
            class: Arc::from(class),
            name: Arc::from(name),
            desc: Arc::from(desc),
        })
    }
}

pub(crate) fn code(insns: Vec<Insn>, max_locals: u16) -> Code {
    let n = insns.len();
    Code {
        max_stack: 16,
        max_locals,
        insns,
        handlers: Vec::new(),
        lines: Vec::new(),
        byte_pcs: vec![0; n],
        local_vars: Vec::new(),
    }
}

pub(crate) fn method(access: u16, name: &str, desc: &str, code: Code) -> MethodDef {
    MethodDef {
        access,
        name: Arc::from(name),
        desc: Arc::from(desc),
        code: Some(code),
        signature: None,
        exceptions: Vec::new(),
    }
}

/// Number of local slots the parameters take.
fn slots(params: &[&str]) -> u16 {
    params
        .iter()
        .map(|p| if *p == "J" || *p == "D" { 2 } else { 1 })
        .sum()
}

fn is_prim(d: &str) -> bool {
    d.len() == 1
}

/// The wrapper class of a primitive descriptor.
fn wrapper(d: &str) -> &'static str {
    match d {
        "Z" => "java/lang/Boolean",
        "B" => "java/lang/Byte",
        "C" => "java/lang/Character",
        "S" => "java/lang/Short",
        "I" => "java/lang/Integer",
        "J" => "java/lang/Long",
        "F" => "java/lang/Float",
        "D" => "java/lang/Double",
        _ => "java/lang/Object",
    }
}

fn unwrap_method(d: &str) -> &'static str {
    match d {
        "Z" => "booleanValue",
        "B" => "byteValue",
        "C" => "charValue",
        "S" => "shortValue",
        "I" => "intValue",
        "J" => "longValue",
        "F" => "floatValue",
        "D" => "doubleValue",
        _ => "",
    }
}

/// Primitive widening between two primitive descriptors (JLS 5.1.2).
fn widen(from: &str, to: &str, out: &mut Vec<Insn>) {
    let i = matches!(from, "I" | "B" | "S" | "C" | "Z");
    match (i, from, to) {
        (true, _, "J") => out.push(Insn::I2L),
        (true, _, "F") => out.push(Insn::I2F),
        (true, _, "D") => out.push(Insn::I2D),
        (_, "J", "F") => out.push(Insn::L2F),
        (_, "J", "D") => out.push(Insn::L2D),
        (_, "F", "D") => out.push(Insn::F2D),
        _ => {}
    }
}

/// Emits the conversion of the value on the stack from type `from` to
/// type `to` as method handle adaptation does for lambdas (boxing,
/// unboxing, casts, widening). `hint` is the instantiated type of the
/// value when `from` is a reference, used to pick the wrapper to unbox.
pub(crate) fn convert(pool: &mut Pool, from: &str, to: &str, hint: &str, out: &mut Vec<Insn>) {
    if from == to {
        return;
    }
    match (is_prim(from), is_prim(to)) {
        (false, false) => {
            if to != "Ljava/lang/Object;" {
                let c = descriptor::class_of_field_desc(to).unwrap_or("java/lang/Object");
                out.push(Insn::CheckCast(pool.class(c)));
            }
        }
        (false, true) => {
            // Unbox: use the instantiated wrapper if it is one, else the target's.
            let w_desc = if is_prim_wrapper(hint) {
                hint_prim(hint)
            } else {
                to
            };
            let w = wrapper(w_desc);
            out.push(Insn::CheckCast(pool.class(w)));
            out.push(Insn::InvokeVirtual(pool.method(
                w,
                unwrap_method(w_desc),
                &format!("(){w_desc}"),
                false,
            )));
            widen(w_desc, to, out);
        }
        (true, false) => {
            let w = wrapper(from);
            out.push(Insn::InvokeStatic(pool.method(
                w,
                "valueOf",
                &format!("({from})L{w};"),
                false,
            )));
        }
        (true, true) => widen(from, to, out),
    }
}

fn is_prim_wrapper(d: &str) -> bool {
    !hint_prim(d).is_empty()
}

fn hint_prim(d: &str) -> &'static str {
    match d {
        "Ljava/lang/Boolean;" => "Z",
        "Ljava/lang/Byte;" => "B",
        "Ljava/lang/Character;" => "C",
        "Ljava/lang/Short;" => "S",
        "Ljava/lang/Integer;" => "I",
        "Ljava/lang/Long;" => "J",
        "Ljava/lang/Float;" => "F",
        "Ljava/lang/Double;" => "D",
        _ => "",
    }
}

/// The `StringBuilder.append` overload for a value of descriptor `d`.
fn append_desc(d: &str) -> &'static str {
    match d {
        "Z" => "(Z)Ljava/lang/StringBuilder;",
        "C" => "(C)Ljava/lang/StringBuilder;",
        "B" | "S" | "I" => "(I)Ljava/lang/StringBuilder;",
        "J" => "(J)Ljava/lang/StringBuilder;",
        "F" => "(F)Ljava/lang/StringBuilder;",
        "D" => "(D)Ljava/lang/StringBuilder;",
        "Ljava/lang/String;" => "(Ljava/lang/String;)Ljava/lang/StringBuilder;",
        _ => "(Ljava/lang/Object;)Ljava/lang/StringBuilder;",
    }
}

fn new_builder(pool: &mut Pool, out: &mut Vec<Insn>) {
    out.push(Insn::New(pool.class("java/lang/StringBuilder")));
    out.push(Insn::Dup);
    out.push(Insn::InvokeSpecial(pool.method(
        "java/lang/StringBuilder",
        "<init>",
        "()V",
        false,
    )));
}

fn append(pool: &mut Pool, d: &str, out: &mut Vec<Insn>) {
    out.push(Insn::InvokeVirtual(pool.method(
        "java/lang/StringBuilder",
        "append",
        append_desc(d),
        false,
    )));
}

fn append_literal(pool: &mut Pool, s: &str, out: &mut Vec<Insn>) {
    if s.is_empty() {
        return;
    }
    out.push(Insn::Ldc(pool.string(s)));
    append(pool, "Ljava/lang/String;", out);
}

/// As `append_literal`, for a literal of UTF-16 units (a concatenation's
/// constant parts, which may hold unpaired surrogates).
fn append_literal_units(pool: &mut Pool, s: &[u16], out: &mut Vec<Insn>) {
    if s.is_empty() {
        return;
    }
    out.push(Insn::Ldc(pool.string_units(s)));
    append(pool, "Ljava/lang/String;", out);
}

pub(crate) fn return_insn(d: &str) -> Insn {
    if d == "V" {
        Insn::Return
    } else {
        Insn::ReturnValue
    }
}

/// A resolved method handle constant: kind, owner, name, descriptor.
struct Handle {
    kind: u8,
    class: Arc<str>,
    name: Arc<str>,
    desc: Arc<str>,
    interface: bool,
}

impl Vm {
    /// Links (once) and returns the method an `invokedynamic` call site
    /// invokes with the arguments on the stack.
    pub(crate) fn invokedynamic(
        &mut self,
        tid: u32,
        class_id: ClassId,
        idx: u16,
        _frame: &mut Frame,
    ) -> Result<Option<MethodId>, Flow> {
        let m = match self.classes.cached(class_id, idx) {
            Resolved::Method(m) => m,
            _ => {
                let m = self.link_call_site(class_id, idx).map_err(Flow::Error)?;
                self.classes.set_cached(class_id, idx, Resolved::Method(m));
                m
            }
        };
        // The class of a lambda that captures nothing makes its one
        // instance in its initialiser: run it here, as part of this
        // instruction (HotSpot makes the object when it links the call
        // site), so that it adds no scheduling point. After the search
        // backtracks past it, the class is uninitialised again.
        // A call site another thread linked uses the class it initialised.
        let c = self.classes.method(m).class;
        if self.classes.get(c).clinit.is_some() {
            if !self.is_initialized(c) {
                self.initialize_now(tid, c)?;
            } else if !self.listeners.is_empty() {
                self.notify(|l, vm| l.on_class_used(vm, tid, c));
            }
        }
        Ok(Some(m))
    }

    fn link_call_site(&mut self, class_id: ClassId, idx: u16) -> Result<MethodId, VmError> {
        let cl = self.classes.get(class_id);
        let file = cl
            .file
            .clone()
            .ok_or_else(|| VmError::internal("indy in a class without a file"))?;
        let (bsm_index, name, desc) = match file.cp.get(idx as usize) {
            Some(CpEntry::InvokeDynamic {
                bootstrap,
                name,
                desc,
            }) => (*bootstrap, name.clone(), desc.clone()),
            _ => {
                return Err(VmError::class_format(format!(
                    "bad invokedynamic constant #{idx}"
                )))
            }
        };
        let bsm = file
            .bootstrap_methods
            .get(bsm_index as usize)
            .ok_or_else(|| VmError::class_format("bad bootstrap method index"))?;
        let handle = self.handle(&file.cp, bsm.method)?;
        let owner = file.name.clone();
        match (&*handle.class, &*handle.name) {
            ("java/lang/invoke/StringConcatFactory", "makeConcatWithConstants") => {
                // As UTF-16 units: a constant part may hold unpaired
                // surrogates (`x + "\uD800"`).
                let recipe: Vec<u16> = match bsm.args.first().and_then(|a| file.cp.get(*a as usize))
                {
                    Some(CpEntry::String(s)) => s.encode_utf16().collect(),
                    Some(CpEntry::StringUtf16(u)) => u.to_vec(),
                    _ => return Err(VmError::class_format("concat recipe missing")),
                };
                let mut consts = Vec::new();
                for a in &bsm.args[1..] {
                    consts.push(match file.cp.get(*a as usize) {
                        Some(CpEntry::String(s)) => s.encode_utf16().collect(),
                        Some(CpEntry::StringUtf16(u)) => u.to_vec(),
                        Some(CpEntry::Int(v)) => v.to_string().encode_utf16().collect(),
                        Some(CpEntry::Long(v)) => v.to_string().encode_utf16().collect(),
                        other => {
                            return Err(VmError::unsupported(format!("concat constant {other:?}")))
                        }
                    });
                }
                self.make_concat(&owner, &recipe, &consts, &desc)
            }
            ("java/lang/invoke/StringConcatFactory", "makeConcat") => {
                let n = descriptor::method_params(&desc)
                    .map(|p| p.len())
                    .unwrap_or(0);
                let recipe = vec![1u16; n];
                self.make_concat(&owner, &recipe, &[], &desc)
            }
            ("java/lang/invoke/LambdaMetafactory", "metafactory" | "altMetafactory") => {
                let alt = &*handle.name == "altMetafactory";
                self.make_lambda(&file.cp, &owner, &name, &desc, &bsm.args, alt)
            }
            ("java/lang/runtime/ObjectMethods", "bootstrap") => {
                self.make_record_method(&file.cp, &owner, &name, &desc, &bsm.args)
            }
            ("java/lang/runtime/SwitchBootstraps", which @ ("typeSwitch" | "enumSwitch")) => {
                self.make_switch(&file.cp, &owner, which, &desc, &bsm.args)
            }
            (c, n) => Err(VmError::unsupported(format!(
                "unsupported bootstrap method {}.{} in {}",
                descriptor::binary_name(c),
                n,
                descriptor::binary_name(&owner)
            ))),
        }
    }

    fn handle(&self, cp: &[CpEntry], idx: u16) -> Result<Handle, VmError> {
        let Some(CpEntry::MethodHandle { kind, index }) = cp.get(idx as usize) else {
            return Err(VmError::class_format(
                "bootstrap method is not a method handle",
            ));
        };
        match cp.get(*index as usize) {
            Some(CpEntry::MethodRef {
                class,
                name,
                desc,
                interface,
            }) => Ok(Handle {
                kind: *kind,
                class: class.clone(),
                name: name.clone(),
                desc: desc.clone(),
                interface: *interface,
            }),
            Some(CpEntry::FieldRef { class, name, desc }) => Ok(Handle {
                kind: *kind,
                class: class.clone(),
                name: name.clone(),
                desc: desc.clone(),
                interface: false,
            }),
            _ => Err(VmError::class_format("method handle names no member")),
        }
    }

    /// Defines a synthetic class and returns its method `name:desc`.
    pub(crate) fn define_synthetic(
        &mut self,
        file: ClassFile,
        name: &str,
        desc: &str,
    ) -> Result<MethodId, VmError> {
        let c = self.classes.define(file, None)?;
        self.born_initialized.insert(c);
        self.sync_class_states();
        self.set_init_state(c, InitState::Initialized);
        self.classes
            .find_own_method(c, name, desc)
            .ok_or_else(|| VmError::internal("synthetic method missing"))
    }

    pub(crate) fn synthetic_file(
        &mut self,
        owner: &str,
        what: &str,
        pool: Pool,
        interfaces: Vec<Arc<str>>,
        fields: Vec<FieldDef>,
        methods: Vec<MethodDef>,
    ) -> ClassFile {
        let name = self.classes.synthetic_name(owner, what);
        let host = self
            .classes
            .lookup_loaded(owner)
            .and_then(|c| {
                self.classes
                    .get(c)
                    .file
                    .as_ref()
                    .and_then(|f| f.nest_host.clone())
            })
            .unwrap_or_else(|| Arc::from(owner));
        ClassFile {
            major_version: 61,
            minor_version: 0,
            access: access::FINAL | access::SYNTHETIC | access::SUPER,
            name: Arc::from(name.as_str()),
            super_name: Some(Arc::from("java/lang/Object")),
            interfaces,
            cp: pool.entries,
            fields,
            methods,
            bootstrap_methods: Vec::new(),
            source_file: None,
            nest_host: Some(host),
            inner_simple_name: None,
            outer_class: None,
            is_record: false,
            record_components: Vec::new(),
            permitted_subclasses: Vec::new(),
            nest_members: Vec::new(),
            enclosing_method: None,
            signature: None,
        }
    }

    fn make_concat(
        &mut self,
        owner: &str,
        recipe: &[u16],
        consts: &[Vec<u16>],
        desc: &str,
    ) -> Result<MethodId, VmError> {
        let params = descriptor::method_params(desc)
            .ok_or_else(|| VmError::class_format("bad concat descriptor"))?;
        let mut pool = Pool::new();
        let mut out = Vec::new();
        new_builder(&mut pool, &mut out);
        let mut literal: Vec<u16> = Vec::new();
        let (mut arg, mut slot, mut constant) = (0usize, 0u16, 0usize);
        for &unit in recipe {
            match unit {
                1 => {
                    append_literal_units(&mut pool, &literal, &mut out);
                    literal.clear();
                    let p = params.get(arg).ok_or_else(|| {
                        VmError::class_format("concat recipe has too many arguments")
                    })?;
                    out.push(Insn::Load(slot));
                    append(&mut pool, p, &mut out);
                    slot += if *p == "J" || *p == "D" { 2 } else { 1 };
                    arg += 1;
                }
                2 => {
                    literal.extend_from_slice(consts.get(constant).map_or(&[][..], |c| &c[..]));
                    constant += 1;
                }
                c => literal.push(c),
            }
        }
        append_literal_units(&mut pool, &literal, &mut out);
        out.push(Insn::InvokeVirtual(pool.method(
            "java/lang/StringBuilder",
            "toString",
            "()Ljava/lang/String;",
            false,
        )));
        out.push(Insn::ReturnValue);
        let m = method(
            access::PUBLIC | access::STATIC,
            "concat",
            desc,
            code(out, slots(&params)),
        );
        let file = self.synthetic_file(owner, "Concat", pool, Vec::new(), Vec::new(), vec![m]);
        self.define_synthetic(file, "concat", desc)
    }

    /// A pattern-matching switch's selector (`SwitchBootstraps.typeSwitch`
    /// or `enumSwitch`): a static method of the call site's type
    /// `(target, restart)int` that builds the array of the case labels
    /// (`Class`, `String` and `Integer` constants) and asks
    /// `WayfinderSwitches` (a model class) for the index of the case.
    fn make_switch(
        &mut self,
        cp: &[CpEntry],
        owner: &str,
        which: &str,
        desc: &str,
        args: &[CpIdx],
    ) -> Result<MethodId, VmError> {
        let params = descriptor::method_params(desc)
            .ok_or_else(|| VmError::class_format("bad switch descriptor"))?;
        if params.len() != 2 || is_prim(params[0]) || params[1] != "I" || !desc.ends_with(")I") {
            return Err(VmError::unsupported(format!(
                "SwitchBootstraps.{which} with call site type {desc} in {} (a switch over a primitive type)",
                descriptor::binary_name(owner)
            )));
        }
        let mut pool = Pool::new();
        let mut out = vec![
            Insn::Load(0),
            Insn::Load(1),
            Insn::IConst(args.len() as i32),
            Insn::ANewArray(pool.class("java/lang/Object")),
        ];
        for (i, &a) in args.iter().enumerate() {
            out.push(Insn::Dup);
            out.push(Insn::IConst(i as i32));
            match cp.get(a as usize) {
                Some(CpEntry::Class(n)) => out.push(Insn::Ldc(pool.class(n))),
                Some(CpEntry::String(s)) => out.push(Insn::Ldc(pool.string(s))),
                Some(CpEntry::StringUtf16(u)) => out.push(Insn::Ldc(pool.string_units(u))),
                Some(CpEntry::Int(v)) => {
                    out.push(Insn::IConst(*v));
                    out.push(Insn::InvokeStatic(pool.method(
                        "java/lang/Integer",
                        "valueOf",
                        "(I)Ljava/lang/Integer;",
                        false,
                    )));
                }
                other => {
                    return Err(VmError::unsupported(format!(
                        "SwitchBootstraps.{which} case label {other:?} in {}",
                        descriptor::binary_name(owner)
                    )))
                }
            }
            out.push(Insn::ArrayStore(ArrayKind::Ref));
        }
        out.push(Insn::InvokeStatic(pool.method(
            "java/lang/runtime/WayfinderSwitches",
            which,
            "(Ljava/lang/Object;I[Ljava/lang/Object;)I",
            false,
        )));
        out.push(Insn::ReturnValue);
        let m = method(
            access::PUBLIC | access::STATIC,
            "select",
            desc,
            code(out, 2),
        );
        let file = self.synthetic_file(owner, "Switch", pool, Vec::new(), Vec::new(), vec![m]);
        self.define_synthetic(file, "select", desc)
    }

    fn make_lambda(
        &mut self,
        cp: &[CpEntry],
        owner: &str,
        sam_name: &str,
        site_desc: &str,
        args: &[u16],
        alt: bool,
    ) -> Result<MethodId, VmError> {
        let method_type = |i: usize| -> Result<Arc<str>, VmError> {
            match args.get(i).and_then(|a| cp.get(*a as usize)) {
                Some(CpEntry::MethodType(d)) => Ok(d.clone()),
                _ => Err(VmError::class_format(
                    "lambda bootstrap argument is not a MethodType",
                )),
            }
        };
        let sam_desc = method_type(0)?;
        let impl_h = self.handle(
            cp,
            *args
                .get(1)
                .ok_or_else(|| VmError::class_format("lambda impl missing"))?,
        )?;
        let inst_desc = method_type(2)?;
        let iface_desc = descriptor::method_return(site_desc).unwrap_or("Ljava/lang/Object;");
        let iface = descriptor::class_of_field_desc(iface_desc)
            .unwrap_or("java/lang/Object")
            .to_string();
        let mut interfaces: Vec<Arc<str>> = vec![Arc::from(iface.as_str())];
        let mut bridges: Vec<Arc<str>> = Vec::new();
        if alt {
            // altMetafactory: flags, then optional marker interfaces and bridges.
            let flags = match args.get(3).and_then(|a| cp.get(*a as usize)) {
                Some(CpEntry::Int(f)) => *f,
                _ => 0,
            };
            if flags & 1 != 0 {
                interfaces.push(Arc::from("java/io/Serializable"));
            }
            let mut i = 4;
            if flags & 2 != 0 {
                let n = match args.get(i).and_then(|a| cp.get(*a as usize)) {
                    Some(CpEntry::Int(n)) => *n as usize,
                    _ => 0,
                };
                i += 1;
                for _ in 0..n {
                    if let Some(CpEntry::Class(c)) = args.get(i).and_then(|a| cp.get(*a as usize)) {
                        interfaces.push(c.clone());
                    }
                    i += 1;
                }
            }
            if flags & 4 != 0 {
                let n = match args.get(i).and_then(|a| cp.get(*a as usize)) {
                    Some(CpEntry::Int(n)) => *n as usize,
                    _ => 0,
                };
                i += 1;
                for _ in 0..n {
                    if let Some(CpEntry::MethodType(d)) =
                        args.get(i).and_then(|a| cp.get(*a as usize))
                    {
                        bridges.push(d.clone());
                    }
                    i += 1;
                }
            }
        }
        let captured = descriptor::method_params(site_desc)
            .ok_or_else(|| VmError::class_format("bad lambda call site"))?;
        let inst_params: Vec<String> = descriptor::method_params(&inst_desc)
            .ok_or_else(|| VmError::class_format("bad instantiated type"))?
            .iter()
            .map(|s| s.to_string())
            .collect();
        let mut pool = Pool::new();
        let this_name = self.classes.synthetic_name(owner, "Lambda");
        // The synthetic_file call below makes its own name; keep ours for field refs.
        let fields: Vec<FieldDef> = captured
            .iter()
            .enumerate()
            .map(|(i, d)| FieldDef {
                access: access::PRIVATE | access::FINAL,
                name: Arc::from(format!("cap{i}").as_str()),
                desc: Arc::from(*d),
                constant_value: None,
                signature: None,
            })
            .collect();
        let ctor_desc = format!("({})V", captured.join(""));
        // Constructor.
        let mut ctor = vec![
            Insn::Load(0),
            Insn::InvokeSpecial(pool.method("java/lang/Object", "<init>", "()V", false)),
        ];
        let mut slot = 1u16;
        for (i, d) in captured.iter().enumerate() {
            ctor.push(Insn::Load(0));
            ctor.push(Insn::Load(slot));
            ctor.push(Insn::PutField(pool.field(
                &this_name,
                &format!("cap{i}"),
                d,
            )));
            slot += if *d == "J" || *d == "D" { 2 } else { 1 };
        }
        ctor.push(Insn::Return);
        let ctor_m = method(access::PRIVATE, "<init>", &ctor_desc, code(ctor, slot));
        // Static factory the call site invokes. A lambda that captures
        // nothing is one object per call site, as on HotSpot: the class's
        // initialiser makes it (once, under the JVMS 5.5 initialisation
        // lock, and as program state, so backtracking undoes it) and the
        // factory returns it.
        let this_cls = pool.class(&this_name);
        let mut fields = fields;
        let mut methods = vec![ctor_m];
        let fac = if captured.is_empty() {
            let this_desc = format!("L{this_name};");
            fields.push(FieldDef {
                access: access::PRIVATE | access::STATIC | access::FINAL,
                name: Arc::from("INSTANCE"),
                desc: Arc::from(this_desc.as_str()),
                constant_value: None,
                signature: None,
            });
            let instance = pool.field(&this_name, "INSTANCE", &this_desc);
            let clinit = vec![
                Insn::New(this_cls),
                Insn::Dup,
                Insn::InvokeSpecial(pool.method(&this_name, "<init>", &ctor_desc, false)),
                Insn::PutStatic(instance),
                Insn::Return,
            ];
            methods.push(method(access::STATIC, "<clinit>", "()V", code(clinit, 0)));
            vec![Insn::GetStatic(instance), Insn::ReturnValue]
        } else {
            let mut fac = vec![Insn::New(this_cls), Insn::Dup];
            let mut slot = 0u16;
            for d in &captured {
                fac.push(Insn::Load(slot));
                slot += if *d == "J" || *d == "D" { 2 } else { 1 };
            }
            fac.push(Insn::InvokeSpecial(
                pool.method(&this_name, "<init>", &ctor_desc, false),
            ));
            fac.push(Insn::ReturnValue);
            fac
        };
        let slot: u16 = captured
            .iter()
            .map(|d| if *d == "J" || *d == "D" { 2 } else { 1 })
            .sum();
        methods.push(method(
            access::PUBLIC | access::STATIC,
            "create",
            site_desc,
            code(fac, slot.max(1)),
        ));
        let mut descs: Vec<Arc<str>> = vec![sam_desc.clone()];
        for b in bridges {
            if !descs.contains(&b) {
                descs.push(b);
            }
        }
        for d in descs {
            let body = self.lambda_body(
                &mut pool,
                &this_name,
                &captured,
                &d,
                &inst_params,
                &inst_desc,
                &impl_h,
            )?;
            methods.push(method(access::PUBLIC, sam_name, &d, body));
        }
        let initialised = !captured.is_empty();
        let mut file = self.synthetic_file(owner, "Lambda", pool, interfaces, fields, methods);
        file.name = Arc::from(this_name.as_str());
        let c = self.classes.define(file, None)?;
        if initialised {
            self.born_initialized.insert(c);
        }
        self.sync_class_states();
        if initialised {
            self.set_init_state(c, InitState::Initialized);
        }
        self.classes
            .find_own_method(c, "create", site_desc)
            .ok_or_else(|| VmError::internal("synthetic method missing"))
    }

    #[allow(clippy::too_many_arguments)]
    fn lambda_body(
        &mut self,
        pool: &mut Pool,
        this_name: &str,
        captured: &[&str],
        sam_desc: &str,
        inst_params: &[String],
        inst_desc: &str,
        h: &Handle,
    ) -> Result<Code, VmError> {
        let sam_params = descriptor::method_params(sam_desc)
            .ok_or_else(|| VmError::class_format("bad SAM type"))?;
        let sam_ret = descriptor::method_return(sam_desc).unwrap_or("V");
        let impl_params = descriptor::method_params(&h.desc)
            .ok_or_else(|| VmError::class_format("bad impl type"))?;
        let impl_ret = descriptor::method_return(&h.desc).unwrap_or("V");
        let inst_ret = descriptor::method_return(inst_desc).unwrap_or("V");
        let mut out = Vec::new();
        // What the implementation expects: receiver (for instance methods) then its parameters.
        let mut targets: Vec<String> = Vec::new();
        match h.kind {
            8 => {
                out.push(Insn::New(pool.class(&h.class)));
                out.push(Insn::Dup);
            }
            5 | 7 | 9 => targets.push(format!("L{};", h.class)),
            _ => {}
        }
        targets.extend(impl_params.iter().map(|s| s.to_string()));
        let mut t = 0usize;
        for (i, d) in captured.iter().enumerate() {
            out.push(Insn::Load(0));
            out.push(Insn::GetField(pool.field(this_name, &format!("cap{i}"), d)));
            if let Some(target) = targets.get(t) {
                convert(pool, d, target, d, &mut out);
            }
            t += 1;
        }
        let mut slot = 1u16;
        for (j, d) in sam_params.iter().enumerate() {
            out.push(Insn::Load(slot));
            slot += if *d == "J" || *d == "D" { 2 } else { 1 };
            let hint = inst_params.get(j).map(|s| s.as_str()).unwrap_or(d);
            if let Some(target) = targets.get(t) {
                if !is_prim(d) && hint != *d && !is_prim(hint) && !is_prim(target) {
                    // Cast to the instantiated type first (it is at least as precise).
                    convert(pool, d, hint, hint, &mut out);
                    convert(pool, hint, target, hint, &mut out);
                } else {
                    convert(pool, d, target, hint, &mut out);
                }
            }
            t += 1;
        }
        let r = pool.method(&h.class, &h.name, &h.desc, h.interface);
        out.push(match h.kind {
            6 => Insn::InvokeStatic(r),
            7 | 8 => Insn::InvokeSpecial(r),
            9 => Insn::InvokeInterface(r),
            5 => {
                if h.interface {
                    Insn::InvokeInterface(r)
                } else {
                    Insn::InvokeVirtual(r)
                }
            }
            k => {
                return Err(VmError::unsupported(format!(
                    "lambda implementation handle of kind {k}"
                )))
            }
        });
        let produced = if h.kind == 8 {
            format!("L{};", h.class)
        } else {
            impl_ret.to_string()
        };
        if sam_ret == "V" {
            match produced.as_str() {
                "V" => {}
                "J" | "D" => out.push(Insn::Pop2),
                _ => out.push(Insn::Pop),
            }
        } else {
            convert(pool, &produced, sam_ret, inst_ret, &mut out);
        }
        out.push(return_insn(sam_ret));
        Ok(code(out, slot))
    }

    fn make_record_method(
        &mut self,
        cp: &[CpEntry],
        owner: &str,
        name: &str,
        desc: &str,
        args: &[u16],
    ) -> Result<MethodId, VmError> {
        let record = match args.first().and_then(|a| cp.get(*a as usize)) {
            Some(CpEntry::Class(c)) => c.clone(),
            _ => return Err(VmError::class_format("ObjectMethods: record class missing")),
        };
        let names: Vec<String> = match args.get(1).and_then(|a| cp.get(*a as usize)) {
            Some(CpEntry::String(s)) if !s.is_empty() => {
                s.split(';').map(|x| x.to_string()).collect()
            }
            _ => Vec::new(),
        };
        let mut getters = Vec::new();
        for a in args.iter().skip(2) {
            getters.push(self.handle(cp, *a)?);
        }
        let mut pool = Pool::new();
        let mut out: Vec<Insn> = Vec::new();
        let rc = self.load_class(&record)?;
        let simple = {
            let f = self.classes.get(rc).file.clone();
            match f.and_then(|f| f.inner_simple_name.clone()) {
                Some(s) => s.to_string(),
                None => {
                    let n = self.classes.get(rc).java_name();
                    n.rsplit('.').next().unwrap_or(&n).to_string()
                }
            }
        };
        let get = |pool: &mut Pool, g: &Handle, out: &mut Vec<Insn>| {
            out.push(Insn::GetField(pool.field(&g.class, &g.name, &g.desc)));
        };
        match name {
            "toString" => {
                new_builder(&mut pool, &mut out);
                append_literal(&mut pool, &format!("{simple}["), &mut out);
                for (i, g) in getters.iter().enumerate() {
                    let label = format!(
                        "{}{}=",
                        if i > 0 { ", " } else { "" },
                        names.get(i).map(|s| s.as_str()).unwrap_or("")
                    );
                    append_literal(&mut pool, &label, &mut out);
                    out.push(Insn::Load(0));
                    get(&mut pool, g, &mut out);
                    append(&mut pool, &g.desc, &mut out);
                }
                append_literal(&mut pool, "]", &mut out);
                out.push(Insn::InvokeVirtual(pool.method(
                    "java/lang/StringBuilder",
                    "toString",
                    "()Ljava/lang/String;",
                    false,
                )));
                out.push(Insn::ReturnValue);
            }
            "hashCode" => {
                out.push(Insn::IConst(0));
                for g in &getters {
                    out.push(Insn::IConst(31));
                    out.push(Insn::IMul);
                    out.push(Insn::Load(0));
                    get(&mut pool, g, &mut out);
                    if is_prim(&g.desc) {
                        let w = wrapper(&g.desc);
                        out.push(Insn::InvokeStatic(pool.method(
                            w,
                            "hashCode",
                            &format!("({})I", g.desc),
                            false,
                        )));
                    } else {
                        out.push(Insn::InvokeStatic(pool.method(
                            "java/util/Objects",
                            "hashCode",
                            "(Ljava/lang/Object;)I",
                            false,
                        )));
                    }
                    out.push(Insn::IAdd);
                }
                out.push(Insn::ReturnValue);
            }
            "equals" => {
                // if (this == o) return true; if (!(o instanceof R)) return false;
                // compare each component; any difference returns false.
                let mut false_jumps = Vec::new();
                out.push(Insn::Load(0));
                out.push(Insn::Load(1));
                let same_at = out.len();
                out.push(Insn::IfACmpEq(0));
                out.push(Insn::Load(1));
                out.push(Insn::InstanceOf(pool.class(&record)));
                false_jumps.push(out.len());
                out.push(Insn::If(Cond::Eq, 0));
                let rcls = pool.class(&record);
                for g in &getters {
                    out.push(Insn::Load(0));
                    get(&mut pool, g, &mut out);
                    out.push(Insn::Load(1));
                    out.push(Insn::CheckCast(rcls));
                    get(&mut pool, g, &mut out);
                    match &*g.desc {
                        "F" => {
                            out.push(Insn::InvokeStatic(pool.method(
                                "java/lang/Float",
                                "compare",
                                "(FF)I",
                                false,
                            )));
                            false_jumps.push(out.len());
                            out.push(Insn::If(Cond::Ne, 0));
                        }
                        "D" => {
                            out.push(Insn::InvokeStatic(pool.method(
                                "java/lang/Double",
                                "compare",
                                "(DD)I",
                                false,
                            )));
                            false_jumps.push(out.len());
                            out.push(Insn::If(Cond::Ne, 0));
                        }
                        "J" => {
                            out.push(Insn::LCmp);
                            false_jumps.push(out.len());
                            out.push(Insn::If(Cond::Ne, 0));
                        }
                        d if is_prim(d) => {
                            false_jumps.push(out.len());
                            out.push(Insn::IfICmp(Cond::Ne, 0));
                        }
                        _ => {
                            out.push(Insn::InvokeStatic(pool.method(
                                "java/util/Objects",
                                "equals",
                                "(Ljava/lang/Object;Ljava/lang/Object;)Z",
                                false,
                            )));
                            false_jumps.push(out.len());
                            out.push(Insn::If(Cond::Eq, 0));
                        }
                    }
                }
                let true_at = out.len() as u32;
                out.push(Insn::IConst(1));
                out.push(Insn::ReturnValue);
                let false_at = out.len() as u32;
                out.push(Insn::IConst(0));
                out.push(Insn::ReturnValue);
                out[same_at] = Insn::IfACmpEq(true_at);
                for j in false_jumps {
                    out[j] = match &out[j] {
                        Insn::If(c, _) => Insn::If(*c, false_at),
                        Insn::IfICmp(c, _) => Insn::IfICmp(*c, false_at),
                        other => other.clone(),
                    };
                }
            }
            other => {
                return Err(VmError::unsupported(format!(
                    "ObjectMethods.bootstrap for {other}"
                )))
            }
        }
        let params = descriptor::method_params(desc)
            .ok_or_else(|| VmError::class_format("bad record method type"))?;
        let m = method(
            access::PUBLIC | access::STATIC,
            name,
            desc,
            code(out, slots(&params).max(2)),
        );
        let file = self.synthetic_file(owner, "Record", pool, Vec::new(), Vec::new(), vec![m]);
        self.define_synthetic(file, name, desc)
    }
}
