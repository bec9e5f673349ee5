//! "Helpful" NullPointerException messages (JEP 358), worded exactly as
//! JDK 17's HotSpot words them.
//!
//! The VM raises its own NullPointerExceptions without a message;
//! `NullPointerException.getMessage()` then asks the private native
//! `getExtendedNPEMessage()`, which looks at the top frame of the exception's
//! backtrace (method and instruction) and describes it:
//!
//! ```text
//! Cannot invoke "String.length()" because "<local1>" is null
//! ^ the failed action (from the instruction)  ^ the cause: what was null
//! ```
//!
//! The cause comes from a simulation of the method's operand stack: every
//! stack entry remembers the instruction that pushed it, so the entry the
//! failed instruction found null leads back to an `aload`, a `getfield`, an
//! `aaload`, a call... which is described, recursively for its own operands
//! (`"this.items[i].next"`). The rules below were established by experiment
//! against `java` 17:
//!
//! * the simulation runs over the code in order, pass after pass, merging
//!   the states of all predecessors of an instruction (entries pushed by
//!   different instructions merge to "unknown"); exception handlers start
//!   afresh with the exception as their only entry. It stops as soon as the
//!   scan arrives at the failed instruction with a state for it, so writes
//!   made further down a loop are not seen there;
//! * locals are named from the LocalVariableTable at the loading
//!   instruction; without one, `this` (slot 0 of an instance method never
//!   stored to), `<parameterN>` (a parameter slot never stored to on the way,
//!   N counting declared parameters from 1) or `<localN>` (N the slot);
//!   `iinc` does not count as a store;
//! * described are local loads, `aconst_null` ("null"), int constants pushed
//!   by `iconst`/`bipush`/`sipush` (not by `ldc`), `getstatic` ("C.f"),
//!   `getfield` ("obj.f", just "f" when the object is not describable),
//!   `iaload`/`aaload` ("arr[index]", with `<array>` and `...` standing for
//!   parts that are not describable) and calls ("C.m(P1, P2)"); the failed
//!   instruction's own null operand, when a call result, reads `the return
//!   value of "C.m()"`;
//! * the description nests at most five levels deep through objects and
//!   arrays; an array index is described at the same depth as its array
//!   access;
//! * class names are dotted binary names (`java.util.Map$Entry`, `[I`), except
//!   `java.lang.Object` and `java.lang.String`, which print as `Object` and
//!   `String`; in parameter lists every occurrence of those two prefixes is
//!   shortened (so `java.lang.StringBuilder` prints as `StringBuilder`);
//! * an exception constructed by Java code has its top frame at the
//!   `invokespecial <init>` and gets no message, nor does one raised in a
//!   native method or in a hidden frame (our `invokedynamic` classes, which
//!   stand for HotSpot's hidden lambda classes).

use crate::classfile::{Code, CpEntry, Handler};
use crate::descriptor;
use crate::heap::ArrayData;
use crate::insn::{ArrayKind, Insn, InsnIdx, PrimType};
use crate::loader::{Class, Classes, MethodId};
use crate::natives::NativeResult;
use crate::value::{ObjRef, Value};
use crate::vm::Vm;

/// How many levels of operands a cause description may go through.
const MAX_DETAIL: u32 = 5;

/// Recursion limit of a description, against crafted bytecode whose operand
/// sources form a cycle through array indices (which do not use up the
/// detail levels).
const MAX_RECURSION: u32 = 256;

/// Limit on simulation passes (the analysis is monotone and converges long
/// before on real code).
const MAX_PASSES: usize = 1000;

/// Most stack entries the simulation tracks (beyond any valid `max_stack`).
const MAX_STACK: usize = 1 << 16;

/// The native `java/lang/NullPointerException.getExtendedNPEMessage()`: the
/// message for the instruction in the top frame of the exception's backtrace,
/// or null.
pub fn get_extended_npe_message(vm: &mut Vm, _tid: u32, a: &[Value]) -> NativeResult {
    let msg = a
        .first()
        .and_then(|v| v.as_ref())
        .and_then(|this| top_frame_message(vm, this));
    Ok(Some(match msg {
        Some(s) => Value::Ref(Some(vm.new_string(&s))),
        None => Value::NULL,
    }))
}

/// The extended message for the top frame of the backtrace of `exc`: its
/// first entry, or the hidden top frame `fillInStackTrace` keeps after the
/// `depth` entries that stack traces show.
fn top_frame_message(vm: &Vm, exc: ObjRef) -> Option<String> {
    let bt = vm.field(exc, vm.slots.throwable_backtrace).as_ref()?;
    let depth = vm.field(exc, vm.slots.throwable_depth).as_int().max(0) as usize;
    let top = match vm.state.heap.get(bt).array() {
        Some(ArrayData::Long(v)) => *v.get(depth).filter(|_| v.len() > depth).or(v.first())?,
        _ => return None,
    };
    extended_npe_message(vm, (top >> 32) as MethodId, (top & 0xffff_ffff) as u32)
}

/// What `getMessage()` returns for the NullPointerException `exc` when it was
/// given no message of its own, worked out without running Java code (for
/// reports): the message computed already, or the one for its backtrace.
pub fn npe_message_of(vm: &Vm, exc: ObjRef) -> Option<String> {
    // NullPointerException.extendedMessageState: 1 = stack trace filled in
    // once, 2 = message computed (into extendedMessage).
    match vm.field_by_name(exc, "extendedMessageState")? {
        Value::Int(1) => top_frame_message(vm, exc),
        Value::Int(2) => {
            let m = vm.field_by_name(exc, "extendedMessage")?.as_ref()?;
            Some(vm.string_value(m))
        }
        _ => None,
    }
}

