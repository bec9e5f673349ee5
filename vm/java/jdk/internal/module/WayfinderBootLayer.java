/*
 * Wayfinder's boot layer (JDK 17 and 25 API).
 *
 * Written for Wayfinder. HotSpot builds the boot layer at start-up
 * (ModuleBootstrap); Wayfinder builds the same layer the first time
 * ModuleLayer.boot() is asked for (the VM calls make() once, see
 * vm/src/natives/modules.rs), so that a program that never looks at modules
 * pays nothing. The layer is what `java -cp ...` has: the run-time image's
 * default modules (those the image resolves for code on the class path),
 * their configuration as the image records it (the reads of each module),
 * and Module objects made by the JDK's own Module.defineModules, with
 * their reads, exports and opens (qualified ones too) and services, each
 * module mapped to HotSpot's loader for it (Module.getClassLoader: the
 * boot, platform or application loader). Class.getClassLoader stays null
 * for every JDK class: Wayfinder loads them all itself.
 */
package jdk.internal.module;

import java.lang.module.Configuration;
import java.lang.module.ModuleFinder;

import jdk.internal.access.SharedSecrets;

final class WayfinderBootLayer {

    private WayfinderBootLayer() {
    }

    /** The boot layer; called by the VM while ModuleLayer.boot() answers null. */
    static ModuleLayer make() {
        SystemModules modules = SystemModuleFinders.systemModules(null);
        ModuleFinder finder = SystemModuleFinders.of(modules);
        Configuration cf = SharedSecrets.getJavaLangModuleAccess()
                .newConfiguration(finder, modules.moduleReads());
        return ModuleLayer.empty().defineModules(cf, ModuleLoaderMap.mappingFunction(cf));
    }
}
