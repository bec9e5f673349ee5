//! `java.io`'s file natives: `FileDescriptor`, `FileInputStream`,
//! `FileOutputStream`, `RandomAccessFile` and `UnixFileSystem` (behind
//! `java.io.File`), over the VM's file layer (`crate::files`: the real
//! files under `run`, an in-memory overlay under `check`). Descriptors 0, 1
//! and 2 are the standard streams.

use super::{non_null, nop, NativeResult, Natives};
use crate::error::VmError;
use crate::files::{FsError, Kind, OpenMode};
use crate::heap::ArrayData;
use crate::value::{ObjRef, Value};
use crate::vm::{Flow, Vm};

pub fn register(n: &mut Natives) {
    n.add("java/io/FileDescriptor.initIDs()V", nop);
    n.add("java/io/FileDescriptor.getHandle(I)J", |_, _, _| {
        Ok(Some(Value::Long(-1)))
    });
    n.add("java/io/FileDescriptor.getAppend(I)Z", |_, _, _| {
        Ok(Some(Value::Int(0)))
    });
    n.add("java/io/FileDescriptor.close0()V", descriptor_close);
    // Data is handed to the file layer as it is written: nothing to force.
    n.add("java/io/FileDescriptor.sync()V", nop);

    n.add("java/io/FileInputStream.initIDs()V", nop);
    n.add(
        "java/io/FileInputStream.open0(Ljava/lang/String;)V",
        |vm, _, a| {
            let mode = OpenMode {
                perm: 0o666,
                read: true,
                ..OpenMode::default()
            };
            open(vm, a, mode)
        },
    );
    n.add("java/io/FileInputStream.read0()I", read_one);
    n.add("java/io/FileInputStream.readBytes([BII)I", read_bytes);
    n.add("java/io/FileInputStream.length0()J", length);
    n.add("java/io/FileInputStream.position0()J", position);
    n.add("java/io/FileInputStream.skip0(J)J", skip);
    n.add("java/io/FileInputStream.available0()I", available);

    n.add("java/io/FileOutputStream.initIDs()V", nop);
    n.add(
        "java/io/FileOutputStream.open0(Ljava/lang/String;Z)V",
        |vm, _, a| {
            let append = a[2].as_int() != 0;
            let mode = OpenMode {
                perm: 0o666,
                write: true,
                append,
                truncate: !append,
                create: true,
                ..OpenMode::default()
            };
            open(vm, a, mode)
        },
    );
    n.add("java/io/FileOutputStream.write(IZ)V", |vm, _, a| {
        let fd = stream_fd(vm, non_null(a, 0)?)?;
        write(vm, fd, &[a[1].as_int() as u8])
    });
    n.add("java/io/FileOutputStream.writeBytes([BIIZ)V", write_bytes);

    n.add("java/io/RandomAccessFile.initIDs()V", nop);
    n.add(
        "java/io/RandomAccessFile.open0(Ljava/lang/String;I)V",
        |vm, _, a| {
            // RandomAccessFile.O_RDWR; O_SYNC and O_DSYNC change nothing here.
            let rw = a[2].as_int() & 2 != 0;
            let mode = OpenMode {
                perm: 0o666,
                read: true,
                write: rw,
                create: rw,
                ..OpenMode::default()
            };
            open(vm, a, mode)
        },
    );
    n.add("java/io/RandomAccessFile.read0()I", read_one);
    n.add("java/io/RandomAccessFile.readBytes([BII)I", read_bytes);
    n.add("java/io/RandomAccessFile.write0(I)V", |vm, _, a| {
        let fd = stream_fd(vm, non_null(a, 0)?)?;
        write(vm, fd, &[a[1].as_int() as u8])
    });
    n.add("java/io/RandomAccessFile.writeBytes([BII)V", write_bytes);
    n.add("java/io/RandomAccessFile.getFilePointer()J", position);
    n.add("java/io/RandomAccessFile.seek0(J)V", |vm, _, a| {
        let fd = stream_fd(vm, non_null(a, 0)?)?;
        vm.fs_seek(fd, a[1].as_long().max(0) as u64)
            .map_err(io_exception)?;
        Ok(None)
    });
    n.add("java/io/RandomAccessFile.length()J", length);
    n.add("java/io/RandomAccessFile.setLength(J)V", |vm, _, a| {
        let fd = stream_fd(vm, non_null(a, 0)?)?;
        let len = a[1].as_long();
        if len < 0 {
            return Err(Flow::throw_new("java/io/IOException", "Invalid argument"));
        }
        vm.fs_set_length(fd, len as u64)?.map_err(io_exception)?;
        Ok(None)
    });

    n.add(
        "java/io/FileInputStream.isRegularFile0(Ljava/io/FileDescriptor;)Z",
        |vm, _, a| {
            // Files the program opens are regular (directories are refused
            // at open); 0-2 are the standard streams.
            let d = non_null(a, 1)?;
            let fd = vm.field_by_name(d, "fd").map(|v| v.as_int()).unwrap_or(-1);
            Ok(Some(Value::Int((fd > 2) as i32)))
        },
    );

    n.add("java/io/UnixFileSystem.initIDs()V", nop);
    n.add(
        "java/io/UnixFileSystem.getBooleanAttributes0(Ljava/io/File;)I",
        |vm, _, a| {
            let path = file_path(vm, a, 1)?;
            // BA_EXISTS, BA_REGULAR, BA_DIRECTORY (BA_HIDDEN is Java's).
            let bits = match vm.fs_stat(&path) {
                None => 0,
                Some(st) if st.kind == Kind::Dir => 0x01 | 0x04,
                Some(_) => 0x01 | 0x02,
            };
            Ok(Some(Value::Int(bits)))
        },
    );
    n.add(
        "java/io/UnixFileSystem.checkAccess(Ljava/io/File;I)Z",
        |vm, _, a| {
            let path = file_path(vm, a, 1)?;
            let access = a[2].as_int();
            let ok = vm.fs_stat(&path).is_some_and(|st| {
                (access & 4 == 0 || st.readable)
                    && (access & 2 == 0 || st.writable)
                    && (access & 1 == 0 || st.executable)
            });
            Ok(Some(Value::Int(ok as i32)))
        },
    );
    n.add(
        "java/io/UnixFileSystem.getLastModifiedTime(Ljava/io/File;)J",
        |vm, _, a| {
            let path = file_path(vm, a, 1)?;
            let t = vm.fs_stat(&path).map(|st| st.modified_millis).unwrap_or(0);
            Ok(Some(Value::Long(t)))
        },
    );
    n.add(
        "java/io/UnixFileSystem.getLength(Ljava/io/File;)J",
        |vm, _, a| {
            let path = file_path(vm, a, 1)?;
            let len = vm.fs_stat(&path).map(|st| st.len).unwrap_or(0);
            Ok(Some(Value::Long(len as i64)))
        },
    );
    n.add(
        "java/io/UnixFileSystem.createFileExclusively(Ljava/lang/String;)Z",
        |vm, _, a| {
            let path = vm.string_value(non_null(a, 1)?);
            let created = vm.fs_create_new(&path)?.map_err(io_exception)?;
            Ok(Some(Value::Int(created as i32)))
        },
    );
    n.add(
        "java/io/UnixFileSystem.delete0(Ljava/io/File;)Z",
        |vm, _, a| {
            let path = file_path(vm, a, 1)?;
            Ok(Some(Value::Int(vm.fs_delete(&path)? as i32)))
        },
    );
    n.add(
        "java/io/UnixFileSystem.list(Ljava/io/File;)[Ljava/lang/String;",
        |vm, _, a| {
            let path = file_path(vm, a, 1)?;
            let Some(names) = vm.fs_list(&path) else {
                return Ok(Some(Value::NULL));
            };
            let refs: Vec<Option<ObjRef>> = names.iter().map(|n| Some(vm.new_string(n))).collect();
            let arr = vm
                .new_array("[Ljava/lang/String;", ArrayData::Ref(refs))
                .map_err(Flow::Error)?;
            Ok(Some(Value::Ref(Some(arr))))
        },
    );
    n.add(
        "java/io/UnixFileSystem.createDirectory(Ljava/io/File;)Z",
        |vm, _, a| {
            let path = file_path(vm, a, 1)?;
            Ok(Some(Value::Int(vm.fs_mkdir(&path)? as i32)))
        },
    );
    n.add(
        "java/io/UnixFileSystem.rename0(Ljava/io/File;Ljava/io/File;)Z",
        |vm, _, a| {
            let from = file_path(vm, a, 1)?;
            let to = file_path(vm, a, 2)?;
            Ok(Some(Value::Int(vm.fs_rename(&from, &to)? as i32)))
        },
    );
    n.add(
        "java/io/UnixFileSystem.setLastModifiedTime(Ljava/io/File;J)Z",
        set_attribute,
    );
    n.add(
        "java/io/UnixFileSystem.setReadOnly(Ljava/io/File;)Z",
        set_attribute,
    );
    n.add(
        "java/io/UnixFileSystem.setPermission(Ljava/io/File;IZZ)Z",
        set_attribute,
    );
    n.add(
        "java/io/UnixFileSystem.canonicalize0(Ljava/lang/String;)Ljava/lang/String;",
        |vm, _, a| {
            let path = vm.string_value(non_null(a, 1)?);
            let c = vm.fs_canonicalize(&path);
            Ok(Some(Value::Ref(Some(vm.new_string(&c)))))
        },
    );
    n.add(
        "java/io/UnixFileSystem.getNameMax0(Ljava/lang/String;)J",
        |_, _, _| Ok(Some(Value::Long(255))),
    );
    register_jdk25_aliases(n);
}

