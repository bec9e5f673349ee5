use super::*;
use std::io::{Read, Write};
use std::sync::atomic::{AtomicUsize, Ordering};

const JDK17: &str = "/usr/lib/jvm/java-17-openjdk-amd64";
const JDK25_DEFAULT: &str = "/usr/lib/jvm/temurin-25-jdk-amd64";

fn jdk17() -> PathBuf {
    let p = PathBuf::from(JDK17);
    assert!(
        p.join("lib/modules").is_file(),
        "JDK 17 (the project's baseline) is not installed at {JDK17}: install Debian's openjdk-17-jdk-headless"
    );
    p
}

fn jdk25() -> PathBuf {
    let p = PathBuf::from(
        std::env::var("WAYFINDER_JDK25").unwrap_or_else(|_| JDK25_DEFAULT.to_string()),
    );
    assert!(
        p.join("lib/modules").is_file(),
        "JDK 25 is not installed at {} (set WAYFINDER_JDK25 to a JDK 25 home)",
        p.display()
    );
    p
}

/// A directory under the system temp dir, removed on drop.
struct TempDir(PathBuf);

impl TempDir {
    fn new(tag: &str) -> TempDir {
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let p = std::env::temp_dir().join(format!(
            "wayfinder-classpath-{}-{tag}-{n}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&p);
        std::fs::create_dir_all(&p).unwrap();
        TempDir(p)
    }
    fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn class_major(bytes: &[u8]) -> u16 {
    assert_eq!(&bytes[..4], &[0xCA, 0xFE, 0xBA, 0xBE], "not a class file");
    u16::from_be_bytes([bytes[6], bytes[7]])
}

fn check_jdk(home: &Path, version: u32, major: u16) {
    let cp = ClassPath::new(&[], home).unwrap();
    assert_eq!(cp.jdk_version(), version);
    for name in [
        "java/lang/Object",
        "java/lang/String",
        "java/util/HashMap$Node",
    ] {
        let (bytes, origin) = cp
            .find_class(name)
            .unwrap()
            .unwrap_or_else(|| panic!("{name} not found"));
        assert_eq!(class_major(&bytes), major, "{name}");
        assert_eq!(
            origin,
            Origin::Jdk {
                module: "java.base".into()
            }
        );
    }
    // Classes from other modules are found through the image's package table.
    let (bytes, origin) = cp.find_class("java/sql/Connection").unwrap().unwrap();
    assert_eq!(class_major(&bytes), major);
    assert_eq!(
        origin,
        Origin::Jdk {
            module: "java.sql".into()
        }
    );
    assert_eq!(origin.to_string(), "jrt:/java.sql");
    for missing in [
        "java/lang/NoSuchClass",
        "com/example/Nope",
        "NoPackage",
        "java/lang",
        "",
        "/java/lang/Object",
        "java//lang/Object",
        "../java/lang/Object",
        "java/lang/Object.class",
    ] {
        assert_eq!(cp.find_class(missing).unwrap(), None, "{missing:?}");
    }
}

#[test]
fn finds_core_classes_in_jdk17() {
    check_jdk(&jdk17(), 17, 61);
}

#[test]
fn finds_core_classes_in_jdk25() {
    check_jdk(&jdk25(), 25, 69);
}

#[test]
fn every_jdk17_class_entry_is_found_by_name() {
    let image = JImage::open(&jdk17().join("lib/modules")).unwrap();
    assert_eq!(image.version(), (1, 0));
    assert!(!image.is_big_endian());
    let entries = image.entries().unwrap();
    assert_eq!(entries.len(), image.len());
    let mut classes = 0;
    for (name, loc) in &entries {
        assert_eq!(image.find(name).unwrap().as_ref(), Some(loc), "{name}");
        // Regular classes (not module-info) must also be reachable through the package table.
        if let Some(rest) = name.strip_prefix('/') {
            let (module, path) = rest.split_once('/').unwrap_or((rest, ""));
            if module != "modules" && module != "packages" && path.contains('/') {
                if let Some(internal) = path.strip_suffix(".class") {
                    if classes % 50 == 0 {
                        let (_, m) = image.find_class(internal).unwrap().unwrap();
                        assert_eq!(m, module, "{internal}");
                    }
                    classes += 1;
                }
            }
        }
    }
    assert!(classes > 20_000, "only {classes} classes");
}

#[test]
fn user_dirs_and_jars_are_searched_in_order_after_the_jdk() {
    let tmp = TempDir::new("user");
    let fake = |tag: u8| vec![0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 61, tag];
    // A directory with a class in a package and one in the unnamed package.
    let dir = tmp.path().join("classes");
    std::fs::create_dir_all(dir.join("com/example")).unwrap();
    std::fs::write(dir.join("com/example/Foo.class"), fake(1)).unwrap();
    std::fs::write(dir.join("Main.class"), fake(2)).unwrap();
    std::fs::write(dir.join("com/example/Shared.class"), fake(3)).unwrap();
    std::fs::create_dir_all(dir.join("java/lang")).unwrap();
    std::fs::write(dir.join("java/lang/String.class"), fake(4)).unwrap();
    // A jar with deflated and stored entries, one class shadowed by the directory.
    let jar = tmp.path().join("lib.jar");
    {
        let mut w = zip::ZipWriter::new(File::create(&jar).unwrap());
        let deflated = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Deflated);
        let stored = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Stored);
        w.add_directory("org/lib/", stored).unwrap();
        w.start_file("org/lib/Bar.class", deflated).unwrap();
        w.write_all(&fake(5)).unwrap();
        w.start_file("org/lib/Big.class", deflated).unwrap();
        w.write_all(&vec![7u8; 100_000]).unwrap();
        w.start_file("com/example/Shared.class", stored).unwrap();
        w.write_all(&fake(6)).unwrap();
        w.finish().unwrap();
    }
    let cp = ClassPath::new(&[dir.clone(), jar.clone()], &jdk17()).unwrap();
    let find = |n: &str| cp.find_class(n).unwrap();
    assert_eq!(
        find("com/example/Foo"),
        Some((fake(1), Origin::Dir(dir.clone())))
    );
    assert_eq!(find("Main"), Some((fake(2), Origin::Dir(dir.clone()))));
    assert_eq!(
        find("com/example/Shared"),
        Some((fake(3), Origin::Dir(dir.clone())))
    );
    assert_eq!(
        find("org/lib/Bar"),
        Some((fake(5), Origin::Jar(jar.clone())))
    );
    assert_eq!(
        find("org/lib/Big"),
        Some((vec![7u8; 100_000], Origin::Jar(jar.clone())))
    );
    assert_eq!(find("org/lib"), None);
    assert_eq!(find("org/lib/Missing"), None);
    assert_eq!(find("com/example/Foo/Inner"), None);
    // The user cannot replace a JDK class.
    let (bytes, origin) = find("java/lang/String").unwrap();
    assert_eq!(
        origin,
        Origin::Jdk {
            module: "java.base".into()
        }
    );
    assert_eq!(class_major(&bytes), 61);
    // Jar first: its copy of Shared wins.
    let cp = ClassPath::new(&[jar.clone(), dir.clone()], &jdk17()).unwrap();
    assert_eq!(
        cp.find_class("com/example/Shared").unwrap(),
        Some((fake(6), Origin::Jar(jar.clone())))
    );
}

#[test]
fn multi_release_jars_prefer_versioned_entries() {
    let tmp = TempDir::new("mrjar");
    let jar = tmp.path().join("mr.jar");
    {
        let mut w = zip::ZipWriter::new(File::create(&jar).unwrap());
        let o = zip::write::SimpleFileOptions::default();
        w.start_file("META-INF/MANIFEST.MF", o).unwrap();
        w.write_all(b"Manifest-Version: 1.0\r\nMulti-Release: true\r\n\r\n")
            .unwrap();
        for (name, tag) in [
            ("a/A.class", 8u8),
            ("META-INF/versions/11/a/A.class", 11),
            ("META-INF/versions/17/a/A.class", 17),
            ("META-INF/versions/21/a/A.class", 21),
            ("META-INF/versions/9/a/B.class", 9),
        ] {
            w.start_file(name, o).unwrap();
            w.write_all(&[tag]).unwrap();
        }
        w.finish().unwrap();
    }
    let cp = ClassPath::new(std::slice::from_ref(&jar), &jdk17()).unwrap();
    assert_eq!(
        cp.find_class("a/A").unwrap(),
        Some((vec![17], Origin::Jar(jar.clone())))
    );
    assert_eq!(
        cp.find_class("a/B").unwrap(),
        Some((vec![9], Origin::Jar(jar.clone())))
    );
}

#[test]
fn bad_classpath_entries_and_homes_are_errors() {
    let tmp = TempDir::new("bad");
    let missing = tmp.path().join("no-such.jar");
    let e = ClassPath::new(std::slice::from_ref(&missing), &jdk17()).unwrap_err();
    assert!(e.0.contains(&*missing.to_string_lossy()), "{e}");
    assert!(!e.0.contains('\n'));
    let not_a_jar = tmp.path().join("junk.jar");
    std::fs::write(&not_a_jar, b"this is not a zip file").unwrap();
    let e = ClassPath::new(std::slice::from_ref(&not_a_jar), &jdk17()).unwrap_err();
    assert!(e.0.contains("junk.jar"), "{e}");
    let e = ClassPath::new(&[], tmp.path()).unwrap_err();
    assert!(e.0.contains("not a JDK home"), "{e}");
}

/// A fake JDK home whose lib/modules is `modules`.
fn fake_home(tmp: &TempDir, name: &str, modules: &[u8]) -> PathBuf {
    let home = tmp.path().join(name);
    std::fs::create_dir_all(home.join("lib")).unwrap();
    std::fs::write(home.join("lib/modules"), modules).unwrap();
    std::fs::write(home.join("release"), "JAVA_VERSION=\"17.0.15\"\n").unwrap();
    home
}

#[test]
fn corrupt_images_give_errors_not_panics() {
    let tmp = TempDir::new("corrupt");
    let modules = jdk17().join("lib/modules");
    let index_size = JImage::open(&modules).unwrap().index_size() as usize;
    // The index and a little of the resources after it are all these tests need.
    let mut real = Vec::new();
    File::open(&modules)
        .unwrap()
        .take(index_size as u64 + 8192)
        .read_to_end(&mut real)
        .unwrap();
    // Too short, wrong magic, wrong version, index longer than the file: Err at open.
    for (name, bytes) in [
        ("empty", Vec::new()),
        ("short", real[..20].to_vec()),
        ("magic", [b"\0\0\0\0".as_slice(), &real[4..1000]].concat()),
        (
            "version",
            [&real[..4], b"\0\0\x02\0".as_slice(), &real[8..1000]].concat(),
        ),
        ("truncated-index", real[..index_size / 2].to_vec()),
    ] {
        let home = fake_home(&tmp, name, &bytes);
        let e = ClassPath::new(&[], &home).unwrap_err();
        assert!(e.0.contains("modules"), "{name}: {e}");
    }
    // Index intact but resources cut off: opens, then lookups fail cleanly.
    let home = fake_home(&tmp, "truncated-data", &real[..index_size + 1000]);
    let cp = ClassPath::new(&[], &home).unwrap();
    let e = cp.find_class("java/lang/String").unwrap_err();
    assert!(e.0.contains("past the end"), "{e}");
    // Scribbled-over index: every lookup returns something or an Err, never panics.
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    for round in 0..40 {
        let mut bytes = real[..index_size + 4096].to_vec();
        for _ in 0..200 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let at = 28 + (x as usize % (index_size - 28));
            bytes[at] = (x >> 40) as u8;
        }
        let path = tmp.path().join(format!("scribbled-{round}"));
        std::fs::write(&path, &bytes).unwrap();
        let Ok(image) = JImage::open(&path) else {
            continue;
        };
        for name in [
            "java/lang/Object",
            "java/lang/String",
            "java/util/HashMap$Node",
            "java/sql/Connection",
        ] {
            let _ = image.find_class(name);
        }
        let _ = image.entries();
    }
}

