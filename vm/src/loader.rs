//! Loaded classes and methods: the program's metadata.
//!
//! Everything here only grows (a class once loaded stays loaded) and none of
//! it is part of the program state a model checker stores: class
//! initialisation status and static field values live in `VmState`.

use std::rc::Rc;
use std::sync::Arc;

use fxhash::FxHashMap;

use crate::classfile::{access, ClassFile, Code, CpEntry};
use crate::classpath::{ClassPath, Origin};
use crate::descriptor;
use crate::error::VmError;
use crate::insn::PrimType;
use crate::loader_state::LoaderTables;
use crate::model;
use crate::parse::parse_class;

pub type ClassId = u32;
/// No class: marks an empty entry of a class's dispatch cache.
const NO_CLASS: ClassId = ClassId::MAX;
pub type MethodId = u32;
/// An interned (name, descriptor) pair.
pub type SigId = u32;

/// What kind of type a class object describes.
#[derive(Clone, Debug, PartialEq)]
pub enum ClassKind {
    Instance,
    Array(ElemType),
    Primitive(PrimType),
}

/// The element type of an array class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ElemType {
    Prim(PrimType),
    Ref(ClassId),
}

/// One field slot: instance fields of an object or static fields of a class.
#[derive(Clone, Debug)]
pub struct FieldSlot {
    pub name: Arc<str>,
    pub desc: Arc<str>,
    pub access: u16,
    pub owner: ClassId,
}

/// A resolved field reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FieldRef {
    /// For statics: the class holding the field. For instance fields: the
    /// class that declared it.
    pub class: ClassId,
    pub slot: u32,
    pub is_static: bool,
    pub is_volatile: bool,
    pub is_final: bool,
    /// One of the library's statistics counters left out of the compared
    /// state (`crate::bookkeeping`).
    pub is_counter: bool,
    /// A field holding a wall-clock value, whose reads
    /// `crate::deferred_clock` judges.
    pub holds_clock: bool,
    /// `Thread.threadLocals`, whose accesses by other threads
    /// `crate::own_thread_locals` guards.
    pub thread_locals: bool,
}

/// A constant-pool entry after resolution, cached per class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Resolved {
    Unresolved,
    Class(ClassId),
    Field(FieldRef),
    Method(MethodId),
}

#[derive(Debug)]
pub struct Class {
    pub id: ClassId,
    /// Internal name: `java/lang/String`, `[I`, or `int` for primitives.
    pub name: Arc<str>,
    pub access: u16,
    pub kind: ClassKind,
    pub super_class: Option<ClassId>,
    pub interfaces: Vec<ClassId>,
    /// The class file, for constant pool, bootstrap methods and source file.
    pub file: Option<Arc<ClassFile>>,
    pub origin: Option<Origin>,
    /// All instance field slots, inherited ones first.
    pub instance_fields: Vec<FieldSlot>,
    pub static_fields: Vec<FieldSlot>,
    /// Methods declared by this class.
    pub methods: Vec<MethodId>,
    pub own_methods: FxHashMap<SigId, MethodId>,
    pub clinit: Option<MethodId>,
    /// Virtual lookup cache.
    vtable: FxHashMap<SigId, Option<MethodId>>,
    cp_cache: Vec<Resolved>,
    /// Per constant-pool index of a method reference: the receiver class
    /// last seen at a virtual or interface call through it and the method
    /// selected for that class (a monomorphic inline cache; `NO_CLASS`
    /// when empty). Sized on first use.
    dispatch_cache: Vec<(ClassId, MethodId)>,
    /// The class of one-dimensional arrays of this type, once made.
    array_class: Option<ClassId>,
    /// Does this interface (or class) declare a non-abstract, non-static method?
    pub has_default_methods: bool,
    /// The class namespace it belongs to: 0 for the JDK's and the class
    /// path's (one namespace), `n > 0` for the classes a program's class
    /// loader defined from bytes (`Classes::define_in`).
    pub namespace: u32,
}

impl Class {
    pub fn is_interface(&self) -> bool {
        self.access & access::INTERFACE != 0
    }

    pub fn is_array(&self) -> bool {
        matches!(self.kind, ClassKind::Array(_))
    }

    pub fn cp(&self) -> &[CpEntry] {
        match &self.file {
            Some(f) => &f.cp,
            None => &[],
        }
    }

    /// Whether the class is the JDK's (its run-time image or our own model
    /// classes) rather than the program's.
    pub fn origin_is_jdk(&self) -> bool {
        matches!(
            self.origin,
            Some(crate::classpath::Origin::Jdk { .. }) | None
        )
    }

    pub fn source_file(&self) -> Option<&str> {
        self.file.as_ref().and_then(|f| f.source_file.as_deref())
    }

    /// Java's name for the class: `java.lang.String`, `[I`, `int`.
    pub fn java_name(&self) -> String {
        descriptor::binary_name(&self.name)
    }

