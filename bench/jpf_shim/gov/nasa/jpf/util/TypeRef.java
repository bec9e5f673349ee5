package gov.nasa.jpf.util;

/** Compile-time stand-in: names a class by string. */
public class TypeRef {
    public final String clsName;
    public TypeRef(String clsName) { this.clsName = clsName; }
}