/// Builds a java.base-only image with `jlink --compress=<level>` from JDK 17's jmods.
fn jlink_image(tmp: &TempDir, level: &str) -> PathBuf {
    let jdk = jdk17();
    let out = tmp.path().join(format!("image-{level}"));
    let status = std::process::Command::new(jdk.join("bin/jlink"))
        .args([
            "--add-modules",
            "java.base",
            "--compress",
            level,
            "--output",
        ])
        .arg(&out)
        .status()
        .expect("cannot run jlink from JDK 17");
    assert!(
        status.success(),
        "jlink --compress={level} failed (are JDK 17's jmods installed?)"
    );
    out
}

#[test]
fn zip_compressed_images_are_read() {
    let tmp = TempDir::new("zipimg");
    let home = jlink_image(&tmp, "2");
    let plain = JImage::open(&jdk17().join("lib/modules")).unwrap();
    let image = JImage::open(&home.join("lib/modules")).unwrap();
    let mut compressed = 0;
    for (name, loc) in image.entries().unwrap() {
        if !name.starts_with("/java.base/") {
            continue;
        }
        compressed += usize::from(loc.compressed_size != 0);
        let bytes = image.read(&loc).unwrap();
        assert_eq!(bytes.len() as u64, loc.uncompressed_size);
        // jlink regenerates a few classes describing the image's own module graph.
        if name.starts_with("/java.base/jdk/internal/module/SystemModules")
            || name.ends_with("module-info.class")
        {
            continue;
        }
        assert_eq!(bytes, plain.resource(&name).unwrap().unwrap(), "{name}");
    }
    assert!(compressed > 5000, "only {compressed} compressed resources");
    let cp = ClassPath::new(&[], &home).unwrap();
    let (bytes, _) = cp.find_class("java/util/HashMap$Node").unwrap().unwrap();
    assert_eq!(class_major(&bytes), 61);
}

