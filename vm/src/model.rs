//! Wayfinder's Java model classes.
//!
//! The interpreter runs the real JDK 17 class library, except for a few
//! VM-coupled classes (`java.lang.System`, `java.lang.Class`,
//! `java.lang.Thread`, `java.lang.ref.Reference`, `java.io.PrintStream`, ...)
//! that are shadowed by small model classes of our own. Their sources live in
//! `vm/java/`; `vm/build.rs` compiles them with a JDK 17 `javac` and embeds
//! the class files here. A model class, when present, is loaded instead of
//! the JDK class of the same name. Nested classes of a model class are model
//! classes too (e.g. `java/lang/Thread$State`).

// Defines `static MODEL_CLASSES: &[(&str, &[u8])]`, sorted by name.
include!(concat!(env!("OUT_DIR"), "/model_classes.rs"));

/// The class-file bytes of the model class with the given internal name
/// (`"java/lang/System"`, `"java/lang/Thread$State"`), or None when that
/// class is not modelled and comes from the JDK.
pub fn model_class(internal_name: &str) -> Option<&'static [u8]> {
    MODEL_CLASSES
        .binary_search_by(|(name, _)| (*name).cmp(internal_name))
        .ok()
        .map(|i| MODEL_CLASSES[i].1)
}

/// The internal names of all model classes, in sorted order.
pub fn model_class_names() -> impl Iterator<Item = &'static str> {
    MODEL_CLASSES.iter().map(|(name, _)| *name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_sorted_and_lookups_work() {
        let names: Vec<&str> = model_class_names().collect();
        assert!(
            names.windows(2).all(|w| w[0] < w[1]),
            "model class table not sorted"
        );
        for name in &names {
            let bytes = model_class(name).expect("listed model class is found");
            assert_eq!(
                &bytes[..4],
                &[0xCA, 0xFE, 0xBA, 0xBE],
                "{name} is not a class file"
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
            assert!(model_class(name).is_some(), "missing model class {name}");
        }
        assert!(model_class("java/lang/String").is_none());
        assert!(model_class("").is_none());
    }
}
