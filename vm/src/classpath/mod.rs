//! Finding class bytes: the JDK's run-time image (`lib/modules`), then directories and jars
//! from the user's class path; and locating a JDK to take the platform classes from.

pub mod jimage;

use std::ffi::OsString;
use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use jimage::JImage;

/// Where a class's bytes came from, for error messages and stack traces.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// The JDK's run-time image.
    Jdk {
        /// The module the class is in, e.g. `java.base`.
        module: String,
    },
    /// A class-path directory.
    Dir(PathBuf),
    /// A class-path jar (or zip) file.
    Jar(PathBuf),
}

impl std::fmt::Display for Origin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Origin::Jdk { module } => write!(f, "jrt:/{module}"),
            Origin::Dir(p) | Origin::Jar(p) => write!(f, "{}", p.display()),
        }
    }
}

/// A one-line description of what went wrong, naming the file involved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClassPathError(pub String);

impl std::fmt::Display for ClassPathError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ClassPathError {}

/// Largest class file we agree to read from a directory or jar; bounds what a corrupt size
/// field can make us allocate.
const MAX_CLASS_SIZE: u64 = 1 << 30;

struct Jar {
    path: PathBuf,
    archive: Mutex<zip::ZipArchive<File>>,
    /// For a multi-release jar, the `META-INF/versions/<n>/` directories it has, highest first.
    versions: Vec<u32>,
}

enum Entry {
    Dir(PathBuf),
    Jar(Jar),
}

/// The classes visible to the program: the JDK's image first (boot class path semantics),
/// then the user's class-path entries in order.
pub struct ClassPath {
    jdk_home: PathBuf,
    jdk: JImage,
    jdk_version: u32,
    user: Vec<Entry>,
}

impl std::fmt::Debug for ClassPath {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let user: Vec<&Path> = self
            .user
            .iter()
            .map(|e| match e {
                Entry::Dir(p) => p.as_path(),
                Entry::Jar(j) => j.path.as_path(),
            })
            .collect();
        f.debug_struct("ClassPath")
            .field("jdk_home", &self.jdk_home)
            .field("jdk_version", &self.jdk_version)
            .field("user", &user)
            .finish()
    }
}

impl ClassPath {
    /// `user` = the --classpath entries in order (directories or .jar files). Each must exist
    /// (else Err naming it); `jdk` = the JDK home to take java.base etc. from.
    pub fn new(user: &[PathBuf], jdk: &Path) -> Result<ClassPath, ClassPathError> {
        let modules = jdk.join("lib").join("modules");
        if !modules.is_file() {
            return Err(ClassPathError(format!(
                "{}: not a JDK home (no lib/modules; a JDK 9 or later is needed)",
                jdk.display()
            )));
        }
        let image = JImage::open(&modules)?;
        let jdk_version = match release_version(jdk) {
            Some(v) => v,
            None => version_from_object_class(&image).ok_or_else(|| {
                ClassPathError(format!(
                    "{}: cannot tell the JDK version (no JAVA_VERSION in release, no readable java/lang/Object)",
                    jdk.display()
                ))
            })?,
        };
        let mut entries = Vec::with_capacity(user.len());
        for path in user {
            let meta = std::fs::metadata(path).map_err(|e| {
                ClassPathError(if e.kind() == std::io::ErrorKind::NotFound {
                    format!("classpath entry {} does not exist", path.display())
                } else {
                    format!("classpath entry {}: {e}", path.display())
                })
            })?;
            if meta.is_dir() {
                entries.push(Entry::Dir(path.clone()));
            } else {
                entries.push(Entry::Jar(open_jar(path, jdk_version)?));
            }
        }
        Ok(ClassPath {
            jdk_home: jdk.to_path_buf(),
            jdk: image,
            jdk_version,
            user: entries,
        })
    }

    /// Bytes of the class with internal name `java/lang/String` (no ".class"). JDK classes are
    /// searched first (boot class path semantics: the user cannot replace java.lang.String),
    /// then user entries in order. A name that cannot be a class (empty, `..` segments, ...)
    /// is simply not found.
    pub fn find_class(
        &self,
        internal_name: &str,
    ) -> Result<Option<(Vec<u8>, Origin)>, ClassPathError> {
        if !is_plausible_class_name(internal_name) {
            return Ok(None);
        }
        if let Some((bytes, module)) = self.jdk.find_class(internal_name)? {
            return Ok(Some((bytes, Origin::Jdk { module })));
        }
        let file_name = format!("{internal_name}.class");
        for entry in &self.user {
            match entry {
                Entry::Dir(dir) => {
                    if let Some(bytes) = read_from_dir(dir, &file_name)? {
                        return Ok(Some((bytes, Origin::Dir(dir.clone()))));
                    }
                }
                Entry::Jar(jar) => {
                    if let Some(bytes) = jar.read(&file_name)? {
                        return Ok(Some((bytes, Origin::Jar(jar.path.clone()))));
                    }
                }
            }
        }
        Ok(None)
    }

