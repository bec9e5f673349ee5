//! Wayfinder's Java model classes.
//!
//! The interpreter runs the real JDK class library, except for a few
//! VM-coupled classes (`java.lang.System`, `java.lang.Class`,
//! `java.lang.Thread`, `java.lang.ref.Reference`, `java.io.PrintStream`, ...)
//! that are shadowed by small model classes of our own. Their sources live in
//! `vm/java/`; `vm/build.rs` compiles them and embeds the class files here. A
//! model class, when present, is loaded instead of the JDK class of the same
//! name. Nested classes of a model class are model classes too (e.g.
//! `java/lang/Thread$State`).
//!
//! The JDK's internals differ between releases, so there is one set of
//! model classes per supported class library:
//! - JDK 17 (always built): `vm/java/` compiled against JDK 17's `java.base`;
//!   used for every JDK before 25;
//! - JDK 25: `vm/java/` with the files of `vm/java25/` replacing those of the
//!   same path, compiled against JDK 25's `java.base`; used for JDK 25 and
//!   later. It is only built when a JDK 25 `javac` was found at build time.

// Defines `static MODEL_CLASSES_17: &[(&str, &[u8])]` and
// `static MODEL_CLASSES_25: Result<&[(&str, &[u8])], &str>` (Err: why this
// build has no JDK 25 set), each sorted by name.
include!(concat!(env!("OUT_DIR"), "/model_classes.rs"));

/// The first JDK feature version that uses the JDK 25 model set.
pub const JDK25: u32 = 25;

type Table = &'static [(&'static str, &'static [u8])];

/// The model set for a JDK feature version (17, 25, ...), or why this build
/// cannot run on that JDK.
fn table(jdk_version: u32) -> Result<Table, String> {
    if jdk_version < JDK25 {
        return Ok(MODEL_CLASSES_17);
    }
    MODEL_CLASSES_25.map_err(|why| {
        format!(
            "JDK {jdk_version}'s class library: this build of Wayfinder has no JDK 25 model \
             classes, because {why}. Rebuild it with a JDK 25 installed (or with \
             WAYFINDER_JDK25 naming one), or run it with JAVA_HOME set to a JDK 17"
        )
    })
}

/// Does this build have model classes for JDK `jdk_version`?
pub fn supports_jdk(jdk_version: u32) -> bool {
    table(jdk_version).is_ok()
}

/// The class-file bytes of the model class with the given internal name
/// (`"java/lang/System"`, `"java/lang/Thread$State"`) for the class library
/// of JDK `jdk_version`; `Ok(None)` when that class is not modelled and comes
/// from the JDK; `Err` (a message for an "unsupported" error) when this build
/// has no model classes for that JDK.
pub fn model_class(jdk_version: u32, internal_name: &str) -> Result<Option<&'static [u8]>, String> {
    let t = table(jdk_version)?;
    Ok(t.binary_search_by(|(name, _)| (*name).cmp(internal_name))
        .ok()
        .map(|i| t[i].1))
}

/// The internal names of all model classes for JDK `jdk_version`, in sorted
/// order (none when this build does not support that JDK).
pub fn model_class_names(jdk_version: u32) -> impl Iterator<Item = &'static str> {
    table(jdk_version)
        .unwrap_or(&[])
        .iter()
        .map(|(name, _)| *name)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check_set(version: u32) {
        let names: Vec<&str> = model_class_names(version).collect();
        assert!(
            names.windows(2).all(|w| w[0] < w[1]),
            "JDK {version} model class table not sorted"
        );
        for name in &names {
            let bytes = model_class(version, name)
                .unwrap()
                .expect("listed model class is found");
            assert_eq!(
                &bytes[..4],
                &[0xCA, 0xFE, 0xBA, 0xBE],
                "{name} is not a class file"
            );
            let major = u16::from_be_bytes([bytes[6], bytes[7]]) as u32;
            assert_eq!(
                major,
                version + 44,
                "{name}: class-file version {major} in the JDK {version} set"
            );
        }
        for name in [
            "java/lang/System",
            "java/lang/Class",
            "java/lang/Thread",
            "java/lang/Thread$State",
            "java/lang/Thread$UncaughtExceptionHandler",
            "java/lang/ref/Reference",
            "java/io/PrintStream",
        ] {
            assert!(
                model_class(version, name).unwrap().is_some(),
                "missing model class {name} for JDK {version}"
            );
        }
        assert!(model_class(version, "java/lang/String").unwrap().is_none());
        assert!(model_class(version, "").unwrap().is_none());
    }

    #[test]
    fn table_is_sorted_and_lookups_work() {
        check_set(17);
        // JDKs before 25 share the JDK 17 set.
        assert_eq!(
            model_class(21, "java/lang/System").unwrap(),
            model_class(17, "java/lang/System").unwrap()
        );
    }

    #[test]
    fn jdk25_set_is_complete_or_absent_with_a_reason() {
        if supports_jdk(25) {
            check_set(25);
            assert!(supports_jdk(26), "later JDKs use the JDK 25 set");
        } else {
            let err = model_class(25, "java/lang/System").unwrap_err();
            assert!(err.contains("no JDK 25 model classes"), "{err}");
            assert!(model_class_names(25).next().is_none());
        }
    }
}