    /// The field-descriptor form of this type (`Ljava/lang/String;`, `[I`, `I`).
    pub fn descriptor(&self) -> String {
        match &self.kind {
            ClassKind::Instance => format!("L{};", self.name),
            ClassKind::Array(_) => self.name.to_string(),
            ClassKind::Primitive(p) => p.descriptor_char().to_string(),
        }
    }
}

#[derive(Debug)]
pub struct Method {
    pub id: MethodId,
    pub class: ClassId,
    pub name: Arc<str>,
    pub desc: Arc<str>,
    pub sig: SigId,
    pub access: u16,
    pub code: Option<Rc<Code>>,
    /// Number of argument values including the receiver.
    pub n_args: u16,
    /// First byte of the return descriptor (`V` for void).
    pub ret: u8,
}

impl Method {
    pub fn is_static(&self) -> bool {
        self.access & access::STATIC != 0
    }
    pub fn is_native(&self) -> bool {
        self.access & access::NATIVE != 0
    }
    pub fn is_abstract(&self) -> bool {
        self.access & access::ABSTRACT != 0
    }
    pub fn is_synchronized(&self) -> bool {
        self.access & access::SYNCHRONIZED != 0
    }
    pub fn is_private(&self) -> bool {
        self.access & access::PRIVATE != 0
    }
}

/// All loaded classes and methods.
pub struct Classes {
    pub classpath: ClassPath,
    pub classes: Vec<Class>,
    pub methods: Vec<Method>,
    by_name: FxHashMap<Arc<str>, ClassId>,
    /// The classes program loaders defined from bytes, by namespace and
    /// class file (see `define_in`): kept for good, like every class, and
    /// handed out again when the same namespace defines the same bytes on
    /// another path of a search.
    defined_in: FxHashMap<(u32, Arc<[u8]>), Vec<ClassId>>,
    /// The resolutions of a program loader's classes that `set_cached`
    /// may not keep for good (a name its loader answered), each with the
    /// class the name resolved to: `cached_in` hands one out again while
    /// the state's tables still give that class for the name.
    ns_cache: FxHashMap<(ClassId, u16), (Resolved, ClassId)>,
    sigs: FxHashMap<(Arc<str>, Arc<str>), SigId>,
    sig_names: Vec<(Arc<str>, Arc<str>)>,
    /// Classes whose loading failed, with the error, so it is reported again.
    failed: FxHashMap<Arc<str>, VmError>,
    /// Classes being loaded now (their super types are being loaded): one
    /// met again is its own super type.
    loading: Vec<Arc<str>>,
    synthetic_counter: u32,
}

/// Well-known classes, loaded at start-up.
#[derive(Clone, Copy, Debug)]
pub struct WellKnown {
    pub object: ClassId,
    pub class: ClassId,
    pub string: ClassId,
    pub thread: ClassId,
    pub throwable: ClassId,
}

impl Classes {
    pub fn new(classpath: ClassPath) -> Classes {
        Classes {
            classpath,
            classes: Vec::new(),
            methods: Vec::new(),
            by_name: FxHashMap::default(),
            defined_in: FxHashMap::default(),
            ns_cache: FxHashMap::default(),
            sigs: FxHashMap::default(),
            sig_names: Vec::new(),
            failed: FxHashMap::default(),
            loading: Vec::new(),
            synthetic_counter: 0,
        }
    }

    #[inline]
    pub fn get(&self, id: ClassId) -> &Class {
        &self.classes[id as usize]
    }

    #[inline]
    pub fn method(&self, id: MethodId) -> &Method {
        &self.methods[id as usize]
    }

    pub fn sig(&mut self, name: &str, desc: &str) -> SigId {
        if let Some(&s) = self.sigs.get(&(Arc::from(name), Arc::from(desc))) {
            return s;
        }
        let key: (Arc<str>, Arc<str>) = (Arc::from(name), Arc::from(desc));
        let id = self.sig_names.len() as SigId;
        self.sig_names.push(key.clone());
        self.sigs.insert(key, id);
        id
    }

    pub fn sig_of(&self, name: &str, desc: &str) -> Option<SigId> {
        self.sigs.get(&(Arc::from(name), Arc::from(desc))).copied()
    }

    pub fn lookup_loaded(&self, name: &str) -> Option<ClassId> {
        self.by_name.get(name).copied()
    }

    /// Class `name` as namespace `ns` knows it so far (`ns` 0, or a class
    /// of a `java.` package: loaded on demand from the JDK and the class
    /// path): one the namespace's loader defined or was asked for
    /// (`tables`, the state's), or an array of one; an error when the
    /// loader did not find it; `None` when the loader has to be asked
    /// (`Vm::load_for`).
    pub fn lookup_for(
        &mut self,
        tables: &LoaderTables,
        ns: u32,
        name: &str,
    ) -> Result<Option<ClassId>, VmError> {
        // A class of a `java.` package is the bootstrap loader's whatever
        // loader is asked: no other may define one (`preDefineClass`).
        if ns == 0 || name.starts_with("java/") {
            return self.load(name).map(Some);
        }
        if let Some(c) = tables.class(ns, name) {
            return Ok(Some(c));
        }
        if let Some(e) = tables.failure(ns, name) {
            return Err(e.clone());
        }
        let Some(elem) = name.strip_prefix('[') else {
            return Ok(None);
        };
        // An array: of its element class as the namespace knows it.
        let elem = match elem.as_bytes().first() {
            Some(b'[') => self.lookup_for(tables, ns, elem)?,
            Some(b'L') if elem.ends_with(';') => {
                self.lookup_for(tables, ns, &elem[1..elem.len() - 1])?
            }
            _ => return self.load(name).map(Some),
        };
        match elem {
            Some(e) => self.array_of(e).map(Some),
            None => Ok(None),
        }
    }

