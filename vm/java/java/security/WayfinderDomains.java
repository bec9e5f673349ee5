/*
 * Written for Wayfinder (not a model of a JDK class): the protection
 * domains of the class path's code, which HotSpot's application class
 * loader makes when it defines a class and Wayfinder, which reads the class
 * path itself, makes when first asked (java.lang.Class.classPathDomain).
 */
package java.security;

import java.io.File;
import java.io.IOException;
import java.net.URL;
import java.util.HashMap;

public final class WayfinderDomains {

    private WayfinderDomains() {
    }

    /**
     * {@code loader.getProtectionDomain(cs)}: SecureClassLoader's private
     * method that defining a class calls (its cache of domains by code
     * source, permissions from getPermissions), called by the VM.
     */
    private static native ProtectionDomain loaderDomain(SecureClassLoader loader, CodeSource cs);

    /** The domains made so far, by class path entry. */
    private static HashMap<String, ProtectionDomain> domains;

    /** Set while a domain is being made (see of). */
    private static boolean making;

    /**
     * The domain of the code of class path entry {@code location} (a
     * directory or jar, as given on the class path): the one
     * {@code loader}, the system class loader, gives code source
     * {@code file:<canonical path>} without signers, as it does when it
     * defines a class from that entry. Null while one is being made: the
     * JDK code that makes it runs as the JDK's, with all permissions.
     */
    public static synchronized ProtectionDomain of(String location, ClassLoader loader) {
        if (making) {
            return null;
        }
        if (domains == null) {
            domains = new HashMap<>();
        }
        ProtectionDomain pd = domains.get(location);
        if (pd != null) {
            return pd;
        }
        making = true;
        try {
            File file;
            try {
                file = new File(location).getCanonicalFile();
            } catch (IOException e) {
                file = new File(location).getAbsoluteFile();
            }
            URL url;
            try {
                url = sun.net.www.ParseUtil.fileToEncodedURL(file);
            } catch (java.net.MalformedURLException e) {
                throw new InternalError(e);
            }
            CodeSource cs = new CodeSource(url, (CodeSigner[]) null);
            pd = loaderDomain((SecureClassLoader) loader, cs);
        } finally {
            making = false;
        }
        domains.put(location, pd);
        return pd;
    }
}
