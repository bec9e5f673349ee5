package org.junit;

/** Compile-time stand-in. */
public class None extends Throwable {}
