/*
 * Wayfinder model of java.lang.reflect.Proxy (JDK 17 API).
 *
 * Written for Wayfinder. The JDK's Proxy builds a dynamic module per class
 * loader and defines its classes through the module system, which Wayfinder
 * does not model (every class is in one unnamed module). This model keeps
 * the public behaviour: the same argument checks and messages, one proxy
 * class per list of interfaces, named as JDK 17 names them
 * (jdk.proxy1.$ProxyN when every interface is public, else $ProxyN in the
 * package of the non-public ones), whose bytes the JDK's own ProxyGenerator
 * produces, so the proxy's methods, their Method objects and the wrapping
 * of checked exceptions in UndeclaredThrowableException are the JDK's.
 * Finding or making the class, and making an instance, are natives
 * (natives/proxy.rs): which interfaces already have a proxy class is known
 * to the VM, not kept in a field here, so that a model-checking search that
 * backtracks still finds the class it defined, and the JDK's reflective
 * bookkeeping does not add scheduling points that `new` does not have.
 */
package java.lang.reflect;

import java.util.Objects;

public class Proxy implements java.io.Serializable {
    private static final long serialVersionUID = -2222568056686623797L;

    /** The invocation handler of this proxy instance. */
    protected InvocationHandler h;

    private Proxy() {
    }

    protected Proxy(InvocationHandler h) {
        Objects.requireNonNull(h);
        this.h = h;
    }

    @Deprecated
    public static Class<?> getProxyClass(ClassLoader loader, Class<?>... interfaces) {
        return proxyClass0(loader, interfaces.clone());
    }

    public static Object newProxyInstance(ClassLoader loader, Class<?>[] interfaces, InvocationHandler h) {
        Objects.requireNonNull(h);
        return newInstance0(proxyClass0(loader, interfaces.clone()), h);
    }

    public static boolean isProxyClass(Class<?> cl) {
        return Proxy.class.isAssignableFrom(cl) && isProxyClass0(cl);
    }

    public static InvocationHandler getInvocationHandler(Object proxy) throws IllegalArgumentException {
        if (!isProxyClass(proxy.getClass())) {
            throw new IllegalArgumentException("not a proxy instance");
        }
        return ((Proxy) proxy).h;
    }

    /**
     * InvocationHandler.invokeDefault: calls the default method on the proxy
     * instance, not its implementation in the proxy class.
     */
    static Object invokeDefault(Object proxy, Method method, Object[] args, Class<?> caller) throws Throwable {
        Objects.requireNonNull(proxy);
        Objects.requireNonNull(method);
        Class<?> pc = proxy.getClass();
        if (!isProxyClass(pc)) {
            throw new IllegalArgumentException("'proxy' is not a proxy instance");
        }
        if (!method.isDefault()) {
            throw new IllegalArgumentException("\"" + method + "\" is not a default method");
        }
        if (!method.getDeclaringClass().isAssignableFrom(pc)) {
            throw new IllegalArgumentException("\"" + method + "\" is not a method declared in the proxy class");
        }
        try {
            return invokeDefault0(proxy, method, args == null ? new Object[0] : args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    /**
     * The proxy class for exactly these interfaces in this order (a copy the
     * caller cannot change), after the checks of JDK 17 with its messages
     * (IllegalArgumentException: not an interface, hidden, sealed, repeated,
     * non-public interfaces from different packages, more than 65535): the
     * one defined before, else a new class whose bytes
     * ProxyGenerator.generateProxyClass makes, defined and initialised, all
     * in one step.
     */
    private static native Class<?> proxyClass0(ClassLoader loader, Class<?>[] interfaces);

    private static native boolean isProxyClass0(Class<?> cl);

    /**
     * A new instance of proxy class {@code pc} built by its constructor
     * (InvocationHandler), after initialising the class.
     */
    private static native Object newInstance0(Class<?> pc, InvocationHandler h);

    /** Calls {@code method} on {@code proxy} without virtual dispatch. */
    private static native Object invokeDefault0(Object proxy, Method method, Object[] args)
        throws InvocationTargetException;
}
