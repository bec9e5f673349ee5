//! Incremental 128-bit state fingerprints.
//!
//! A state's fingerprint combines, by wrapping addition, one hash per
//! component: per live object (its identity, class, monitor, sharing flag
//! and field values), per class static area (its class name, initialisation
//! status and statics), and one over the threads (status, flags, frames).
//! The allocation counts behind object identities are left out (see
//! `AllocCounts`). Addition makes the result
//! independent of heap layout and class load order, and lets a transition
//! update it from the components it wrote alone: the VM lists written
//! objects and classes (`Heap::take_dirty`, `VmState::take_dirty_classes`),
//! each keeps its cached hash, and garbage is collected after every
//! transition (`Vm::collect_young`) so that unreachable objects never make
//! two states differ.
//!
//! Objects and references hash as the object's identity (`Object::canon`),
//! never its heap slot: under heap symmetry that identity comes from the
//! allocation site and occurrence number, without it from allocation order
//! (see `Vm::alloc`).

use wayfinder_vm::heap::{ArrayData, ObjData, Object};
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
    fn new(seed: u64) -> Hasher {
        Hasher {
            a: 0x243F_6A88_85A3_08D3 ^ seed,
            b: 0x1319_8A2E_0370_7344 ^ seed.rotate_left(32),
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
        a ^= a >> 29;
        let mut b = self.b ^ (self.b >> 29);
        b = b.wrapping_mul(0xC4CE_B9FE_1A85_EC53);
        b ^= b >> 32;
        ((a as u128) << 64) | b as u128
    }
}

/// Keeps a VM's state fingerprint up to date across transitions.
pub struct StateHasher {
    /// A hash of each class's name, by class id.
    name_hash: Vec<u64>,
    /// Objects freed by the young collections so far.
    pub collected: u64,
    /// Reused lists of written objects and classes.
    dirty_objects: Vec<u32>,
    dirty_classes: Vec<u32>,
}

impl StateHasher {
    /// Prepares `vm` (booted, no transition run yet) for incremental
    /// hashing: collects all garbage, freezes the old generation and turns
    /// on change tracking.
    pub fn new(vm: &mut Vm) -> StateHasher {
        vm.sync_class_states();
        vm.collect_young();
        // Tracking first: listing every object as written must not make
        // them all remembered old objects.
        vm.state.track_changes();
        vm.state.freeze();
        StateHasher {
            name_hash: Vec::new(),
            collected: 0,
            dirty_objects: Vec::new(),
            dirty_classes: Vec::new(),
        }
    }

    fn refresh_names(&mut self, vm: &Vm) {
        while self.name_hash.len() < vm.classes.len() {
            let c = self.name_hash.len() as u32;
            let mut h = Hasher::new(0);
            for b in vm.classes.get(c).name.bytes() {
                h.word(b as u64);
            }
            self.name_hash.push(h.finish() as u64);
        }
    }

    #[inline]
    fn reference(&self, vm: &Vm, h: &mut Hasher, r: Option<ObjRef>) {
        match r {
            None => h.word(0),
            Some(o) => h.word(vm.state.heap.get(o).canon | 1),
        }
    }

    #[inline]
    fn value(&self, vm: &Vm, h: &mut Hasher, v: Value) {
        match v {
            Value::Top => h.word(0x70),
            Value::Int(x) => h.word(x as u32 as u64 | 1 << 33),
            Value::Long(x) => {
                h.word(2 << 33);
                h.word(x as u64)
            }
            Value::Float(x) => h.word(x.to_bits() as u64 | 3 << 33),
            Value::Double(x) => {
                h.word(4 << 33);
                h.word(x.to_bits())
            }
            Value::Ref(r) => {
                h.word(5 << 33);
                self.reference(vm, h, r)
            }
        }
    }

