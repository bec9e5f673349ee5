//! Field and method descriptors (JVMS 4.3).

/// The parameter descriptors of a method descriptor, e.g. `(I[JLjava/lang/String;)V`
/// gives `["I", "[J", "Ljava/lang/String;"]`. `None` when malformed.
pub fn method_params(desc: &str) -> Option<Vec<&str>> {
    let b = desc.as_bytes();
    if b.first() != Some(&b'(') {
        return None;
    }
    let mut i = 1;
    let mut out = Vec::new();
    while i < b.len() && b[i] != b')' {
        let start = i;
        while i < b.len() && b[i] == b'[' {
            i += 1;
        }
        match b.get(i)? {
            b'L' => {
                while i < b.len() && b[i] != b';' {
                    i += 1;
                }
                if i >= b.len() {
                    return None;
                }
                i += 1;
            }
            b'B' | b'C' | b'D' | b'F' | b'I' | b'J' | b'S' | b'Z' => i += 1,
            _ => return None,
        }
        out.push(&desc[start..i]);
    }
    if i >= b.len() {
        return None;
    }
    Some(out)
}

/// The return descriptor of a method descriptor (`V` for void).
pub fn method_return(desc: &str) -> Option<&str> {
    let close = desc.find(')')?;
    let r = &desc[close + 1..];
    if r.is_empty() {
        None
    } else {
        Some(r)
    }
}

/// The class a field descriptor names: `Ljava/lang/String;` → `java/lang/String`,
/// arrays stay as descriptors (`[I`), primitives give `None`.
pub fn class_of_field_desc(desc: &str) -> Option<&str> {
    if desc.starts_with('[') {
        Some(desc)
    } else if desc.starts_with('L') && desc.ends_with(';') {
        Some(&desc[1..desc.len() - 1])
    } else {
        None
    }
}

/// `java/lang/String` → `java.lang.String`; array names (`[Ljava/lang/String;`)
/// become `[Ljava.lang.String;` as `Class.getName` reports them.
pub fn binary_name(internal: &str) -> String {
    internal.replace('/', ".")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn params_and_return() {
        assert_eq!(
            method_params("(I[JLjava/lang/String;[[Ljava/lang/Object;D)V").unwrap(),
            vec!["I", "[J", "Ljava/lang/String;", "[[Ljava/lang/Object;", "D"]
        );
        assert_eq!(method_params("()V").unwrap(), Vec::<&str>::new());
        assert_eq!(method_return("(II)J"), Some("J"));
        assert!(method_params("(Q)V").is_none());
        assert!(method_params("(Ljava/lang").is_none());
        assert_eq!(
            class_of_field_desc("Ljava/util/List;"),
            Some("java/util/List")
        );
        assert_eq!(class_of_field_desc("[I"), Some("[I"));
        assert_eq!(class_of_field_desc("I"), None);
    }
}
