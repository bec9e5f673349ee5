//! `java.nio.file` on Unix: the system calls of `sun.nio.fs.UnixNativeDispatcher`
//! (paths arrive as C strings in native memory) and of
//! `sun.nio.ch.FileDispatcherImpl` (file channels: data in native memory),
//! over Wayfinder's file layer (`crate::files`), the one `java.io` uses.
//!
//! The JDK's own Java code (`Files`, `UnixPath`, `UnixFileSystemProvider`,
//! `FileChannelImpl`, `UnixCopyFile`) runs unchanged above these natives, so
//! options, exceptions (`NoSuchFileException`, `FileAlreadyExistsException`,
//! `DirectoryNotEmptyException`...) and attribute views are the JDK's; under
//! check every change goes to the overlay, as for `java.io`. A failing call
//! throws `sun.nio.fs.UnixException` with the Linux errno the JDK expects.
//! Not modelled (exit 4): links, ownership and permissions changes, file
//! times, extended attributes, file-store statistics, locks, memory maps.

use std::any::Any;
use std::rc::Rc;

use super::{non_null, NativeFn, NativeResult, Natives};
use crate::error::VmError;
use crate::files::{Kind, OpenMode};
use crate::heap::ArrayData;
use crate::native_mem::{bytes_words, NativeObject};
use crate::value::{ObjRef, Value};
use crate::vm::{Flow, Vm};

// Linux's errno values and open flags (the JDK's `UnixConstants`).
const ENOENT: i32 = 2;
const EIO: i32 = 5;
const EBADF: i32 = 9;
const EACCES: i32 = 13;
const EEXIST: i32 = 17;
const ENOTDIR: i32 = 20;
const EISDIR: i32 = 21;
const EINVAL: i32 = 22;
const ENOTEMPTY: i32 = 39;

const O_ACCMODE: i32 = 0o3;
const O_WRONLY: i32 = 0o1;
const O_RDWR: i32 = 0o2;
const O_CREAT: i32 = 0o100;
const O_EXCL: i32 = 0o200;
const O_TRUNC: i32 = 0o1000;
const O_APPEND: i32 = 0o2000;

const S_IFDIR: i32 = 0o040000;
const S_IFREG: i32 = 0o100000;

/// `IOStatus.EOF` and `IOStatus.UNSUPPORTED_CASE`.
const IO_EOF: i32 = -1;
const IO_UNSUPPORTED_CASE: i64 = -6;

/// An open directory stream (`opendir`): the names, read in order.
#[derive(Clone, Debug)]
struct DirStream {
    names: Vec<String>,
    next: usize,
}

