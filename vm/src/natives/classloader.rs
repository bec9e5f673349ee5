//! `java.lang.ClassLoader`: what the JDK's own class loaders need while the
//! program runs on the boot class path (the service loader of the JDK's
//! locale providers, `ClassLoader.getSystemClassLoader()`).

use super::Natives;

pub fn register(n: &mut Natives) {
    n.add("java/lang/ClassLoader.registerNatives()V", super::nop);
}
