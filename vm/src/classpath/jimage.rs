//! Reader for the JDK's run-time image, `lib/modules` (the "jimage" format).
//!
//! Layout, as written by `jlink` (all multi-byte header and table fields in the byte order of
//! the platform that made the image, which the magic number reveals):
//!
//! ```text
//! header      7 × u32: magic 0xCAFEDADA, version (major << 16 | minor), flags,
//!             resource count, table length, locations size, strings size
//! redirect    table length × i32   — perfect-hash redirect table
//! offsets     table length × u32   — offset of each entry's location in `locations`
//! locations   locations size bytes — attribute streams describing each resource
//! strings     strings size bytes   — NUL-terminated (modified) UTF-8 strings
//! resources   from the end of `strings` (the "index size") to the end of the file
//! ```
//!
//! A location is a stream of attributes, each a byte `kind << 3 | (length - 1)` followed by a
//! `length`-byte big-endian value, ended by kind 0. Kinds: 1 module, 2 parent, 3 base,
//! 4 extension (string offsets), 5 content offset (from the index size), 6 compressed size
//! (0 = stored as is), 7 uncompressed size. The resource's name is
//! `/module/parent/base.extension`, each part with its separator left out when empty.
//!
//! Lookup hashes the name's bytes (FNV-style: `h = h * 0x01000193 ^ byte`, seeded with
//! 0x01000193, masked to 31 bits) modulo the table length into the redirect table: a negative
//! entry `r` names slot `-1 - r` directly, a positive one is a seed to hash the name again
//! with, and zero means no such resource. The slot's location must then be checked against
//! the name, as absent names land on some slot too.
//!
//! Besides the modules' own resources (`/java.base/java/lang/String.class`), the image holds
//! `/packages/<package>` resources (package name with dots) whose content is a list of
//! `(is_empty: u32, module_name: u32 string offset)` pairs, and `/modules/<module>/...`
//! directory listings. A compressed resource's content starts with a 29-byte header: magic
//! 0xCAFEFAFA (u32), compressed size (u64), uncompressed size (u64), compressor name (u32 string
//! offset), compressor config (u32 string offset, all ones when none), terminal flag (u8).

use std::collections::HashMap;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use super::ClassPathError;

const IMAGE_MAGIC: u32 = 0xCAFE_DADA;
const COMPRESSED_MAGIC: u32 = 0xCAFE_FAFA;
const HEADER_SIZE: u64 = 7 * 4;
const COMPRESSED_HEADER_SIZE: usize = 4 + 8 + 8 + 4 + 4 + 1;
const HASH_SEED: u32 = 0x0100_0193;
/// No single resource in a real image comes near this; it bounds what a corrupt size field
/// can make us allocate.
const MAX_RESOURCE_SIZE: u64 = 1 << 30;

const ATTR_END: u8 = 0;
const ATTR_MODULE: u8 = 1;
const ATTR_PARENT: u8 = 2;
const ATTR_BASE: u8 = 3;
const ATTR_EXTENSION: u8 = 4;
const ATTR_OFFSET: u8 = 5;
const ATTR_COMPRESSED: u8 = 6;
const ATTR_UNCOMPRESSED: u8 = 7;

/// One resource's entry in the index.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Location {
    module: u32,
    parent: u32,
    base: u32,
    extension: u32,
    /// Content offset from the end of the index.
    pub offset: u64,
    /// Stored size when compressed, 0 when stored as is.
    pub compressed_size: u64,
    /// Size of the resource's content once decompressed.
    pub uncompressed_size: u64,
}

/// An open `lib/modules` file. The index (about 1.5 MB for a full JDK) is read once at open;
/// resource contents are read on demand with positioned reads.
pub struct JImage {
    path: PathBuf,
    file: File,
    file_len: u64,
    big_endian: bool,
    major: u16,
    minor: u16,
    table_length: usize,
    /// Header, redirect table, offsets table, locations and strings, as in the file.
    index: Vec<u8>,
    locations_start: usize,
    strings_start: usize,
    /// package (dotted) → module holding its classes, filled as packages are asked for.
    packages: Mutex<HashMap<String, Option<String>>>,
}