/// The message HotSpot gives a NullPointerException raised by instruction
/// `pc` of `method`, or `None` when that instruction cannot raise one by
/// itself (it is a constructor call, a static call...), the method is native
/// or belongs to a hidden class.
pub fn extended_npe_message(vm: &Vm, method: MethodId, pc: u32) -> Option<String> {
    let m = vm.classes.methods.get(method as usize)?;
    if m.is_native() {
        return None;
    }
    let class = vm.classes.get(m.class);
    if is_hidden(class) {
        return None;
    }
    let code = m.code.as_deref()?;
    let params = descriptor::method_params(&m.desc)?;
    let analysis = Analysis {
        code,
        cp: class.cp(),
        is_static: m.is_static(),
        params: &params,
    };
    analysis.message(pc)
}

/// For each instruction of `method`: is it a `putfield` whose receiver is
/// certainly the method's own `this` (pushed by `aload_0`, local 0 never
/// stored to on a path there)? `None` when the method has no code or the
/// code cannot be analysed. Used to prove fields are written only on the
/// object under construction.
pub fn putfields_on_this(classes: &Classes, method: MethodId) -> Option<Vec<bool>> {
    let m = classes.methods.get(method as usize)?;
    if m.is_static() {
        return None;
    }
    let code = m.code.as_deref()?;
    let class = classes.get(m.class);
    let params = descriptor::method_params(&m.desc)?;
    let analysis = Analysis {
        code,
        cp: class.cp(),
        is_static: false,
        params: &params,
    };
    // Target 0 is never "reached next": the simulation runs to its fixpoint.
    let states = analysis.simulate(0).ok()?;
    Some(
        code.insns
            .iter()
            .zip(&states)
            .map(|(insn, st)| {
                let (Insn::PutField(_), Some(st)) = (insn, st) else {
                    return false;
                };
                let n = st.stack.len();
                n >= 2
                    && !st.written.first().copied().unwrap_or(true)
                    && st.stack[n - 2]
                        .src
                        .is_some_and(|src| code.insns.get(src as usize) == Some(&Insn::Load(0)))
            })
            .collect(),
    )
}

/// Classes made by our `invokedynamic` linkage (they have a class file but
/// were not loaded from anywhere) stand for HotSpot's hidden classes, whose
/// frames never appear in a backtrace.
fn is_hidden(class: &Class) -> bool {
    class.origin.is_none() && class.file.is_some()
}

/// One operand-stack entry of the simulation. Long and double values are one
/// entry, marked `wide`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Entry {
    /// The instruction that pushed the value, if a single one did.
    src: Option<InsnIdx>,
    wide: bool,
}

/// What a local variable slot holds, as far as the simulation knows.
type LocalKind = u8;
/// Nothing known yet (an exception handler nothing has reached).
const UNSET: LocalKind = 0;
/// Different kinds on different paths, or never written.
const TOP: LocalKind = 1;
/// An int, float or reference.
const NARROW: LocalKind = 2;
/// The first slot of a long or double.
const WIDE: LocalKind = 3;
/// The second slot of a long or double.
const WIDE_HIGH: LocalKind = 4;

/// The simulated state on entry to an instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
struct State {
    stack: Vec<Entry>,
    /// Kinds of the locals; only used to tell long/double loads from others,
    /// since our decoded `Load` does not say.
    locals: Vec<LocalKind>,
    /// Local slots stored to on some path here.
    written: Vec<bool>,
}

/// The analysis could not make sense of the code (it is not verifiable).
struct Malformed;

type Sim<T> = Result<T, Malformed>;

fn merge_kind(a: LocalKind, b: LocalKind) -> LocalKind {
    if a == UNSET {
        b
    } else if b == UNSET || a == b {
        a
    } else {
        TOP
    }
}

/// Merges the locals' kinds of `from` into `into`; true when they changed.
fn merge_locals(into: &mut [LocalKind], from: &[LocalKind]) -> bool {
    let mut changed = false;
    for (a, &b) in into.iter_mut().zip(from) {
        let m = merge_kind(*a, b);
        changed |= m != *a;
        *a = m;
    }
    changed
}

/// Merges `from` into the state `into` of a successor; true when it changed.
fn merge(into: &mut Option<State>, from: &State) -> Sim<bool> {
    let Some(to) = into else {
        *into = Some(from.clone());
        return Ok(true);
    };
    if to.stack.len() != from.stack.len() {
        return Err(Malformed);
    }
    let mut changed = false;
    for (a, b) in to.stack.iter_mut().zip(&from.stack) {
        if a.src != b.src && a.src.is_some() {
            a.src = None;
            changed = true;
        }
    }
    changed |= merge_locals(&mut to.locals, &from.locals);
    for (a, &b) in to.written.iter_mut().zip(&from.written) {
        if b && !*a {
            *a = true;
            changed = true;
        }
    }
    Ok(changed)
}

impl State {
    fn push(&mut self, src: InsnIdx, wide: bool) -> Sim<()> {
        if self.stack.len() >= MAX_STACK {
            return Err(Malformed);
        }
        self.stack.push(Entry {
            src: Some(src),
            wide,
        });
        Ok(())
    }

