//! User abstractions: a Java class of the program's implementing
//! `wayfinder.Abstraction` (`java_samples/api/wayfinder/Abstraction.java`).
//!
//! The class runs in a helper VM of its own (booted like the checked
//! program, never searched), so that calling it never changes the searched
//! program's state. Its operation tables are read once when the
//! abstraction is installed; `abstractOf` is asked as concrete values meet
//! abstract ones and remembered.

use std::cell::RefCell;
use std::collections::HashMap;

use super::ops::{ArithOp, ArithOutcomes, Orderings};
use crate::heap::ArrayData;
use crate::value::{ObjRef, Value};
use crate::vm::{Flow, Vm};
use crate::{VmConfig, VmError};

/// Most abstract values a user abstraction may have.
pub const MAX_USER_VALUES: usize = 16;

const OPS: [(ArithOp, &str); 6] = [
    (ArithOp::Add, "add"),
    (ArithOp::Sub, "sub"),
    (ArithOp::Mul, "mul"),
    (ArithOp::Div, "div"),
    (ArithOp::Rem, "rem"),
    (ArithOp::Neg, "neg"),
];

/// A user abstraction's tables and the helper VM that answers
/// `abstractOf`.
pub struct UserDomain {
    /// The class's binary name.
    pub class: String,
    /// The name of each abstract value.
    pub names: Vec<String>,
    /// Results by operation (index in `OPS`), then `a * size + b`.
    results: Vec<Vec<Vec<u8>>>,
    may_be_zero: Vec<bool>,
    /// `compare(a, b)` bit sets by `a * size + b`.
    orderings: Vec<u8>,
    helper: RefCell<Helper>,
}

impl std::fmt::Debug for UserDomain {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "UserDomain({})", self.class)
    }
}

struct Helper {
    vm: Vm,
    obj: ObjRef,
    abstract_of: u32,
    memo: HashMap<i64, u8>,
}

/// A user abstraction's failure: an input error naming the class.
fn bad(class: &str, why: impl std::fmt::Display) -> VmError {
    VmError::input(format!("user abstraction {class}: {why}"))
}

impl Helper {
    fn call(
        &mut self,
        class: &str,
        name: &str,
        desc: &str,
        args: &[Value],
    ) -> Result<Value, VmError> {
        let c = self.vm.state.heap.get(self.obj).class;
        let m = self.vm.find_virtual(c, name, desc).ok_or_else(|| {
            bad(
                class,
                format!("no method {name}{desc} (does it implement wayfinder.Abstraction?)"),
            )
        })?;
        let mut all = vec![Value::Ref(Some(self.obj))];
        all.extend_from_slice(args);
        match self.vm.call_method(0, m, &all) {
            Ok(Some(v)) => Ok(v),
            Ok(None) => Err(bad(class, format!("{name} returned nothing"))),
            Err(Flow::Throw(e)) => {
                let (ex, msg) = self.vm.describe_exception(e);
                Err(bad(
                    class,
                    format!(
                        "{name} threw {ex}{}",
                        msg.map(|m| format!(": {m}")).unwrap_or_default()
                    ),
                ))
            }
            Err(Flow::Error(e)) => Err(e),
            Err(other) => Err(bad(class, format!("{name} did not complete ({other:?})"))),
        }
    }

    fn int(&mut self, class: &str, name: &str, desc: &str, args: &[Value]) -> Result<i32, VmError> {
        match self.call(class, name, desc, args)? {
            Value::Int(i) => Ok(i),
            other => Err(bad(class, format!("{name} returned {other:?}"))),
        }
    }

    /// An `int[]` result as abstract values (`None`: null, any value).
    fn values(
        &mut self,
        class: &str,
        name: &str,
        args: &[Value],
        size: usize,
    ) -> Result<Vec<u8>, VmError> {
        let desc = if args.len() == 1 { "(I)[I" } else { "(II)[I" };
        let v = self.call(class, name, desc, args)?;
        let Value::Ref(r) = v else {
            return Err(bad(class, format!("{name} returned {v:?}")));
        };
        let Some(arr) = r else {
            return Ok((0..size as u8).collect());
        };
        let Some(ArrayData::Int(xs)) = self.vm.state.heap.get(arr).array() else {
            return Err(bad(class, format!("{name} did not return an int[]")));
        };
        let mut out = Vec::new();
        for &x in xs.iter() {
            if x < 0 || x as usize >= size {
                return Err(bad(
                    class,
                    format!("{name} returned {x}, not an abstract value 0..{}", size - 1),
                ));
            }
            if !out.contains(&(x as u8)) {
                out.push(x as u8);
            }
        }
        out.sort_unstable();
        Ok(out)
    }
}

