//! The dependency graph behind the race window: which threads read and
//! which wrote each object (and each class's statics), plus which thread
//! started which. The window is the set of threads named in the warnings,
//! closed under "the thread that started it" and "a thread that wrote an
//! object it read".

use fxhash::FxHashSet;

/// Readers and writers of one object or static area, as thread bit masks
/// (threads 0 to 63; higher ones go to `Deps::big`).
#[derive(Clone, Copy, Default)]
struct Masks {
    read: u64,
    write: u64,
}

#[derive(Default)]
pub struct Deps {
    objects: Vec<Masks>,
    statics: Vec<Masks>,
    /// (area, thread, write) for threads 64 and up; areas are object
    /// indexes, statics are `STATIC | class`.
    big: FxHashSet<(u32, u32, bool)>,
}

const STATIC: u32 = 1 << 31;

impl Deps {
    #[inline]
    pub fn object(&mut self, index: usize, tid: u32, write: bool) {
        if tid >= 64 {
            self.big.insert((index as u32, tid, write));
            return;
        }
        if index >= self.objects.len() {
            self.objects.resize(index + 1, Masks::default());
        }
        let m = &mut self.objects[index];
        if write {
            m.write |= 1 << tid;
        } else {
            m.read |= 1 << tid;
        }
    }

    #[inline]
    pub fn statics(&mut self, class: u32, tid: u32, write: bool) {
        if tid >= 64 {
            self.big.insert((class | STATIC, tid, write));
            return;
        }
        let i = class as usize;
        if i >= self.statics.len() {
            self.statics.resize(i + 1, Masks::default());
        }
        let m = &mut self.statics[i];
        if write {
            m.write |= 1 << tid;
        } else {
            m.read |= 1 << tid;
        }
    }

    /// The window: `seeds` closed under the reads-from relation, plus the
    /// threads that started them (transitively).
    pub fn window(&self, seeds: &[u32], parent: &[Option<u32>]) -> Vec<u32> {
        // Closure under "writes something a window thread reads" first; the
        // threads that started window threads join afterwards without
        // pulling in the writers of what they read (a starter such as main
        // typically reads everything at the end, which would put every
        // thread in the window).
        let mut inw: FxHashSet<u32> = seeds.iter().copied().collect();
        loop {
            let before = inw.len();
            let mask: u64 = inw
                .iter()
                .filter(|&&t| t < 64)
                .fold(0, |m, &t| m | (1u64 << t));
            for m in self.objects.iter().chain(self.statics.iter()) {
                if m.read & mask != 0 {
                    add_mask(&mut inw, m.write);
                }
            }
            // Threads 64 and up: an area one of them touches, on either side.
            let big_readers: FxHashSet<u32> = self
                .big
                .iter()
                .filter(|&&(_, t, w)| !w && inw.contains(&t))
                .map(|&(a, _, _)| a)
                .collect();
            for &(a, t, w) in &self.big {
                if w && big_readers.contains(&a) {
                    inw.insert(t);
                }
                if !w && inw.contains(&t) {
                    let m = self.area(a);
                    add_mask(&mut inw, m.write);
                }
            }
            let mut big_written: Vec<(u32, u32)> = Vec::new();
            for &(a, t, w) in &self.big {
                if w && self.area(a).read & mask != 0 {
                    big_written.push((a, t));
                }
            }
            for (_, t) in big_written {
                inw.insert(t);
            }
            if inw.len() == before {
                break;
            }
        }
        let mut ancestors = Vec::new();
        for &t in &inw {
            let mut cur = parent.get(t as usize).copied().flatten();
            while let Some(p) = cur {
                ancestors.push(p);
                cur = parent.get(p as usize).copied().flatten();
            }
        }
        inw.extend(ancestors);
        let mut v: Vec<u32> = inw.into_iter().collect();
        v.sort_unstable();
        v
    }

    fn area(&self, a: u32) -> Masks {
        if a & STATIC != 0 {
            self.statics
                .get((a & !STATIC) as usize)
                .copied()
                .unwrap_or_default()
        } else {
            self.objects.get(a as usize).copied().unwrap_or_default()
        }
    }
}

fn add_mask(set: &mut FxHashSet<u32>, mut m: u64) {
    while m != 0 {
        let t = m.trailing_zeros();
        set.insert(t);
        m &= m - 1;
    }
}