    /// Loads (and links) the class with internal name `name`, or an array
    /// class when `name` starts with `[`.
    pub fn load(&mut self, name: &str) -> Result<ClassId, VmError> {
        if let Some(&id) = self.by_name.get(name) {
            return Ok(id);
        }
        if let Some(e) = self.failed.get(name) {
            return Err(e.clone());
        }
        if self.loading.iter().any(|l| &**l == name) {
            return Err(VmError::linkage(
                "java/lang/ClassCircularityError",
                descriptor::binary_name(name),
            ));
        }
        self.loading.push(Arc::from(name));
        let result = if name.starts_with('[') {
            self.load_array(name)
        } else {
            self.load_from_path(name)
        };
        self.loading.pop();
        if let Err(e) = &result {
            self.failed.insert(Arc::from(name), e.clone());
        }
        result
    }

    /// The class of a primitive type (`int.class`).
    pub fn primitive(&mut self, p: PrimType) -> ClassId {
        let name = p.java_name();
        if let Some(&id) = self.by_name.get(name) {
            return id;
        }
        let id = self.classes.len() as ClassId;
        self.classes.push(Class {
            id,
            name: Arc::from(name),
            access: access::PUBLIC | access::FINAL | access::ABSTRACT,
            kind: ClassKind::Primitive(p),
            super_class: None,
            interfaces: Vec::new(),
            file: None,
            origin: None,
            instance_fields: Vec::new(),
            static_fields: Vec::new(),
            methods: Vec::new(),
            own_methods: FxHashMap::default(),
            clinit: None,
            vtable: FxHashMap::default(),
            cp_cache: Vec::new(),
            dispatch_cache: Vec::new(),
            array_class: None,
            has_default_methods: false,
            namespace: 0,
        });
        self.by_name.insert(Arc::from(name), id);
        id
    }

    /// The class of arrays whose elements are `elem`.
    pub fn array_of(&mut self, elem: ClassId) -> Result<ClassId, VmError> {
        if let Some(a) = self.classes[elem as usize].array_class {
            return Ok(a);
        }
        let d = self.classes[elem as usize].descriptor();
        let ns = self.classes[elem as usize].namespace;
        let a = if ns == 0 {
            self.load(&format!("[{d}"))?
        } else {
            self.make_array(&format!("[{d}"), ElemType::Ref(elem), ns)?
        };
        self.classes[elem as usize].array_class = Some(a);
        Ok(a)
    }

    /// The class a field descriptor names (primitive classes included).
    pub fn load_desc(&mut self, desc: &str) -> Result<ClassId, VmError> {
        let b = desc.as_bytes();
        if b.len() == 1 {
            if let Some(p) = PrimType::from_descriptor_char(b[0]) {
                return Ok(self.primitive(p));
            }
        }
        match descriptor::class_of_field_desc(desc) {
            Some(n) => self.load(n),
            None => Err(VmError::class_format(format!("bad type descriptor {desc}"))),
        }
    }

    fn load_array(&mut self, name: &str) -> Result<ClassId, VmError> {
        let elem_desc = &name[1..];
        let elem = if elem_desc.len() == 1 {
            let p = PrimType::from_descriptor_char(elem_desc.as_bytes()[0])
                .ok_or_else(|| VmError::class_format(format!("bad array class name {name}")))?;
            ElemType::Prim(p)
        } else {
            ElemType::Ref(self.load_desc(elem_desc)?)
        };
        self.make_array(name, elem, 0)
    }

    /// Makes the array class `name` of elements `elem` in namespace `ns`.
    fn make_array(&mut self, name: &str, elem: ElemType, ns: u32) -> Result<ClassId, VmError> {
        let object = self.load("java/lang/Object")?;
        let cloneable = self.load("java/lang/Cloneable")?;
        let serializable = self.load("java/io/Serializable")?;
        let id = self.classes.len() as ClassId;
        self.classes.push(Class {
            id,
            name: Arc::from(name),
            access: access::PUBLIC | access::FINAL | access::ABSTRACT,
            kind: ClassKind::Array(elem),
            super_class: Some(object),
            interfaces: vec![cloneable, serializable],
            file: None,
            origin: None,
            instance_fields: Vec::new(),
            static_fields: Vec::new(),
            methods: Vec::new(),
            own_methods: FxHashMap::default(),
            clinit: None,
            vtable: FxHashMap::default(),
            cp_cache: Vec::new(),
            dispatch_cache: Vec::new(),
            array_class: None,
            has_default_methods: false,
            namespace: ns,
        });
        self.register_name(Arc::from(name), id, ns);
        Ok(id)
    }