    /// The JDK's feature version (17, 25, ...) read from its `release` file
    /// (JAVA_VERSION="17.0.15"), or failing that from java/lang/Object's class-file version.
    pub fn jdk_version(&self) -> u32 {
        self.jdk_version
    }

    /// The JDK home the platform classes come from.
    pub fn jdk_home(&self) -> &Path {
        &self.jdk_home
    }

    /// The JDK's run-time image, for lookups beyond classes.
    pub fn jimage(&self) -> &JImage {
        &self.jdk
    }

    /// The contents of resource `name` (`META-INF/services/a.B`) in every
    /// user class path entry that has it, in class path order.
    pub fn user_resources(&self, name: &str) -> Result<Vec<Vec<u8>>, ClassPathError> {
        if !is_plausible_class_name(name) {
            return Ok(Vec::new());
        }
        let mut out = Vec::new();
        for entry in &self.user {
            let found = match entry {
                Entry::Dir(dir) => read_from_dir(dir, name)?,
                Entry::Jar(jar) => jar.read(name)?,
            };
            out.extend(found);
        }
        Ok(out)
    }
}

fn is_plausible_class_name(name: &str) -> bool {
    !name.is_empty()
        && !name.contains(['\0', '\\'])
        && name
            .split('/')
            .all(|seg| !seg.is_empty() && seg != "." && seg != "..")
}

fn read_from_dir(dir: &Path, file_name: &str) -> Result<Option<Vec<u8>>, ClassPathError> {
    let path = dir.join(file_name);
    let err = |e: std::io::Error| {
        ClassPathError(format!("{}: cannot read class file: {e}", path.display()))
    };
    match std::fs::metadata(&path) {
        Ok(m) if m.is_file() => {
            if m.len() > MAX_CLASS_SIZE {
                return Err(ClassPathError(format!(
                    "{}: class file too large ({} bytes)",
                    path.display(),
                    m.len()
                )));
            }
            std::fs::read(&path).map(Some).map_err(err)
        }
        Ok(_) => Ok(None),
        Err(e)
            if matches!(
                e.kind(),
                std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory
            ) =>
        {
            Ok(None)
        }
        Err(e) => Err(err(e)),
    }
}

fn open_jar(path: &Path, jdk_version: u32) -> Result<Jar, ClassPathError> {
    let err = |what: String| ClassPathError(format!("classpath entry {}: {what}", path.display()));
    let file = File::open(path).map_err(|e| err(format!("cannot open: {e}")))?;
    let mut archive =
        zip::ZipArchive::new(file).map_err(|e| err(format!("not a readable jar/zip file: {e}")))?;
    let mut versions = Vec::new();
    if manifest_is_multi_release(&mut archive) {
        for name in archive.file_names() {
            let Some(rest) = name.strip_prefix("META-INF/versions/") else {
                continue;
            };
            let Some((number, _)) = rest.split_once('/') else {
                continue;
            };
            if let Ok(v) = number.parse::<u32>() {
                if (9..=jdk_version).contains(&v) && !versions.contains(&v) {
                    versions.push(v);
                }
            }
        }
        versions.sort_unstable_by(|a, b| b.cmp(a));
    }
    Ok(Jar {
        path: path.to_path_buf(),
        archive: Mutex::new(archive),
        versions,
    })
}

fn manifest_is_multi_release(archive: &mut zip::ZipArchive<File>) -> bool {
    let Ok(mut manifest) = archive.by_name("META-INF/MANIFEST.MF") else {
        return false;
    };
    let mut text = Vec::new();
    if manifest.size() > 1 << 20 || manifest.read_to_end(&mut text).is_err() {
        return false;
    }
    // Only the main section counts; it ends at the first blank line.
    String::from_utf8_lossy(&text)
        .lines()
        .take_while(|l| !l.trim().is_empty())
        .filter_map(|l| l.split_once(':'))
        .any(|(k, v)| {
            k.trim().eq_ignore_ascii_case("Multi-Release") && v.trim().eq_ignore_ascii_case("true")
        })
}

