//! Native memory: what `Unsafe.allocateMemory` hands out (direct byte
//! buffers, the class library's temporary buffers) and the native objects
//! the class library keeps behind a `long` handle (zlib streams).
//!
//! It is part of the program state (`VmState::native`): addresses come from
//! a bump counter in the state, so the same path of a program always gets
//! the same addresses; snapshots share the blocks until one is written;
//! state matching compares every block and object (`words`).

use std::any::Any;
use std::collections::BTreeMap;
use std::fmt::Debug;
use std::rc::Rc;

/// The first address handed out (0 stays the null address).
const BASE: u64 = 0x1_0000;

/// Addresses are multiples of this (as `malloc`'s).
const ALIGN: u64 = 16;

/// A native object held behind a handle: plain data, replaced as a whole
/// when it changes.
pub trait NativeObject: Debug + Any {
    /// The object's content as words: equal words exactly when the objects
    /// are equal (a kind tag first).
    fn words(&self, out: &mut Vec<u64>);
    fn as_any(&self) -> &dyn Any;
}

#[derive(Clone, Debug, Default)]
pub struct NativeHeap {
    /// Allocated blocks by start address.
    blocks: Rc<BTreeMap<u64, Rc<Vec<u8>>>>,
    /// Each block's owner, by start address: the thread that allocated it,
    /// or that last used it while no other thread was alive (see
    /// `natives::unsafe_::native_owned`).
    owners: Rc<BTreeMap<u64, u32>>,
    /// Native objects by handle.
    objects: Rc<BTreeMap<u64, Rc<dyn NativeObject>>>,
    /// The next address to hand out.
    next: u64,
}

/// An access outside every allocated block.
#[derive(Debug)]
pub struct BadAddress(pub u64);

impl NativeHeap {
    /// Has the program allocated anything (blocks or objects) yet?
    pub fn is_untouched(&self) -> bool {
        self.next == 0
    }

    fn fresh(&mut self, size: u64) -> u64 {
        if self.next == 0 {
            self.next = BASE;
        }
        let addr = self.next;
        self.next = addr + size.max(1).div_ceil(ALIGN) * ALIGN;
        addr
    }

    /// Allocates `size` zeroed bytes owned by thread `owner`; their address.
    pub fn allocate(&mut self, size: u64, owner: u32) -> u64 {
        let addr = self.fresh(size);
        Rc::make_mut(&mut self.blocks).insert(addr, Rc::new(vec![0; size as usize]));
        Rc::make_mut(&mut self.owners).insert(addr, owner);
        addr
    }

    /// Frees the block at `addr` (nothing for 0 or an unknown address).
    pub fn free(&mut self, addr: u64) {
        if self.blocks.contains_key(&addr) {
            Rc::make_mut(&mut self.blocks).remove(&addr);
            Rc::make_mut(&mut self.owners).remove(&addr);
        }
    }

    /// The start and the owner of the block holding `addr`, if any.
    pub fn owner_of(&self, addr: u64) -> Option<(u64, u32)> {
        let (base, _) = self.find(addr, 0).ok()?;
        Some((base, self.owners.get(&base).copied().unwrap_or(0)))
    }

    /// Makes thread `owner` the owner of the block starting at `base`.
    pub fn set_owner(&mut self, base: u64, owner: u32) {
        Rc::make_mut(&mut self.owners).insert(base, owner);
    }

    /// A new block of `size` bytes, owned by `owner`, holding the start of
    /// the block at `addr` (a new allocation when `addr` is 0); the old
    /// block is freed.
    pub fn reallocate(&mut self, addr: u64, size: u64, owner: u32) -> Result<u64, BadAddress> {
        let old = if addr == 0 {
            Rc::new(Vec::new())
        } else {
            self.blocks.get(&addr).cloned().ok_or(BadAddress(addr))?
        };
        self.free(addr);
        let new = self.allocate(size, owner);
        let n = old.len().min(size as usize);
        self.block_mut(new)[..n].copy_from_slice(&old[..n]);
        Ok(new)
    }

    fn block_mut(&mut self, base: u64) -> &mut Vec<u8> {
        let blocks = Rc::make_mut(&mut self.blocks);
        Rc::make_mut(blocks.get_mut(&base).expect("allocated block"))
    }

    /// The block holding `[addr, addr + len)`: its start and content.
    fn find(&self, addr: u64, len: u64) -> Result<(u64, &Rc<Vec<u8>>), BadAddress> {
        let (&base, block) = self
            .blocks
            .range(..=addr)
            .next_back()
            .ok_or(BadAddress(addr))?;
        if addr + len > base + block.len() as u64 {
            return Err(BadAddress(addr));
        }
        Ok((base, block))
    }

    /// The start of the allocated block holding `addr`, if any.
    pub fn block_of(&self, addr: u64) -> Option<u64> {
        self.find(addr, 0).ok().map(|(base, _)| base)
    }

    /// The `len` bytes at `addr`.
    pub fn read(&self, addr: u64, len: usize) -> Result<&[u8], BadAddress> {
        let (base, block) = self.find(addr, len as u64)?;
        let at = (addr - base) as usize;
        Ok(&block[at..at + len])
    }

