//! Native methods, keyed by `class.name(descriptor)`.
//!
//! Each submodule implements the natives of one Java class (or of a few
//! small related ones). A native gets the VM, the calling thread and its
//! arguments (receiver first) and returns its result or a `Flow`.

use fxhash::FxHashMap;

use crate::value::{ObjRef, Value};
use crate::vm::{Flow, Vm};

pub mod annotations;
pub mod byte_array_access;
pub mod class;
pub mod classloader;
pub mod decisions;
pub mod encapsulation;
pub mod io;
pub mod jdk25;
pub mod libraries;
pub mod management;
pub mod method_handles;
pub mod misc;
pub mod modules;
pub mod nio_fs;
pub mod object;
pub mod proxy;
pub mod reflection;
pub mod resources;
pub mod security;
pub mod serialization;
pub mod stack_walker;
pub mod strict_math;
pub mod string;
pub mod system;
pub mod thread;
pub mod throwable;
pub mod timezone;
pub mod unsafe_;
pub mod unsupported;
pub mod varhandle;
pub mod verify;
pub mod zip;
pub mod zlib;

/// Methods of the class library that have Java code but run as the natives
/// registered under the same key (`class`, `name`, `descriptor`): the VM
/// marks them native when it loads their class.
pub const JAVA_AS_NATIVE: &[&[(&str, &str, &str)]] = &[
    &[
        serialization::GENERATE_SERIALIZATION_CONSTRUCTOR,
        serialization::NEW_SERIALIZABLE_CONSTRUCTOR_ACCESSOR,
    ],
    &byte_array_access::METHODS,
    &modules::METHODS,
    &classloader::METHODS,
    &encapsulation::METHODS,
];

pub type NativeResult = Result<Option<Value>, Flow>;
pub type NativeFn = fn(&mut Vm, u32, &[Value]) -> NativeResult;

pub struct Natives {
    map: FxHashMap<&'static str, NativeFn>,
}

impl Default for Natives {
    fn default() -> Self {
        Natives::new()
    }
}

impl Natives {
    pub fn new() -> Natives {
        let mut n = Natives {
            map: FxHashMap::default(),
        };
        object::register(&mut n);
        system::register(&mut n);
        strict_math::register(&mut n);
        class::register(&mut n);
        classloader::register(&mut n);
        string::register(&mut n);
        thread::register(&mut n);
        throwable::register(&mut n);
        timezone::register(&mut n);
        io::register(&mut n);
        libraries::register(&mut n);
        management::register(&mut n);
        zip::register(&mut n);
        zlib::register(&mut n);
        nio_fs::register(&mut n);
        serialization::register(&mut n);
        byte_array_access::register(&mut n);
        unsafe_::register(&mut n);
        varhandle::register(&mut n);
        method_handles::register(&mut n);
        stack_walker::register(&mut n);
        misc::register(&mut n);
        modules::register(&mut n);
        encapsulation::register(&mut n);
        verify::register(&mut n);
        reflection::register(&mut n);
        resources::register(&mut n);
        security::register(&mut n);
        annotations::register(&mut n);
        proxy::register(&mut n);
        jdk25::register(&mut n);
        unsupported::register(&mut n);
        n
    }

    pub fn add(&mut self, key: &'static str, f: NativeFn) {
        self.map.insert(key, f);
    }

    /// The native for `key` (`class.name(descriptor)`); failing that, one
    /// registered as `class.name` alone, which serves every descriptor (the
    /// signature-polymorphic methods, see `varhandle`).
    pub fn lookup(&self, key: &str) -> Option<NativeFn> {
        self.map.get(key).copied().or_else(|| {
            let open = key.find('(')?;
            self.map.get(&key[..open]).copied()
        })
    }
}

/// Natives that do nothing and return nothing.
pub fn nop(_: &mut Vm, _: u32, _: &[Value]) -> NativeResult {
    Ok(None)
}

pub fn ret_false(_: &mut Vm, _: u32, _: &[Value]) -> NativeResult {
    Ok(Some(Value::Int(0)))
}

pub fn ret_true(_: &mut Vm, _: u32, _: &[Value]) -> NativeResult {
    Ok(Some(Value::Int(1)))
}

pub fn ret_null(_: &mut Vm, _: u32, _: &[Value]) -> NativeResult {
    Ok(Some(Value::NULL))
}

/// The reference argument `i`, or a NullPointerException.
pub fn non_null(args: &[Value], i: usize) -> Result<ObjRef, Flow> {
    args[i]
        .as_ref()
        .ok_or(Flow::ThrowNew("java/lang/NullPointerException", None))
}

pub fn some_ref(r: ObjRef) -> NativeResult {
    Ok(Some(Value::Ref(Some(r))))
}