#[test]
fn compact_cp_images_give_a_clear_error() {
    let tmp = TempDir::new("cpimg");
    let home = jlink_image(&tmp, "1");
    let cp = ClassPath::new(&[], &home).unwrap();
    let e = cp.find_class("java/lang/String").unwrap_err();
    assert!(
        e.0.contains("compact-cp") && e.0.contains("String.class"),
        "{e}"
    );
}

#[test]
fn java_versions_parse() {
    assert_eq!(parse_java_version("\"17.0.15\""), Some(17));
    assert_eq!(parse_java_version("\"25\""), Some(25));
    assert_eq!(parse_java_version("\"26-ea\""), Some(26));
    assert_eq!(parse_java_version("\"1.8.0_392\""), Some(8));
    assert_eq!(parse_java_version("\"\""), None);
}

#[cfg(unix)]
#[test]
fn java_home_is_found_from_env_or_path() {
    let jdk = jdk17();
    let tmp = TempDir::new("home");
    // JAVA_HOME wins when it is a JDK.
    assert_eq!(
        find_java_home_in(Some(jdk.clone().into()), None).unwrap(),
        jdk
    );
    // Otherwise `java` on PATH, through symlinks.
    let bin = tmp.path().join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    std::os::unix::fs::symlink(jdk.join("bin/java"), bin.join("java")).unwrap();
    let path = std::env::join_paths([tmp.path().join("nothing-here"), bin.clone()]).unwrap();
    let found = find_java_home_in(Some(tmp.path().into()), Some(path.clone())).unwrap();
    assert_eq!(found, std::fs::canonicalize(&jdk).unwrap());
    let found = find_java_home_in(None, Some(path)).unwrap();
    assert_eq!(found, std::fs::canonicalize(&jdk).unwrap());
    // Neither: a message that says what to do.
    let e = find_java_home_in(None, Some(tmp.path().join("nothing-here").into())).unwrap_err();
    assert!(e.0.contains("set JAVA_HOME"), "{e}");
    assert!(!e.0.contains('\n'));
}