    fn pop(&mut self) -> Sim<Entry> {
        self.stack.pop().ok_or(Malformed)
    }

    fn pop_n(&mut self, n: usize) -> Sim<()> {
        let len = self.stack.len();
        if n > len {
            return Err(Malformed);
        }
        self.stack.truncate(len - n);
        Ok(())
    }

    /// The top `n` entries, popped, bottom first.
    fn take(&mut self, n: usize) -> Sim<Vec<Entry>> {
        let len = self.stack.len();
        if n > len {
            return Err(Malformed);
        }
        Ok(self.stack.split_off(len - n))
    }

    /// Is the entry `depth` below the top a long or double?
    fn wide_at(&self, depth: usize) -> Sim<bool> {
        let len = self.stack.len();
        if depth >= len {
            return Err(Malformed);
        }
        Ok(self.stack[len - 1 - depth].wide)
    }

    fn extend(&mut self, entries: &[Entry]) -> Sim<()> {
        if self.stack.len() + entries.len() > MAX_STACK {
            return Err(Malformed);
        }
        self.stack.extend_from_slice(entries);
        Ok(())
    }

    /// A store of a value (`wide` or not) into local `n`.
    fn store_local(&mut self, n: u16, wide: bool) -> Sim<()> {
        let n = usize::from(n);
        let len = self.locals.len();
        if n >= len || (wide && n + 1 >= len) {
            return Err(Malformed);
        }
        // A long or double partly overwritten is gone.
        if self.locals[n] == WIDE_HIGH && n > 0 {
            self.locals[n - 1] = TOP;
        }
        let last = if wide { n + 1 } else { n };
        if self.locals[last] == WIDE && last + 1 < len {
            self.locals[last + 1] = TOP;
        }
        if wide {
            self.locals[n] = WIDE;
            self.locals[n + 1] = WIDE_HIGH;
            self.written[n + 1] = true;
        } else {
            self.locals[n] = NARROW;
        }
        self.written[n] = true;
        Ok(())
    }
}

/// Is a value of field descriptor `desc` a long or double?
fn is_wide(desc: &str) -> bool {
    matches!(desc.as_bytes().first(), Some(b'J' | b'D'))
}

/// Where control goes after an instruction.
enum Next {
    /// To the next instruction only.
    Fall,
    /// To the next instruction and to these.
    FallAnd(Vec<InsnIdx>),
    /// Only to these (possibly none: return, athrow).
    Jump(Vec<InsnIdx>),
}

struct Analysis<'a> {
    code: &'a Code,
    cp: &'a [CpEntry],
    is_static: bool,
    /// Parameter descriptors of the method.
    params: &'a [&'a str],
}

