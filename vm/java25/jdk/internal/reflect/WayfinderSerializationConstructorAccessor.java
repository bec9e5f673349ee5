/*
 * Left out of the JDK 25 model set: JDK 25's ReflectionFactory makes
 * serialization constructors from method handles, without
 * SerializationConstructorAccessorImpl, so there is nothing to replace.
 */