impl std::fmt::Debug for JImage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("JImage")
            .field("path", &self.path)
            .field("version", &(self.major, self.minor))
            .field("big_endian", &self.big_endian)
            .field("entries", &self.table_length)
            .finish()
    }
}

impl JImage {
    /// Opens an image and reads its index. Fails (never panics) on anything malformed.
    pub fn open(path: &Path) -> Result<JImage, ClassPathError> {
        let err = |what: String| ClassPathError(format!("{}: {}", path.display(), what));
        let file = File::open(path).map_err(|e| err(format!("cannot open jimage: {e}")))?;
        let file_len = file
            .metadata()
            .map_err(|e| err(format!("cannot stat jimage: {e}")))?
            .len();
        if file_len < HEADER_SIZE {
            return Err(err(format!("not a jimage: only {file_len} bytes long")));
        }
        let mut header = [0u8; HEADER_SIZE as usize];
        read_exact_at(&file, &mut header, 0)
            .map_err(|e| err(format!("cannot read jimage header: {e}")))?;
        let magic_bytes = [header[0], header[1], header[2], header[3]];
        let big_endian = if u32::from_le_bytes(magic_bytes) == IMAGE_MAGIC {
            false
        } else if u32::from_be_bytes(magic_bytes) == IMAGE_MAGIC {
            true
        } else {
            return Err(err(format!(
                "not a jimage: bad magic {:02x}{:02x}{:02x}{:02x}",
                header[0], header[1], header[2], header[3]
            )));
        };
        let field = |i: usize| get_u32(&header, i * 4, big_endian).unwrap_or(0);
        let version = field(1);
        let (major, minor) = ((version >> 16) as u16, version as u16);
        if major != 1 {
            return Err(err(format!(
                "unsupported jimage version {major}.{minor} (this reader knows 1.x)"
            )));
        }
        let table_length = u64::from(field(4));
        let locations_size = u64::from(field(5));
        let strings_size = u64::from(field(6));
        let index_size = HEADER_SIZE + table_length * 8 + locations_size + strings_size;
        if index_size > file_len {
            return Err(err(format!(
                "corrupt jimage: index of {index_size} bytes is longer than the file ({file_len} bytes)"
            )));
        }
        let mut index = vec![0u8; index_size as usize];
        read_exact_at(&file, &mut index, 0)
            .map_err(|e| err(format!("cannot read jimage index: {e}")))?;
        let locations_start = (HEADER_SIZE + table_length * 8) as usize;
        Ok(JImage {
            path: path.to_path_buf(),
            file,
            file_len,
            big_endian,
            major,
            minor,
            table_length: table_length as usize,
            index,
            locations_start,
            strings_start: locations_start + locations_size as usize,
            packages: Mutex::new(HashMap::new()),
        })
    }

    /// The file this image was opened from.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// `(major, minor)` format version from the header.
    pub fn version(&self) -> (u16, u16) {
        (self.major, self.minor)
    }

    /// Whether the image was written on a big-endian platform (its tables are in that order).
    pub fn is_big_endian(&self) -> bool {
        self.big_endian
    }

    /// Number of entries in the image (resources plus package and module directories).
    pub fn len(&self) -> usize {
        self.table_length
    }

    /// Whether the image has no entries at all.
    pub fn is_empty(&self) -> bool {
        self.table_length == 0
    }

    fn corrupt(&self, what: impl std::fmt::Display) -> ClassPathError {
        ClassPathError(format!("{}: corrupt jimage: {what}", self.path.display()))
    }

    /// Bytes taken by the header and tables; resource offsets count from here.
    pub fn index_size(&self) -> u64 {
        self.index.len() as u64
    }

