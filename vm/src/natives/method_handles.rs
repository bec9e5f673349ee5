//! Method handles, without the JDK's `java.lang.invoke` machinery.
//!
//! The model class `java.lang.invoke.MethodHandle` (vm/java) replaces the
//! JDK's: a handle is a small Java object whose `invokeBoxed(Object[])` runs
//! it on boxed arguments (direct handles and the combinators of the model
//! `MethodHandles` are its subclasses). Two pieces of bytecode the VM writes
//! itself (in our own instruction set, as `indy` does for lambdas) join it to
//! the program, so that every call is an ordinary Java frame (scheduling
//! points, exceptions and stack traces as for any call):
//!
//! - a *call site* of the signature-polymorphic `invoke`/`invokeExact` with
//!   descriptor `D` resolves (through `varhandle::polymorphic_method`) to a
//!   static method of a synthetic class, `(MethodHandle, D's parameters)`,
//!   that boxes the arguments into an `Object[]`, calls
//!   `MethodHandle.invokeFromSite(args, D, exact)` and unboxes the result
//!   to `D`'s return type. `Vm::prepare_invoke` lets an `invokevirtual`
//!   reach that static method (the handle is its first argument). One
//!   synthetic class per (name, descriptor), made on first resolution.
//! - a *member* (`findVirtual`, `findStatic`, `findConstructor`, the field
//!   getters and setters, `unreflect*`) is linked by the native
//!   `WayfinderDirectHandle.link(kind, refc, name, desc)` to an instance of
//!   a synthetic class implementing `java.lang.invoke.WayfinderInvoker`
//!   whose `call(Object[])` unboxes the arguments, runs the member with the
//!   instruction a class file would use (`invokevirtual`, `getfield`, `new`
//!   and `invokespecial`, ...) and boxes the result. One class per member,
//!   made on first lookup; `null` when the member does not exist.

use std::sync::Arc;

use super::{non_null, NativeResult, Natives};
use crate::classfile::{access, MethodDef};
use crate::descriptor;
use crate::error::VmError;
use crate::indy::{code, convert, method, return_insn, Pool};
use crate::insn::{ArrayKind, Insn};
use crate::loader::MethodId;
use crate::state::InitState;
use crate::value::Value;
use crate::vm::{Flow, Vm};

const MH: &str = "java/lang/invoke/MethodHandle";
const INVOKER: &str = "java/lang/invoke/WayfinderInvoker";
const OBJECT: &str = "Ljava/lang/Object;";

pub fn register(n: &mut Natives) {
    n.add(
        "java/lang/invoke/WayfinderDirectHandle.link(ILjava/lang/Class;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/invoke/WayfinderInvoker;",
        link,
    );
}

fn slot_size(d: &str) -> u16 {
    if d == "J" || d == "D" {
        2
    } else {
        1
    }
}

/// The static method a call site of `MethodHandle.name` (`invoke` or
/// `invokeExact`) with descriptor `desc` invokes, made on first use.
pub(crate) fn site_method(vm: &mut Vm, name: &str, desc: &str) -> Result<MethodId, VmError> {
    let key = format!("{name}{desc}");
    if let Some(&m) = vm.mh_sites.get(&key) {
        return Ok(m);
    }
    let params = descriptor::method_params(desc)
        .ok_or_else(|| VmError::class_format(format!("bad descriptor {desc}")))?;
    let ret = descriptor::method_return(desc).unwrap_or("V");
    let mut pool = Pool::new();
    let mut out = vec![
        Insn::Load(0),
        Insn::IConst(params.len() as i32),
        Insn::ANewArray(pool.class("java/lang/Object")),
    ];
    let mut slot = 1u16;
    for (i, d) in params.iter().enumerate() {
        out.push(Insn::Dup);
        out.push(Insn::IConst(i as i32));
        out.push(Insn::Load(slot));
        convert(&mut pool, d, OBJECT, d, &mut out);
        out.push(Insn::ArrayStore(ArrayKind::Ref));
        slot += slot_size(d);
    }
    out.push(Insn::Ldc(pool.string(desc)));
    out.push(Insn::IConst(i32::from(name == "invokeExact")));
    out.push(Insn::InvokeVirtual(pool.method(
        MH,
        "invokeFromSite",
        "([Ljava/lang/Object;Ljava/lang/String;Z)Ljava/lang/Object;",
        false,
    )));
    if ret == "V" {
        out.push(Insn::Pop);
    } else {
        convert(&mut pool, OBJECT, ret, ret, &mut out);
    }
    out.push(return_insn(ret));
    let site_desc = format!("(L{MH};{}){ret}", params.join(""));
    let m = method(
        access::PUBLIC | access::STATIC,
        name,
        &site_desc,
        code(out, slot),
    );
    let file = vm.synthetic_file(MH, "Site", pool, Vec::new(), Vec::new(), vec![m]);
    let id = vm.define_synthetic(file, name, &site_desc)?;
    vm.mh_sites.insert(key, id);
    Ok(id)
}

/// `WayfinderDirectHandle.link(kind, refc, name, desc)`: an invoker for the
/// member of `refc` named `name` with (method or field) descriptor `desc`,
/// used as reference kind `kind` (JVMS 5.4.3.5: 1 getField, 2 getStatic,
/// 3 putField, 4 putStatic, 5 invokeVirtual, 6 invokeStatic, 7
/// invokeSpecial, 8 newInvokeSpecial, 9 invokeInterface), or null if there
/// is no such member (or it is static where it must not be, or the reverse).
fn link(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let kind = a[0].as_int() as u8;
    let refc = vm.class_of_mirror(non_null(a, 1)?);
    let name = vm.string_value(non_null(a, 2)?);
    let desc = vm.string_value(non_null(a, 3)?);
    let key = (kind, refc, name.clone(), desc.clone());
    let c = match vm.mh_invokers.get(&key) {
        Some(&c) => c,
        None => {
            let Some(file) = invoker_file(vm, kind, refc, &name, &desc) else {
                return Ok(Some(Value::NULL));
            };
            let c = vm.classes.define(file, None).map_err(Flow::Error)?;
            vm.born_initialized.insert(c);
            vm.sync_class_states();
            vm.set_init_state(c, InitState::Initialized);
            vm.mh_invokers.insert(key, c);
            c
        }
    };
    let o = vm.alloc_object(c);
    Ok(Some(Value::Ref(Some(o))))
}

