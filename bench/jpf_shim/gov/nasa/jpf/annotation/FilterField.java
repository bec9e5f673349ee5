package gov.nasa.jpf.annotation;

/** Compile-time stand-in; tests using it are excluded by the harness. */
public @interface FilterField {}
