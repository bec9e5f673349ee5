//! Classes defined from bytes while the program runs, and the natives of
//! our `java.lang.reflect.Proxy` model (`vm/java/java/lang/reflect/Proxy.java`).
//!
//! The model generates each proxy class with the JDK's own
//! `java.lang.reflect.ProxyGenerator` (so its methods, their order and the
//! exception wrapping are the JDK's) and hands the bytes to
//! `defineProxyClass0`, which parses, links and registers the class.
//!
//! The class table is not part of the program state: under `check`, a
//! class defined on one path of the search stays defined after the search
//! backtracks. So which interface list already has its proxy class is kept
//! here, next to the class table, and not in a Java field the search would
//! roll back: every path asking for the same interfaces gets the same
//! class, and proxy classes are numbered (`$Proxy0`, `$Proxy1`, ...) in the
//! order they were first defined in the whole run (under `run` that is the
//! JDK's order).

use std::sync::Arc;

use fxhash::FxHashMap;

use super::{non_null, NativeResult, Natives};
use crate::heap::ArrayData;
use crate::loader::ClassId;
use crate::value::{ObjRef, Value};
use crate::vm::{Flow, Vm};

/// Classes defined from bytes at run time, outside the program state (see
/// the module documentation).
#[derive(Default)]
pub struct RuntimeClasses {
    /// The class file of each class defined from bytes, for what the class
    /// table does not keep (annotations, signatures, exceptions).
    bytes: FxHashMap<ClassId, Arc<[u8]>>,
    /// Each proxy class with the interfaces it implements, in definition
    /// order.
    proxies: Vec<(Vec<ClassId>, ClassId)>,
}

impl RuntimeClasses {
    /// The class file of `c`, when it was defined from bytes at run time.
    pub fn bytes(&self, c: ClassId) -> Option<&[u8]> {
        self.bytes.get(&c).map(|b| &**b)
    }
}

pub fn register(n: &mut Natives) {
    n.add(
        "java/lang/reflect/Proxy.proxyClass0(Ljava/lang/ClassLoader;[Ljava/lang/Class;)Ljava/lang/Class;",
        proxy_class,
    );
    n.add(
        "java/lang/reflect/Proxy.isProxyClass0(Ljava/lang/Class;)Z",
        is_proxy_class,
    );
    n.add(
        "java/lang/reflect/Proxy.newInstance0(Ljava/lang/Class;Ljava/lang/reflect/InvocationHandler;)Ljava/lang/Object;",
        new_instance,
    );
    n.add(
        "java/lang/reflect/Proxy.invokeDefault0(Ljava/lang/Object;Ljava/lang/reflect/Method;[Ljava/lang/Object;)Ljava/lang/Object;",
        super::reflection::invoke_default0,
    );
}

/// The classes of a `Class[]` argument.
fn class_list(vm: &Vm, arr: ObjRef) -> Result<Vec<ClassId>, Flow> {
    let Some(ArrayData::Ref(elems)) = vm.state.heap.get(arr).array() else {
        return Err(Flow::ThrowNew("java/lang/ClassCastException", None));
    };
    elems
        .iter()
        .map(|e| {
            e.map(|m| vm.class_of_mirror(m))
                .ok_or(Flow::ThrowNew("java/lang/NullPointerException", None))
        })
        .collect()
}

fn illegal_argument(msg: String) -> Flow {
    Flow::ThrowNew("java/lang/IllegalArgumentException", Some(msg))
}

/// JDK 17's checks of a proxy's interface list, with its messages; the
/// package of the non-public interfaces (`None`: all are public).
fn check_interfaces(vm: &Vm, interfaces: &[ClassId]) -> Result<Option<String>, Flow> {
    use crate::classfile::access;
    if interfaces.len() > 65535 {
        return Err(illegal_argument(format!(
            "interface limit exceeded: {}",
            interfaces.len()
        )));
    }
    for (k, &i) in interfaces.iter().enumerate() {
        let cl = vm.classes.get(i);
        let name = cl.java_name();
        if !cl.is_interface() {
            return Err(illegal_argument(format!("{name} is not an interface")));
        }
        if cl
            .file
            .as_ref()
            .is_some_and(|f| !f.permitted_subclasses.is_empty())
        {
            return Err(illegal_argument(format!("{name} is a sealed interface")));
        }
        if interfaces[..k].contains(&i) {
            return Err(illegal_argument(format!("repeated interface: {name}")));
        }
    }
    let mut package: Option<String> = None;
    for &i in interfaces {
        if super::reflection::class_modifiers(vm, i) & access::PUBLIC != 0 {
            continue;
        }
        let name = vm.classes.get(i).java_name();
        let pkg = name.rfind('.').map_or("", |d| &name[..d]).to_string();
        match &package {
            None => package = Some(pkg),
            Some(p) if *p != pkg => {
                return Err(illegal_argument(
                    "non-public interfaces from different packages".to_string(),
                ))
            }
            Some(_) => {}
        }
    }
    Ok(package)
}