    fn object_hash(&self, vm: &Vm, obj: &Object) -> u128 {
        let mut h = Hasher::new(obj.canon);
        h.word(self.name_hash[obj.class as usize]);
        h.word(
            obj.monitor.owner.map(|t| t as u64 + 1).unwrap_or(0)
                | (obj.monitor.count as u64) << 32
                | (obj.shared as u64) << 63,
        );
        match &obj.data {
            ObjData::Fields(f) => {
                for &v in f.iter() {
                    self.value(vm, &mut h, v);
                }
            }
            ObjData::Array(a) => {
                h.word(a.len() as u64);
                match a {
                    ArrayData::Byte(v) => v.chunks(8).for_each(|c| {
                        h.word(c.iter().fold(0u64, |acc, &b| acc << 8 | b as u8 as u64))
                    }),
                    ArrayData::Char(v) => v
                        .chunks(4)
                        .for_each(|c| h.word(c.iter().fold(0u64, |acc, &b| acc << 16 | b as u64))),
                    ArrayData::Short(v) => v.iter().for_each(|&x| h.word(x as u16 as u64)),
                    ArrayData::Int(v) => v.iter().for_each(|&x| h.word(x as u32 as u64)),
                    ArrayData::Long(v) => v.iter().for_each(|&x| h.word(x as u64)),
                    ArrayData::Float(v) => v.iter().for_each(|&x| h.word(x.to_bits() as u64)),
                    ArrayData::Double(v) => v.iter().for_each(|&x| h.word(x.to_bits())),
                    ArrayData::Ref(v) => v.iter().for_each(|&r| self.reference(vm, &mut h, r)),
                }
            }
        }
        h.finish()
    }

    fn class_hash(&self, vm: &Vm, c: u32) -> u128 {
        let cs = vm.state.class(c);
        if cs.init == InitState::Uninitialized && cs.mirror.is_none() {
            // Merely loaded: not part of the program's state yet.
            return 0;
        }
        let mut h = Hasher::new(self.name_hash[c as usize]);
        h.word(match cs.init {
            InitState::Uninitialized => 1,
            InitState::InProgress(t) => 2 | (t as u64) << 8,
            InitState::Initialized => 3,
            InitState::Erroneous => 4,
        });
        for &v in cs.statics.iter() {
            self.value(vm, &mut h, v);
        }
        self.reference(vm, &mut h, cs.mirror);
        h.finish()
    }

    fn threads_hash(&self, vm: &mut Vm) -> u128 {
        let mut h = Hasher::new(0x7468_7265_6164);
        for tid in 0..vm.state.threads.len() {
            let t = &vm.state.threads[tid];
            h.word(match t.status {
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
                    self.reference(vm, &mut h, Some(monitor))
                }
                _ => {}
            }
            h.word(
                t.permit as u64
                    | (t.interrupted as u64) << 1
                    | (t.wake_pending as u64) << 2
                    | (t.daemon as u64) << 3,
            );
            self.reference(vm, &mut h, Some(t.obj));
            self.reference(vm, &mut h, t.uncaught);
            h.word(t.frames.len() as u64);
            for fi in 0..vm.state.threads[tid].frames.len() {
                let (method, pc) = {
                    let f = &vm.state.threads[tid].frames[fi];
                    (f.method, f.pc)
                };
                h.word(vm.method_key(method) ^ pc as u64);
                let f = &vm.state.threads[tid].frames[fi];
                h.word(f.vals.len() as u64);
                for &v in &f.vals {
                    self.value(vm, &mut h, v);
                }
                self.reference(vm, &mut h, f.sync_obj);
            }
        }
        h.word(vm.state.atomic_owner.map(|t| t as u64 + 1).unwrap_or(0));
        h.finish()
    }

    /// The fingerprint of `vm`'s current state, after collecting garbage
    /// and re-hashing what the last transition wrote.
    pub fn fingerprint(&mut self, vm: &mut Vm) -> u128 {
        vm.sync_class_states();
        self.collected += vm.collect_young() as u64;
        self.refresh_names(vm);
        let mut objects = std::mem::take(&mut self.dirty_objects);
        vm.state.heap.take_dirty(&mut objects);
        for &i in &objects {
            let Some(obj) = vm.state.heap.slot(i as usize) else {
                continue;
            };
            let h = self.object_hash(vm, obj);
            vm.state.heap.set_hash(i, h);
        }
        self.dirty_objects = objects;
        let mut classes = std::mem::take(&mut self.dirty_classes);
        vm.state.take_dirty_classes(&mut classes);
        for &c in &classes {
            let h = self.class_hash(vm, c);
            vm.state.set_class_hash(c, h);
        }
        self.dirty_classes = classes;
        let threads = self.threads_hash(vm);
        threads
            .wrapping_add(vm.state.heap.hash_sum)
            .wrapping_add(vm.state.statics_hash_sum.rotate_left(64))
    }
}