    /// Enters class `id` of name `name` into the one namespace's table
    /// (a program loader's namespace is state: `crate::loader_state`).
    fn register_name(&mut self, name: Arc<str>, id: ClassId, ns: u32) {
        if ns == 0 {
            self.by_name.insert(name, id);
        }
    }

    fn load_from_path(&mut self, name: &str) -> Result<ClassId, VmError> {
        let model =
            model::model_class(self.classpath.jdk_version(), name).map_err(VmError::unsupported)?;
        let (bytes, origin) = if let Some(bytes) = model {
            (
                bytes.to_vec(),
                Origin::Jdk {
                    module: "wayfinder.model".into(),
                },
            )
        } else {
            match self.classpath.find_class(name) {
                Ok(Some(found)) => found,
                Ok(None) => return Err(VmError::no_class_def(name)),
                Err(e) => return Err(VmError::input(e.to_string())),
            }
        };
        let file = parse_class(&bytes).map_err(|e| {
            VmError::class_format(format!(
                "{} (loading {} from {origin})",
                e.0,
                descriptor::binary_name(name)
            ))
        })?;
        if &*file.name != name {
            return Err(VmError::no_class_def_msg(format!(
                "{} (wrong name: {})",
                descriptor::binary_name(name),
                descriptor::binary_name(&file.name)
            )));
        }
        // Classes from the user's class path are verified once, here, before
        // they are linked; the JDK's own are trusted.
        if file.super_name.as_deref() == Some(name) {
            return Err(VmError::linkage(
                "java/lang/ClassCircularityError",
                descriptor::binary_name(name),
            ));
        }
        if !matches!(origin, Origin::Jdk { .. }) {
            crate::verify::verify_class(&bytes, &file)?;
        }
        self.define(file, Some(origin))
    }

    /// A fresh name for a class the VM makes itself (lambdas, call sites).
    pub fn synthetic_name(&mut self, base: &str, what: &str) -> String {
        self.synthetic_counter += 1;
        format!("{base}$$Wayfinder{what}${}", self.synthetic_counter)
    }

    /// Links a parsed class: resolves its super types, lays out its fields
    /// and registers its methods.
    /// Defines class `file` (from `bytes`) into the class path's namespace
    /// while the program runs, as if the class path had held it
    /// (`Lookup.defineClass` under `run`; a definition here is kept for
    /// good, so a model checker must not use it): verified, its super
    /// types loaded; a `LinkageError` when the namespace has the name
    /// already.
    pub fn define_at_run_time(
        &mut self,
        file: ClassFile,
        bytes: &[u8],
        origin: Origin,
    ) -> Result<ClassId, VmError> {
        if self.by_name.contains_key(&*file.name) {
            return Err(VmError::linkage(
                "java/lang/LinkageError",
                format!(
                    "loader 'app' attempted duplicate class definition for {}.",
                    descriptor::binary_name(&file.name)
                ),
            ));
        }
        crate::verify::verify_class(bytes, &file)?;
        self.failed.remove(&*file.name);
        let name: Arc<str> = Arc::from(&*file.name);
        self.loading.push(name);
        let r = self.define(file, Some(origin));
        self.loading.pop();
        r
    }

    pub fn define(&mut self, file: ClassFile, origin: Option<Origin>) -> Result<ClassId, VmError> {
        let super_class = match file.super_name.clone() {
            Some(s) => Some(self.load(&s)?),
            None => None,
        };
        let mut interfaces = Vec::new();
        for i in file.interfaces.clone() {
            interfaces.push(self.load(&i)?);
        }
        self.link(file, origin, 0, super_class, interfaces)
    }

    /// The class a program loader defines from class file `bytes` (parsed:
    /// `file`) into its namespace `ns` (`n > 0`; see `Class::namespace`),
    /// with the super types its loader resolved for it. The same namespace
    /// defining the same bytes over the same super types on another path
    /// of a search gets the same class again (its metadata, not its state:
    /// which classes a namespace holds is state, `crate::loader_state`).
    pub fn define_in(
        &mut self,
        file: ClassFile,
        bytes: &[u8],
        ns: u32,
        super_class: Option<ClassId>,
        interfaces: Vec<ClassId>,
    ) -> Result<ClassId, VmError> {
        let key = (ns, Arc::<[u8]>::from(bytes));
        if let Some(ids) = self.defined_in.get(&key) {
            for &c in ids {
                let cl = self.get(c);
                if cl.super_class == super_class && cl.interfaces == interfaces {
                    return Ok(c);
                }
            }
        }
        let c = self.link(file, None, ns, super_class, interfaces)?;
        self.defined_in.entry(key).or_default().push(c);
        Ok(c)
    }