/// JDK 25 renamed some of these natives (same arguments and meaning):
/// `(JDK 17 native, JDK 25 native)`.
const JDK25_ALIASES: &[(&str, &str)] = &[
    (
        "java/io/FileDescriptor.sync()V",
        "java/io/FileDescriptor.sync0()V",
    ),
    (
        "java/io/RandomAccessFile.readBytes([BII)I",
        "java/io/RandomAccessFile.readBytes0([BII)I",
    ),
    (
        "java/io/RandomAccessFile.writeBytes([BII)V",
        "java/io/RandomAccessFile.writeBytes0([BII)V",
    ),
    (
        "java/io/RandomAccessFile.length()J",
        "java/io/RandomAccessFile.length0()J",
    ),
    (
        "java/io/RandomAccessFile.setLength(J)V",
        "java/io/RandomAccessFile.setLength0(J)V",
    ),
    (
        "java/io/UnixFileSystem.checkAccess(Ljava/io/File;I)Z",
        "java/io/UnixFileSystem.checkAccess0(Ljava/io/File;I)Z",
    ),
    (
        "java/io/UnixFileSystem.getLastModifiedTime(Ljava/io/File;)J",
        "java/io/UnixFileSystem.getLastModifiedTime0(Ljava/io/File;)J",
    ),
    (
        "java/io/UnixFileSystem.getLength(Ljava/io/File;)J",
        "java/io/UnixFileSystem.getLength0(Ljava/io/File;)J",
    ),
    (
        "java/io/UnixFileSystem.setPermission(Ljava/io/File;IZZ)Z",
        "java/io/UnixFileSystem.setPermission0(Ljava/io/File;IZZ)Z",
    ),
    (
        "java/io/UnixFileSystem.createFileExclusively(Ljava/lang/String;)Z",
        "java/io/UnixFileSystem.createFileExclusively0(Ljava/lang/String;)Z",
    ),
    (
        "java/io/UnixFileSystem.list(Ljava/io/File;)[Ljava/lang/String;",
        "java/io/UnixFileSystem.list0(Ljava/io/File;)[Ljava/lang/String;",
    ),
    (
        "java/io/UnixFileSystem.createDirectory(Ljava/io/File;)Z",
        "java/io/UnixFileSystem.createDirectory0(Ljava/io/File;)Z",
    ),
    (
        "java/io/UnixFileSystem.setLastModifiedTime(Ljava/io/File;J)Z",
        "java/io/UnixFileSystem.setLastModifiedTime0(Ljava/io/File;J)Z",
    ),
    (
        "java/io/UnixFileSystem.setReadOnly(Ljava/io/File;)Z",
        "java/io/UnixFileSystem.setReadOnly0(Ljava/io/File;)Z",
    ),
];