impl Analysis<'_> {
    fn insn(&self, pc: InsnIdx) -> Option<&Insn> {
        self.code.insns.get(pc as usize)
    }

    fn field_ref(&self, idx: u16) -> Option<(&str, &str, &str)> {
        match self.cp.get(usize::from(idx)) {
            Some(CpEntry::FieldRef { class, name, desc }) => Some((class, name, desc)),
            _ => None,
        }
    }

    fn method_ref(&self, idx: u16) -> Option<(&str, &str, &str)> {
        match self.cp.get(usize::from(idx)) {
            Some(CpEntry::MethodRef {
                class, name, desc, ..
            }) => Some((class, name, desc)),
            _ => None,
        }
    }

    /// The message for a NullPointerException at instruction `pc`.
    fn message(&self, pc: InsnIdx) -> Option<String> {
        let (mut msg, null_depth) = self.failed_action(pc)?;
        if let Ok(states) = self.simulate(pc) {
            if let Some(cause) = self.cause(&states, pc, null_depth) {
                msg.push_str(&cause);
            }
        }
        Some(msg)
    }

    /// What instruction `pc` could not do, and how deep below the top of its
    /// operand stack the null reference it found is. `None` when the
    /// instruction raises no NullPointerException of its own.
    fn failed_action(&self, pc: InsnIdx) -> Option<(String, usize)> {
        Some(match self.insn(pc)? {
            Insn::ArrayLoad(k) => (format!("Cannot load from {} array", array_word(*k)), 1),
            Insn::ArrayStore(k) => (format!("Cannot store to {} array", array_word(*k)), 2),
            Insn::ArrayLength => ("Cannot read the array length".to_string(), 0),
            Insn::AThrow => ("Cannot throw exception".to_string(), 0),
            Insn::MonitorEnter => ("Cannot enter synchronized block".to_string(), 0),
            Insn::MonitorExit => ("Cannot exit synchronized block".to_string(), 0),
            Insn::GetField(idx) => {
                let (_, name, _) = self.field_ref(*idx)?;
                (format!("Cannot read field \"{name}\""), 0)
            }
            Insn::PutField(idx) => {
                let (_, name, _) = self.field_ref(*idx)?;
                (format!("Cannot assign field \"{name}\""), 1)
            }
            Insn::InvokeVirtual(idx) | Insn::InvokeSpecial(idx) | Insn::InvokeInterface(idx) => {
                let (_, name, desc) = self.method_ref(*idx)?;
                // Constructors are never called on null: this is a
                // NullPointerException created by `new`.
                if name == "<init>" {
                    return None;
                }
                let n = descriptor::method_params(desc)?.len();
                (format!("Cannot invoke \"{}\"", self.method_name(*idx)?), n)
            }
            _ => return None,
        })
    }

    /// `Class.name(P1, P2)` for a method reference.
    fn method_name(&self, idx: u16) -> Option<String> {
        let (class, name, desc) = self.method_ref(idx)?;
        let params: Vec<String> = descriptor::method_params(desc)?
            .iter()
            .map(|p| type_name(p))
            .collect();
        let params = params
            .join(", ")
            .replace("java.lang.Object", "Object")
            .replace("java.lang.String", "String");
        Some(format!("{}.{name}({params})", class_name(class)))
    }

    /// The state on entry to the method.
    fn entry_state(&self) -> State {
        let n = usize::from(self.code.max_locals);
        let mut locals = vec![TOP; n];
        let mut slot = 0usize;
        let mut set = |slot: usize, kind: LocalKind| {
            if let Some(l) = locals.get_mut(slot) {
                *l = kind;
            }
        };
        if !self.is_static {
            set(0, NARROW);
            slot = 1;
        }
        for p in self.params {
            if is_wide(p) {
                set(slot, WIDE);
                set(slot + 1, WIDE_HIGH);
                slot += 2;
            } else {
                set(slot, NARROW);
                slot += 1;
            }
        }
        State {
            stack: Vec::new(),
            locals,
            written: vec![false; n],
        }
    }

    /// Runs the simulation until the scan reaches `target` with a state for
    /// it, or nothing changes any more. Returns the states on entry to each
    /// instruction (`None`: not reached).
    fn simulate(&self, target: InsnIdx) -> Sim<Vec<Option<State>>> {
        let insns = &self.code.insns;
        let n = insns.len();
        let target = target as usize;
        let mut states: Vec<Option<State>> = vec![None; n];
        if n == 0 {
            return Ok(states);
        }
        states[0] = Some(self.entry_state());
        let locals = usize::from(self.code.max_locals);
        for h in &self.code.handlers {
            let at = h.handler as usize;
            if at < n {
                states[at] = Some(State {
                    stack: vec![Entry {
                        src: None,
                        wide: false,
                    }],
                    locals: vec![UNSET; locals],
                    written: vec![false; locals],
                });
            }
        }
        for _ in 0..MAX_PASSES {
            let mut changed = false;
            for i in 0..n {
                if let Some(st) = states[i].clone() {
                    let (out, next) = self.step(i as InsnIdx, st.clone())?;
                    let mut succs: &[InsnIdx] = &[];
                    let fall = match &next {
                        Next::Fall => true,
                        Next::FallAnd(t) => {
                            succs = t;
                            true
                        }
                        Next::Jump(t) => {
                            succs = t;
                            false
                        }
                    };
                    if fall {
                        if i + 1 >= n {
                            return Err(Malformed);
                        }
                        changed |= merge(&mut states[i + 1], &out)?;
                    }
                    for &s in succs {
                        let s = s as usize;
                        if s >= n {
                            return Err(Malformed);
                        }
                        changed |= merge(&mut states[s], &out)?;
                    }
                    // Handlers learn the locals' kinds of the code they
                    // cover (this is not part of HotSpot's analysis, which
                    // knows every load's type from its opcode).
                    for h in self.covering(i as InsnIdx) {
                        if let Some(hs) =
                            states.get_mut(h.handler as usize).and_then(|s| s.as_mut())
                        {
                            changed |= merge_locals(&mut hs.locals, &st.locals);
                        }
                    }
                }
                if i + 1 == target && states[target].is_some() {
                    return Ok(states);
                }
            }
            if !changed {
                return Ok(states);
            }
        }
        Err(Malformed)
    }

    fn covering(&self, pc: InsnIdx) -> impl Iterator<Item = &Handler> {
        self.code
            .handlers
            .iter()
            .filter(move |h| h.start <= pc && pc < h.end)
    }

    /// The effect of instruction `pc` on state `st`.
    fn step(&self, pc: InsnIdx, mut st: State) -> Sim<(State, Next)> {
        let insn = self.insn(pc).ok_or(Malformed)?;
        let mut next = Next::Fall;
        match insn {
            Insn::Nop => {}
            Insn::AConstNull | Insn::IConst(_) | Insn::FConst(_) | Insn::Ldc(_) => {
                st.push(pc, false)?
            }
            Insn::LConst(_) | Insn::DConst(_) | Insn::Ldc2(_) => st.push(pc, true)?,
            Insn::Load(n) => {
                let wide = st.locals.get(usize::from(*n)) == Some(&WIDE);
                st.push(pc, wide)?;
            }
            Insn::Store(n) => {
                let v = st.pop()?;
                st.store_local(*n, v.wide)?;
            }
            // HotSpot does not count `iinc` as a store.
            Insn::IInc(..) => {}
            Insn::ArrayLoad(k) => {
                st.pop_n(2)?;
                st.push(pc, matches!(k, ArrayKind::Long | ArrayKind::Double))?;
            }
            Insn::ArrayStore(_) => st.pop_n(3)?,
            Insn::Pop => st.pop_n(1)?,
            Insn::Pop2 => {
                let n = if st.wide_at(0)? { 1 } else { 2 };
                st.pop_n(n)?;
            }
            Insn::Dup => {
                let v = st.take(1)?;
                st.extend(&v)?;
                st.extend(&v)?;
            }
            Insn::DupX1 => {
                let v = st.take(2)?;
                st.extend(&[v[1], v[0], v[1]])?;
            }
            Insn::DupX2 => {
                if st.wide_at(1)? {
                    let v = st.take(2)?;
                    st.extend(&[v[1], v[0], v[1]])?;
                } else {
                    let v = st.take(3)?;
                    st.extend(&[v[2], v[0], v[1], v[2]])?;
                }
            }
            Insn::Dup2 => {
                let n = if st.wide_at(0)? { 1 } else { 2 };
                let v = st.take(n)?;
                st.extend(&v)?;
                st.extend(&v)?;
            }
            Insn::Dup2X1 => {
                if st.wide_at(0)? {
                    let v = st.take(2)?;
                    st.extend(&[v[1], v[0], v[1]])?;
                } else {
                    let v = st.take(3)?;
                    st.extend(&[v[1], v[2], v[0], v[1], v[2]])?;
                }
            }
            Insn::Dup2X2 => {
                let top_wide = st.wide_at(0)?;
                if top_wide {
                    if st.wide_at(1)? {
                        let v = st.take(2)?;
                        st.extend(&[v[1], v[0], v[1]])?;
                    } else {
                        let v = st.take(3)?;
                        st.extend(&[v[2], v[0], v[1], v[2]])?;
                    }
                } else if st.wide_at(2)? {
                    let v = st.take(3)?;
                    st.extend(&[v[1], v[2], v[0], v[1], v[2]])?;
                } else {
                    let v = st.take(4)?;
                    st.extend(&[v[2], v[3], v[0], v[1], v[2], v[3]])?;
                }
            }
            Insn::Swap => {
                let v = st.take(2)?;
                st.extend(&[v[1], v[0]])?;
            }
            Insn::IAdd
            | Insn::FAdd
            | Insn::ISub
            | Insn::FSub
            | Insn::IMul
            | Insn::FMul
            | Insn::IDiv
            | Insn::FDiv
            | Insn::IRem
            | Insn::FRem
            | Insn::IShl
            | Insn::IShr
            | Insn::IUShr
            | Insn::IAnd
            | Insn::IOr
            | Insn::IXor
            | Insn::LCmp
            | Insn::FCmpL
            | Insn::FCmpG
            | Insn::DCmpL
            | Insn::DCmpG => {
                st.pop_n(2)?;
                st.push(pc, false)?;
            }
            Insn::LAdd
            | Insn::DAdd
            | Insn::LSub
            | Insn::DSub
            | Insn::LMul
            | Insn::DMul
            | Insn::LDiv
            | Insn::DDiv
            | Insn::LRem
            | Insn::DRem
            | Insn::LShl
            | Insn::LShr
            | Insn::LUShr
            | Insn::LAnd
            | Insn::LOr
            | Insn::LXor => {
                st.pop_n(2)?;
                st.push(pc, true)?;
            }
            Insn::INeg
            | Insn::FNeg
            | Insn::L2I
            | Insn::L2F
            | Insn::D2I
            | Insn::D2F
            | Insn::I2F
            | Insn::F2I
            | Insn::I2B
            | Insn::I2C
            | Insn::I2S => {
                st.pop_n(1)?;
                st.push(pc, false)?;
            }
            Insn::LNeg
            | Insn::DNeg
            | Insn::I2L
            | Insn::I2D
            | Insn::L2D
            | Insn::F2L
            | Insn::F2D
            | Insn::D2L => {
                st.pop_n(1)?;
                st.push(pc, true)?;
            }
            Insn::If(_, t) | Insn::IfNull(t) | Insn::IfNonNull(t) => {
                st.pop_n(1)?;
                next = Next::FallAnd(vec![*t]);
            }
            Insn::IfICmp(_, t) | Insn::IfACmpEq(t) | Insn::IfACmpNe(t) => {
                st.pop_n(2)?;
                next = Next::FallAnd(vec![*t]);
            }
            Insn::Goto(t) => next = Next::Jump(vec![*t]),
            Insn::TableSwitch {
                default, targets, ..
            } => {
                st.pop_n(1)?;
                let mut t = targets.to_vec();
                t.push(*default);
                next = Next::Jump(t);
            }
            Insn::LookupSwitch { default, pairs } => {
                st.pop_n(1)?;
                let mut t: Vec<InsnIdx> = pairs.iter().map(|p| p.1).collect();
                t.push(*default);
                next = Next::Jump(t);
            }
            Insn::Return | Insn::ReturnValue | Insn::AThrow => next = Next::Jump(Vec::new()),
            Insn::GetStatic(idx) => {
                let (_, _, desc) = self.field_ref(*idx).ok_or(Malformed)?;
                st.push(pc, is_wide(desc))?;
            }
            Insn::PutStatic(_) => st.pop_n(1)?,
            Insn::GetField(idx) => {
                let (_, _, desc) = self.field_ref(*idx).ok_or(Malformed)?;
                st.pop_n(1)?;
                st.push(pc, is_wide(desc))?;
            }
            Insn::PutField(_) => st.pop_n(2)?,
            Insn::InvokeVirtual(idx)
            | Insn::InvokeSpecial(idx)
            | Insn::InvokeStatic(idx)
            | Insn::InvokeInterface(idx) => {
                let (_, _, desc) = self.method_ref(*idx).ok_or(Malformed)?;
                let receiver = !matches!(insn, Insn::InvokeStatic(_));
                self.call(&mut st, pc, desc, receiver)?;
            }
            Insn::InvokeDynamic(idx) => {
                let desc = match self.cp.get(usize::from(*idx)) {
                    Some(CpEntry::InvokeDynamic { desc, .. }) => desc,
                    _ => return Err(Malformed),
                };
                self.call(&mut st, pc, desc, false)?;
            }
            Insn::New(_) => st.push(pc, false)?,
            Insn::NewArray(_) | Insn::ANewArray(_) | Insn::ArrayLength | Insn::InstanceOf(_) => {
                st.pop_n(1)?;
                st.push(pc, false)?;
            }
            Insn::MultiANewArray(_, dims) => {
                st.pop_n(usize::from(*dims))?;
                st.push(pc, false)?;
            }
            // The entry keeps its origin through a cast.
            Insn::CheckCast(_) => {
                st.wide_at(0)?;
            }
            Insn::MonitorEnter | Insn::MonitorExit => st.pop_n(1)?,
        }
        Ok((st, next))
    }

    /// A call with descriptor `desc`: pops the arguments (and receiver),
    /// pushes the result.
    fn call(&self, st: &mut State, pc: InsnIdx, desc: &str, receiver: bool) -> Sim<()> {
        let params = descriptor::method_params(desc).ok_or(Malformed)?;
        st.pop_n(params.len() + usize::from(receiver))?;
        match descriptor::method_return(desc) {
            Some("V") => Ok(()),
            Some(r) => st.push(pc, is_wide(r)),
            None => Err(Malformed),
        }
    }

    /// ` because "..." is null` for the entry `depth` below the top of the
    /// stack on entry to `pc`, when it can be described.
    fn cause(&self, states: &[Option<State>], pc: InsnIdx, depth: usize) -> Option<String> {
        let src = entry_at(states, pc, depth)?.src?;
        match self.insn(src)? {
            Insn::InvokeVirtual(idx)
            | Insn::InvokeSpecial(idx)
            | Insn::InvokeStatic(idx)
            | Insn::InvokeInterface(idx) => Some(format!(
                " because the return value of \"{}\" is null",
                self.method_name(*idx)?
            )),
            _ => {
                let mut out = String::new();
                let mut budget = MAX_RECURSION;
                self.describe(states, pc, depth, MAX_DETAIL, &mut budget, &mut out)
                    .then(|| format!(" because \"{out}\" is null"))
            }
        }
    }

    /// Appends a description of the entry `depth` below the top of the stack
    /// on entry to `pc` to `out`, nesting at most `detail` levels. Returns
    /// false, having appended nothing, when it cannot be described.
    fn describe(
        &self,
        states: &[Option<State>],
        pc: InsnIdx,
        depth: usize,
        detail: u32,
        budget: &mut u32,
        out: &mut String,
    ) -> bool {
        if detail == 0 || *budget == 0 {
            return false;
        }
        *budget -= 1;
        let Some(st) = states.get(pc as usize).and_then(|s| s.as_ref()) else {
            return false;
        };
        let Some(src) = entry_at(states, pc, depth).and_then(|e| e.src) else {
            return false;
        };
        let Some(insn) = self.insn(src) else {
            return false;
        };
        match insn {
            Insn::Load(n) => {
                let written = st.written.get(usize::from(*n)).copied().unwrap_or(false);
                out.push_str(&self.local_name(src, *n, !written));
            }
            Insn::AConstNull => out.push_str("null"),
            Insn::IConst(v) => out.push_str(&v.to_string()),
            Insn::ArrayLoad(ArrayKind::Int | ArrayKind::Ref) => {
                if !self.describe(states, src, 1, detail - 1, budget, out) {
                    out.push_str("<array>");
                }
                out.push('[');
                if !self.describe(states, src, 0, detail, budget, out) {
                    out.push_str("...");
                }
                out.push(']');
            }
            Insn::GetStatic(idx) => {
                let Some((class, name, _)) = self.field_ref(*idx) else {
                    return false;
                };
                out.push_str(&class_name(class));
                out.push('.');
                out.push_str(name);
            }
            Insn::GetField(idx) => {
                let Some((_, name, _)) = self.field_ref(*idx) else {
                    return false;
                };
                if self.describe(states, src, 0, detail - 1, budget, out) {
                    out.push('.');
                }
                out.push_str(name);
            }
            Insn::InvokeVirtual(idx)
            | Insn::InvokeSpecial(idx)
            | Insn::InvokeStatic(idx)
            | Insn::InvokeInterface(idx) => {
                let Some(name) = self.method_name(*idx) else {
                    return false;
                };
                out.push_str(&name);
            }
            _ => return false,
        }
        true
    }

    /// The name of local `slot` as loaded by instruction `pc`; `parameter`
    /// when the slot was not stored to on the way.
    fn local_name(&self, pc: InsnIdx, slot: u16, parameter: bool) -> String {
        if let Some(v) = self.code.local_var_at(pc, slot) {
            return v.name.to_string();
        }
        if !self.is_static && slot == 0 && parameter {
            return "this".to_string();
        }
        if parameter {
            let mut at = u16::from(!self.is_static);
            for (i, p) in self.params.iter().enumerate() {
                let size = if is_wide(p) { 2 } else { 1 };
                if slot >= at && slot < at + size {
                    return format!("<parameter{}>", i + 1);
                }
                at += size;
            }
        }
        format!("<local{slot}>")
    }
}