    /// HotSpot's check, as it defines a class outside the run-time image
    /// (class path, program loader), that its module may reach its super
    /// types: a superclass or superinterface in a package its module does
    /// not export is an `IllegalAccessError`
    /// (`encapsulation::export_refusal`).
    fn super_access(
        &self,
        file: &ClassFile,
        super_class: Option<ClassId>,
        interfaces: &[ClassId],
    ) -> Result<(), VmError> {
        let name = descriptor::binary_name(&file.name);
        let supers = super_class
            .map(|c| ("superclass access check", c))
            .into_iter()
            .chain(interfaces.iter().map(|&c| ("superinterface check", c)));
        for (check, c) in supers {
            if let Some(m) = crate::natives::encapsulation::export_refusal(self, &name, c) {
                return Err(VmError::linkage(
                    "java/lang/IllegalAccessError",
                    format!("{check} failed: {m}"),
                ));
            }
        }
        Ok(())
    }

    /// Makes class `file` of namespace `ns` over its resolved super types.
    fn link(
        &mut self,
        mut file: ClassFile,
        origin: Option<Origin>,
        ns: u32,
        super_class: Option<ClassId>,
        interfaces: Vec<ClassId>,
    ) -> Result<ClassId, VmError> {
        let outside_image = match &origin {
            Some(Origin::Jdk { .. }) => false,
            Some(_) => true,
            None => ns != 0,
        };
        if outside_image {
            self.super_access(&file, super_class, &interfaces)?;
        }
        if let (Some(sid), Some(s)) = (super_class, &file.super_name) {
            if self.get(sid).is_interface() {
                return Err(VmError::incompatible(format!(
                    "class {} has interface {} as super class",
                    descriptor::binary_name(&file.name),
                    descriptor::binary_name(s)
                )));
            }
        }
        let id = self.classes.len() as ClassId;
        let mut instance_fields = match super_class {
            Some(s) => self.get(s).instance_fields.clone(),
            None => Vec::new(),
        };
        let mut static_fields = Vec::new();
        for f in &file.fields {
            let slot = FieldSlot {
                name: f.name.clone(),
                desc: f.desc.clone(),
                access: f.access,
                owner: id,
            };
            if f.access & access::STATIC != 0 {
                static_fields.push(slot);
            } else {
                instance_fields.push(slot);
            }
        }
        let mut methods = Vec::new();
        let mut own_methods = FxHashMap::default();
        let mut clinit = None;
        let mut has_default_methods = false;
        let is_interface = file.access & access::INTERFACE != 0;
        let method_defs = std::mem::take(&mut file.methods);
        for m in method_defs {
            let params = descriptor::method_params(&m.desc).ok_or_else(|| {
                VmError::class_format(format!("bad method descriptor {} in {}", m.desc, file.name))
            })?;
            let ret = descriptor::method_return(&m.desc)
                .map(|r| r.as_bytes()[0])
                .unwrap_or(b'V');
            let n_args = params.len() as u16 + if m.access & access::STATIC != 0 { 0 } else { 1 };
            let sig = self.sig(&m.name, &m.desc);
            let mid = self.methods.len() as MethodId;
            if &*m.name == "<clinit>" {
                clinit = Some(mid);
            }
            if is_interface
                && m.access & (access::ABSTRACT | access::STATIC) == 0
                && &*m.name != "<clinit>"
            {
                has_default_methods = true;
            }
            self.methods.push(Method {
                id: mid,
                class: id,
                name: m.name.clone(),
                desc: m.desc.clone(),
                sig,
                access: m.access,
                code: m.code.map(Rc::new),
                n_args,
                ret,
            });
            methods.push(mid);
            own_methods.insert(sig, mid);
        }
        let name = file.name.clone();
        let cp_len = file.cp.len();
        self.classes.push(Class {
            id,
            name: name.clone(),
            access: file.access,
            kind: ClassKind::Instance,
            super_class,
            interfaces,
            file: Some(Arc::new(file)),
            origin,
            instance_fields,
            static_fields,
            methods,
            own_methods,
            clinit,
            vtable: FxHashMap::default(),
            cp_cache: vec![Resolved::Unresolved; cp_len],
            dispatch_cache: Vec::new(),
            array_class: None,
            has_default_methods,
            namespace: ns,
        });
        self.register_name(name, id, ns);
        Ok(id)
    }

    #[inline]
    pub fn cached(&self, class: ClassId, idx: u16) -> Resolved {
        match self.classes[class as usize].cp_cache.get(idx as usize) {
            Some(r) => *r,
            None => Resolved::Unresolved,
        }
    }

    /// The method a virtual or interface call through method reference
    /// `idx` of `class` selected last time, if its receiver class was
    /// `receiver` (see `Class::dispatch_cache`).
    #[inline]
    pub fn cached_dispatch(&self, class: ClassId, idx: u16, receiver: ClassId) -> Option<MethodId> {
        match self.classes[class as usize]
            .dispatch_cache
            .get(idx as usize)
        {
            Some(&(c, m)) if c == receiver => Some(m),
            _ => None,
        }
    }

