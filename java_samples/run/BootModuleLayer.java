import java.lang.module.ModuleDescriptor;
import java.util.ServiceLoader;
import java.util.TreeSet;

// The boot layer as the class path sees it on JDK 17: the run-time image's
// default modules with their descriptors, reads, exports (qualified ones
// too) and opens; a JDK class's module is the boot layer's; services that
// the layer's modules provide are found by ServiceLoader.
public class BootModuleLayer {
    public static void main(String[] args) throws Exception {
        ModuleLayer boot = ModuleLayer.boot();
        System.out.println("boot layer: " + (boot != null) + ", same again: " + (boot == ModuleLayer.boot()));
        System.out.println("parent is the empty layer: " + (boot.parents().size() == 1 && boot.parents().get(0) == ModuleLayer.empty()));
        System.out.println("has java.sql: " + boot.findModule("java.sql").isPresent());
        System.out.println("has java.se (an aggregator nobody on the class path resolves): " + boot.findModule("java.se").isPresent());
        System.out.println("more than 20 modules: " + (boot.modules().size() > 20));
        System.out.println("configuration has java.base: " + boot.configuration().findModule("java.base").isPresent());
        System.out.println("configuration size matches: " + (boot.configuration().modules().size() == boot.modules().size()));

        Module base = Object.class.getModule();
        System.out.println(base + " in the boot layer: " + (base.getLayer() == boot)
                + ", found there: " + (boot.findModule("java.base").get() == base));
        System.out.println("String's module is Object's: " + (String.class.getModule() == base));
        Module sql = Class.forName("java.sql.Date").getModule();
        System.out.println("java.sql.Date is in " + sql.getName() + ", the layer's: " + (boot.findModule("java.sql").get() == sql));
        System.out.println("java.sql's loader is the platform loader: " + (sql.getClassLoader() == ClassLoader.getPlatformClassLoader()));
        System.out.println("java.base's loader: " + base.getClassLoader());

        ModuleDescriptor d = base.getDescriptor();
        boolean qualified = false;
        for (ModuleDescriptor.Exports e : d.exports()) {
            if (e.isQualified() && e.source().equals("jdk.internal.misc") && e.targets().contains("java.logging")) {
                qualified = true;
            }
        }
        System.out.println("java.base exports jdk.internal.misc to java.logging (qualified): " + qualified);
        Module logging = boot.findModule("java.logging").get();
        System.out.println("  exported to java.logging: " + base.isExported("jdk.internal.misc", logging));
        System.out.println("  exported to java.sql: " + base.isExported("jdk.internal.misc", sql));
        System.out.println("  exported to everyone: " + base.isExported("jdk.internal.misc"));
        System.out.println("java.lang exported: " + base.isExported("java.lang") + ", open: " + base.isOpen("java.lang"));
        System.out.println("java.sql reads java.logging: " + sql.canRead(logging) + ", java.base: " + sql.canRead(base));
        System.out.println("java.base reads java.sql: " + base.canRead(sql));
        System.out.println("java.sql requires: " + new TreeSet<>(sql.getDescriptor().requires().stream().map(r -> r.name()).toList()));
        System.out.println("java.base uses CharsetProvider: " + d.uses().contains("java.nio.charset.spi.CharsetProvider"));
        System.out.println("unnamed module: " + BootModuleLayer.class.getModule().isNamed()
                + ", layer " + BootModuleLayer.class.getModule().getLayer());

        TreeSet<String> providers = new TreeSet<>();
        for (java.nio.charset.spi.CharsetProvider p : ServiceLoader.load(java.nio.charset.spi.CharsetProvider.class)) {
            providers.add(p.getClass().getName() + " in " + p.getClass().getModule().getName());
        }
        System.out.println("charset providers: " + providers);
        TreeSet<String> fs = new TreeSet<>();
        ServiceLoader.load(java.nio.file.spi.FileSystemProvider.class).stream()
                .forEach(p -> fs.add(p.type().getName()));
        System.out.println("installed file system providers: " + fs);
    }
}
