package org.junit;

import java.lang.annotation.*;

/** Compile-time stand-in. */
@Retention(RetentionPolicy.RUNTIME)
public @interface Before { Class<? extends Throwable> expected() default None.class; long timeout() default 0L; String value() default ""; }