    /// Remembers that a virtual or interface call through method reference
    /// `idx` of `class` selected `m` for a receiver of class `receiver`.
    /// Sound to keep for good: resolution is cached for good too, and
    /// selection depends only on the receiver's class hierarchy, which
    /// never changes once loaded.
    pub fn set_cached_dispatch(
        &mut self,
        class: ClassId,
        idx: u16,
        receiver: ClassId,
        m: MethodId,
    ) {
        let cl = &mut self.classes[class as usize];
        if cl.dispatch_cache.is_empty() {
            cl.dispatch_cache = vec![(NO_CLASS, 0); cl.cp_cache.len()];
        }
        if let Some(slot) = cl.dispatch_cache.get_mut(idx as usize) {
            *slot = (receiver, m);
        }
    }

    /// The resolution of entry `idx` of `class`, a class of a program
    /// loader's namespace, that `set_cached_named` kept aside, if the
    /// state's `tables` still give the class it went through for the
    /// entry's class name (the loader answered the same on this path).
    pub fn cached_in(&self, tables: &LoaderTables, class: ClassId, idx: u16) -> Option<Resolved> {
        let &(r, named) = self.ns_cache.get(&(class, idx))?;
        let cl = self.get(class);
        let name = match cl.cp().get(idx as usize)? {
            CpEntry::Class(n) => n,
            CpEntry::FieldRef { class, .. } | CpEntry::MethodRef { class, .. } => class,
            _ => return None,
        };
        (tables.class(cl.namespace, name) == Some(named)).then_some(r)
    }

    /// Caches the resolution of constant-pool entry `idx` of `class`. For
    /// a class of a program loader's namespace, an entry naming a class is
    /// cached only when its resolution cannot differ between paths (a `java.`
    /// class, a primitive array, the class itself): its class id serves
    /// every path where the namespace defines the same bytes
    /// (`define_in`), while what its loader answers for another name is
    /// the state's (`crate::loader_state`).
    pub fn set_cached(&mut self, class: ClassId, idx: u16, r: Resolved) {
        self.set_cached_named(class, idx, r, None);
    }

    /// `set_cached` of a resolution through class `named`, the class the
    /// entry's class name resolved to: for a class of a program loader's
    /// namespace, a resolution `set_cached` may not keep is kept for
    /// `cached_in`.
    pub fn set_cached_named(
        &mut self,
        class: ClassId,
        idx: u16,
        r: Resolved,
        named: Option<ClassId>,
    ) {
        let cl = &self.classes[class as usize];
        if cl.namespace != 0 {
            let named_name = match cl.cp().get(idx as usize) {
                Some(CpEntry::Class(n)) => Some(n),
                Some(CpEntry::FieldRef { class, .. }) | Some(CpEntry::MethodRef { class, .. }) => {
                    Some(class)
                }
                // A call site: linked for good, as in the one namespace.
                _ => None,
            };
            if let Some(n) = named_name.filter(|n| !same_on_every_path(n, &cl.name)) {
                if let (Some(c), false) = (named, n.starts_with('[')) {
                    self.ns_cache.insert((class, idx), (r, c));
                }
                return;
            }
        }
        if let Some(slot) = self.classes[class as usize].cp_cache.get_mut(idx as usize) {
            *slot = r;
        }
    }

    /// The access check of JVMS 5.4.4 for class `from` naming class
    /// `target` (and, with `member`, its member of those access flags
    /// declared by that class, described when refused: `method 'int
    /// p.A.m()'`), made only between classes of different namespaces: a
    /// runtime package is a package and its defining loader, so a program
    /// loader's class and a class of the same package name elsewhere do
    /// not share package-private access. (Within one namespace Wayfinder
    /// checks no access: javac's classes pass it.) The
    /// `IllegalAccessError` HotSpot throws, if any.
    pub fn access_error(
        &self,
        from: ClassId,
        target: ClassId,
        member: Option<(u16, ClassId, &dyn Fn() -> String)>,
    ) -> Option<VmError> {
        let ns = |c: ClassId| self.get(self.element_class(c)).namespace;
        if ns(from) == ns(target) && member.is_none_or(|(_, d, _)| ns(d) == ns(from)) {
            return None;
        }
        let same_package = |a: ClassId, b: ClassId| {
            let (a, b) = (self.element_class(a), self.element_class(b));
            let pkg = |c: ClassId| {
                let n = &self.get(c).name;
                n.rsplit_once('/').map_or("", |(p, _)| p).to_string()
            };
            self.get(a).namespace == self.get(b).namespace && pkg(a) == pkg(b)
        };
        let from_name = self.get(from).java_name();
        let t = self.element_class(target);
        if !matches!(self.get(t).kind, ClassKind::Primitive(_))
            && self.get(t).access & access::PUBLIC == 0
            && !same_package(from, t)
        {
            return Some(VmError::linkage(
                "java/lang/IllegalAccessError",
                format!(
                    "failed to access class {} from class {from_name} (in different runtime packages: their class loaders differ)",
                    self.get(t).java_name()
                ),
            ));
        }
        let (flags, declaring, what) = member?;
        let allowed = if flags & access::PUBLIC != 0 {
            true
        } else if flags & access::PRIVATE != 0 {
            from == declaring
        } else if flags & access::PROTECTED != 0 {
            same_package(from, declaring) || self.is_assignable(from, declaring)
        } else {
            same_package(from, declaring)
        };
        (!allowed).then(|| {
            VmError::linkage(
                "java/lang/IllegalAccessError",
                format!(
                    "class {from_name} tried to access {} (in different runtime packages: their class loaders differ)",
                    what()
                ),
            )
        })
    }