/// The entry `depth` below the top of the stack on entry to `pc`.
fn entry_at(states: &[Option<State>], pc: InsnIdx, depth: usize) -> Option<Entry> {
    let st = states.get(pc as usize)?.as_ref()?;
    let i = st.stack.len().checked_sub(depth + 1)?;
    Some(st.stack[i])
}

/// The word for an array's element type in "Cannot load from int array".
fn array_word(k: ArrayKind) -> &'static str {
    match k {
        ArrayKind::Int => "int",
        ArrayKind::Long => "long",
        ArrayKind::Float => "float",
        ArrayKind::Double => "double",
        ArrayKind::Ref => "object",
        ArrayKind::ByteOrBool => "byte/boolean",
        ArrayKind::Char => "char",
        ArrayKind::Short => "short",
    }
}

/// A class named in a message: its dotted binary name (array classes keep
/// their descriptor form, `[Ljava.lang.String;`), with `Object` and `String`
/// short.
fn class_name(internal: &str) -> String {
    match internal {
        "java/lang/Object" => "Object".to_string(),
        "java/lang/String" => "String".to_string(),
        _ => descriptor::binary_name(internal),
    }
}

/// A parameter type as Java source names it: `int`, `java.util.List`,
/// `String[][]` (before the shortening of `java.lang.Object`/`String`).
fn type_name(desc: &str) -> String {
    let dims = desc.bytes().take_while(|&b| b == b'[').count();
    let elem = &desc[dims..];
    let mut s = match elem.as_bytes().first() {
        Some(b'L') => descriptor::binary_name(elem.trim_start_matches('L').trim_end_matches(';')),
        Some(&c) => PrimType::from_descriptor_char(c)
            .map(|p| p.java_name().to_string())
            .unwrap_or_else(|| elem.to_string()),
        None => String::new(),
    };
    for _ in 0..dims {
        s.push_str("[]");
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classfile::{access, ClassFile};
    use crate::parse::parse_class;
    use crate::parse::tests::{compile_java_all_with, method};

    const SRC: &str = r#"
public class Npe {
    int x;
    long big;
    Npe p;
    Npe[] kids;
    int[] ints;
    static Npe S;

    static Npe make() { return null; }
    Npe self() { return p; }

    static int local(String s) { String t = s; return t.length(); }
    static int param(long a, String s) { return s.length(); }
    int instanceParam(long a, Npe n) { return n.x; }
    int thisField() { return p.x; }
    int written(Npe n) { n = n.p; return n.x; }
    static int branch(String s, boolean c) { if (c) s = null; return s.length(); }
    static void loop(String s) { for (int i = 0; i < 2; i++) { s.length(); s = null; } }
    static Object iinc(Object[][] a, int i) { i++; return a[i][0]; }
    static void handler(String s) {
        try { s = null; throw new RuntimeException(); } catch (RuntimeException r) { s.length(); }
    }
    static int ternary(String a, String b, boolean c) { return (c ? a : b).length(); }
    static int ternaryIndex(Npe[] a, boolean c) { return a[c ? 1 : 2].x; }
    static int statics() { return S.p.x; }
    static int result() { return make().x; }
    static int innerResult() { return make().p.x; }
    static int element(Npe n, int i) { return n.kids[i].x; }
    static int elementIndex(Npe n) { return n.kids[n.ints[n.x + 1]].x; }
    static int deep(Npe n) { return n.p.p.p.p.p.p.p.x; }
    static void store(long[] a, int i) { a[i] = 5L; }
    static void wideDup(Npe a, Npe b) { long v = b.big = a.big = 3L; }
    static void putLong(Npe a) { a.big = 7L; }
    static int nullLiteral() { return ((String) null).length(); }
    static int constants(int[][] a) { return a[3][200] + a[-1][40000]; }
    static Object created() { return new NullPointerException(); }
    static String call(java.util.Map<String, StringBuilder> m, Object[] o, java.util.List<int[]> l) { return m.get("k").append(o[0]).toString(); }
    static void monitor(Object o) { synchronized (o) { o.hashCode(); } }
    static void thrown(RuntimeException e) { throw e; }
    static int length(int[] a) { return a.length; }
}
"#;

    fn compile(debug: bool) -> ClassFile {
        let opts: &[&str] = if debug { &["-g"] } else { &[] };
        let (_, bytes) = compile_java_all_with(&[("Npe", SRC)], opts)
            .into_iter()
            .find(|(n, _)| n == "Npe")
            .expect("Npe.class");
        parse_class(&bytes).unwrap()
    }

    /// The messages of the instructions of method `name` that can raise a
    /// NullPointerException, in code order.
    fn messages(class: &ClassFile, name: &str) -> Vec<String> {
        let m = method(class, name);
        let code = m.code.as_ref().unwrap();
        let params = descriptor::method_params(&m.desc).unwrap();
        let a = Analysis {
            code,
            cp: &class.cp,
            is_static: m.access & access::STATIC != 0,
            params: &params,
        };
        (0..code.insns.len() as InsnIdx)
            .filter(|&pc| a.failed_action(pc).is_some())
            .filter_map(|pc| a.message(pc))
            .collect()
    }

    fn first(class: &ClassFile, name: &str) -> String {
        messages(class, name).into_iter().next().expect("a message")
    }

    #[test]
    fn locals_without_a_local_variable_table() {
        let c = compile(false);
        let invoke = "Cannot invoke \"String.length()\" because";
        assert_eq!(first(&c, "local"), format!("{invoke} \"<local1>\" is null"));
        assert_eq!(
            first(&c, "param"),
            format!("{invoke} \"<parameter2>\" is null")
        );
        assert_eq!(
            first(&c, "instanceParam"),
            "Cannot read field \"x\" because \"<parameter2>\" is null"
        );
        assert_eq!(
            messages(&c, "thisField"),
            [
                "Cannot read field \"p\" because \"this\" is null",
                "Cannot read field \"x\" because \"this.p\" is null"
            ]
        );
        // A parameter slot stored to on the way is a plain local.
        assert_eq!(
            messages(&c, "written"),
            [
                "Cannot read field \"p\" because \"<parameter1>\" is null",
                "Cannot read field \"x\" because \"<local1>\" is null"
            ]
        );
        assert_eq!(
            first(&c, "branch"),
            format!("{invoke} \"<local0>\" is null")
        );
        // The scan stops at the failing instruction: the store further down
        // the loop is not seen; handlers start afresh; iinc is no store.
        assert_eq!(
            first(&c, "loop"),
            format!("{invoke} \"<parameter1>\" is null")
        );
        assert_eq!(
            messages(&c, "handler"),
            [
                "Cannot throw exception".to_string(),
                format!("{invoke} \"<parameter1>\" is null")
            ]
        );
        assert_eq!(
            messages(&c, "iinc")[1],
            "Cannot load from object array because \"<parameter1>[<parameter2>]\" is null"
        );
    }

    #[test]
    fn descriptions() {
        let c = compile(true);
        let m = |name: &str| first(&c, name);
        assert_eq!(
            m("local"),
            "Cannot invoke \"String.length()\" because \"t\" is null"
        );
        assert_eq!(
            m("written"),
            "Cannot read field \"p\" because \"n\" is null"
        );
        assert_eq!(m("ternary"), "Cannot invoke \"String.length()\"");
        assert_eq!(
            m("ternaryIndex"),
            "Cannot load from object array because \"a\" is null"
        );
        assert_eq!(
            messages(&c, "ternaryIndex")[1],
            "Cannot read field \"x\" because \"a[...]\" is null"
        );
        assert_eq!(
            m("statics"),
            "Cannot read field \"p\" because \"Npe.S\" is null"
        );
        assert_eq!(
            messages(&c, "statics")[1],
            "Cannot read field \"x\" because \"Npe.S.p\" is null"
        );
        assert_eq!(
            m("result"),
            "Cannot read field \"x\" because the return value of \"Npe.make()\" is null"
        );
        assert_eq!(
            messages(&c, "innerResult")[1],
            "Cannot read field \"x\" because \"Npe.make().p\" is null"
        );
        assert_eq!(
            messages(&c, "element")[2],
            "Cannot read field \"x\" because \"n.kids[i]\" is null"
        );
        assert_eq!(
            messages(&c, "elementIndex").last().unwrap(),
            "Cannot read field \"x\" because \"n.kids[n.ints[...]]\" is null"
        );
        assert_eq!(
            messages(&c, "deep").last().unwrap(),
            "Cannot read field \"x\" because \"p.p.p.p.p\" is null"
        );
        assert_eq!(
            m("store"),
            "Cannot store to long array because \"a\" is null"
        );
        assert_eq!(
            messages(&c, "wideDup"),
            [
                "Cannot assign field \"big\" because \"a\" is null",
                "Cannot assign field \"big\" because \"b\" is null"
            ]
        );
        assert_eq!(
            m("putLong"),
            "Cannot assign field \"big\" because \"a\" is null"
        );
        assert_eq!(
            m("nullLiteral"),
            "Cannot invoke \"String.length()\" because \"null\" is null"
        );
        let consts = messages(&c, "constants");
        assert_eq!(
            consts[1],
            "Cannot load from int array because \"a[3]\" is null"
        );
        assert_eq!(
            consts[3],
            "Cannot load from int array because \"a[-1]\" is null"
        );
        // Constructors never fail on null: an NPE created by `new`.
        assert!(messages(&c, "created").is_empty());
        assert_eq!(
            messages(&c, "call"),
            [
                "Cannot invoke \"java.util.Map.get(Object)\" because \"m\" is null",
                "Cannot load from object array because \"o\" is null",
                "Cannot invoke \"java.lang.StringBuilder.append(Object)\" because the return value of \"java.util.Map.get(Object)\" is null",
                "Cannot invoke \"java.lang.StringBuilder.toString()\" because the return value of \"java.lang.StringBuilder.append(Object)\" is null",
            ]
        );
        let mon = messages(&c, "monitor");
        assert_eq!(
            mon[0],
            "Cannot enter synchronized block because \"o\" is null"
        );
        assert!(mon
            .iter()
            .any(|s| s.starts_with("Cannot exit synchronized block")));
        assert_eq!(m("thrown"), "Cannot throw exception because \"e\" is null");
        assert_eq!(
            m("length"),
            "Cannot read the array length because \"a\" is null"
        );
    }

    #[test]
    fn names_in_messages() {
        assert_eq!(class_name("java/lang/String"), "String");
        assert_eq!(class_name("java/lang/Object"), "Object");
        assert_eq!(class_name("java/lang/Integer"), "java.lang.Integer");
        assert_eq!(class_name("[[Ljava/lang/String;"), "[[Ljava.lang.String;");
        assert_eq!(class_name("a/B$C"), "a.B$C");
        assert_eq!(type_name("[[I"), "int[][]");
        assert_eq!(type_name("Ljava/util/Map$Entry;"), "java.util.Map$Entry");
        assert_eq!(type_name("[Ljava/lang/String;"), "java.lang.String[]");
    }
}
