//! The class namespaces of the program's class loaders, as program state.
//!
//! A class a loader of the program's defines from bytes
//! (`ClassLoader.defineClass`) belongs to that loader's namespace
//! (`loader::Class::namespace`), and so does every answer the loader gave
//! when the VM asked it for a name (it is then an initiating loader of the
//! class) or its failure to find one. Which loader owns which namespace and
//! what each namespace holds is part of the state a model checker stores
//! and restores: a path that backtracks past a definition must not find the
//! class defined (`findLoadedClass`, a second `defineClass`'s
//! `LinkageError`, the class's initialiser). The classes' metadata is not:
//! `loader::Classes` keeps it for good and hands the same class id out again
//! when a namespace defines the same bytes over the same super types on
//! another path (`Classes::define_in`).
//!
//! Each namespace holds at least one class its loader defined (a definition
//! that fails takes back a namespace it made: `LoaderTables::truncate`), so
//! its loader is the defining loader the class's mirror names: the mirrors
//! are compared with the heap, and the tables' words leave the loader out.

use std::collections::BTreeMap;
use std::rc::Rc;
use std::sync::Arc;

use crate::error::VmError;
use crate::loader::ClassId;
use crate::value::ObjRef;

/// One loader's namespace: namespace `i + 1` is `LoaderTables::spaces[i]`.
#[derive(Clone, Debug)]
struct Namespace {
    loader: ObjRef,
    /// The classes of each name it defined or answered (internal names).
    classes: BTreeMap<Arc<str>, ClassId>,
    /// The names its loader did not find, with the error their use throws.
    failed: BTreeMap<Arc<str>, VmError>,
    /// How many of `classes` its loader defined (the others it answered
    /// with another loader's class).
    defined: u32,
}

/// Every program loader's namespace (`VmState::loaders`); shared with
/// snapshots until written.
#[derive(Clone, Debug, Default)]
pub struct LoaderTables {
    spaces: Rc<Vec<Namespace>>,
}

impl LoaderTables {
    /// Has no program loader defined a class on this path?
    pub fn is_untouched(&self) -> bool {
        self.spaces.is_empty()
    }

    /// How many namespaces there are (namespaces are `1..=count`).
    pub fn count(&self) -> u32 {
        self.spaces.len() as u32
    }

    /// The namespace of `loader`, if it has one.
    pub fn namespace_of(&self, loader: ObjRef) -> Option<u32> {
        self.spaces
            .iter()
            .position(|s| s.loader == loader)
            .map(|i| i as u32 + 1)
    }

    /// Makes a namespace for `loader` (which has none); its number.
    pub fn add_namespace(&mut self, loader: ObjRef) -> u32 {
        Rc::make_mut(&mut self.spaces).push(Namespace {
            loader,
            classes: BTreeMap::new(),
            failed: BTreeMap::new(),
            defined: 0,
        });
        self.count()
    }

    /// Drops namespace `n + 1` and those after it if none of them has a
    /// class its loader defined (a definition that failed takes back the
    /// namespace it made, unless a nested definition filled it).
    pub fn truncate(&mut self, n: u32) {
        if self.count() > n && self.spaces[n as usize..].iter().all(|s| s.defined == 0) {
            Rc::make_mut(&mut self.spaces).truncate(n as usize);
        }
    }

    /// The loader of namespace `ns` (`ns > 0`).
    pub fn loader(&self, ns: u32) -> Option<ObjRef> {
        self.space(ns).map(|s| s.loader)
    }

    fn space(&self, ns: u32) -> Option<&Namespace> {
        self.spaces.get((ns as usize).checked_sub(1)?)
    }

    fn space_mut(&mut self, ns: u32) -> Option<&mut Namespace> {
        let i = (ns as usize).checked_sub(1)?;
        Rc::make_mut(&mut self.spaces).get_mut(i)
    }

    /// The class of internal name `name` in namespace `ns`, if its loader
    /// defined or answered one.
    #[inline]
    pub fn class(&self, ns: u32, name: &str) -> Option<ClassId> {
        self.space(ns)?.classes.get(name).copied()
    }

    /// The error for `name` in namespace `ns`, if its loader did not find it.
    pub fn failure(&self, ns: u32, name: &str) -> Option<&VmError> {
        self.space(ns)?.failed.get(name)
    }

    /// Records that namespace `ns`'s loader answered `c` for `name` (it
    /// is an initiating loader of `c`).
    pub fn record(&mut self, ns: u32, name: &str, c: ClassId) {
        if let Some(s) = self.space_mut(ns) {
            s.classes.insert(Arc::from(name), c);
        }
    }

    /// Records that namespace `ns`'s loader defined `c`, of name `name`.
    pub fn record_definition(&mut self, ns: u32, name: &str, c: ClassId) {
        if let Some(s) = self.space_mut(ns) {
            s.classes.insert(Arc::from(name), c);
            s.defined += 1;
        }
    }

    /// Records that namespace `ns`'s loader has no class `name`.
    pub fn record_failure(&mut self, ns: u32, name: &str, e: VmError) {
        if let Some(s) = self.space_mut(ns) {
            s.failed.insert(Arc::from(name), e);
        }
    }

    /// The tables as words for a state store: nothing while untouched, so
    /// that programs without loaders of their own keep their states.
    pub fn words(&self, out: &mut Vec<u64>) {
        if self.is_untouched() {
            return;
        }
        out.push(0x6c6f_6164_6572);
        out.push(self.spaces.len() as u64);
        for s in self.spaces.iter() {
            out.push(s.classes.len() as u64);
            for (name, &c) in &s.classes {
                crate::native_mem::bytes_words(out, name.as_bytes());
                out.push(c as u64);
            }
            out.push(s.failed.len() as u64);
            for name in s.failed.keys() {
                crate::native_mem::bytes_words(out, name.as_bytes());
            }
        }
    }

    /// A hash of `words` (0 while untouched).
    pub fn digest(&self) -> u64 {
        if self.is_untouched() {
            return 0;
        }
        let mut w = Vec::new();
        self.words(&mut w);
        crate::native_mem::digest_words(&w)
    }
}