impl UserDomain {
    /// Boots a helper VM with `config` (the checked program's class path,
    /// `main_class` initialised as the program's would be), makes an
    /// instance of `class` and reads its tables.
    pub fn load(config: &VmConfig, main_class: &str, class: &str) -> Result<UserDomain, VmError> {
        let mut vm = Vm::new(config.clone())?;
        vm.output = crate::Output::Discard;
        vm.boot(main_class, &[])?;
        let c = vm
            .load_class(&class.replace('.', "/"))
            .map_err(|_| bad(class, "class not found on the class path"))?;
        vm.initialize_now(0, c)
            .map_err(|f| bad(class, format!("its initialisation failed ({f:?})")))?;
        let init = vm
            .classes
            .find_own_method(c, "<init>", "()V")
            .ok_or_else(|| bad(class, "needs a public constructor without arguments"))?;
        let obj = vm.alloc_object(c);
        vm.call_method(0, init, &[Value::Ref(Some(obj))])
            .map_err(|f| bad(class, format!("its constructor failed ({f:?})")))?;
        let abstract_of = vm.find_virtual(c, "abstractOf", "(J)I").ok_or_else(|| {
            bad(
                class,
                "does not implement wayfinder.Abstraction (no abstractOf(long))",
            )
        })?;
        let mut h = Helper {
            vm,
            obj,
            abstract_of,
            memo: HashMap::new(),
        };
        let size = h.int(class, "size", "()I", &[])?;
        if size < 1 || size as usize > MAX_USER_VALUES {
            return Err(bad(
                class,
                format!("size() is {size}, must be 1..{MAX_USER_VALUES}"),
            ));
        }
        let size = size as usize;
        let mut names = Vec::new();
        for a in 0..size {
            let v = h.call(
                class,
                "name",
                "(I)Ljava/lang/String;",
                &[Value::Int(a as i32)],
            )?;
            names.push(match v {
                Value::Ref(Some(s)) => h.vm.string_value(s),
                _ => format!("#{a}"),
            });
        }
        let mut results = Vec::new();
        for (op, name) in OPS {
            let mut table = Vec::new();
            for a in 0..size {
                for b in 0..size {
                    let args: Vec<Value> = if op == ArithOp::Neg {
                        vec![Value::Int(a as i32)]
                    } else {
                        vec![Value::Int(a as i32), Value::Int(b as i32)]
                    };
                    table.push(if op == ArithOp::Neg && b > 0 {
                        Vec::new()
                    } else {
                        h.values(class, name, &args, size)?
                    });
                }
            }
            results.push(table);
        }
        let mut may_be_zero = Vec::new();
        for a in 0..size {
            may_be_zero.push(
                match h.call(class, "mayBeZero", "(I)Z", &[Value::Int(a as i32)])? {
                    Value::Int(z) => z != 0,
                    _ => true,
                },
            );
        }
        let mut orderings = Vec::new();
        for a in 0..size {
            for b in 0..size {
                let bits = h.int(
                    class,
                    "compare",
                    "(II)I",
                    &[Value::Int(a as i32), Value::Int(b as i32)],
                )?;
                if bits & 7 == 0 {
                    return Err(bad(class, format!("compare({a}, {b}) allows no ordering")));
                }
                orderings.push(bits as u8 & 7);
            }
        }
        Ok(UserDomain {
            class: class.to_string(),
            names,
            results,
            may_be_zero,
            orderings,
            helper: RefCell::new(h),
        })
    }

    pub fn size(&self) -> usize {
        self.names.len()
    }

    /// The abstract value of `x` (asked of the class once per value).
    pub fn abstract_of(&self, x: i64) -> Result<u8, VmError> {
        let mut h = self.helper.borrow_mut();
        if let Some(&v) = h.memo.get(&x) {
            return Ok(v);
        }
        let obj = h.obj;
        let m = h.abstract_of;
        let r =
            h.vm.call_method(0, m, &[Value::Ref(Some(obj)), Value::Long(x)]);
        let v = match r {
            Ok(Some(Value::Int(v))) if v >= 0 && (v as usize) < self.size() => v as u8,
            Ok(other) => {
                return Err(bad(
                    &self.class,
                    format!("abstractOf({x}) returned {other:?}"),
                ))
            }
            Err(f) => return Err(bad(&self.class, format!("abstractOf({x}) failed ({f:?})"))),
        };
        h.memo.insert(x, v);
        Ok(v)
    }

    /// The possible results of `a op b`.
    pub fn arith(&self, op: ArithOp, a: u8, b: u8) -> ArithOutcomes {
        let i = OPS.iter().position(|o| o.0 == op).expect("operation");
        let n = self.size();
        let b = if op == ArithOp::Neg { 0 } else { b };
        ArithOutcomes {
            values: self.results[i][a as usize * n + b as usize].clone(),
            may_throw: matches!(op, ArithOp::Div | ArithOp::Rem) && self.may_be_zero[b as usize],
        }
    }

    /// The possible orderings of `a` against `b`.
    pub fn compare(&self, a: u8, b: u8) -> Orderings {
        let bits = self.orderings[a as usize * self.size() + b as usize];
        Orderings {
            less: bits & 1 != 0,
            equal: bits & 2 != 0,
            greater: bits & 4 != 0,
        }
    }
}