    fn redirect(&self, slot: usize) -> i32 {
        get_u32(
            &self.index,
            HEADER_SIZE as usize + slot * 4,
            self.big_endian,
        )
        .unwrap_or(0) as i32
    }

    fn location_offset(&self, slot: usize) -> u32 {
        let at = HEADER_SIZE as usize + self.table_length * 4 + slot * 4;
        get_u32(&self.index, at, self.big_endian).unwrap_or(u32::MAX)
    }

    /// The NUL-terminated string at `offset` in the strings table.
    fn string(&self, offset: u32) -> Result<&[u8], ClassPathError> {
        let strings = &self.index[self.strings_start..];
        let tail = strings
            .get(offset as usize..)
            .ok_or_else(|| self.corrupt(format_args!("string offset {offset} out of range")))?;
        let end = tail
            .iter()
            .position(|&b| b == 0)
            .ok_or_else(|| self.corrupt(format_args!("string at {offset} is not terminated")))?;
        Ok(&tail[..end])
    }

    /// Decodes the location stored at `offset` in the locations table.
    fn location_at(&self, offset: u32) -> Result<Location, ClassPathError> {
        let locations = &self.index[self.locations_start..self.strings_start];
        let mut pos = offset as usize;
        let mut loc = Location::default();
        loop {
            let byte = *locations.get(pos).ok_or_else(|| {
                self.corrupt(format_args!("location at {offset} runs off the table"))
            })?;
            let kind = byte >> 3;
            if kind == ATTR_END {
                return Ok(loc);
            }
            let len = usize::from(byte & 7) + 1;
            let bytes = locations.get(pos + 1..pos + 1 + len).ok_or_else(|| {
                self.corrupt(format_args!("location at {offset} runs off the table"))
            })?;
            let value = bytes.iter().fold(0u64, |v, &b| (v << 8) | u64::from(b));
            let as_u32 = || {
                u32::try_from(value).map_err(|_| {
                    self.corrupt(format_args!(
                        "string offset {value} in location at {offset}"
                    ))
                })
            };
            match kind {
                ATTR_MODULE => loc.module = as_u32()?,
                ATTR_PARENT => loc.parent = as_u32()?,
                ATTR_BASE => loc.base = as_u32()?,
                ATTR_EXTENSION => loc.extension = as_u32()?,
                ATTR_OFFSET => loc.offset = value,
                ATTR_COMPRESSED => loc.compressed_size = value,
                ATTR_UNCOMPRESSED => loc.uncompressed_size = value,
                _ => {
                    return Err(self.corrupt(format_args!(
                        "unknown attribute kind {kind} in location at {offset}"
                    )))
                }
            }
            pos += 1 + len;
        }
    }