    /// Writes `bytes` at `addr`.
    pub fn write(&mut self, addr: u64, bytes: &[u8]) -> Result<(), BadAddress> {
        let (base, _) = self.find(addr, bytes.len() as u64)?;
        let at = (addr - base) as usize;
        self.block_mut(base)[at..at + bytes.len()].copy_from_slice(bytes);
        Ok(())
    }

    /// Registers a native object; its handle.
    pub fn add_object(&mut self, o: Rc<dyn NativeObject>) -> u64 {
        let h = self.fresh(ALIGN);
        Rc::make_mut(&mut self.objects).insert(h, o);
        h
    }

    /// The native object behind handle `h`.
    pub fn object(&self, h: u64) -> Option<&Rc<dyn NativeObject>> {
        self.objects.get(&h)
    }

    /// Replaces the object behind handle `h`.
    pub fn set_object(&mut self, h: u64, o: Rc<dyn NativeObject>) {
        Rc::make_mut(&mut self.objects).insert(h, o);
    }

    /// Drops the object behind handle `h`.
    pub fn remove_object(&mut self, h: u64) {
        if self.objects.contains_key(&h) {
            Rc::make_mut(&mut self.objects).remove(&h);
        }
    }

    /// Everything as words (for exact state storage and hashing): equal
    /// words exactly when the native heaps are equal. Empty until the
    /// program first allocates.
    pub fn words(&self, out: &mut Vec<u64>) {
        if self.is_untouched() {
            return;
        }
        out.push(0x6e61_7469_7665);
        out.push(self.next);
        out.push(self.blocks.len() as u64);
        for (&addr, block) in self.blocks.iter() {
            out.push(addr);
            out.push(self.owners.get(&addr).copied().unwrap_or(0) as u64);
            bytes_words(out, block);
        }
        out.push(self.objects.len() as u64);
        for (&h, o) in self.objects.iter() {
            out.push(h);
            let start = out.len();
            out.push(0);
            o.words(out);
            out[start] = (out.len() - start - 1) as u64;
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

/// `b` as words: its length, then its bytes eight to a word.
pub fn bytes_words(out: &mut Vec<u64>, b: &[u8]) {
    out.push(b.len() as u64);
    out.extend(b.chunks(8).map(|c| {
        let mut w = [0u8; 8];
        w[..c.len()].copy_from_slice(c);
        u64::from_le_bytes(w)
    }));
}

/// The hash of a state component's words, never 0 (0 stands for a component
/// still untouched, whose words are left out of the state).
pub(crate) fn digest_words(words: &[u64]) -> u64 {
    use std::hash::Hasher;
    let mut h = fxhash::FxHasher64::default();
    for &x in words {
        h.write_u64(x);
    }
    h.finish() | 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_read_write_reallocate_and_free() {
        let mut h = NativeHeap::default();
        assert!(h.is_untouched());
        let a = h.allocate(10, 0);
        let b = h.allocate(3, 0);
        assert_eq!(a % ALIGN, 0);
        assert!(b >= a + 10, "blocks do not overlap");
        assert_eq!(h.read(a, 10).unwrap(), &[0; 10]);
        h.write(a + 2, &[1, 2, 3]).unwrap();
        assert_eq!(h.read(a + 1, 4).unwrap(), &[0, 1, 2, 3]);
        // Past a block's end, or where nothing was allocated.
        assert!(h.read(a + 8, 4).is_err());
        assert!(h.write(b + 3, &[1]).is_err());
        assert!(h.read(1, 1).is_err());
        let c = h.reallocate(a, 20, 0).unwrap();
        assert_eq!(&h.read(c, 5).unwrap()[2..], &[1, 2, 3]);
        assert!(h.read(a, 1).is_err(), "the old block is freed");
        h.free(c);
        assert!(h.read(c, 1).is_err());
    }

    #[test]
    fn blocks_belong_to_their_allocator_until_taken_over() {
        let mut h = NativeHeap::default();
        let a = h.allocate(16, 3);
        assert_eq!(h.owner_of(a + 5), Some((a, 3)));
        assert_eq!(h.owner_of(a + 100), None);
        let mut before = Vec::new();
        h.words(&mut before);
        h.set_owner(a, 4);
        assert_eq!(h.owner_of(a), Some((a, 4)));
        let mut after = Vec::new();
        h.words(&mut after);
        assert_ne!(before, after, "the owner is part of the state");
        let b = h.reallocate(a, 32, 5).unwrap();
        assert_eq!(h.owner_of(b), Some((b, 5)));
    }

    #[test]
    fn snapshots_are_independent_and_words_compare_content() {
        let mut h = NativeHeap::default();
        let a = h.allocate(8, 0);
        let snapshot = h.clone();
        h.write(a, &[9]).unwrap();
        assert_eq!(snapshot.read(a, 1).unwrap(), &[0]);
        let (mut w1, mut w2) = (Vec::new(), Vec::new());
        h.words(&mut w1);
        snapshot.words(&mut w2);
        assert_ne!(w1, w2);
        assert_ne!(h.digest(), snapshot.digest());
        // The same operations give the same addresses and the same words.
        let mut again = NativeHeap::default();
        let a2 = again.allocate(8, 0);
        again.write(a2, &[9]).unwrap();
        let mut w3 = Vec::new();
        again.words(&mut w3);
        assert_eq!((a2, w3), (a, w1));
        assert_eq!(NativeHeap::default().digest(), 0);
    }
}