    /// The element class of array class `c` (of its innermost element),
    /// else `c`.
    pub(crate) fn element_class(&self, c: ClassId) -> ClassId {
        match self.get(c).kind {
            ClassKind::Array(ElemType::Ref(e)) => self.element_class(e),
            _ => c,
        }
    }

    /// The access flags and the declaring class of field `f`.
    pub fn field_access(&self, f: &FieldRef) -> (u16, ClassId) {
        let cl = self.get(f.class);
        let slot = if f.is_static {
            cl.static_fields.get(f.slot as usize)
        } else {
            cl.instance_fields.get(f.slot as usize)
        };
        slot.map_or((access::PUBLIC, f.class), |s| (s.access, s.owner))
    }

    /// Is `sub` the same as, a subclass of, or an implementation of `sup`
    /// (JVMS 6.5 checkcast rules, arrays included)?
    pub fn is_assignable(&self, sub: ClassId, sup: ClassId) -> bool {
        if sub == sup {
            return true;
        }
        let s = self.get(sub);
        let t = self.get(sup);
        match (&s.kind, &t.kind) {
            (ClassKind::Array(se), ClassKind::Array(te)) => match (se, te) {
                (ElemType::Prim(a), ElemType::Prim(b)) => a == b,
                (ElemType::Ref(a), ElemType::Ref(b)) => self.is_assignable(*a, *b),
                _ => false,
            },
            (ClassKind::Array(_), ClassKind::Instance) => {
                &*t.name == "java/lang/Object"
                    || &*t.name == "java/lang/Cloneable"
                    || &*t.name == "java/io/Serializable"
            }
            (ClassKind::Instance, ClassKind::Instance) => {
                if t.is_interface() {
                    self.implements(sub, sup)
                } else {
                    let mut c = s.super_class;
                    while let Some(cid) = c {
                        if cid == sup {
                            return true;
                        }
                        c = self.get(cid).super_class;
                    }
                    false
                }
            }
            _ => false,
        }
    }

    fn implements(&self, c: ClassId, iface: ClassId) -> bool {
        let mut cur = Some(c);
        while let Some(cid) = cur {
            let cl = self.get(cid);
            for &i in &cl.interfaces {
                if i == iface || self.implements(i, iface) {
                    return true;
                }
            }
            cur = cl.super_class;
        }
        false
    }

    /// Finds the field `name:desc` in `c`, its super interfaces and super
    /// classes (JVMS 5.4.3.2).
    pub fn find_field(&self, c: ClassId, name: &str, desc: &str) -> Option<FieldRef> {
        let cl = self.get(c);
        if let Some(i) = cl
            .static_fields
            .iter()
            .position(|f| &*f.name == name && &*f.desc == desc)
        {
            let f = &cl.static_fields[i];
            return Some(FieldRef {
                class: c,
                slot: i as u32,
                is_static: true,
                is_volatile: f.access & access::VOLATILE != 0,
                is_final: f.access & access::FINAL != 0,
                is_counter: false,
                holds_clock: crate::deferred_clock::holds_clock(&cl.name, &f.name),
                thread_locals: false,
            });
        }
        // Own instance fields are the last ones in the layout; search from the end
        // so a field hiding a super class's field of the same name wins.
        if let Some(i) = cl
            .instance_fields
            .iter()
            .rposition(|f| f.owner == c && &*f.name == name && &*f.desc == desc)
        {
            let f = &cl.instance_fields[i];
            return Some(FieldRef {
                class: c,
                slot: i as u32,
                is_static: false,
                is_volatile: f.access & access::VOLATILE != 0,
                is_final: f.access & access::FINAL != 0,
                is_counter: crate::bookkeeping::is_counter(&cl.name, &f.name),
                holds_clock: crate::deferred_clock::holds_clock(&cl.name, &f.name),
                thread_locals: &*cl.name == "java/lang/Thread" && name == "threadLocals",
            });
        }
        for &i in &cl.interfaces {
            if let Some(f) = self.find_field(i, name, desc) {
                return Some(f);
            }
        }
        match cl.super_class {
            Some(s) => self.find_field(s, name, desc),
            None => None,
        }
    }

