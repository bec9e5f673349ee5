/*
 * Written for Wayfinder: the constructor accessor object serialization uses
 * to create an instance of a Serializable class (jdk.internal.reflect.
 * ReflectionFactory.newConstructorForSerialization).
 *
 * The JDK generates a class for each such accessor at run time; Wayfinder
 * runs MethodAccessorGenerator.generateSerializationConstructor as a native
 * (vm/src/natives/serialization.rs) that returns one of these instead: no
 * class is defined, so a search that backtracks past the first
 * serialization of a class never meets a class defined on another path.
 * An instance allocates an object of `instantiated` and runs on it the
 * no-argument constructor of `constructorOwner` (the first superclass that
 * is not Serializable), as the generated class does.
 */
package jdk.internal.reflect;

import java.lang.reflect.InvocationTargetException;

final class WayfinderSerializationConstructorAccessor extends SerializationConstructorAccessorImpl {

    private final Class<?> instantiated;
    private final Class<?> constructorOwner;

    WayfinderSerializationConstructorAccessor(Class<?> instantiated, Class<?> constructorOwner) {
        this.instantiated = instantiated;
        this.constructorOwner = constructorOwner;
    }

    @Override
    public Object newInstance(Object[] args)
            throws InstantiationException, IllegalArgumentException, InvocationTargetException {
        if (args != null && args.length != 0) {
            throw new IllegalArgumentException("wrong number of arguments");
        }
        return newInstance0(instantiated, constructorOwner);
    }

    /**
     * A new object of class {@code instantiated} on which the no-argument
     * constructor of {@code owner} has run (its exception wrapped in an
     * InvocationTargetException).
     */
    private static native Object newInstance0(Class<?> instantiated, Class<?> owner)
            throws InstantiationException, InvocationTargetException;
}
