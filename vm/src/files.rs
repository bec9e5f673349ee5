//! The file system a program sees, behind the `java.io` natives
//! (`natives::io`).
//!
//! Two modes:
//! - **host** (`wayfinder run`): operations go to the real file system, as
//!   `java` does; open files are the VM's own (`Vm::host_files`), outside
//!   the state.
//! - **overlay** (`wayfinder check`, set by `Vm::enable_model_checking`):
//!   reads see the host's files as they were when first read (never
//!   written by the search); every change (writes, new files and
//!   directories, deletions, renames) goes to an in-memory overlay,
//!   `VmState::files`, that is part of the state: backtracking undoes it
//!   and state matching compares it. No path of the search touches the
//!   disk. Every file operation is a call of a native method, which the
//!   reductions take as a scheduling point while other threads are alive
//!   (and as an access of the file system in its footprint), so threads
//!   may read and change files concurrently: each native call (one
//!   `write` of a buffer, one `read`, a delete) is one atomic step, as
//!   the system call it stands for.
//!
//! Paths are made absolute against the working directory and normalised
//! lexically (`.` and `..` removed, symbolic links not followed).

use std::collections::BTreeMap;
use std::hash::{Hash, Hasher};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Component, Path, PathBuf};
use std::rc::Rc;

use fxhash::FxHashMap;

use crate::error::VmError;
use crate::vm::{Flow, Vm};

/// A file or directory in the overlay.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Node {
    File(Rc<Vec<u8>>),
    Dir,
}

/// A file the program opened (overlay mode).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OpenFile {
    pub path: String,
    pub pos: u64,
    pub readable: bool,
    pub writable: bool,
    pub append: bool,
}

/// The overlay's part of the VM state (see the module documentation).
#[derive(Clone, Debug, Default)]
pub struct FileState {
    /// Paths the program changed: `None` where it deleted what was there.
    changed: Rc<BTreeMap<String, Option<Node>>>,
    /// Open files by descriptor.
    open: Rc<BTreeMap<i32, OpenFile>>,
    next_fd: i32,
    /// A hash of all of the above, kept up to date on every change.
    digest: u64,
}

impl FileState {
    /// A hash of the overlay for state matching (0 while it is empty and
    /// no file is open).
    pub fn digest(&self) -> u64 {
        self.digest
    }

    /// Has the program changed anything?
    pub fn is_empty(&self) -> bool {
        self.changed.is_empty() && self.open.is_empty()
    }

    /// The whole overlay as words (for exact state storage): equal words
    /// exactly when the overlays are equal. Empty while it is empty.
    pub fn words(&self, out: &mut Vec<u64>) {
        if self.changed.is_empty() && self.open.is_empty() && self.next_fd == 0 {
            return;
        }
        fn bytes(out: &mut Vec<u64>, b: &[u8]) {
            out.push(b.len() as u64);
            out.extend(b.chunks(8).map(|c| {
                let mut w = [0u8; 8];
                w[..c.len()].copy_from_slice(c);
                u64::from_le_bytes(w)
            }));
        }
        out.push(self.changed.len() as u64);
        for (path, node) in self.changed.iter() {
            bytes(out, path.as_bytes());
            match node {
                None => out.push(0),
                Some(Node::Dir) => out.push(1),
                Some(Node::File(d)) => {
                    out.push(2);
                    bytes(out, d);
                }
            }
        }
        out.push(self.open.len() as u64);
        for (fd, f) in self.open.iter() {
            out.push(*fd as u64);
            bytes(out, f.path.as_bytes());
            out.push(f.pos);
            out.push(f.readable as u64 | (f.writable as u64) << 1 | (f.append as u64) << 2);
        }
        out.push(self.next_fd as u64);
    }

    fn rehash(&mut self) {
        if self.changed.is_empty() && self.open.is_empty() && self.next_fd == 0 {
            self.digest = 0;
            return;
        }
        let mut h = fxhash::FxHasher64::default();
        self.changed.hash(&mut h);
        self.open.hash(&mut h);
        self.next_fd.hash(&mut h);
        self.digest = h.finish() | 1;
    }
}

/// What a path is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    File,
    Dir,
}

/// A path's attributes.
#[derive(Clone, Copy, Debug)]
pub struct Stat {
    pub kind: Kind,
    pub len: u64,
    pub modified_millis: i64,
    /// May this process read, write, execute it (as `access(2)` answers
    /// on the host)?
    pub readable: bool,
    pub writable: bool,
    pub executable: bool,
    /// The permission bits (`st_mode & 0o777`).
    pub perm: u32,
}