/// Registers the JDK 25 names of the natives above.
fn register_jdk25_aliases(n: &mut Natives) {
    for (jdk17, jdk25) in JDK25_ALIASES {
        if let Some(f) = n.lookup(jdk17) {
            n.add(jdk25, f);
        }
    }
}

/// An `IOException` with the OS's description of `e`.
fn io_exception(e: FsError) -> Flow {
    Flow::ThrowNew("java/io/IOException", Some(e.0))
}

/// The path of the `java.io.File` argument `i`.
fn file_path(vm: &Vm, a: &[Value], i: usize) -> Result<String, Flow> {
    let f = non_null(a, i)?;
    let path = vm
        .field_by_name(f, "path")
        .and_then(|v| v.as_ref())
        .ok_or(Flow::ThrowNew("java/lang/NullPointerException", None))?;
    Ok(vm.string_value(path))
}

/// The `FileDescriptor` of a stream (its `fd` field).
fn descriptor_of(vm: &Vm, stream: ObjRef) -> Result<ObjRef, Flow> {
    vm.field_by_name(stream, "fd")
        .and_then(|v| v.as_ref())
        .ok_or_else(|| Flow::throw_new("java/io/IOException", "Stream Closed"))
}

/// The descriptor number of a stream; "Stream Closed" once it is closed.
fn stream_fd(vm: &Vm, stream: ObjRef) -> Result<i32, Flow> {
    let d = descriptor_of(vm, stream)?;
    let fd = vm.field_by_name(d, "fd").map(|v| v.as_int()).unwrap_or(-1);
    if fd < 0 {
        return Err(Flow::throw_new("java/io/IOException", "Stream Closed"));
    }
    Ok(fd)
}