impl Jar {
    fn read(&self, file_name: &str) -> Result<Option<Vec<u8>>, ClassPathError> {
        let mut archive = self.archive.lock().unwrap_or_else(|p| p.into_inner());
        for v in &self.versions {
            if let Some(bytes) =
                self.read_entry(&mut archive, &format!("META-INF/versions/{v}/{file_name}"))?
            {
                return Ok(Some(bytes));
            }
        }
        self.read_entry(&mut archive, file_name)
    }

    fn read_entry(
        &self,
        archive: &mut zip::ZipArchive<File>,
        name: &str,
    ) -> Result<Option<Vec<u8>>, ClassPathError> {
        let err =
            |what: String| ClassPathError(format!("{}: entry {name}: {what}", self.path.display()));
        let mut entry = match archive.by_name(name) {
            Ok(e) => e,
            Err(zip::result::ZipError::FileNotFound) => return Ok(None),
            Err(e) => return Err(err(e.to_string())),
        };
        if entry.is_dir() {
            return Ok(None);
        }
        if entry.size() > MAX_CLASS_SIZE {
            return Err(err(format!("too large ({} bytes)", entry.size())));
        }
        let mut bytes = Vec::with_capacity(entry.size() as usize);
        entry
            .read_to_end(&mut bytes)
            .map_err(|e| err(format!("cannot read: {e}")))?;
        Ok(Some(bytes))
    }
}

/// The feature version from `<home>/release`'s `JAVA_VERSION="17.0.15"` line
/// ("1.8.0_392" style gives 8).
fn release_version(home: &Path) -> Option<u32> {
    let text = std::fs::read_to_string(home.join("release")).ok()?;
    let value = text
        .lines()
        .find_map(|l| l.trim().strip_prefix("JAVA_VERSION="))?;
    parse_java_version(value)
}

fn parse_java_version(value: &str) -> Option<u32> {
    let value = value.trim().trim_matches('"');
    let mut numbers = value
        .split(|c: char| !c.is_ascii_digit())
        .map(|n| n.parse::<u32>());
    match numbers.next()?.ok()? {
        1 => numbers.next()?.ok(),
        v => Some(v),
    }
}

/// Feature version implied by java/lang/Object's class-file major version (52 = 8, 61 = 17).
fn version_from_object_class(image: &JImage) -> Option<u32> {
    let (bytes, _) = image.find_class("java/lang/Object").ok()??;
    let major = u16::from_be_bytes([*bytes.get(6)?, *bytes.get(7)?]);
    u32::from(major).checked_sub(44)
}

/// JAVA_HOME if set (and it has lib/modules), else the `java` found on PATH with symlinks
/// resolved (…/bin/java → the home is two levels up), else Err with a clear message saying to
/// set JAVA_HOME.
pub fn find_java_home() -> Result<PathBuf, ClassPathError> {
    find_java_home_in(std::env::var_os("JAVA_HOME"), std::env::var_os("PATH"))
}

/// [`find_java_home`] with the environment passed in.
pub fn find_java_home_in(
    java_home: Option<OsString>,
    path: Option<OsString>,
) -> Result<PathBuf, ClassPathError> {
    let is_jdk = |home: &Path| home.join("lib").join("modules").is_file();
    let mut tried = Vec::new();
    if let Some(home) = java_home.filter(|h| !h.is_empty()) {
        let home = PathBuf::from(home);
        if is_jdk(&home) {
            return Ok(home);
        }
        tried.push(format!("JAVA_HOME={} has no lib/modules", home.display()));
    } else {
        tried.push("JAVA_HOME is not set".to_string());
    }
    let exe = if cfg!(windows) { "java.exe" } else { "java" };
    let mut found_java = false;
    for dir in std::env::split_paths(&path.unwrap_or_default()) {
        let candidate = dir.join(exe);
        if !candidate.is_file() {
            continue;
        }
        found_java = true;
        let Ok(real) = std::fs::canonicalize(&candidate) else {
            continue;
        };
        if let Some(home) = real.parent().and_then(Path::parent) {
            if is_jdk(home) {
                return Ok(home.to_path_buf());
            }
        }
        tried.push(format!(
            "{} (→ {}) is not in a JDK with lib/modules",
            candidate.display(),
            real.display()
        ));
    }
    if !found_java {
        tried.push("no `java` on PATH".to_string());
    }
    Err(ClassPathError(format!(
        "cannot find a JDK: {}; set JAVA_HOME to a JDK 17 or later",
        tried.join("; ")
    )))
}

#[cfg(test)]
mod tests;
