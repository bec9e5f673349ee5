/*
 * Written for Wayfinder: the JDK 25 form of the constructor accessor object
 * serialization uses to create an instance of a Serializable class
 * (jdk.internal.reflect.ReflectionFactory.newConstructorForSerialization).
 *
 * JDK 25 makes it from a method handle that allocates and runs a superclass
 * constructor (MethodHandleAccessorFactory.newSerializableConstructorAccessor);
 * Wayfinder runs that method as a native (vm/src/natives/serialization.rs)
 * returning one of these instead. An instance allocates an object of
 * `instantiated` and runs on it the no-argument constructor of
 * `constructorOwner` (the first superclass that is not Serializable), as
 * the JDK 17 form does (there it extends SerializationConstructorAccessorImpl,
 * which JDK 25 no longer has).
 */
package jdk.internal.reflect;

import java.lang.reflect.InvocationTargetException;

final class WayfinderSerializationConstructorAccessor extends ConstructorAccessorImpl {

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