/// `open0(name, ...)` of a stream: opens the file and stores its
/// descriptor in the stream's `FileDescriptor`.
fn open(vm: &mut Vm, a: &[Value], mode: OpenMode) -> NativeResult {
    let stream = non_null(a, 0)?;
    let name = vm.string_value(non_null(a, 1)?);
    let fd = match vm.fs_open(&name, mode)? {
        Ok(fd) => fd,
        Err(e) => {
            return Err(Flow::ThrowNew(
                "java/io/FileNotFoundException",
                Some(format!("{name} ({})", e.0)),
            ))
        }
    };
    let d = descriptor_of(vm, stream)?;
    vm.set_field_by_name(d, "fd", Value::Int(fd));
    Ok(None)
}

fn descriptor_close(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let d = non_null(a, 0)?;
    let fd = vm.field_by_name(d, "fd").map(|v| v.as_int()).unwrap_or(-1);
    if fd > 2 {
        vm.fs_close(fd);
    }
    if fd >= 0 {
        vm.set_field_by_name(d, "fd", Value::Int(-1));
    }
    Ok(None)
}

/// Reads up to `max` bytes from `fd` (standard input for 0).
fn read(vm: &mut Vm, fd: i32, max: usize) -> Result<Vec<u8>, Flow> {
    if fd == 0 {
        if vm.files_overlaid() {
            return Err(Flow::Error(VmError::unsupported(
                "reading standard input under check: System.in is not modelled",
            )));
        }
        let mut buf = vec![0u8; max];
        let n = std::io::Read::read(&mut std::io::stdin(), &mut buf).unwrap_or(0);
        buf.truncate(n);
        return Ok(buf);
    }
    vm.fs_check_fixed_contents(fd)?;
    vm.fs_read(fd, max).map_err(io_exception)
}

/// Writes to `fd` (the program's output for 1 and 2).
fn write(vm: &mut Vm, fd: i32, bytes: &[u8]) -> NativeResult {
    if fd == 1 || fd == 2 {
        vm.write_output(fd, bytes);
        return Ok(None);
    }
    vm.fs_write(fd, bytes)?.map_err(io_exception)?;
    Ok(None)
}

fn read_one(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let fd = stream_fd(vm, non_null(a, 0)?)?;
    let b = read(vm, fd, 1)?;
    Ok(Some(Value::Int(b.first().map(|&x| x as i32).unwrap_or(-1))))
}

/// `(byte[] b, int off, int len)` checked as the JDK's natives do.
fn array_range(vm: &Vm, a: &[Value]) -> Result<(ObjRef, usize, usize), Flow> {
    let b = non_null(a, 1)?;
    let (off, len) = (a[2].as_int(), a[3].as_int());
    let size = match vm.state.heap.get(b).array() {
        Some(ArrayData::Byte(v)) => v.len() as i64,
        _ => 0,
    };
    if off < 0 || len < 0 || off as i64 + len as i64 > size {
        return Err(Flow::throw_new_null("java/lang/IndexOutOfBoundsException"));
    }
    Ok((b, off as usize, len as usize))
}