    /// Whether `loc`'s full name is exactly `name`.
    fn location_matches(&self, loc: &Location, name: &[u8]) -> Result<bool, ClassPathError> {
        fn eat<'a>(rest: &'a [u8], part: &[u8]) -> Option<&'a [u8]> {
            rest.strip_prefix(part)
        }
        let module = self.string(loc.module)?;
        let parent = self.string(loc.parent)?;
        let base = self.string(loc.base)?;
        let extension = self.string(loc.extension)?;
        let mut rest = name;
        if !module.is_empty() {
            rest = match eat(rest, b"/")
                .and_then(|r| eat(r, module))
                .and_then(|r| eat(r, b"/"))
            {
                Some(r) => r,
                None => return Ok(false),
            };
        }
        if !parent.is_empty() {
            rest = match eat(rest, parent).and_then(|r| eat(r, b"/")) {
                Some(r) => r,
                None => return Ok(false),
            };
        }
        rest = match eat(rest, base) {
            Some(r) => r,
            None => return Ok(false),
        };
        if !extension.is_empty() {
            rest = match eat(rest, b".").and_then(|r| eat(r, extension)) {
                Some(r) => r,
                None => return Ok(false),
            };
        }
        Ok(rest.is_empty())
    }

    /// The full name of a location, e.g. `/java.base/java/lang/String.class`.
    pub fn location_name(&self, loc: &Location) -> Result<String, ClassPathError> {
        let mut name = Vec::new();
        let module = self.string(loc.module)?;
        if !module.is_empty() {
            name.push(b'/');
            name.extend_from_slice(module);
            name.push(b'/');
        }
        let parent = self.string(loc.parent)?;
        if !parent.is_empty() {
            name.extend_from_slice(parent);
            name.push(b'/');
        }
        name.extend_from_slice(self.string(loc.base)?);
        let extension = self.string(loc.extension)?;
        if !extension.is_empty() {
            name.push(b'.');
            name.extend_from_slice(extension);
        }
        Ok(String::from_utf8(name)
            .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()))
    }

    /// The module name (e.g. `java.base`) of a location; empty for top-level entries.
    pub fn location_module(&self, loc: &Location) -> Result<String, ClassPathError> {
        Ok(String::from_utf8_lossy(self.string(loc.module)?).into_owned())
    }

    /// Finds the entry for a full resource name like `/java.base/java/lang/String.class`.
    pub fn find(&self, name: &str) -> Result<Option<Location>, ClassPathError> {
        if self.table_length == 0 {
            return Ok(None);
        }
        let bytes = modified_utf8(name);
        let len = self.table_length as u32;
        let slot = hash(&bytes, HASH_SEED) % len;
        let redirect = self.redirect(slot as usize);
        let slot = match redirect {
            0 => return Ok(None),
            r if r < 0 => (-1 - i64::from(r)) as u64,
            r => u64::from(hash(&bytes, r as u32) % len),
        };
        if slot >= self.table_length as u64 {
            return Err(self.corrupt(format_args!("redirect {redirect} points outside the table")));
        }
        let loc = self.location_at(self.location_offset(slot as usize))?;
        if self.location_matches(&loc, &bytes)? {
            Ok(Some(loc))
        } else {
            Ok(None)
        }
    }

    /// The content of a resource, decompressed if need be.
    pub fn read(&self, loc: &Location) -> Result<Vec<u8>, ClassPathError> {
        let stored = if loc.compressed_size != 0 {
            loc.compressed_size
        } else {
            loc.uncompressed_size
        };
        if stored > MAX_RESOURCE_SIZE || loc.uncompressed_size > MAX_RESOURCE_SIZE {
            return Err(self.corrupt(format_args!(
                "resource size {} is implausible",
                stored.max(loc.uncompressed_size)
            )));
        }
        let start = self
            .index_size()
            .checked_add(loc.offset)
            .filter(|s| {
                s.checked_add(stored)
                    .is_some_and(|end| end <= self.file_len)
            })
            .ok_or_else(|| {
                self.corrupt(format_args!(
                    "resource at offset {} ({} bytes) extends past the end of the file",
                    loc.offset, stored
                ))
            })?;
        let mut data = vec![0u8; stored as usize];
        read_exact_at(&self.file, &mut data, start).map_err(|e| {
            ClassPathError(format!(
                "{}: cannot read resource: {e}",
                self.path.display()
            ))
        })?;
        if loc.compressed_size == 0 {
            return Ok(data);
        }
        // Compressors can be stacked: undo them until no compressed header is left.
        for _ in 0..8 {
            if data.len() < COMPRESSED_HEADER_SIZE
                || get_u32(&data, 0, self.big_endian) != Some(COMPRESSED_MAGIC)
            {
                break;
            }
            data = self.decompress_one(&data, loc)?;
        }
        if data.len() as u64 != loc.uncompressed_size {
            return Err(self.corrupt(format_args!(
                "resource {} decompressed to {} bytes, expected {}",
                self.location_name(loc).unwrap_or_default(),
                data.len(),
                loc.uncompressed_size
            )));
        }
        Ok(data)
    }

    fn decompress_one(&self, data: &[u8], loc: &Location) -> Result<Vec<u8>, ClassPathError> {
        let be = self.big_endian;
        let get_u64 = |at: usize| {
            let b: [u8; 8] = data[at..at + 8].try_into().unwrap_or([0; 8]);
            if be {
                u64::from_be_bytes(b)
            } else {
                u64::from_le_bytes(b)
            }
        };
        let compressed = get_u64(4);
        let uncompressed = get_u64(12);
        let name_offset = get_u32(data, 20, be).unwrap_or(u32::MAX);
        let resource = || self.location_name(loc).unwrap_or_default();
        if uncompressed > MAX_RESOURCE_SIZE {
            return Err(self.corrupt(format_args!(
                "{}: uncompressed size {uncompressed} is implausible",
                resource()
            )));
        }
        let payload = usize::try_from(compressed)
            .ok()
            .and_then(|c| data.get(COMPRESSED_HEADER_SIZE..COMPRESSED_HEADER_SIZE.checked_add(c)?))
            .ok_or_else(|| {
                self.corrupt(format_args!(
                    "{}: compressed size {compressed} exceeds the resource",
                    resource()
                ))
            })?;
        let compressor = self.string(name_offset)?;
        match compressor {
            b"zip" => zlib_decompress(payload, uncompressed as usize)
                .map_err(|e| self.corrupt(format_args!("{}: {e}", resource()))),
            b"compact-cp" => Err(ClassPathError(format!(
                "{}: resource {} is compressed with jlink's string-sharing compressor (compact-cp, \
                 `jlink --compress=1`), which Wayfinder does not support; use a JDK image made \
                 without it or with --compress=2 (zip)",
                self.path.display(),
                resource()
            ))),
            other => Err(ClassPathError(format!(
                "{}: resource {} uses unknown jimage compressor '{}'",
                self.path.display(),
                resource(),
                String::from_utf8_lossy(other)
            ))),
        }
    }

    /// Content of the resource with this full name, or None if there is no such resource.
    pub fn resource(&self, name: &str) -> Result<Option<Vec<u8>>, ClassPathError> {
        match self.find(name)? {
            Some(loc) => self.read(&loc).map(Some),
            None => Ok(None),
        }
    }

    /// Which module holds the classes of `package` (dotted, e.g. `java.lang`), from the
    /// image's `/packages/<package>` entry. Answers are cached.
    pub fn package_module(&self, package: &str) -> Result<Option<String>, ClassPathError> {
        if let Some(known) = self
            .packages
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(package)
        {
            return Ok(known.clone());
        }
        let module = match self.resource(&format!("/packages/{package}"))? {
            None => None,
            Some(content) => {
                if content.len() % 8 != 0 {
                    return Err(self.corrupt(format_args!(
                        "/packages/{package} has {} bytes",
                        content.len()
                    )));
                }
                let mut found = None;
                for pair in content.chunks_exact(8) {
                    let is_empty = get_u32(pair, 0, self.big_endian).unwrap_or(1);
                    let name = get_u32(pair, 4, self.big_endian).unwrap_or(u32::MAX);
                    if is_empty == 0 {
                        found = Some(String::from_utf8_lossy(self.string(name)?).into_owned());
                        break;
                    }
                }
                found
            }
        };
        self.packages
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(package.to_string(), module.clone());
        Ok(module)
    }

    /// Bytes of the class with internal name `internal_name` (e.g. `java/lang/String`), and
    /// the module it came from. Classes in the unnamed package are never in the image.
    pub fn find_class(
        &self,
        internal_name: &str,
    ) -> Result<Option<(Vec<u8>, String)>, ClassPathError> {
        let Some(slash) = internal_name.rfind('/') else {
            return Ok(None);
        };
        let package = internal_name[..slash].replace('/', ".");
        let Some(module) = self.package_module(&package)? else {
            return Ok(None);
        };
        match self.resource(&format!("/{module}/{internal_name}.class"))? {
            Some(bytes) => Ok(Some((bytes, module))),
            None => Ok(None),
        }
    }

    /// Every entry of the image, in table order (not sorted).
    pub fn entries(&self) -> Result<Vec<(String, Location)>, ClassPathError> {
        (0..self.table_length)
            .map(|slot| {
                let loc = self.location_at(self.location_offset(slot))?;
                Ok((self.location_name(&loc)?, loc))
            })
            .collect()
    }
}

