//! A vector whose clones share storage: elements live in fixed-size chunks
//! behind `Rc`, so cloning copies one pointer per chunk and a write copies
//! only the chunk it lands in (if a clone still shares it). Snapshots of the
//! heap and of the class statics for backtracking are clones of these.

use std::rc::Rc;

const BITS: usize = 5;
const CHUNK: usize = 1 << BITS;
const MASK: usize = CHUNK - 1;

#[derive(Clone, Debug)]
pub struct PVec<T: Clone> {
    chunks: Vec<Rc<Vec<T>>>,
    len: usize,
}

impl<T: Clone> Default for PVec<T> {
    fn default() -> Self {
        PVec {
            chunks: Vec::new(),
            len: 0,
        }
    }
}

impl<T: Clone> PVec<T> {
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    #[inline]
    pub fn get(&self, i: usize) -> Option<&T> {
        if i < self.len {
            Some(&self.chunks[i >> BITS][i & MASK])
        } else {
            None
        }
    }

    /// Element `i` for writing; its chunk is copied first if shared.
    #[inline]
    pub fn get_mut(&mut self, i: usize) -> Option<&mut T> {
        if i < self.len {
            Some(&mut Rc::make_mut(&mut self.chunks[i >> BITS])[i & MASK])
        } else {
            None
        }
    }

    pub fn push(&mut self, x: T) {
        if self.len & MASK == 0 {
            self.chunks.push(Rc::new(Vec::with_capacity(CHUNK)));
        }
        Rc::make_mut(self.chunks.last_mut().expect("chunk")).push(x);
        self.len += 1;
    }

    pub fn pop(&mut self) -> Option<T> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        let last = self.chunks.last_mut().expect("chunk");
        let x = Rc::make_mut(last).pop();
        if self.len & MASK == 0 {
            self.chunks.pop();
        }
        x
    }

    pub fn last(&self) -> Option<&T> {
        self.len.checked_sub(1).and_then(|i| self.get(i))
    }

    pub fn iter(&self) -> <&Self as IntoIterator>::IntoIter {
        self.into_iter()
    }

    /// Every element for writing (every chunk is copied first if shared).
    pub fn iter_mut(&mut self) -> impl Iterator<Item = &mut T> + '_ {
        self.chunks
            .iter_mut()
            .flat_map(|c| Rc::make_mut(c).iter_mut())
    }
}

impl<'a, T: Clone> IntoIterator for &'a PVec<T> {
    type Item = &'a T;
    type IntoIter = std::iter::FlatMap<
        std::slice::Iter<'a, Rc<Vec<T>>>,
        std::slice::Iter<'a, T>,
        fn(&'a Rc<Vec<T>>) -> std::slice::Iter<'a, T>,
    >;
    fn into_iter(self) -> Self::IntoIter {
        self.chunks.iter().flat_map(|c| c.iter())
    }
}

impl<T: Clone> std::ops::IndexMut<usize> for PVec<T> {
    /// Element `i` for writing; its chunk is copied first if shared.
    #[inline]
    fn index_mut(&mut self, i: usize) -> &mut T {
        self.get_mut(i).expect("index out of range")
    }
}

impl<T: Clone> std::ops::Index<usize> for PVec<T> {
    type Output = T;
    #[inline]
    fn index(&self, i: usize) -> &T {
        self.get(i).expect("index out of range")
    }
}

/// A value shared with snapshots until written: `Deref` reads it, and
/// `DerefMut` copies it first if a snapshot still holds it.
#[derive(Clone, Debug)]
pub struct Shared<T: Clone>(Rc<T>);

impl<T: Clone> Shared<T> {
    pub fn new(x: T) -> Shared<T> {
        Shared(Rc::new(x))
    }

    /// Are the two the same copy (not merely equal)?
    pub fn ptr_eq(a: &Shared<T>, b: &Shared<T>) -> bool {
        Rc::ptr_eq(&a.0, &b.0)
    }
}

impl<T: Clone> std::ops::Deref for Shared<T> {
    type Target = T;
    #[inline]
    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: Clone> std::ops::DerefMut for Shared<T> {
    #[inline]
    fn deref_mut(&mut self) -> &mut T {
        Rc::make_mut(&mut self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::PVec;

    #[test]
    fn clones_do_not_see_later_writes() {
        let mut a = PVec::default();
        for i in 0..100 {
            a.push(i);
        }
        let b = a.clone();
        *a.get_mut(40).unwrap() = -1;
        a.push(100);
        assert_eq!(b[40], 40);
        assert_eq!(a[40], -1);
        assert_eq!(b.len(), 100);
        assert_eq!(a.len(), 101);
        assert_eq!(a.pop(), Some(100));
        assert_eq!(a.pop(), Some(99));
        assert_eq!(b.iter().copied().sum::<i32>(), 4950);
        while a.pop().is_some() {}
        assert!(a.is_empty());
        assert_eq!(b.last(), Some(&99));
    }
}