/// An error of a file operation: the OS's description (`No such file or
/// directory`), as the JDK puts it in its exception messages.
#[derive(Clone, Debug)]
pub struct FsError(pub String);

const ENOENT: &str = "No such file or directory";
const EISDIR: &str = "Is a directory";
const ENOTDIR: &str = "Not a directory";
const EBADF: &str = "Bad file descriptor";

impl From<std::io::Error> for FsError {
    fn from(e: std::io::Error) -> FsError {
        // `Display` appends " (os error N)" to strerror's text.
        let s = e.to_string();
        FsError(match s.find(" (os error") {
            Some(i) => s[..i].to_string(),
            None => s,
        })
    }
}

/// How a file is opened.
#[derive(Clone, Copy, Debug, Default)]
pub struct OpenMode {
    pub read: bool,
    pub write: bool,
    pub append: bool,
    pub truncate: bool,
    pub create: bool,
    /// The permission bits of a file it creates, before the umask (the
    /// JDK's `java.io` asks for 0o666, `Files.createTempFile` for 0o600).
    pub perm: u32,
}

/// The part of the file layer outside the state: real open files (host
/// mode) and the host's contents as first read (overlay mode).
#[derive(Debug, Default)]
pub struct HostFiles {
    open: FxHashMap<i32, std::fs::File>,
    next_fd: i32,
    /// Overlay mode: file contents read from the host, by absolute path.
    contents: FxHashMap<String, Option<Rc<Vec<u8>>>>,
}

/// The first descriptor given to a file the program opens (0-2 are the
/// standard streams).
const FIRST_FD: i32 = 3;

/// `path` made absolute against the working directory, `.` and `..`
/// removed.
pub fn absolute(path: &str) -> String {
    let p = Path::new(path);
    let joined: PathBuf = if p.is_absolute() {
        p.to_path_buf()
    } else {
        std::env::current_dir().unwrap_or_default().join(p)
    };
    let mut out = PathBuf::from("/");
    for c in joined.components() {
        match c {
            Component::ParentDir => {
                out.pop();
            }
            Component::Normal(n) => out.push(n),
            _ => {}
        }
    }
    out.to_string_lossy().into_owned()
}

fn parent_of(path: &str) -> Option<&str> {
    match path.rfind('/') {
        Some(0) if path.len() > 1 => Some("/"),
        Some(0) | None => None,
        Some(i) => Some(&path[..i]),
    }
}

/// The host's random devices: under check they read as one fixed stream
/// of bytes (`fixed_random_bytes`), so that `SecureRandom`, which reads
/// them, gives one fixed sequence (listed as a fixed input in the report).
const RANDOM_DEVICES: [&str; 2] = ["/dev/random", "/dev/urandom"];

/// `n` bytes of the fixed stream of the random devices, from `pos`.
fn fixed_random_bytes(pos: u64, n: usize) -> Vec<u8> {
    (0..n as u64)
        .map(|i| {
            let mut x = (pos + i)
                .wrapping_add(1)
                .wrapping_mul(0x9e37_79b9_7f4a_7c15);
            x ^= x >> 31;
            x = x.wrapping_mul(0xbf58_476d_1ce4_e5b9);
            (x >> 56) as u8
        })
        .collect()
}

/// Is `path` on the host something other than a regular file or a
/// directory (a device, a pipe, a socket)?
fn host_special(path: &str) -> bool {
    std::fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir())
}

fn host_stat(path: &str) -> Option<Stat> {
    let md = std::fs::metadata(path).ok()?;
    use std::os::unix::fs::PermissionsExt;
    let mode = md.permissions().mode();
    Some(Stat {
        kind: if md.is_dir() { Kind::Dir } else { Kind::File },
        len: md.len(),
        modified_millis: md
            .modified()
            .ok()
            .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
            .map(|d| d.as_millis() as i64)
            .unwrap_or(0),
        readable: host_access(path, libc::R_OK, mode & 0o444 != 0),
        writable: host_access(path, libc::W_OK, mode & 0o222 != 0),
        executable: host_access(path, libc::X_OK, mode & 0o111 != 0),
        perm: mode & 0o777,
    })
}