/// The jimage string hash over a name's (modified UTF-8) bytes.
fn hash(bytes: &[u8], seed: u32) -> u32 {
    let mut h = seed;
    for &b in bytes {
        h = h.wrapping_mul(HASH_SEED) ^ u32::from(b);
    }
    h & 0x7FFF_FFFF
}

/// Names in the image are in Java's modified UTF-8: NUL as two bytes and characters outside
/// the BMP as two 3-byte surrogates. Plain ASCII (every real name) is passed through.
fn modified_utf8(s: &str) -> std::borrow::Cow<'_, [u8]> {
    if s.bytes().all(|b| b != 0 && b < 0x80) {
        return std::borrow::Cow::Borrowed(s.as_bytes());
    }
    let mut out = Vec::with_capacity(s.len() + 8);
    for unit in s.encode_utf16() {
        match unit {
            1..=0x7f => out.push(unit as u8),
            0 | 0x80..=0x7ff => {
                out.push(0xc0 | (unit >> 6) as u8);
                out.push(0x80 | (unit & 0x3f) as u8);
            }
            _ => {
                out.push(0xe0 | (unit >> 12) as u8);
                out.push(0x80 | ((unit >> 6) & 0x3f) as u8);
                out.push(0x80 | (unit & 0x3f) as u8);
            }
        }
    }
    std::borrow::Cow::Owned(out)
}

