/*
 * Wayfinder model of sun.util.resources.BreakIteratorResourceBundle (JDK 17
 * and 25 API).
 *
 * Written for Wayfinder. The bundle hands the BreakIterator providers the
 * rule tables (binary resources next to the bundle's class) named by its
 * info bundle. The JDK reads them through the class's named Module, which
 * Wayfinder does not model (the JDK's code sees one unnamed module, whose
 * boot-loader lookup finds nothing); this model reads them through the
 * class, whose resources are its module's in the run-time image.
 */
package sun.util.resources;

import java.io.IOException;
import java.io.InputStream;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashSet;
import java.util.ResourceBundle;
import java.util.Set;

public abstract class BreakIteratorResourceBundle extends ResourceBundle {

    /** The info bundle's key that names classes, not a data resource. */
    private static final String CLASSES_KEY = "BreakIteratorClasses";

    /** The data keys (the info bundle's keys but CLASSES_KEY), made once. */
    private volatile Set<String> keys;

    public BreakIteratorResourceBundle() {
    }

    /** The bundle mapping each data key to its resource's file name. */
    protected abstract ResourceBundle getBreakIteratorInfo();

    /**
     * The bytes of the resource the info bundle names for {@code key} (in
     * the package of this bundle's class); null for the classes key and for
     * keys the info bundle lacks.
     */
    @Override
    protected Object handleGetObject(String key) {
        if (CLASSES_KEY.equals(key)) {
            return null;
        }
        ResourceBundle info = getBreakIteratorInfo();
        if (!info.containsKey(key)) {
            return null;
        }
        String file = info.getString(key);
        String path = getClass().getPackageName().replace('.', '/') + '/' + file;
        InputStream in = getClass().getResourceAsStream(file);
        if (in == null) {
            throw new InternalError("Can't load " + path);
        }
        try (InputStream is = in) {
            return is.readAllBytes();
        } catch (IOException e) {
            throw new InternalError("Can't load " + path, e);
        }
    }

    @Override
    public Enumeration<String> getKeys() {
        return Collections.enumeration(keySet());
    }

    @Override
    protected Set<String> handleKeySet() {
        Set<String> k = keys;
        if (k == null) {
            k = new HashSet<>(getBreakIteratorInfo().keySet());
            k.remove(CLASSES_KEY);
            keys = k;
        }
        return k;
    }
}