/// May this process access `path` as `how` (`libc::R_OK`, `W_OK`, `X_OK`)
/// asks? The JDK's `checkAccess` and `Files.isWritable` ask the OS with
/// `access(2)`, so a read-only file is writable for root, and a file whose
/// only read bit is another user's is not readable; `fallback` (from the
/// mode bits) when the path cannot be passed to the OS.
fn host_access(path: &str, how: libc::c_int, fallback: bool) -> bool {
    match std::ffi::CString::new(path) {
        // SAFETY: `c` is a NUL-terminated string that outlives the call;
        // access(2) only reads it.
        Ok(c) => unsafe { libc::access(c.as_ptr(), how) == 0 },
        Err(_) => fallback,
    }
}

impl Vm {
    /// Is the overlay in use (model checking)?
    pub fn files_overlaid(&self) -> bool {
        self.file_overlay
    }

    /// Overlay mode: the node at absolute `path` as the program sees it.
    fn overlay_node(&mut self, path: &str) -> Option<Node> {
        if let Some(n) = self.state.files.changed.get(path) {
            return n.clone();
        }
        let st = host_stat(path)?;
        if host_special(path) {
            // Never read as a whole (see `fs_check_fixed_contents`).
            return Some(Node::File(Rc::new(Vec::new())));
        }
        Some(match st.kind {
            Kind::Dir => Node::Dir,
            Kind::File => Node::File(self.host_contents(path)?),
        })
    }

    /// Overlay mode: the host's content of file `path`, read once.
    fn host_contents(&mut self, path: &str) -> Option<Rc<Vec<u8>>> {
        if let Some(c) = self.host_files.contents.get(path) {
            return c.clone();
        }
        let c = std::fs::read(path).ok().map(Rc::new);
        self.host_files.contents.insert(path.to_string(), c.clone());
        c
    }

    fn overlay_set(&mut self, path: &str, node: Option<Node>) {
        let fs = &mut self.state.files;
        Rc::make_mut(&mut fs.changed).insert(path.to_string(), node);
        fs.rehash();
    }

    /// The attributes of `path`, `None` if nothing is there.
    pub fn fs_stat(&mut self, path: &str) -> Option<Stat> {
        let path = absolute(path);
        if !self.file_overlay {
            return host_stat(&path);
        }
        if !self.state.files.changed.contains_key(&path) {
            return host_stat(&path);
        }
        let node = self.overlay_node(&path)?;
        let (kind, len) = match &node {
            Node::Dir => (Kind::Dir, 4096),
            Node::File(d) => (Kind::File, d.len() as u64),
        };
        Some(Stat {
            kind,
            len,
            modified_millis: self.clock_origin_millis,
            readable: true,
            writable: true,
            executable: kind == Kind::Dir,
            perm: if kind == Kind::Dir { 0o755 } else { 0o644 },
        })
    }

    /// The names in directory `path` (under `run` in the host's order,
    /// under `check` sorted); `None` if it is not a directory.
    pub fn fs_list(&mut self, path: &str) -> Option<Vec<String>> {
        let path = absolute(path);
        if !self.file_overlay {
            // In the directory's own order, as `java` lists it.
            let names: Vec<String> = std::fs::read_dir(&path)
                .ok()?
                .flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect();
            return Some(names);
        }
        if self.overlay_node(&path)? != Node::Dir {
            return None;
        }
        let mut names: std::collections::BTreeSet<String> = std::fs::read_dir(&path)
            .into_iter()
            .flatten()
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        let prefix = if path == "/" {
            "/".to_string()
        } else {
            format!("{path}/")
        };
        for (p, n) in self.state.files.changed.range(prefix.clone()..) {
            let Some(rest) = p.strip_prefix(&prefix) else {
                break;
            };
            if rest.contains('/') {
                continue;
            }
            if n.is_some() {
                names.insert(rest.to_string());
            } else {
                names.remove(rest);
            }
        }
        Some(names.into_iter().collect())
    }

    /// Creates directory `path`: false if something is there or its parent
    /// is not a directory.
    pub fn fs_mkdir(&mut self, path: &str) -> Result<bool, Flow> {
        self.fs_mkdir_mode(path, 0o777)
    }

    /// `fs_mkdir` with permission bits `perm` before the umask, as
    /// `mkdir(2)` takes them (`Files.createTempDirectory` asks for 0o700).
    pub fn fs_mkdir_mode(&mut self, path: &str, perm: u32) -> Result<bool, Flow> {
        let path = absolute(path);
        if !self.file_overlay {
            use std::os::unix::fs::DirBuilderExt;
            return Ok(std::fs::DirBuilder::new().mode(perm).create(&path).is_ok());
        }
        if self.overlay_node(&path).is_some() {
            return Ok(false);
        }
        match parent_of(&path).map(|p| p.to_string()) {
            Some(parent) if self.overlay_node(&parent) == Some(Node::Dir) => {}
            _ => return Ok(false),
        }
        self.overlay_set(&path, Some(Node::Dir));
        Ok(true)
    }

