/*
 * Wayfinder model of java.util.ServiceLoader (JDK 17 API).
 *
 * Written for Wayfinder. Wayfinder loads every class itself, not through
 * the JDK's built-in class loaders, and builds the boot layer only when it
 * is asked for, so providers are found by the VM (providerNames): those
 * that the modules of the JDK's run-time image declare with `provides` in their module descriptors (the
 * installed providers), then, unless only installed ones are asked for,
 * those named in META-INF/services files on the class path. A provider
 * declared in a module descriptor is made by its public static provider()
 * method when it has one, else by its public no-argument constructor; a
 * class-path provider by its constructor (as the JDK does).
 */
package java.util;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

public final class ServiceLoader<S> implements Iterable<S> {

    /** A provider found but not yet made. */
    public static interface Provider<S> extends Supplier<S> {
        Class<? extends S> type();

        @Override
        S get();
    }

    private final Class<S> service;
    private final ClassLoader loader;
    private final boolean installedOnly;

    /** The providers made so far by iterator(), in order (cleared by reload). */
    private final List<S> made = new ArrayList<>();
    private int reloadCount;

    /**
     * The providers of service: for each, its binary name, "M" (declared in
     * a module descriptor of the JDK image) or "C" (class path), and its
     * module (null for "C").
     */
    private static native String[] providerNames(String service, boolean installedOnly);

    private ServiceLoader(Class<S> service, ClassLoader loader, boolean installedOnly) {
        this.service = Objects.requireNonNull(service);
        this.loader = loader;
        this.installedOnly = installedOnly;
    }

    public static <S> ServiceLoader<S> load(Class<S> service, ClassLoader loader) {
        return new ServiceLoader<>(service, loader, false);
    }

    public static <S> ServiceLoader<S> load(Class<S> service) {
        return new ServiceLoader<>(service, Thread.currentThread().getContextClassLoader(), false);
    }

    public static <S> ServiceLoader<S> loadInstalled(Class<S> service) {
        return new ServiceLoader<>(service, null, true);
    }

    public static <S> ServiceLoader<S> load(ModuleLayer layer, Class<S> service) {
        Objects.requireNonNull(layer);
        return new ServiceLoader<>(service, null, true);
    }

    private final class Found implements Provider<S> {
        private final Class<? extends S> type;
        private final boolean inModule;

        Found(Class<? extends S> type, boolean inModule) {
            this.type = type;
            this.inModule = inModule;
        }

        @Override
        public Class<? extends S> type() {
            return type;
        }

        @Override
        public S get() {
            try {
                if (inModule) {
                    Method m = null;
                    try {
                        m = type.getMethod("provider");
                    } catch (NoSuchMethodException e) {
                        // No provider method: the constructor below.
                    }
                    if (m != null && Modifier.isStatic(m.getModifiers())) {
                        Object p = m.invoke(null);
                        if (p == null) {
                            fail(type.getName() + ".provider() returned null");
                        }
                        return service.cast(p);
                    }
                }
                Constructor<? extends S> c = type.getConstructor();
                return c.newInstance();
            } catch (InvocationTargetException e) {
                throw new ServiceConfigurationError(service.getName() + ": Provider "
                        + type.getName() + " could not be instantiated", e.getCause());
            } catch (ReflectiveOperationException e) {
                throw new ServiceConfigurationError(service.getName() + ": Provider "
                        + type.getName() + " could not be instantiated", e);
            }
        }

        @Override
        public int hashCode() {
            return Objects.hash(service, type);
        }

        @Override
        public boolean equals(Object ob) {
            return ob instanceof ServiceLoader<?>.Found f
                    && f.type == type && f.service() == service;
        }

        private Class<S> service() {
            return service;
        }
    }

    private void fail(String msg) {
        throw new ServiceConfigurationError(service.getName() + ": " + msg);
    }

    /** Every provider, found (not made) in order. */
    private List<Provider<S>> providers() {
        String[] names = providerNames(service.getName(), installedOnly);
        // As the JDK: providers in modules of the application class loader,
        // then of the platform loader, then of the boot loader; then the
        // class path.
        Set<String> boot = jdk.internal.module.ModuleLoaderMap.bootModules();
        Set<String> platform = jdk.internal.module.ModuleLoaderMap.platformModules();
        List<Integer> order = new ArrayList<>();
        for (int rank = 0; rank < 4; rank++) {
            for (int i = 0; i + 2 < names.length; i += 3) {
                String module = names[i + 2];
                int r = module == null ? 3 : boot.contains(module) ? 2 : platform.contains(module) ? 1 : 0;
                if (r == rank) {
                    order.add(i);
                }
            }
        }
        List<Provider<S>> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int i : order) {
            String name = names[i];
            if (!seen.add(name)) {
                continue;
            }
            Class<?> c;
            try {
                c = Class.forName(name, false, loader);
            } catch (ClassNotFoundException e) {
                fail("Provider " + name + " not found");
                continue;
            }
            if (!service.isAssignableFrom(c)) {
                if (!"M".equals(names[i + 1])) {
                    fail("Provider " + name + " not a subtype");
                }
                // A module's provider class may offer provider() of the service type.
            }
            @SuppressWarnings("unchecked")
            Class<? extends S> type = (Class<? extends S>) c;
            out.add(new Found(type, "M".equals(names[i + 1])));
        }
        return out;
    }

    @Override
    public Iterator<S> iterator() {
        return new Iterator<S>() {
            private final int expectedReloads = reloadCount;
            private List<Provider<S>> found;
            private int index;

            private void check() {
                if (reloadCount != expectedReloads) {
                    throw new ConcurrentModificationException();
                }
            }

            @Override
            public boolean hasNext() {
                check();
                if (index < made.size()) {
                    return true;
                }
                if (found == null) {
                    found = providers();
                }
                return index < found.size();
            }

            @Override
            public S next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                S s;
                if (index < made.size()) {
                    s = made.get(index);
                } else {
                    s = found.get(index).get();
                    made.add(s);
                }
                index++;
                return s;
            }
        };
    }

    public Stream<Provider<S>> stream() {
        List<Provider<S>> list = providers();
        return StreamSupport.stream(list.spliterator(), false);
    }

    public Optional<S> findFirst() {
        Iterator<S> it = new ServiceLoader<>(service, loader, installedOnly).iterator();
        return it.hasNext() ? Optional.of(it.next()) : Optional.empty();
    }

    public void reload() {
        made.clear();
        reloadCount++;
    }

    @Override
    public void forEach(Consumer<? super S> action) {
        Iterable.super.forEach(action);
    }

    @Override
    public String toString() {
        return "java.util.ServiceLoader[" + service.getName() + "]";
    }
}
