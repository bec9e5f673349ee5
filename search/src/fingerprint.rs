//! A 128-bit fingerprint of the program state, canonical under heap
//! layout: objects are numbered in the order a depth-first walk from the
//! roots first reaches them, so unreachable objects and allocation order do
//! not make two states differ, and class statics are visited in class-name
//! order, not load order.

use wayfinder_vm::heap::{ArrayData, ObjData};
use wayfinder_vm::state::InitState;
use wayfinder_vm::thread::ThreadStatus;
use wayfinder_vm::value::{ObjRef, Value};
use wayfinder_vm::Vm;

/// Two independent 64-bit multiply-xorshift lanes.
struct Hasher {
    a: u64,
    b: u64,
}

impl Hasher {
    fn new() -> Hasher {
        Hasher {
            a: 0x243F_6A88_85A3_08D3,
            b: 0x1319_8A2E_0370_7344,
        }
    }

    #[inline]
    fn word(&mut self, x: u64) {
        self.a = (self.a ^ x)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .rotate_left(29);
        self.b = (self.b ^ x.rotate_left(17))
            .wrapping_mul(0xC2B2_AE3D_27D4_EB4F)
            .rotate_left(31);
    }

    fn finish(self) -> u128 {
        let mut a = self.a ^ (self.a >> 33);
        a = a.wrapping_mul(0xFF51_AFD7_ED55_8CCD);
        let mut b = self.b ^ (self.b >> 29);
        b = b.wrapping_mul(0xC4CE_B9FE_1A85_EC53);
        ((a as u128) << 64) | b as u128
    }
}

/// Per-VM data the fingerprint needs that changes only when classes load.
#[derive(Default)]
pub struct Canon {
    /// Class ids sorted by name.
    order: Vec<u32>,
    /// A hash of each class's name, by class id.
    name_hash: Vec<u64>,
}

impl Canon {
    fn refresh(&mut self, vm: &Vm) {
        let n = vm.classes.len();
        if self.name_hash.len() == n {
            return;
        }
        self.name_hash = (0..n as u32)
            .map(|c| {
                let mut h = Hasher::new();
                for b in vm.classes.get(c).name.bytes() {
                    h.word(b as u64);
                }
                h.finish() as u64
            })
            .collect();
        self.order = (0..n as u32).collect();
        self.order
            .sort_by(|&x, &y| vm.classes.get(x).name.cmp(&vm.classes.get(y).name));
    }
}

struct Walk<'a> {
    vm: &'a Vm,
    canon: &'a Canon,
    h: Hasher,
    /// Canonical number + 1 of each heap slot, 0 if not reached yet.
    ids: Vec<u32>,
    next: u32,
    pending: Vec<ObjRef>,
    /// Number objects by first visit (heap symmetry) instead of heap slot.
    symmetric: bool,
}

impl Walk<'_> {
    fn reference(&mut self, r: Option<ObjRef>) {
        match r {
            None => self.h.word(0),
            Some(o) => {
                let i = o.index();
                if self.ids[i] == 0 {
                    self.next += 1;
                    self.ids[i] = self.next;
                    self.pending.push(o);
                }
                let id = if self.symmetric {
                    self.ids[i] as u64
                } else {
                    i as u64
                };
                self.h.word(id | 1 << 40);
            }
        }
    }

    fn value(&mut self, v: Value) {
        match v {
            Value::Top => self.h.word(0x70),
            Value::Int(x) => self.h.word(x as u32 as u64 | 1 << 33),
            Value::Long(x) => {
                self.h.word(2 << 33);
                self.h.word(x as u64)
            }
            Value::Float(x) => self.h.word(x.to_bits() as u64 | 3 << 33),
            Value::Double(x) => {
                self.h.word(4 << 33);
                self.h.word(x.to_bits())
            }
            Value::Ref(r) => self.reference(r),
        }
    }

    /// Hashes the objects reached so far, and those they reach, in order.
    fn drain(&mut self) {
        let mut k = 0;
        while k < self.pending.len() {
            let o = self.pending[k];
            k += 1;
            let obj = self.vm.state.heap.get(o);
            self.h.word(self.canon.name_hash[obj.class as usize]);
            self.h.word(
                obj.monitor.owner.map(|t| t as u64 + 1).unwrap_or(0)
                    | (obj.monitor.count as u64) << 32
                    | (obj.shared as u64) << 63,
            );
            match &obj.data {
                ObjData::Fields(f) => {
                    for &v in f.iter() {
                        self.value(v);
                    }
                }
                ObjData::Array(a) => {
                    self.h.word(a.len() as u64);
                    match a {
                        ArrayData::Byte(v) => v.chunks(8).for_each(|c| {
                            self.h
                                .word(c.iter().fold(0u64, |acc, &b| acc << 8 | b as u8 as u64))
                        }),
                        ArrayData::Char(v) => v.chunks(4).for_each(|c| {
                            self.h
                                .word(c.iter().fold(0u64, |acc, &b| acc << 16 | b as u64))
                        }),
                        ArrayData::Short(v) => v.iter().for_each(|&x| self.h.word(x as u16 as u64)),
                        ArrayData::Int(v) => v.iter().for_each(|&x| self.h.word(x as u32 as u64)),
                        ArrayData::Long(v) => v.iter().for_each(|&x| self.h.word(x as u64)),
                        ArrayData::Float(v) => {
                            v.iter().for_each(|&x| self.h.word(x.to_bits() as u64))
                        }
                        ArrayData::Double(v) => v.iter().for_each(|&x| self.h.word(x.to_bits())),
                        ArrayData::Ref(v) => {
                            for &r in v.iter() {
                                self.reference(r)
                            }
                        }
                    }
                }
            }
        }
        self.pending.clear();
    }
}