    /// Creates an empty file at `path` unless something is there
    /// (`Ok(false)`); an error if its directory does not exist.
    pub fn fs_create_new(&mut self, path: &str) -> Result<Result<bool, FsError>, Flow> {
        let path = absolute(path);
        if !self.file_overlay {
            return Ok(
                match std::fs::OpenOptions::new()
                    .write(true)
                    .create_new(true)
                    .open(&path)
                {
                    Ok(_) => Ok(true),
                    Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(false),
                    Err(e) => Err(e.into()),
                },
            );
        }
        if self.overlay_node(&path).is_some() {
            return Ok(Ok(false));
        }
        if let Err(e) = self.overlay_parent_dir(&path) {
            return Ok(Err(e));
        }
        self.overlay_set(&path, Some(Node::File(Rc::new(Vec::new()))));
        Ok(Ok(true))
    }

    fn overlay_parent_dir(&mut self, path: &str) -> Result<(), FsError> {
        let parent = parent_of(path).unwrap_or("/").to_string();
        match self.overlay_node(&parent) {
            Some(Node::Dir) => Ok(()),
            Some(Node::File(_)) => Err(FsError(ENOTDIR.into())),
            None => Err(FsError(ENOENT.into())),
        }
    }

    /// Deletes the file or empty directory `path`.
    pub fn fs_delete(&mut self, path: &str) -> Result<bool, Flow> {
        let path = absolute(path);
        if !self.file_overlay {
            let ok = match std::fs::symlink_metadata(&path) {
                Ok(md) if md.is_dir() => std::fs::remove_dir(&path).is_ok(),
                Ok(_) => std::fs::remove_file(&path).is_ok(),
                Err(_) => false,
            };
            return Ok(ok);
        }
        match self.overlay_node(&path) {
            None => return Ok(false),
            Some(Node::Dir) => {
                if !self.fs_list(&path).unwrap_or_default().is_empty() {
                    return Ok(false);
                }
            }
            Some(Node::File(_)) => {}
        }
        self.overlay_set(&path, None);
        Ok(true)
    }

    /// Renames file `from` to `to` (replacing a file there).
    pub fn fs_rename(&mut self, from: &str, to: &str) -> Result<bool, Flow> {
        let (from, to) = (absolute(from), absolute(to));
        if !self.file_overlay {
            return Ok(std::fs::rename(&from, &to).is_ok());
        }
        match self.overlay_node(&from) {
            None => Ok(false),
            Some(Node::Dir) => Err(Flow::Error(VmError::unsupported(
                "renaming a directory under check",
            ))),
            Some(node @ Node::File(_)) => {
                if matches!(self.overlay_node(&to), Some(Node::Dir))
                    || self.overlay_parent_dir(&to).is_err()
                {
                    return Ok(false);
                }
                self.overlay_set(&from, None);
                self.overlay_set(&to, Some(node));
                Ok(true)
            }
        }
    }

    /// Opens `path`, returning a new descriptor.
    pub fn fs_open(&mut self, path: &str, mode: OpenMode) -> Result<Result<i32, FsError>, Flow> {
        let abs = absolute(path);
        if !self.file_overlay {
            use std::os::unix::fs::OpenOptionsExt;
            let opened = std::fs::OpenOptions::new()
                .mode(mode.perm)
                .read(mode.read)
                .write(mode.write && !mode.append)
                .append(mode.append)
                .truncate(mode.truncate)
                .create(mode.create)
                .open(&abs);
            return Ok(match opened {
                Ok(f) => {
                    if f.metadata().map(|m| m.is_dir()).unwrap_or(false) {
                        return Ok(Err(FsError(EISDIR.into())));
                    }
                    let fd = FIRST_FD.max(self.host_files.next_fd);
                    self.host_files.next_fd = fd + 1;
                    self.host_files.open.insert(fd, f);
                    Ok(fd)
                }
                Err(e) => Err(e.into()),
            });
        }
        let special = !self.state.files.changed.contains_key(&abs) && host_special(&abs);
        if special && mode.write {
            return Err(Flow::Error(VmError::unsupported(format!(
                "writing device or pipe {abs} under check"
            ))));
        }
        match if special {
            None
        } else {
            self.overlay_node(&abs)
        } {
            _ if special => {}
            Some(Node::Dir) => return Ok(Err(FsError(EISDIR.into()))),
            Some(Node::File(data)) => {
                if mode.truncate {
                    self.overlay_set(&abs, Some(Node::File(Rc::new(Vec::new()))));
                } else if mode.write && !self.state.files.changed.contains_key(&abs) {
                    self.overlay_set(&abs, Some(Node::File(data)));
                }
            }
            None => {
                if !mode.create {
                    return Ok(Err(FsError(ENOENT.into())));
                }
                if let Err(e) = self.overlay_parent_dir(&abs) {
                    return Ok(Err(e));
                }
                self.overlay_set(&abs, Some(Node::File(Rc::new(Vec::new()))));
            }
        }
        let fs = &mut self.state.files;
        let fd = FIRST_FD.max(fs.next_fd);
        fs.next_fd = fd + 1;
        Rc::make_mut(&mut fs.open).insert(
            fd,
            OpenFile {
                path: abs,
                pos: 0,
                readable: mode.read,
                writable: mode.write,
                append: mode.append,
            },
        );
        fs.rehash();
        Ok(Ok(fd))
    }