/// `proxyClass0(loader, interfaces)`: checks the interfaces, then returns
/// the proxy class already defined for exactly these interfaces, else
/// defines and initialises a new one named `jdk.proxy1.$ProxyN` (all
/// interfaces public) or `$ProxyN` in the non-public interfaces' package
/// (N: the number of proxy classes defined before), whose bytes the JDK's
/// `ProxyGenerator.generateProxyClass(loader, name, interfaces, flags)`
/// makes. All of it is one step: no other thread runs in between, so two
/// threads asking at once get one class, and neither the generator nor the
/// proxy's static initialiser (which only looks up the interfaces'
/// `Method` objects) adds scheduling points.
fn proxy_class(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    use crate::classfile::access;
    let array = non_null(a, 1)?;
    let interfaces = class_list(vm, array)?;
    let package = check_interfaces(vm, &interfaces)?;
    if let Some(&(_, c)) = vm
        .runtime_classes
        .proxies
        .iter()
        .find(|(i, _)| *i == interfaces)
    {
        // Defined before, perhaps on a path the search has left: then its
        // initialisation was undone with that path's state.
        vm.initialize_now(tid, c)?;
        return Ok(Some(Value::Ref(Some(vm.mirror(c)))));
    }
    let number = vm.runtime_classes.proxies.len();
    let (name, flags) = match &package {
        None => (
            format!("jdk.proxy1.$Proxy{number}"),
            access::PUBLIC | access::FINAL,
        ),
        Some(p) if p.is_empty() => (format!("$Proxy{number}"), access::FINAL),
        Some(p) => (format!("{p}.$Proxy{number}"), access::FINAL),
    };
    let missing = |what: &str| {
        Flow::Error(crate::error::VmError::unsupported(format!(
            "java.lang.reflect.Proxy: this class library has no {what}"
        )))
    };
    let arrays = vm.load_class("java/util/Arrays").map_err(Flow::Error)?;
    vm.initialize_now(tid, arrays)?;
    let as_list = vm
        .classes
        .find_own_method(arrays, "asList", "([Ljava/lang/Object;)Ljava/util/List;")
        .ok_or_else(|| missing("Arrays.asList"))?;
    let list = vm.call_method(tid, as_list, &[Value::Ref(Some(array))])?;
    let generator = vm
        .load_class("java/lang/reflect/ProxyGenerator")
        .map_err(Flow::Error)?;
    vm.initialize_now(tid, generator)?;
    let generate = vm
        .classes
        .find_own_method(
            generator,
            "generateProxyClass",
            "(Ljava/lang/ClassLoader;Ljava/lang/String;Ljava/util/List;I)[B",
        )
        .ok_or_else(|| {
            missing("ProxyGenerator.generateProxyClass(ClassLoader, String, List, int)")
        })?;
    let name_str = vm.new_string(&name);
    let args = [
        a[0],
        Value::Ref(Some(name_str)),
        list.unwrap_or(Value::NULL),
        Value::Int(i32::from(flags)),
    ];
    let bytes = vm
        .call_method(tid, generate, &args)?
        .and_then(|v| v.as_ref())
        .ok_or(Flow::ThrowNew("java/lang/NullPointerException", None))?;
    let bytes: Vec<u8> = match vm.state.heap.get(bytes).array() {
        Some(ArrayData::Byte(b)) => b.iter().map(|&x| x as u8).collect(),
        _ => return Err(Flow::ThrowNew("java/lang/ClassCastException", None)),
    };
    let c = define_from_bytes(vm, &name.replace('.', "/"), bytes)?;
    vm.runtime_classes.proxies.push((interfaces, c));
    vm.initialize_now(tid, c)?;
    Ok(Some(Value::Ref(Some(vm.mirror(c)))))
}

/// Parses, links and registers the class file `bytes`, which must define
/// the class `name` (internal form): `LinkageError` when a class of that
/// name exists, `ClassFormatError` when the bytes are no class file.
pub fn define_from_bytes(vm: &mut Vm, name: &str, bytes: Vec<u8>) -> Result<ClassId, Flow> {
    if vm.classes.lookup_loaded(name).is_some() {
        return Err(Flow::throw_new(
            "java/lang/LinkageError",
            &format!(
                "duplicate class definition: {}",
                crate::descriptor::binary_name(name)
            ),
        ));
    }
    let file = crate::parse::parse_class(&bytes)
        .map_err(|e| Flow::throw_new("java/lang/ClassFormatError", &e.0))?;
    if &*file.name != name {
        return Err(Flow::throw_new(
            "java/lang/NoClassDefFoundError",
            &format!(
                "{} (wrong name: {})",
                crate::descriptor::binary_name(name),
                crate::descriptor::binary_name(&file.name)
            ),
        ));
    }
    let c = vm.classes.define(file, None).map_err(Flow::Error)?;
    vm.sync_class_states();
    vm.runtime_classes.bytes.insert(c, Arc::from(bytes));
    Ok(c)
}

/// `isProxyClass0(c)`: was `c` defined as a proxy class?
fn is_proxy_class(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let c = vm.class_of_mirror(non_null(a, 0)?);
    let yes = vm.runtime_classes.proxies.iter().any(|&(_, p)| p == c);
    Ok(Some(Value::Int(yes as i32)))
}

/// `newInstance0(proxyClass, h)`: initialises the proxy class (waiting, as
/// `new` does, while another thread initialises it) and runs its
/// constructor `(InvocationHandler)` on a new instance. Done natively
/// rather than through `Constructor.newInstance`, whose reflective
/// bookkeeping on shared `Class` objects would add scheduling points that
/// a real `new` does not have.
fn new_instance(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let c = vm.class_of_mirror(non_null(a, 0)?);
    vm.ensure_initialized(tid, c)?;
    let ctor = vm
        .classes
        .find_own_method(c, "<init>", "(Ljava/lang/reflect/InvocationHandler;)V")
        .ok_or_else(|| {
            Flow::Error(crate::error::VmError::internal(format!(
                "proxy class {} has no constructor (InvocationHandler)",
                vm.classes.get(c).java_name()
            )))
        })?;
    let obj = vm.alloc_object(c);
    vm.call_method(tid, ctor, &[Value::Ref(Some(obj)), a[1]])?;
    Ok(Some(Value::Ref(Some(obj))))
}
