import java.lang.invoke.MethodHandles;
import java.util.Base64;
import java.util.function.Supplier;

// MethodHandles.Lookup.defineClass: a class defined at run time from bytes
// into the lookup class's loader (the class path's) and package, then used
// like any (instantiated, found by name, its statics); a second definition
// of the same name, a class of another package, bytes that are no class
// file and a lookup without PACKAGE access are refused as the JDK refuses
// them. The bytes are javac 17's for:
//
//   public class LookupMade implements java.util.function.Supplier<String> {
//       static int made;
//       public LookupMade() { made++; }
//       public String get() {
//           return "made #" + made + " by "
//               + getClass().getClassLoader().getClass().getSimpleName();
//       }
//   }
//
//   package other;
//   public class OtherPkg {}
public class LookupDefineClass {
    static final String MADE =
              "yv66vgAAAD0AOgoAAgADBwAEDAAFAAYBABBqYXZhL2xhbmcvT2JqZWN0AQAGPGluaXQ+AQAD"
            + "KClWCQAIAAkHAAoMAAsADAEACkxvb2t1cE1hZGUBAARtYWRlAQABSQoAAgAODAAPABABAAhn"
            + "ZXRDbGFzcwEAEygpTGphdmEvbGFuZy9DbGFzczsKABIAEwcAFAwAFQAWAQAPamF2YS9sYW5n"
            + "L0NsYXNzAQAOZ2V0Q2xhc3NMb2FkZXIBABkoKUxqYXZhL2xhbmcvQ2xhc3NMb2FkZXI7CgAS"
            + "ABgMABkAGgEADWdldFNpbXBsZU5hbWUBABQoKUxqYXZhL2xhbmcvU3RyaW5nOxIAAAAcDAAd"
            + "AB4BABdtYWtlQ29uY2F0V2l0aENvbnN0YW50cwEAJyhJTGphdmEvbGFuZy9TdHJpbmc7KUxq"
            + "YXZhL2xhbmcvU3RyaW5nOwoACAAgDAAhABoBAANnZXQHACMBABtqYXZhL3V0aWwvZnVuY3Rp"
            + "b24vU3VwcGxpZXIBAARDb2RlAQAPTGluZU51bWJlclRhYmxlAQAUKClMamF2YS9sYW5nL09i"
            + "amVjdDsBAAlTaWduYXR1cmUBAENMamF2YS9sYW5nL09iamVjdDtMamF2YS91dGlsL2Z1bmN0"
            + "aW9uL1N1cHBsaWVyPExqYXZhL2xhbmcvU3RyaW5nOz47AQAKU291cmNlRmlsZQEAD0xvb2t1"
            + "cE1hZGUuamF2YQEAEEJvb3RzdHJhcE1ldGhvZHMPBgAtCgAuAC8HADAMAB0AMQEAJGphdmEv"
            + "bGFuZy9pbnZva2UvU3RyaW5nQ29uY2F0RmFjdG9yeQEAmChMamF2YS9sYW5nL2ludm9rZS9N"
            + "ZXRob2RIYW5kbGVzJExvb2t1cDtMamF2YS9sYW5nL1N0cmluZztMamF2YS9sYW5nL2ludm9r"
            + "ZS9NZXRob2RUeXBlO0xqYXZhL2xhbmcvU3RyaW5nO1tMamF2YS9sYW5nL09iamVjdDspTGph"
            + "dmEvbGFuZy9pbnZva2UvQ2FsbFNpdGU7CAAzAQAMbWFkZSAjASBieSABAQAMSW5uZXJDbGFz"
            + "c2VzBwA2AQAlamF2YS9sYW5nL2ludm9rZS9NZXRob2RIYW5kbGVzJExvb2t1cAcAOAEAHmph"
            + "dmEvbGFuZy9pbnZva2UvTWV0aG9kSGFuZGxlcwEABkxvb2t1cAAhAAgAAgABACIAAQAIAAsA"
            + "DAAAAAMAAQAFAAYAAQAkAAAAJQACAAEAAAANKrcAAbIABwRgswAHsQAAAAEAJQAAAAYAAQAA"
            + "AAMAAQAhABoAAQAkAAAALgACAAEAAAAWsgAHKrYADbYAEbYADbYAF7oAGwAAsAAAAAEAJQAA"
            + "AAYAAQAAAAQQQQAhACYAAQAkAAAAHQABAAEAAAAFKrYAH7AAAAABACUAAAAGAAEAAAABAAQA"
            + "JwAAAAIAKAApAAAAAgAqACsAAAAIAAEALAABADIANAAAAAoAAQA1ADcAOQAZ";

    static final String OTHER =
              "yv66vgAAAD0ADQoAAgADBwAEDAAFAAYBABBqYXZhL2xhbmcvT2JqZWN0AQAGPGluaXQ+AQAD"
            + "KClWBwAIAQAOb3RoZXIvT3RoZXJQa2cBAARDb2RlAQAPTGluZU51bWJlclRhYmxlAQAKU291"
            + "cmNlRmlsZQEADU90aGVyUGtnLmphdmEAIQAHAAIAAAAAAAEAAQAFAAYAAQAJAAAAHQABAAEA"
            + "AAAFKrcAAbEAAAABAAoAAAAGAAEAAAACAAEACwAAAAIADA==";

    @SuppressWarnings("unchecked")
    public static void main(String[] args) throws Exception {
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        byte[] made = Base64.getDecoder().decode(MADE);
        Class<?> c = lookup.defineClass(made);
        System.out.println(c.getName() + " same loader " + (c.getClassLoader() == LookupDefineClass.class.getClassLoader())
            + " package '" + c.getPackageName() + "' interfaces " + c.getInterfaces().length);
        Supplier<String> s1 = (Supplier<String>) c.getDeclaredConstructor().newInstance();
        Supplier<String> s2 = (Supplier<String>) c.getDeclaredConstructor().newInstance();
        System.out.println(s1.get() + " / " + s2.get());
        System.out.println("forName same " + (Class.forName("LookupMade") == c) + " static " + c.getDeclaredField("made").getInt(null));
        try {
            lookup.defineClass(made);
        } catch (LinkageError e) {
            System.out.println("again: " + e.getClass().getName());
        }
        try {
            lookup.defineClass(Base64.getDecoder().decode(OTHER));
        } catch (IllegalArgumentException e) {
            // JDK 17 names the class with dots, later releases with slashes.
            System.out.println("other package: " + e.getMessage().endsWith(" not in same package as lookup class"));
        }
        try {
            lookup.defineClass(new byte[]{1, 2, 3, 4, 5, 6, 7, 8, 9, 10});
        } catch (ClassFormatError e) {
            System.out.println("not a class: " + e.getClass().getName());
        }
        try {
            lookup.dropLookupMode(MethodHandles.Lookup.PACKAGE).defineClass(made);
        } catch (IllegalAccessException e) {
            System.out.println("no package access: " + e.getMessage());
        }
    }
}