    /// Overlay mode: fails when `fd` is a device or pipe of the host (as
    /// `/dev/urandom`, which the JDK's `SecureRandom` opens): its reads are
    /// an input the search cannot fix or enumerate. Opening one is fine.
    pub fn fs_check_fixed_contents(&self, fd: i32) -> Result<(), Flow> {
        if !self.file_overlay {
            return Ok(());
        }
        let Some(of) = self.state.files.open.get(&fd) else {
            return Ok(());
        };
        if !self.state.files.changed.contains_key(&of.path)
            && !RANDOM_DEVICES.contains(&&*of.path)
            && host_special(&of.path)
        {
            return Err(Flow::Error(VmError::unsupported(format!(
                "reading device or pipe {} under check: its contents are an input the search \
                 cannot enumerate",
                of.path
            ))));
        }
        Ok(())
    }

    fn overlay_open(&self, fd: i32) -> Result<OpenFile, FsError> {
        self.state
            .files
            .open
            .get(&fd)
            .cloned()
            .ok_or_else(|| FsError(EBADF.into()))
    }

    /// The current content of the open file `of` (overlay mode).
    fn overlay_data(&mut self, of: &OpenFile) -> Rc<Vec<u8>> {
        match self.overlay_node(&of.path) {
            Some(Node::File(d)) => d,
            _ => Rc::new(Vec::new()),
        }
    }

    fn overlay_set_pos(&mut self, fd: i32, pos: u64) {
        let fs = &mut self.state.files;
        if let Some(of) = Rc::make_mut(&mut fs.open).get_mut(&fd) {
            of.pos = pos;
        }
        fs.rehash();
    }

    /// Reads up to `max` bytes at the file's position: empty at its end.
    pub fn fs_read(&mut self, fd: i32, max: usize) -> Result<Vec<u8>, FsError> {
        if !self.file_overlay {
            let f = self
                .host_files
                .open
                .get_mut(&fd)
                .ok_or_else(|| FsError(EBADF.into()))?;
            let mut buf = vec![0u8; max];
            let n = f.read(&mut buf)?;
            buf.truncate(n);
            return Ok(buf);
        }
        let of = self.overlay_open(fd)?;
        if !of.readable {
            return Err(FsError(EBADF.into()));
        }
        if RANDOM_DEVICES.contains(&&*of.path) && !self.state.files.changed.contains_key(&of.path) {
            let out = fixed_random_bytes(of.pos, max);
            self.overlay_set_pos(fd, of.pos + max as u64);
            return Ok(out);
        }
        let data = self.overlay_data(&of);
        let start = (of.pos as usize).min(data.len());
        let end = start.saturating_add(max).min(data.len());
        let out = data[start..end].to_vec();
        if !out.is_empty() {
            self.overlay_set_pos(fd, end as u64);
        }
        Ok(out)
    }

