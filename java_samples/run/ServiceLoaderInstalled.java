import java.nio.file.spi.FileSystemProvider;
import java.util.ServiceLoader;

public class ServiceLoaderInstalled {
    interface Missing {
    }

    public static void main(String[] args) {
        ServiceLoader<FileSystemProvider> sl = ServiceLoader.loadInstalled(FileSystemProvider.class);
        sl.stream().forEach(p -> System.out.println("provider: " + p.type().getName()));
        for (FileSystemProvider p : sl) {
            System.out.println("scheme: " + p.getScheme());
        }
        System.out.println(sl);
        System.out.println("missing: " + ServiceLoader.load(Missing.class).findFirst().isPresent());
        System.out.println("none: " + ServiceLoader.loadInstalled(Missing.class).iterator().hasNext());
    }
}
