package org.junit;

import java.lang.annotation.*;

/** Compile-time stand-in. */
@Retention(RetentionPolicy.RUNTIME)
public @interface After { Class<? extends Throwable> expected() default None.class; long timeout() default 0L; String value() default ""; }
