//! What a module of the run-time image exports and opens to every module
//! (unqualified `exports` and `opens`), read from the `Module` attribute
//! of its `module-info.class` (JVMS 4.7.25). Qualified exports and opens
//! name other modules of the image only, never the class path's unnamed
//! module, so they are left out. An `open module` opens every package.

use std::collections::HashSet;

/// The unqualified exports and opens of one module (packages in internal
/// form, `java/util`).
#[derive(Debug, Default)]
pub struct ModuleAccess {
    /// An `open module`: every package is open.
    pub open_module: bool,
    pub exports: HashSet<String>,
    pub opens: HashSet<String>,
}

impl ModuleAccess {
    /// Is `package` exported to the unnamed module (opened counts too: an
    /// open package is exported at run time)?
    pub fn exported(&self, package: &str) -> bool {
        self.opened(package) || self.exports.contains(package)
    }

    /// Is `package` open to the unnamed module?
    pub fn opened(&self, package: &str) -> bool {
        self.open_module || self.opens.contains(package)
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Option<&[u8]> {
        let s = self.bytes.get(self.at..self.at.checked_add(n)?)?;
        self.at += n;
        Some(s)
    }
    fn u1(&mut self) -> Option<u8> {
        Some(self.take(1)?[0])
    }
    fn u2(&mut self) -> Option<u16> {
        let b = self.take(2)?;
        Some(u16::from_be_bytes([b[0], b[1]]))
    }
    fn u4(&mut self) -> Option<u32> {
        let b = self.take(4)?;
        Some(u32::from_be_bytes([b[0], b[1], b[2], b[3]]))
    }
    /// Skips `count` attributes.
    fn skip_attributes(&mut self) -> Option<()> {
        for _ in 0..self.u2()? {
            self.u2()?;
            let len = self.u4()? as usize;
            self.take(len)?;
        }
        Some(())
    }
}

/// The constant pool entries this parse needs.
#[derive(Clone)]
enum Cp {
    Other,
    Utf8(String),
    /// `CONSTANT_Package`: its name's index.
    Package(u16),
}

/// Parses `module-info.class` bytes; `None` if they are not a class file
/// with a `Module` attribute.
pub fn parse(bytes: &[u8]) -> Option<ModuleAccess> {
    let mut r = Reader { bytes, at: 0 };
    if r.u4()? != 0xCAFE_BABE {
        return None;
    }
    r.take(4)?;
    let count = r.u2()? as usize;
    let mut cp = vec![Cp::Other; count.max(1)];
    let mut i = 1;
    while i < count {
        let tag = r.u1()?;
        match tag {
            1 => {
                let len = r.u2()? as usize;
                cp[i] = Cp::Utf8(String::from_utf8_lossy(r.take(len)?).into_owned());
            }
            20 => cp[i] = Cp::Package(r.u2()?),
            7 | 8 | 16 | 19 => {
                r.take(2)?;
            }
            15 => {
                r.take(3)?;
            }
            3 | 4 | 9 | 10 | 11 | 12 | 17 | 18 => {
                r.take(4)?;
            }
            5 | 6 => {
                r.take(8)?;
                i += 1;
            }
            _ => return None,
        }
        i += 1;
    }
    let utf8 = |i: u16| match cp.get(i as usize) {
        Some(Cp::Utf8(s)) => Some(s.clone()),
        _ => None,
    };
    let package = |i: u16| match cp.get(i as usize) {
        Some(Cp::Package(n)) => utf8(*n),
        _ => None,
    };
    r.take(6)?;
    let interfaces = r.u2()? as usize;
    r.take(interfaces * 2)?;
    for _ in 0..2 {
        // Fields, then methods (a module-info class has none).
        for _ in 0..r.u2()? {
            r.take(6)?;
            r.skip_attributes()?;
        }
    }
    for _ in 0..r.u2()? {
        let name = utf8(r.u2()?)?;
        let len = r.u4()? as usize;
        let body = r.take(len)?;
        if name != "Module" {
            continue;
        }
        let mut m = Reader { bytes: body, at: 0 };
        let mut access = ModuleAccess::default();
        m.u2()?;
        access.open_module = m.u2()? & 0x0020 != 0;
        m.u2()?;
        let requires = m.u2()? as usize;
        m.take(requires * 6)?;
        for list in [&mut access.exports, &mut access.opens] {
            for _ in 0..m.u2()? {
                let pkg = package(m.u2()?)?;
                m.u2()?;
                let to = m.u2()? as usize;
                m.take(to * 2)?;
                if to == 0 {
                    list.insert(pkg);
                }
            }
        }
        return Some(access);
    }
    None
}
