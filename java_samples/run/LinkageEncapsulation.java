// Strong encapsulation at link time (JVMS 5.4.4): a class outside the
// run-time image may name a class of a module only if the module exports
// its package. javac refuses such a reference without --add-exports, so a
// loader of the program's own defines classes whose stand-in names (the
// Linkage* classes below) are rewritten in their constant pools to
// jdk.internal.misc.Unsafe, sun.nio.cs.UTF_8 and others: resolving each
// fails with IllegalAccessError and java's message (naming the class's
// unnamed module by its identity hash, which is printed masked, then
// compared with the class's own Module), whether the reference is a call,
// a field, new, a class constant, an array or instanceof, and again on a
// second try; a superclass or superinterface in such a package fails the
// definition. Exported packages (sun.misc of jdk.unsupported, javax.crypto
// of java.base) link as before.
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.util.Map;
import java.util.function.Supplier;

class LinkageStandInA {
    static int ADDRESS_SIZE = 8;

    static Object getUnsafe() {
        return "stand-in";
    }
}

class LinkageStandInB {
}

class LinkageStandInC {
}

class LinkageStandInD {
}

class LinkageStandInE {
}

class LinkageStandInF {
}

class LinkageStandInG {
}

class LinkageStandInH {
}

interface LinkageStandInI {
}

public class LinkageEncapsulation {
    static final Map<String, String> RENAMES = Map.of(
            "LinkageStandInA", "jdk/internal/misc/Unsafe",
            "LinkageStandInB", "sun/nio/cs/UTF_8",
            "LinkageStandInC", "jdk/internal/misc/VM",
            "LinkageStandInD", "jdk/internal/misc/Signal",
            "LinkageStandInE", "sun/security/util/Debug",
            "LinkageStandInF", "com/sun/jndi/ldap/LdapCtx",
            "LinkageStandInG", "sun/misc/Unsafe",
            "LinkageStandInH", "sun/security/util/DerValue",
            "LinkageStandInI", "sun/security/util/DerEncoder");

    public static String masked(Throwable e, Class<?> from) {
        String own = from.getModule().toString().replace("unnamed module @", "unnamed module @0x");
        String m = e.getMessage();
        return e.getClass().getName() + ": " + m.replaceAll("@0x[0-9a-f]+", "@0xN")
                + (m.contains(own) ? " [own module]" : " [other module]");
    }

    public static class Probe implements Supplier<String> {
        @Override
        public String get() {
            StringBuilder out = new StringBuilder();
            for (int round = 1; round <= 2; round++) {
                out.append("round ").append(round).append('\n');
                try {
                    out.append("call ").append(LinkageStandInA.getUnsafe()).append('\n');
                } catch (IllegalAccessError e) {
                    out.append("call ").append(masked(e, Probe.class)).append('\n');
                }
                try {
                    out.append("field ").append(LinkageStandInA.ADDRESS_SIZE).append('\n');
                } catch (IllegalAccessError e) {
                    out.append("field ").append(masked(e, Probe.class)).append('\n');
                }
                try {
                    out.append("new ").append(new LinkageStandInB() != null).append('\n');
                } catch (IllegalAccessError e) {
                    out.append("new ").append(masked(e, Probe.class)).append('\n');
                }
                try {
                    out.append("ldc ").append(LinkageStandInC.class.getName()).append('\n');
                } catch (IllegalAccessError e) {
                    out.append("ldc ").append(masked(e, Probe.class)).append('\n');
                }
                try {
                    out.append("anewarray ").append(new LinkageStandInD[2].length).append('\n');
                } catch (IllegalAccessError e) {
                    out.append("anewarray ").append(masked(e, Probe.class)).append('\n');
                }
                try {
                    Object o = "text";
                    out.append("instanceof ").append(o instanceof LinkageStandInE).append('\n');
                } catch (IllegalAccessError e) {
                    out.append("instanceof ").append(masked(e, Probe.class)).append('\n');
                }
                try {
                    out.append("other module ").append(LinkageStandInF.class.getName()).append('\n');
                } catch (IllegalAccessError e) {
                    out.append("other module ").append(masked(e, Probe.class)).append('\n');
                }
            }
            out.append("exported ").append(LinkageStandInG.class.getName()).append(' ')
                    .append(javax.crypto.Cipher.class.getSimpleName()).append('\n');
            return out.toString();
        }
    }

    public static class Sub extends LinkageStandInH {
    }

    public static class Impl implements LinkageStandInI {
    }

    /** Defines the named classes from the class path's bytes, renamed. */
    static class RenamingLoader extends ClassLoader {
        RenamingLoader() {
            super(LinkageEncapsulation.class.getClassLoader());
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.startsWith("LinkageEncapsulation$") || name.equals("LinkageEncapsulation$RenamingLoader")) {
                return super.loadClass(name, resolve);
            }
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c == null) {
                    try (InputStream in = getParent().getResourceAsStream(name + ".class")) {
                        byte[] b = rename(in.readAllBytes());
                        c = defineClass(name, b, 0, b.length);
                    } catch (java.io.IOException e) {
                        throw new ClassNotFoundException(name, e);
                    }
                }
                return c;
            }
        }
    }

    /** The class file with every CONSTANT_Utf8 entry equal to a key of RENAMES replaced. */
    static byte[] rename(byte[] b) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int i = 0;
        while (i < b.length) {
            if (b[i] == 1 && i + 3 <= b.length) {
                int len = ((b[i + 1] & 0xff) << 8) | (b[i + 2] & 0xff);
                if (i + 3 + len <= b.length) {
                    String s = new String(b, i + 3, len, java.nio.charset.StandardCharsets.ISO_8859_1);
                    String to = RENAMES.get(s);
                    if (to != null) {
                        out.write(1);
                        out.write(to.length() >> 8);
                        out.write(to.length() & 0xff);
                        out.writeBytes(to.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
                        i += 3 + len;
                        continue;
                    }
                }
            }
            out.write(b[i]);
            i++;
        }
        return out.toByteArray();
    }

    @SuppressWarnings("unchecked")
    public static void main(String[] args) throws Exception {
        System.out.print("class path's Probe:\n" + new Probe().get());
        RenamingLoader loader = new RenamingLoader();
        Class<?> probe = loader.loadClass("LinkageEncapsulation$Probe");
        Supplier<String> s = (Supplier<String>) probe.getDeclaredConstructor().newInstance();
        System.out.print("renamed Probe:\n" + s.get());
        for (String n : new String[] {"LinkageEncapsulation$Sub", "LinkageEncapsulation$Impl"}) {
            for (int round = 1; round <= 2; round++) {
                try {
                    System.out.println(loader.loadClass(n).getName());
                } catch (IllegalAccessError e) {
                    System.out.println(masked(e, probe));
                }
            }
        }
    }
}