/// The fingerprint of `vm`'s current state. With `symmetric`, objects are
/// identified by the order a walk from the roots reaches them and classes
/// are visited by name; without, by heap slot and load order.
pub fn fingerprint(vm: &Vm, canon: &mut Canon, symmetric: bool) -> u128 {
    canon.refresh(vm);
    let mut w = Walk {
        vm,
        canon,
        h: Hasher::new(),
        ids: vec![0; vm.state.heap.capacity()],
        next: 0,
        pending: Vec::new(),
        symmetric,
    };
    for t in &vm.state.threads {
        w.h.word(match t.status {
            ThreadStatus::New => 1,
            ThreadStatus::Runnable => 2,
            ThreadStatus::Blocked { count, .. } => 3 | (count as u64) << 8,
            ThreadStatus::Waiting { count, timed, .. } => {
                4 | (count as u64) << 8 | (timed as u64) << 40
            }
            ThreadStatus::Joining { target, timed } => {
                5 | (target as u64) << 8 | (timed as u64) << 40
            }
            ThreadStatus::Parked { timed } => 6 | (timed as u64) << 8,
            ThreadStatus::Sleeping => 7,
            ThreadStatus::Terminated => 8,
        });
        match t.status {
            ThreadStatus::Blocked { monitor, .. } | ThreadStatus::Waiting { monitor, .. } => {
                w.reference(Some(monitor))
            }
            _ => {}
        }
        w.h.word(
            t.permit as u64
                | (t.interrupted as u64) << 1
                | (t.wake_pending as u64) << 2
                | (t.daemon as u64) << 3,
        );
        w.reference(Some(t.obj));
        w.reference(t.uncaught);
        w.h.word(t.frames.len() as u64);
        for f in &t.frames {
            w.h.word((f.method as u64) << 32 | f.pc as u64);
            w.h.word(f.vals.len() as u64);
            for &v in &f.vals {
                w.value(v);
            }
            w.reference(f.sync_obj);
        }
        w.drain();
    }
    w.h.word(vm.state.atomic_owner.map(|t| t as u64 + 1).unwrap_or(0));
    let load_order: Vec<u32>;
    let order: &[u32] = if symmetric {
        &canon.order
    } else {
        load_order = (0..vm.classes.len() as u32).collect();
        &load_order
    };
    for &c in order {
        let cs = &vm.state.classes[c as usize];
        if cs.init == InitState::Uninitialized && cs.mirror.is_none() {
            continue;
        }
        w.h.word(canon.name_hash[c as usize]);
        w.h.word(match cs.init {
            InitState::Uninitialized => 1,
            InitState::InProgress(t) => 2 | (t as u64) << 8,
            InitState::Initialized => 3,
            InitState::Erroneous => 4,
        });
        for &v in cs.statics.iter() {
            w.value(v);
        }
        w.reference(cs.mirror);
        w.drain();
    }
    w.h.finish()
}

/// How many objects the fingerprint walk reaches from the roots.
pub fn reachable_objects(vm: &Vm) -> usize {
    let mut canon = Canon::default();
    canon.refresh(vm);
    let mut w = Walk {
        vm,
        canon: &canon,
        h: Hasher::new(),
        ids: vec![0; vm.state.heap.capacity()],
        next: 0,
        pending: Vec::new(),
        symmetric: true,
    };
    for t in &vm.state.threads {
        w.reference(Some(t.obj));
    }
    for cs in &vm.state.classes {
        for &v in cs.statics.iter() {
            w.value(v);
        }
        w.reference(cs.mirror);
    }
    w.drain();
    w.next as usize
}