fn get_u32(data: &[u8], at: usize, big_endian: bool) -> Option<u32> {
    let b: [u8; 4] = data.get(at..at.checked_add(4)?)?.try_into().ok()?;
    Some(if big_endian {
        u32::from_be_bytes(b)
    } else {
        u32::from_le_bytes(b)
    })
}

#[cfg(unix)]
fn read_exact_at(file: &File, buf: &mut [u8], offset: u64) -> std::io::Result<()> {
    std::os::unix::fs::FileExt::read_exact_at(file, buf, offset)
}

#[cfg(windows)]
fn read_exact_at(file: &File, mut buf: &mut [u8], mut offset: u64) -> std::io::Result<()> {
    use std::os::windows::fs::FileExt;
    while !buf.is_empty() {
        match file.seek_read(buf, offset) {
            Ok(0) => return Err(std::io::ErrorKind::UnexpectedEof.into()),
            Ok(n) => {
                buf = &mut buf[n..];
                offset += n as u64;
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

#[cfg(not(any(unix, windows)))]
fn read_exact_at(file: &File, buf: &mut [u8], offset: u64) -> std::io::Result<()> {
    use std::io::{Read, Seek, SeekFrom};
    let mut f = file.try_clone()?;
    f.seek(SeekFrom::Start(offset))?;
    f.read_exact(buf)
}

/// Decodes a zlib stream (jlink's "zip" compressor) that must hold exactly
/// `expected_len` bytes; the output never grows past that.
fn zlib_decompress(data: &[u8], expected_len: usize) -> Result<Vec<u8>, String> {
    use std::io::Read;
    let mut out = Vec::with_capacity(expected_len);
    flate2::read::ZlibDecoder::new(data)
        .take(expected_len as u64 + 1)
        .read_to_end(&mut out)
        .map_err(|e| format!("corrupt zlib data: {e}"))?;
    if out.len() != expected_len {
        return Err(format!(
            "zlib data holds {}{} bytes, the header says {expected_len}",
            out.len().min(expected_len),
            if out.len() > expected_len { "+" } else { "" }
        ));
    }
    Ok(out)
}