    /// Instance field slot by name only (for natives that know the layout).
    pub fn field_slot(&self, c: ClassId, name: &str) -> Option<usize> {
        self.get(c)
            .instance_fields
            .iter()
            .rposition(|f| &*f.name == name)
    }

    /// Static field slot by name only, in exactly class `c`.
    pub fn static_slot(&self, c: ClassId, name: &str) -> Option<usize> {
        self.get(c)
            .static_fields
            .iter()
            .position(|f| &*f.name == name)
    }

    /// Method resolution (JVMS 5.4.3.3 / 5.4.3.4): `c`, its super classes,
    /// then its super interfaces.
    pub fn resolve_method(&self, c: ClassId, sig: SigId) -> Option<MethodId> {
        let mut cur = Some(c);
        while let Some(cid) = cur {
            let cl = self.get(cid);
            if let Some(&m) = cl.own_methods.get(&sig) {
                return Some(m);
            }
            cur = cl.super_class;
        }
        self.find_in_interfaces(c, sig)
    }

    /// The maximally specific non-abstract method among the super interfaces
    /// of `c`, else any abstract one.
    fn find_in_interfaces(&self, c: ClassId, sig: SigId) -> Option<MethodId> {
        let mut found: Vec<MethodId> = Vec::new();
        let mut seen = Vec::new();
        let mut cur = Some(c);
        while let Some(cid) = cur {
            let cl = self.get(cid);
            for &i in &cl.interfaces {
                self.collect_iface_methods(i, sig, &mut found, &mut seen);
            }
            if cl.is_interface() {
                // An interface's own super interfaces come through `interfaces`.
            }
            cur = cl.super_class;
        }
        // Drop methods whose interface is a super interface of another candidate's.
        let concrete: Vec<MethodId> = found
            .iter()
            .copied()
            .filter(|&m| {
                !self.method(m).is_abstract()
                    && !self.method(m).is_static()
                    && !self.method(m).is_private()
            })
            .collect();
        let most_specific: Vec<MethodId> = concrete
            .iter()
            .copied()
            .filter(|&m| {
                let mc = self.method(m).class;
                !concrete.iter().any(|&o| {
                    let oc = self.method(o).class;
                    oc != mc && self.is_assignable(oc, mc)
                })
            })
            .collect();
        if let Some(&m) = most_specific.first() {
            return Some(m);
        }
        found.into_iter().find(|&m| !self.method(m).is_static())
    }

    fn collect_iface_methods(
        &self,
        i: ClassId,
        sig: SigId,
        found: &mut Vec<MethodId>,
        seen: &mut Vec<ClassId>,
    ) {
        if seen.contains(&i) {
            return;
        }
        seen.push(i);
        let cl = self.get(i);
        if let Some(&m) = cl.own_methods.get(&sig) {
            found.push(m);
        }
        for &s in &cl.interfaces {
            self.collect_iface_methods(s, sig, found, seen);
        }
    }

    /// Virtual dispatch: the method `sig` selected for a receiver of class
    /// `c` (JVMS 5.4.6), cached per class.
    pub fn select_virtual(&mut self, c: ClassId, sig: SigId) -> Option<MethodId> {
        if let Some(&m) = self.classes[c as usize].vtable.get(&sig) {
            return m;
        }
        let mut result = None;
        let mut cur = Some(c);
        while let Some(cid) = cur {
            let cl = self.get(cid);
            if let Some(&m) = cl.own_methods.get(&sig) {
                let meth = self.method(m);
                if !meth.is_static() && !meth.is_private() {
                    result = Some(m);
                    break;
                }
            }
            cur = cl.super_class;
        }
        if result.is_none() {
            result = self.find_in_interfaces(c, sig);
        }
        self.classes[c as usize].vtable.insert(sig, result);
        result
    }

    pub fn find_own_method(&self, c: ClassId, name: &str, desc: &str) -> Option<MethodId> {
        let sig = self.sig_of(name, desc)?;
        self.get(c).own_methods.get(&sig).copied()
    }

    /// Java-style name of a method for messages: `java.lang.String.charAt(I)C`.
    pub fn method_display(&self, m: MethodId) -> String {
        let meth = self.method(m);
        format!(
            "{}.{}{}",
            self.get(meth.class).java_name(),
            meth.name,
            meth.desc
        )
    }

    /// Number of loaded classes.
    pub fn len(&self) -> usize {
        self.classes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.classes.is_empty()
    }
}

/// Does class name `name`, used by class `own` of a program loader's
/// namespace, resolve to the same class on every path of a search: a class
/// of a `java.` package (always the bootstrap loader's), `own` itself, or
/// an array of those or of a primitive type?
fn same_on_every_path(name: &str, own: &str) -> bool {
    let elem = name.trim_start_matches('[');
    let elem = if elem.len() < name.len() {
        match elem.strip_prefix('L').and_then(|e| e.strip_suffix(';')) {
            Some(e) => e,
            None => return true,
        }
    } else {
        elem
    };
    elem.starts_with("java/") || elem == own
}