    /// Writes `bytes` at the file's position (at its end when appending).
    pub fn fs_write(&mut self, fd: i32, bytes: &[u8]) -> Result<Result<(), FsError>, Flow> {
        if !self.file_overlay {
            let Some(f) = self.host_files.open.get_mut(&fd) else {
                return Ok(Err(FsError(EBADF.into())));
            };
            return Ok(f.write_all(bytes).map_err(FsError::from));
        }
        let of = match self.overlay_open(fd) {
            Ok(of) if of.writable => of,
            Ok(_) => return Ok(Err(FsError(EBADF.into()))),
            Err(e) => return Ok(Err(e)),
        };
        let mut data = self.overlay_data(&of);
        let v = Rc::make_mut(&mut data);
        let pos = if of.append { v.len() } else { of.pos as usize };
        if v.len() < pos {
            v.resize(pos, 0);
        }
        let end = pos + bytes.len();
        if v.len() < end {
            v.resize(end, 0);
        }
        v[pos..end].copy_from_slice(bytes);
        self.overlay_set(&of.path, Some(Node::File(data)));
        self.overlay_set_pos(fd, end as u64);
        Ok(Ok(()))
    }

    /// The file's position.
    pub fn fs_position(&mut self, fd: i32) -> Result<u64, FsError> {
        if !self.file_overlay {
            let f = self
                .host_files
                .open
                .get_mut(&fd)
                .ok_or_else(|| FsError(EBADF.into()))?;
            return Ok(f.stream_position()?);
        }
        Ok(self.overlay_open(fd)?.pos)
    }

    /// Moves the file's position to `pos`.
    pub fn fs_seek(&mut self, fd: i32, pos: u64) -> Result<(), FsError> {
        if !self.file_overlay {
            let f = self
                .host_files
                .open
                .get_mut(&fd)
                .ok_or_else(|| FsError(EBADF.into()))?;
            f.seek(SeekFrom::Start(pos))?;
            return Ok(());
        }
        self.overlay_open(fd)?;
        self.overlay_set_pos(fd, pos);
        Ok(())
    }

    /// The open file's length.
    pub fn fs_length(&mut self, fd: i32) -> Result<u64, FsError> {
        if !self.file_overlay {
            let f = self
                .host_files
                .open
                .get(&fd)
                .ok_or_else(|| FsError(EBADF.into()))?;
            return Ok(f.metadata()?.len());
        }
        let of = self.overlay_open(fd)?;
        Ok(self.overlay_data(&of).len() as u64)
    }

    /// Sets the open file's length (truncating or zero-extending it).
    pub fn fs_set_length(&mut self, fd: i32, len: u64) -> Result<Result<(), FsError>, Flow> {
        if !self.file_overlay {
            let Some(f) = self.host_files.open.get(&fd) else {
                return Ok(Err(FsError(EBADF.into())));
            };
            return Ok(f.set_len(len).map_err(FsError::from));
        }
        let of = match self.overlay_open(fd) {
            Ok(of) => of,
            Err(e) => return Ok(Err(e)),
        };
        let mut data = self.overlay_data(&of);
        Rc::make_mut(&mut data).resize(len as usize, 0);
        self.overlay_set(&of.path, Some(Node::File(data)));
        if of.pos > len {
            self.overlay_set_pos(fd, len);
        }
        Ok(Ok(()))
    }

    /// Closes descriptor `fd` (nothing happens if it is not open).
    pub fn fs_close(&mut self, fd: i32) {
        if !self.file_overlay {
            self.host_files.open.remove(&fd);
            return;
        }
        if self.state.files.open.contains_key(&fd) {
            let fs = &mut self.state.files;
            Rc::make_mut(&mut fs.open).remove(&fd);
            fs.rehash();
        }
    }

    /// The canonical form of `path` (`File.getCanonicalPath`): symbolic
    /// links resolved as far as the path exists on the host, the rest
    /// normalised.
    pub fn fs_canonicalize(&mut self, path: &str) -> String {
        let abs = absolute(path);
        let mut prefix = PathBuf::from(&abs);
        let mut rest: Vec<std::ffi::OsString> = Vec::new();
        loop {
            if let Ok(real) = std::fs::canonicalize(&prefix) {
                let mut out = real;
                for r in rest.iter().rev() {
                    out.push(r);
                }
                return out.to_string_lossy().into_owned();
            }
            match (
                prefix.file_name().map(|n| n.to_os_string()),
                prefix.parent(),
            ) {
                (Some(name), Some(parent)) => {
                    rest.push(name);
                    prefix = parent.to_path_buf();
                }
                _ => return abs,
            }
        }
    }

    /// Overlay mode: a description of the files the program changed, for
    /// reports (`None` when it changed none).
    pub fn fs_overlay_summary(&self) -> Option<String> {
        if self.state.files.changed.is_empty() {
            return None;
        }
        Some(format!(
            "{} path(s) changed in memory",
            self.state.files.changed.len()
        ))
    }
}