/// The synthetic invoker class of a member (see `link`), or `None` if the
/// member does not exist as `kind` asks.
fn invoker_file(
    vm: &mut Vm,
    kind: u8,
    refc: crate::loader::ClassId,
    name: &str,
    desc: &str,
) -> Option<crate::classfile::ClassFile> {
    let cl = vm.classes.get(refc);
    if !matches!(cl.kind, crate::loader::ClassKind::Instance) {
        return None;
    }
    let cname: Arc<str> = cl.name.clone();
    let iface = cl.is_interface();
    let is_field = kind <= 4;
    let want_static = matches!(kind, 2 | 4 | 6);
    let mut varargs = false;
    let (member_access, owner) = if is_field {
        let f = vm.classes.find_field(refc, name, desc)?;
        if f.is_static != want_static {
            return None;
        }
        let fc = vm.classes.get(f.class);
        let slot = if f.is_static {
            &fc.static_fields[f.slot as usize]
        } else {
            &fc.instance_fields[f.slot as usize]
        };
        (slot.access, slot.owner)
    } else {
        let sig = vm.classes.sig(name, desc);
        let m = if kind == 8 {
            vm.classes.find_own_method(refc, "<init>", desc)?
        } else {
            vm.classes.resolve_method(refc, sig)?
        };
        let meth = vm.classes.method(m);
        if meth.is_static() != want_static || (kind != 8 && &*meth.name == "<init>") {
            return None;
        }
        varargs = meth.access & access::VARARGS != 0;
        (meth.access, meth.class)
    };
    let owner_name = vm.classes.get(owner).name.clone();
    let mut pool = Pool::new();
    let mut out = Vec::new();
    // What the member takes from the array: receiver, then parameters.
    let mut takes: Vec<String> = Vec::new();
    if matches!(kind, 1 | 3 | 5 | 7 | 9) {
        takes.push(format!("L{cname};"));
    }
    match kind {
        1 | 2 => {}
        3 | 4 => takes.push(desc.to_string()),
        _ => takes.extend(
            descriptor::method_params(desc)?
                .iter()
                .map(|s| s.to_string()),
        ),
    }
    if kind == 8 {
        out.push(Insn::New(pool.class(&cname)));
        out.push(Insn::Dup);
    }
    for (i, d) in takes.iter().enumerate() {
        out.push(Insn::Load(1));
        out.push(Insn::IConst(i as i32));
        out.push(Insn::ArrayLoad(ArrayKind::Ref));
        convert(&mut pool, OBJECT, d, d, &mut out);
    }
    let produced: String = match kind {
        1 => {
            out.push(Insn::GetField(pool.field(&cname, name, desc)));
            desc.to_string()
        }
        2 => {
            out.push(Insn::GetStatic(pool.field(&cname, name, desc)));
            desc.to_string()
        }
        3 => {
            out.push(Insn::PutField(pool.field(&cname, name, desc)));
            "V".into()
        }
        4 => {
            out.push(Insn::PutStatic(pool.field(&cname, name, desc)));
            "V".into()
        }
        _ => {
            let r = pool.method(&cname, name, desc, iface);
            out.push(match kind {
                6 => Insn::InvokeStatic(r),
                7 | 8 => Insn::InvokeSpecial(r),
                _ if iface => Insn::InvokeInterface(r),
                _ => Insn::InvokeVirtual(r),
            });
            if kind == 8 {
                format!("L{cname};")
            } else {
                descriptor::method_return(desc)?.to_string()
            }
        }
    };
    if produced == "V" {
        out.push(Insn::AConstNull);
    } else {
        convert(&mut pool, &produced, OBJECT, &produced, &mut out);
    }
    out.push(Insn::ReturnValue);
    let owner_cls = pool.class(&owner_name);
    let ctor = vec![
        Insn::Load(0),
        Insn::InvokeSpecial(pool.method("java/lang/Object", "<init>", "()V", false)),
        Insn::Return,
    ];
    let methods: Vec<MethodDef> = vec![
        method(0, "<init>", "()V", code(ctor, 1)),
        method(
            access::PUBLIC,
            "call",
            "([Ljava/lang/Object;)Ljava/lang/Object;",
            code(out, 2),
        ),
        method(
            access::PUBLIC,
            "modifiers",
            "()I",
            code(
                vec![
                    Insn::IConst(i32::from(member_access & 0x0fff)),
                    Insn::ReturnValue,
                ],
                1,
            ),
        ),
        method(
            access::PUBLIC,
            "declaringClass",
            "()Ljava/lang/Class;",
            code(vec![Insn::Ldc(owner_cls), Insn::ReturnValue], 1),
        ),
        method(
            access::PUBLIC,
            "varargs",
            "()Z",
            code(vec![Insn::IConst(i32::from(varargs)), Insn::ReturnValue], 1),
        ),
    ];
    Some(vm.synthetic_file(
        &cname,
        "Invoker",
        pool,
        vec![Arc::from(INVOKER)],
        Vec::new(),
        methods,
    ))
}