#[test]
fn class_path_is_send_and_sync() {
    fn check<T: Send + Sync>() {}
    check::<ClassPath>();
}

/// Rewrites JDK 17's image as a big-endian platform would have written it (header, tables and
/// the `/packages` contents byte-swapped), as a sparse file holding just the index and the few
/// resources looked up, and reads classes back from it.
#[cfg(unix)]
#[test]
fn big_endian_images_are_read() {
    use std::os::unix::fs::FileExt;
    let modules = jdk17().join("lib/modules");
    let le = JImage::open(&modules).unwrap();
    let index_size = le.index_size() as usize;
    let mut index = vec![0u8; index_size];
    File::open(&modules)
        .unwrap()
        .read_exact_at(&mut index, 0)
        .unwrap();
    let table_length = u32::from_le_bytes(index[16..20].try_into().unwrap()) as usize;
    let swap_words = |bytes: &mut [u8]| bytes.chunks_exact_mut(4).for_each(|w| w.reverse());
    swap_words(&mut index[..28 + table_length * 8]);

    let tmp = TempDir::new("bigendian");
    let home = tmp.path().join("jdk");
    std::fs::create_dir_all(home.join("lib")).unwrap();
    std::fs::write(home.join("release"), "JAVA_VERSION=\"17.0.15\"\n").unwrap();
    let out = File::create(home.join("lib/modules")).unwrap();
    out.set_len(std::fs::metadata(&modules).unwrap().len())
        .unwrap();
    out.write_all_at(&index, 0).unwrap();
    let classes = [
        "java/lang/Object",
        "java/lang/String",
        "java/util/HashMap$Node",
    ];
    let mut names: Vec<String> = classes
        .iter()
        .map(|c| format!("/java.base/{c}.class"))
        .collect();
    names.push("/packages/java.lang".into());
    names.push("/packages/java.util".into());
    for name in &names {
        let loc = le.find(name).unwrap().unwrap();
        assert_eq!(loc.compressed_size, 0);
        let mut content = le.read(&loc).unwrap();
        if name.starts_with("/packages/") {
            swap_words(&mut content);
        }
        out.write_all_at(&content, le.index_size() + loc.offset)
            .unwrap();
    }
    drop(out);

    let cp = ClassPath::new(&[], &home).unwrap();
    assert!(cp.jimage().is_big_endian());
    for c in classes {
        let (bytes, origin) = cp.find_class(c).unwrap().unwrap();
        assert_eq!(bytes, le.find_class(c).unwrap().unwrap().0, "{c}");
        assert_eq!(
            origin,
            Origin::Jdk {
                module: "java.base".into()
            }
        );
    }
    assert_eq!(cp.find_class("java/lang/Nope").unwrap(), None);
}