fn read_bytes(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let (b, off, len) = array_range(vm, a)?;
    if len == 0 {
        return Ok(Some(Value::Int(0)));
    }
    let fd = stream_fd(vm, non_null(a, 0)?)?;
    let bytes = read(vm, fd, len)?;
    if bytes.is_empty() {
        return Ok(Some(Value::Int(-1)));
    }
    if let Some(ArrayData::Byte(v)) = vm.state.heap.get_mut(b).array_mut() {
        for (i, &x) in bytes.iter().enumerate() {
            v[off + i] = x as i8;
        }
    }
    Ok(Some(Value::Int(bytes.len() as i32)))
}

fn write_bytes(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let (b, off, len) = array_range(vm, a)?;
    let fd = stream_fd(vm, non_null(a, 0)?)?;
    let bytes: Vec<u8> = match vm.state.heap.get(b).array() {
        Some(ArrayData::Byte(v)) => v[off..off + len].iter().map(|&x| x as u8).collect(),
        _ => Vec::new(),
    };
    write(vm, fd, &bytes)
}

fn length(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let fd = stream_fd(vm, non_null(a, 0)?)?;
    let len = vm.fs_length(fd).map_err(io_exception)?;
    Ok(Some(Value::Long(len as i64)))
}

fn position(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let fd = stream_fd(vm, non_null(a, 0)?)?;
    let pos = vm.fs_position(fd).map_err(io_exception)?;
    Ok(Some(Value::Long(pos as i64)))
}

/// `FileInputStream.skip0(n)`: moves the position by `n` (also past the
/// end, as `lseek` does) and returns how far it moved.
fn skip(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let fd = stream_fd(vm, non_null(a, 0)?)?;
    let pos = vm.fs_position(fd).map_err(io_exception)? as i64;
    let to = pos.saturating_add(a[1].as_long());
    if to < 0 {
        return Err(Flow::throw_new("java/io/IOException", "Invalid argument"));
    }
    vm.fs_seek(fd, to as u64).map_err(io_exception)?;
    Ok(Some(Value::Long(to - pos)))
}

fn available(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    let fd = stream_fd(vm, non_null(a, 0)?)?;
    if fd == 0 {
        return Ok(Some(Value::Int(0)));
    }
    let len = vm.fs_length(fd).map_err(io_exception)? as i64;
    let pos = vm.fs_position(fd).map_err(io_exception)? as i64;
    Ok(Some(Value::Int(
        (len - pos).clamp(0, i32::MAX as i64) as i32
    )))
}

/// `setLastModifiedTime`, `setReadOnly`, `setPermission`: done on the
/// host under `run`; under `check` the overlay keeps no attributes, so
/// these are unsupported there.
fn set_attribute(vm: &mut Vm, _: u32, a: &[Value]) -> NativeResult {
    if vm.files_overlaid() {
        return Err(Flow::Error(VmError::unsupported(
            "changing a file's time or permissions under check (java.io.File.setLastModified, \
             setReadOnly, setReadable/setWritable/setExecutable)",
        )));
    }
    let path = crate::files::absolute(&file_path(vm, a, 1)?);
    let ok = match a.len() {
        // setLastModifiedTime(File, long)
        3 if matches!(a[2], Value::Long(_)) => {
            let t = std::time::UNIX_EPOCH
                + std::time::Duration::from_millis(a[2].as_long().max(0) as u64);
            std::fs::File::options()
                .write(true)
                .open(&path)
                .or_else(|_| std::fs::File::open(&path))
                .and_then(|f| f.set_modified(t))
                .is_ok()
        }
        // setReadOnly(File)
        2 => set_mode(&path, |m| m & !0o222),
        // setPermission(File, access, enable, ownerOnly)
        _ => {
            let access = a[2].as_int() as u32;
            let enable = a[3].as_int() != 0;
            let owner_only = a[4].as_int() != 0;
            let bits = (if access & 4 != 0 { 0o444 } else { 0 })
                | (if access & 2 != 0 { 0o222 } else { 0 })
                | (if access & 1 != 0 { 0o111 } else { 0 });
            let bits = if owner_only { bits & 0o700 } else { bits };
            set_mode(&path, |m| if enable { m | bits } else { m & !bits })
        }
    };
    Ok(Some(Value::Int(ok as i32)))
}

fn set_mode(path: &str, f: impl Fn(u32) -> u32) -> bool {
    use std::os::unix::fs::PermissionsExt;
    let Ok(md) = std::fs::metadata(path) else {
        return false;
    };
    let mode = f(md.permissions().mode());
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).is_ok()
}