impl NativeObject for DirStream {
    fn words(&self, out: &mut Vec<u64>) {
        out.push(0xd1);
        out.push(self.next as u64);
        out.push(self.names.len() as u64);
        for n in &self.names {
            bytes_words(out, n.as_bytes());
        }
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// Registers the file-channel natives that JDK 17's `FileDispatcherImpl`
/// and JDK 25's `UnixFileDispatcherImpl` (`$class`) share.
macro_rules! file_channel_natives {
    ($n:expr, $class:literal) => {
        $n.add(
            concat!($class, ".read0(Ljava/io/FileDescriptor;JI)I"),
            |vm, tid, a| channel_read(vm, tid, a, None),
        );
        $n.add(
            concat!($class, ".pread0(Ljava/io/FileDescriptor;JIJ)I"),
            |vm, tid, a| channel_read(vm, tid, a, Some(a[3].as_long())),
        );
        $n.add(
            concat!($class, ".write0(Ljava/io/FileDescriptor;JI)I"),
            |vm, tid, a| channel_write(vm, tid, a, None),
        );
        $n.add(
            concat!($class, ".pwrite0(Ljava/io/FileDescriptor;JIJ)I"),
            |vm, tid, a| channel_write(vm, tid, a, Some(a[3].as_long())),
        );
        $n.add(concat!($class, ".seek0(Ljava/io/FileDescriptor;J)J"), seek);
        $n.add(concat!($class, ".size0(Ljava/io/FileDescriptor;)J"), size);
        $n.add(
            concat!($class, ".truncate0(Ljava/io/FileDescriptor;J)I"),
            truncate,
        );
        $n.add(
            concat!($class, ".force0(Ljava/io/FileDescriptor;Z)I"),
            |_, _, _| Ok(Some(Value::Int(0))),
        );
        $n.add(concat!($class, ".closeIntFD(I)V"), close_int_fd);
    };
}

pub fn register(n: &mut Natives) {
    // The capabilities: none of openat, futimes, futimens, lutimes,
    // extended attributes or birth times, so the JDK takes its plain paths.
    n.add("sun/nio/fs/UnixNativeDispatcher.init()I", |_, _, _| {
        Ok(Some(Value::Int(0)))
    });
    n.add("sun/nio/fs/UnixNativeDispatcher.getcwd()[B", getcwd);
    n.add("sun/nio/fs/UnixNativeDispatcher.open0(JII)I", open);
    n.add("sun/nio/fs/UnixNativeDispatcher.close0(I)V", |vm, _, a| {
        vm.fs_close(a[0].as_int());
        Ok(None)
    });
    for (key, f) in STAT_NATIVES {
        n.add(key, f);
    }
    n.add(
        "sun/nio/fs/UnixNativeDispatcher.fstat(ILsun/nio/fs/UnixFileAttributes;)V",
        fstat,
    );
    n.add("sun/nio/fs/UnixNativeDispatcher.access0(JI)V", access);
    n.add("sun/nio/fs/UnixNativeDispatcher.mkdir0(JI)V", mkdir);
    n.add(
        "sun/nio/fs/UnixNativeDispatcher.rmdir0(J)V",
        |vm, tid, a| remove(vm, tid, a, true),
    );
    n.add(
        "sun/nio/fs/UnixNativeDispatcher.unlink0(J)V",
        |vm, tid, a| remove(vm, tid, a, false),
    );
    n.add("sun/nio/fs/UnixNativeDispatcher.rename0(JJ)V", rename);
    n.add("sun/nio/fs/UnixNativeDispatcher.realpath0(J)[B", realpath);
    n.add(
        "sun/nio/fs/UnixNativeDispatcher.readlink0(J)[B",
        |vm, tid, a| {
            let path = c_string(vm, a[0])?;
            let errno = if vm.fs_stat(&path).is_some() {
                EINVAL
            } else {
                ENOENT
            };
            Err(unix_exception(vm, tid, errno))
        },
    );
    n.add("sun/nio/fs/UnixNativeDispatcher.opendir0(J)J", opendir);
    n.add("sun/nio/fs/UnixNativeDispatcher.readdir(J)[B", readdir);
    n.add(
        "sun/nio/fs/UnixNativeDispatcher.closedir(J)V",
        |vm, _, a| {
            vm.state.native.remove_object(a[0].as_long() as u64);
            Ok(None)
        },
    );
    n.add(
        "sun/nio/fs/UnixNativeDispatcher.strerror(I)[B",
        |vm, _, a| {
            let msg = strerror(a[0].as_int());
            byte_array(vm, msg.as_bytes())
        },
    );
    n.add("sun/nio/fs/UnixCopyFile.transfer(IIJ)V", transfer);

    // File channels.
    n.add("sun/nio/ch/FileDispatcherImpl.init()V", super::nop);
    file_channel_natives!(n, "sun/nio/ch/FileDispatcherImpl");
    n.add(
        "sun/nio/ch/FileDispatcherImpl.close0(Ljava/io/FileDescriptor;)V",
        |vm, _, a| {
            let fd = fd_of(vm, a[0])?;
            if fd > 2 {
                vm.fs_close(fd);
            }
            Ok(None)
        },
    );
    n.add(
        "sun/nio/ch/FileDispatcherImpl.preClose0(Ljava/io/FileDescriptor;)V",
        super::nop,
    );
    n.add(
        "sun/nio/ch/FileDispatcherImpl.canTransferToFromOverlappedMap0()Z",
        super::ret_false,
    );
    n.add("sun/nio/ch/FileChannelImpl.initIDs()J", |_, _, _| {
        // The allocation granularity of memory maps.
        Ok(Some(Value::Long(4096)))
    });
    n.add(
        "sun/nio/ch/FileChannelImpl.maxDirectTransferSize0()I",
        |_, _, _| Ok(Some(Value::Int(0x7fff_f000))),
    );
    // No direct transfer: the JDK copies through buffers instead.
    n.add(
        "sun/nio/ch/FileChannelImpl.transferTo0(Ljava/io/FileDescriptor;JJLjava/io/FileDescriptor;)J",
        |_, _, _| Ok(Some(Value::Long(IO_UNSUPPORTED_CASE))),
    );
    register_jdk25(n);
    n.add("sun/nio/ch/IOUtil.initIDs()V", super::nop);
    n.add("sun/nio/ch/IOUtil.iovMax()I", |_, _, _| {
        Ok(Some(Value::Int(1024)))
    });
    n.add("sun/nio/ch/IOUtil.fdLimit()I", |_, _, _| {
        Ok(Some(Value::Int(1 << 20)))
    });
    n.add(
        "sun/nio/ch/IOUtil.fdVal(Ljava/io/FileDescriptor;)I",
        |vm, _, a| Ok(Some(Value::Int(fd_of(vm, a[0])?))),
    );
    n.add(
        "sun/nio/ch/IOUtil.setfdVal(Ljava/io/FileDescriptor;I)V",
        |vm, _, a| {
            let d = non_null(a, 0)?;
            vm.set_field_by_name(d, "fd", a[1]);
            Ok(None)
        },
    );
    // Signalling a thread blocked in I/O (an asynchronous close): file I/O
    // never blocks here, so there is nothing to signal.
    n.add("sun/nio/ch/NativeThread.init()V", super::nop);
    n.add("sun/nio/ch/NativeThread.current()J", |_, tid, _| {
        Ok(Some(Value::Long(tid as i64 + 1)))
    });
    n.add("sun/nio/ch/NativeThread.signal(J)V", super::nop);
}

/// JDK 25's forms of the same calls: `stat0` and `access0` return the
/// errno instead of throwing, `fstat0`/`readdir0` are renamed, and the
/// channel calls moved to `UnixFileDispatcherImpl`.
fn register_jdk25(n: &mut Natives) {
    n.add(
        "sun/nio/fs/UnixNativeDispatcher.stat0(JLsun/nio/fs/UnixFileAttributes;)I",
        stat_native::<FILL_OR_ERRNO>,
    );
    n.add(
        "sun/nio/fs/UnixNativeDispatcher.access0(JI)I",
        |vm, tid, a| match access(vm, tid, a) {
            Ok(_) => Ok(Some(Value::Int(0))),
            Err(Flow::Throw(e)) => {
                let errno = vm.field_by_name(e, "errno").map_or(EIO, |v| v.as_int());
                Ok(Some(Value::Int(errno)))
            }
            Err(f) => Err(f),
        },
    );
    n.add(
        "sun/nio/fs/UnixNativeDispatcher.fstat0(ILsun/nio/fs/UnixFileAttributes;)V",
        fstat,
    );
    n.add("sun/nio/fs/UnixNativeDispatcher.readdir0(J)[B", readdir);
    n.add(
        "sun/nio/fs/UnixNativeDispatcher.fchmodatNoFollowSupported0()Z",
        super::ret_false,
    );
    file_channel_natives!(n, "sun/nio/ch/UnixFileDispatcherImpl");
    n.add(
        "sun/nio/ch/UnixFileDispatcherImpl.available0(Ljava/io/FileDescriptor;)I",
        |vm, _, a| {
            let fd = fd_of(vm, a[0])?;
            let len = vm.fs_length(fd).map_err(io_error)?;
            let pos = vm.fs_position(fd).map_err(io_error)?;
            Ok(Some(Value::Int(
                len.saturating_sub(pos).min(i32::MAX as u64) as i32,
            )))
        },
    );
    n.add(
        "sun/nio/ch/UnixFileDispatcherImpl.isOther0(Ljava/io/FileDescriptor;)Z",
        super::ret_false,
    );
    n.add(
        "sun/nio/ch/UnixFileDispatcherImpl.allocationGranularity0()J",
        |_, _, _| Ok(Some(Value::Long(4096))),
    );
    n.add("sun/nio/ch/FileDispatcherImpl.init0()V", super::nop);
    // Copies: advice is ignored, and the direct copy is the plain one.
    n.add("sun/nio/fs/LinuxNativeDispatcher.init()V", super::nop);
    n.add(
        "sun/nio/fs/LinuxNativeDispatcher.posix_fadvise(IJJI)I",
        |_, _, _| Ok(Some(Value::Int(0))),
    );
    n.add(
        "sun/nio/fs/LinuxNativeDispatcher.directCopy0(IIJ)I",
        |vm, tid, a| {
            transfer(vm, tid, a)?;
            Ok(Some(Value::Int(0)))
        },
    );
    n.add(
        "sun/nio/ch/NativeThread.supportPendingSignals0()Z",
        super::ret_false,
    );
    n.add("sun/nio/ch/NativeThread.current0()J", |_, tid, _| {
        Ok(Some(Value::Long(tid as i64 + 1)))
    });
    n.add("sun/nio/ch/NativeThread.signal0(J)V", super::nop);
    n.add("sun/nio/ch/IOUtil.writevMax()J", |_, _, _| {
        Ok(Some(Value::Long(i32::MAX as i64)))
    });
    n.add(
        "sun/nio/ch/FileDispatcherImpl.transferTo0(Ljava/io/FileDescriptor;JJLjava/io/FileDescriptor;Z)J",
        |_, _, _| Ok(Some(Value::Long(IO_UNSUPPORTED_CASE))),
    );
    n.add(
        "sun/nio/ch/FileDispatcherImpl.transferFrom0(Ljava/io/FileDescriptor;Ljava/io/FileDescriptor;JJZ)J",
        |_, _, _| Ok(Some(Value::Long(IO_UNSUPPORTED_CASE))),
    );
}

/// `seek0(fd, offset)`: moves to `offset`, or (negative) tells the position.
fn seek(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let fd = fd_of(vm, a[0])?;
    let off = a[1].as_long();
    if off >= 0 {
        vm.fs_seek(fd, off as u64).map_err(io_error)?;
        return Ok(Some(Value::Long(off)));
    }
    let pos = vm.fs_position(fd).map_err(io_error)?;
    Ok(Some(Value::Long(pos as i64)))
}

fn size(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let fd = fd_of(vm, a[0])?;
    let len = vm.fs_length(fd).map_err(io_error)?;
    Ok(Some(Value::Long(len as i64)))
}

fn truncate(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let fd = fd_of(vm, a[0])?;
    vm.fs_set_length(fd, a[1].as_long().max(0) as u64)?
        .map_err(io_error)?;
    Ok(Some(Value::Int(0)))
}

fn close_int_fd(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    if a[0].as_int() > 2 {
        vm.fs_close(a[0].as_int());
    }
    Ok(None)
}

/// The working directory (`user.dir`), as bytes.
fn getcwd(vm: &mut Vm, _: u32, _: &[Value]) -> NativeResult {
    let cwd = crate::files::absolute(".");
    byte_array(vm, cwd.as_bytes())
}

fn byte_array(vm: &mut Vm, bytes: &[u8]) -> NativeResult {
    let v: Vec<i8> = bytes.iter().map(|&b| b as i8).collect();
    let arr = vm
        .new_array("[B", ArrayData::Byte(v))
        .map_err(Flow::Error)?;
    Ok(Some(Value::Ref(Some(arr))))
}

/// The NUL-terminated string at native address `v`.
fn c_string(vm: &mut Vm, v: Value) -> Result<String, Flow> {
    let mut addr = v.as_long() as u64;
    super::unsafe_::native_owned(vm, addr, "a path's read")?;
    let mut bytes = Vec::new();
    loop {
        let b = vm
            .state
            .native
            .read(addr, 1)
            .map_err(|e| super::unsafe_::bad_address(e.0))?[0];
        if b == 0 {
            break;
        }
        bytes.push(b);
        addr += 1;
    }
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// A `sun.nio.fs.UnixException` for `errno`, to throw.
fn unix_exception(vm: &mut Vm, tid: u32, errno: i32) -> Flow {
    let make = |vm: &mut Vm| -> Result<ObjRef, Flow> {
        let c = vm
            .load_class("sun/nio/fs/UnixException")
            .map_err(Flow::Error)?;
        vm.ensure_initialized(tid, c)?;
        let ctor = vm
            .classes
            .find_own_method(c, "<init>", "(I)V")
            .ok_or_else(|| {
                Flow::Error(VmError::internal("UnixException has no constructor (int)"))
            })?;
        let e = vm.alloc_object(c);
        vm.call_method(tid, ctor, &[Value::Ref(Some(e)), Value::Int(errno)])?;
        Ok(e)
    };
    match make(vm) {
        Ok(e) => Flow::Throw(e),
        Err(f) => f,
    }
}

/// Linux's `strerror` text for the errno values used here.
fn strerror(errno: i32) -> String {
    match errno {
        ENOENT => "No such file or directory".into(),
        EIO => "Input/output error".into(),
        EBADF => "Bad file descriptor".into(),
        EACCES => "Permission denied".into(),
        EEXIST => "File exists".into(),
        ENOTDIR => "Not a directory".into(),
        EISDIR => "Is a directory".into(),
        EINVAL => "Invalid argument".into(),
        ENOTEMPTY => "Directory not empty".into(),
        _ => format!("Unknown error {errno}"),
    }
}

/// The errno of a file-layer error (its `strerror` text).
fn errno_of(e: &crate::files::FsError) -> i32 {
    [
        ENOENT, EBADF, EACCES, EEXIST, ENOTDIR, EISDIR, EINVAL, ENOTEMPTY,
    ]
    .into_iter()
    .find(|&n| strerror(n) == e.0)
    .unwrap_or(EIO)
}

/// An `IOException` (file channels report errors so).
fn io_error(e: crate::files::FsError) -> Flow {
    Flow::ThrowNew("java/io/IOException", Some(e.0))
}

/// `st_mode` for a file's attributes.
fn mode_of(st: &crate::files::Stat) -> i32 {
    let kind = match st.kind {
        Kind::Dir => S_IFDIR,
        Kind::File => S_IFREG,
    };
    kind | st.perm as i32
}

/// `open0(path, flags, mode)`: a new descriptor.
fn open(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let path = c_string(vm, a[0])?;
    let flags = a[1].as_int();
    let existing = vm.fs_stat(&path);
    if flags & O_CREAT != 0 && flags & O_EXCL != 0 && existing.is_some() {
        return Err(unix_exception(vm, tid, EEXIST));
    }
    let access = flags & O_ACCMODE;
    let writes = access == O_WRONLY || access == O_RDWR;
    if existing.is_some_and(|st| st.kind == Kind::Dir) {
        if writes {
            return Err(unix_exception(vm, tid, EISDIR));
        }
        // Reading a directory through a channel is not modelled.
        return Err(Flow::Error(VmError::unsupported(format!(
            "opening directory {path} as a file through java.nio (only its listing is supported)"
        ))));
    }
    let mode = OpenMode {
        read: access != O_WRONLY,
        write: writes,
        append: flags & O_APPEND != 0,
        truncate: flags & O_TRUNC != 0 && writes,
        create: flags & O_CREAT != 0,
        perm: a[2].as_int() as u32 & 0o7777,
    };
    match vm.fs_open(&path, mode)? {
        Ok(fd) => Ok(Some(Value::Int(fd))),
        Err(e) => {
            let errno = errno_of(&e);
            Err(unix_exception(vm, tid, errno))
        }
    }
}

/// Fills the `UnixFileAttributes` object `attrs` from `st`.
fn fill_attributes(vm: &mut Vm, attrs: ObjRef, st: &crate::files::Stat, ino: u64) {
    let secs = st.modified_millis.div_euclid(1000);
    let nanos = st.modified_millis.rem_euclid(1000) * 1_000_000;
    let set = |vm: &mut Vm, name: &str, v: Value| {
        vm.set_field_by_name(attrs, name, v);
    };
    set(vm, "st_mode", Value::Int(mode_of(st)));
    set(vm, "st_ino", Value::Long(ino as i64));
    set(vm, "st_dev", Value::Long(1));
    set(vm, "st_rdev", Value::Long(0));
    set(vm, "st_nlink", Value::Int(1));
    set(vm, "st_uid", Value::Int(1000));
    set(vm, "st_gid", Value::Int(1000));
    set(vm, "st_size", Value::Long(st.len as i64));
    for t in ["atime", "mtime", "ctime"] {
        set(vm, &format!("st_{t}_sec"), Value::Long(secs));
        set(vm, &format!("st_{t}_nsec"), Value::Long(nanos));
    }
}

/// A stable inode number for a path (the file key `Files.isSameFile` and
/// the copy code compare): a hash of its absolute form.
fn inode(path: &str) -> u64 {
    use std::hash::Hasher;
    let mut h = fxhash::FxHasher64::default();
    h.write(crate::files::absolute(path).as_bytes());
    h.finish() >> 1
}

/// The JDK 17 natives that stat a path: each takes the path's C string in
/// `a[0]` and answers as its reply kind says (`stat_native`). Symbolic
/// links are not modelled, so `lstat0` is `stat0`: a path is what it
/// resolves to. JDK 25's `stat0` (`FILL_OR_ERRNO`) is registered with
/// the other JDK 25 forms.
const STAT_NATIVES: [(&str, NativeFn); 4] = [
    (
        "sun/nio/fs/UnixNativeDispatcher.stat0(JLsun/nio/fs/UnixFileAttributes;)V",
        stat_native::<FILL_OR_THROW>,
    ),
    (
        "sun/nio/fs/UnixNativeDispatcher.lstat0(JLsun/nio/fs/UnixFileAttributes;)V",
        stat_native::<FILL_OR_THROW>,
    ),
    (
        "sun/nio/fs/UnixNativeDispatcher.stat1(J)I",
        stat_native::<MODE>,
    ),
    (
        "sun/nio/fs/UnixNativeDispatcher.exists0(J)Z",
        stat_native::<EXISTS>,
    ),
];

/// Fill the `UnixFileAttributes` in `a[1]`; a missing path throws
/// `UnixException(ENOENT)` (void).
const FILL_OR_THROW: u8 = 0;
/// Fill the `UnixFileAttributes` in `a[1]` and return 0; a missing path
/// returns `ENOENT` (int).
const FILL_OR_ERRNO: u8 = 1;
/// Return the `st_mode` bits, 0 for a missing path (int).
const MODE: u8 = 2;
/// Return whether the path exists (boolean).
const EXISTS: u8 = 3;

/// A native that stats the path in `a[0]` and answers as `REPLY` says.
fn stat_native<const REPLY: u8>(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let path = c_string(vm, a[0])?;
    let st = vm.fs_stat(&path);
    let int = |v: i32| Ok(Some(Value::Int(v)));
    match REPLY {
        MODE => int(st.map_or(0, |st| mode_of(&st))),
        EXISTS => int(st.is_some() as i32),
        _ => {
            let attrs = non_null(a, 1)?;
            match (st, REPLY) {
                (Some(st), _) => {
                    fill_attributes(vm, attrs, &st, inode(&path));
                    if REPLY == FILL_OR_ERRNO {
                        int(0)
                    } else {
                        Ok(None)
                    }
                }
                (None, FILL_OR_ERRNO) => int(ENOENT),
                (None, _) => Err(unix_exception(vm, tid, ENOENT)),
            }
        }
    }
}

/// `fstat(fd, attrs)`: an open regular file (channels open no directories).
fn fstat(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let fd = a[0].as_int();
    let attrs = non_null(a, 1)?;
    let len = match vm.fs_length(fd) {
        Ok(len) => len,
        Err(_) => return Err(unix_exception(vm, tid, EBADF)),
    };
    let st = crate::files::Stat {
        kind: Kind::File,
        len,
        modified_millis: vm.clock_origin_millis,
        readable: true,
        writable: true,
        executable: false,
        perm: 0o644,
    };
    fill_attributes(vm, attrs, &st, fd as u64);
    Ok(None)
}

/// `access0(path, amode)`: ENOENT or EACCES when the access is not allowed.
fn access(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let path = c_string(vm, a[0])?;
    let amode = a[1].as_int();
    let Some(st) = vm.fs_stat(&path) else {
        return Err(unix_exception(vm, tid, ENOENT));
    };
    let denied = (amode & 4 != 0 && !st.readable)
        || (amode & 2 != 0 && !st.writable)
        || (amode & 1 != 0 && !st.executable);
    if denied {
        return Err(unix_exception(vm, tid, EACCES));
    }
    Ok(None)
}

fn mkdir(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let path = c_string(vm, a[0])?;
    if vm.fs_stat(&path).is_some() {
        return Err(unix_exception(vm, tid, EEXIST));
    }
    if vm.fs_mkdir_mode(&path, a[1].as_int() as u32 & 0o7777)? {
        return Ok(None);
    }
    let parent_is_file = std::path::Path::new(&crate::files::absolute(&path))
        .parent()
        .and_then(|p| vm.fs_stat(&p.to_string_lossy()))
        .map(|st| st.kind == Kind::File);
    let errno = match parent_is_file {
        Some(true) => ENOTDIR,
        Some(false) => EACCES,
        None => ENOENT,
    };
    Err(unix_exception(vm, tid, errno))
}

/// `rmdir0(path)` (`dir`) or `unlink0(path)`.
fn remove(vm: &mut Vm, tid: u32, a: &[Value], dir: bool) -> NativeResult {
    let path = c_string(vm, a[0])?;
    let errno = match vm.fs_stat(&path) {
        None => ENOENT,
        Some(st) if dir && st.kind == Kind::File => ENOTDIR,
        Some(st) if !dir && st.kind == Kind::Dir => EISDIR,
        Some(_) => {
            if vm.fs_delete(&path)? {
                return Ok(None);
            }
            if dir {
                ENOTEMPTY
            } else {
                EACCES
            }
        }
    };
    Err(unix_exception(vm, tid, errno))
}

fn rename(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let (from, to) = (c_string(vm, a[0])?, c_string(vm, a[1])?);
    if vm.fs_stat(&from).is_none() {
        return Err(unix_exception(vm, tid, ENOENT));
    }
    if let Some(st) = vm.fs_stat(&to) {
        // rename(2) replaces a file, or an empty directory by a directory.
        let replaced = match st.kind {
            Kind::File => vm.fs_delete(&to)?,
            Kind::Dir => vm.fs_list(&to).unwrap_or_default().is_empty() && vm.fs_delete(&to)?,
        };
        if !replaced {
            return Err(unix_exception(vm, tid, ENOTEMPTY));
        }
    }
    if vm.fs_rename(&from, &to)? {
        Ok(None)
    } else {
        Err(unix_exception(vm, tid, ENOENT))
    }
}

fn realpath(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let path = c_string(vm, a[0])?;
    if vm.fs_stat(&path).is_none() {
        return Err(unix_exception(vm, tid, ENOENT));
    }
    let real = vm.fs_canonicalize(&path);
    byte_array(vm, real.as_bytes())
}

fn opendir(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let path = c_string(vm, a[0])?;
    let Some(mut names) = vm.fs_list(&path) else {
        let errno = if vm.fs_stat(&path).is_some() {
            ENOTDIR
        } else {
            ENOENT
        };
        return Err(unix_exception(vm, tid, errno));
    };
    names.retain(|n| n != "." && n != "..");
    let h = vm
        .state
        .native
        .add_object(Rc::new(DirStream { names, next: 0 }));
    Ok(Some(Value::Long(h as i64)))
}

/// `readdir(dir)`: the next name, null at the end.
fn readdir(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let h = a[0].as_long() as u64;
    let mut d = vm
        .state
        .native
        .object(h)
        .and_then(|o| o.as_any().downcast_ref::<DirStream>())
        .cloned()
        .ok_or_else(|| Flow::Error(VmError::internal("readdir on a closed directory")))?;
    let Some(name) = d.names.get(d.next).cloned() else {
        return Ok(Some(Value::NULL));
    };
    d.next += 1;
    vm.state.native.set_object(h, Rc::new(d));
    byte_array(vm, name.as_bytes())
}

/// `UnixCopyFile.transfer(dst, src, cancel)`: copies what is left of `src`
/// to `dst`.
fn transfer(vm: &mut Vm, tid: u32, a: &[Value]) -> NativeResult {
    let (dst, src) = (a[0].as_int(), a[1].as_int());
    vm.fs_check_fixed_contents(src)?;
    loop {
        let chunk = match vm.fs_read(src, 1 << 16) {
            Ok(c) => c,
            Err(e) => {
                let errno = errno_of(&e);
                return Err(unix_exception(vm, tid, errno));
            }
        };
        if chunk.is_empty() {
            return Ok(None);
        }
        if let Err(e) = vm.fs_write(dst, &chunk)? {
            let errno = errno_of(&e);
            return Err(unix_exception(vm, tid, errno));
        }
    }
}

/// The descriptor number of `java.io.FileDescriptor` `v`.
fn fd_of(vm: &Vm, v: Value) -> Result<i32, Flow> {
    let d = v
        .as_ref()
        .ok_or(Flow::ThrowNew("java/lang/NullPointerException", None))?;
    Ok(vm.field_by_name(d, "fd").map_or(-1, |v| v.as_int()))
}

/// `read0(fd, address, len)` / `pread0(..., position)`: bytes read into
/// native memory, or `IOStatus.EOF`.
fn channel_read(vm: &mut Vm, _: u32, a: &[Value], at: Option<i64>) -> NativeResult {
    let fd = fd_of(vm, a[0])?;
    let (addr, len) = (a[1].as_long() as u64, a[2].as_int().max(0) as usize);
    if fd == 0 {
        return Err(Flow::Error(VmError::unsupported(
            "reading standard input through a channel",
        )));
    }
    vm.fs_check_fixed_contents(fd)?;
    let saved = match at {
        Some(pos) => {
            let saved = vm.fs_position(fd).map_err(io_error)?;
            vm.fs_seek(fd, pos as u64).map_err(io_error)?;
            Some(saved)
        }
        None => None,
    };
    let bytes = vm.fs_read(fd, len).map_err(io_error);
    if let Some(saved) = saved {
        vm.fs_seek(fd, saved).map_err(io_error)?;
    }
    let bytes = bytes?;
    if bytes.is_empty() && len > 0 {
        return Ok(Some(Value::Int(IO_EOF)));
    }
    super::unsafe_::native_owned(vm, addr, "a file channel read")?;
    vm.state
        .native
        .write(addr, &bytes)
        .map_err(|e| super::unsafe_::bad_address(e.0))?;
    Ok(Some(Value::Int(bytes.len() as i32)))
}

/// `write0(fd, address, len)` / `pwrite0(..., position)`: bytes written.
fn channel_write(vm: &mut Vm, _: u32, a: &[Value], at: Option<i64>) -> NativeResult {
    let fd = fd_of(vm, a[0])?;
    let (addr, len) = (a[1].as_long() as u64, a[2].as_int().max(0) as usize);
    super::unsafe_::native_owned(vm, addr, "a file channel write")?;
    let bytes = vm
        .state
        .native
        .read(addr, len)
        .map_err(|e| super::unsafe_::bad_address(e.0))?
        .to_vec();
    if fd == 1 || fd == 2 {
        return Err(Flow::Error(VmError::unsupported(
            "writing standard output through a channel",
        )));
    }
    let saved = match at {
        Some(pos) => {
            let saved = vm.fs_position(fd).map_err(io_error)?;
            vm.fs_seek(fd, pos as u64).map_err(io_error)?;
            Some(saved)
        }
        None => None,
    };
    let r = vm.fs_write(fd, &bytes)?;
    if let Some(saved) = saved {
        vm.fs_seek(fd, saved).map_err(io_error)?;
    }
    r.map_err(io_error)?;
    Ok(Some(Value::Int(bytes.len() as i32)))
}
