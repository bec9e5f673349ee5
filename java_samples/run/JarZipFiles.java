// Zip and jar archives on disk, as java: a jar written with JarOutputStream
// (a manifest, a stored and a deflated entry, a comment), then read back
// with JarFile (entries, getJarEntry, getInputStream, getManifest, size,
// getName, getComment) and ZipFile, and the IllegalStateException of a
// closed one. Opening a zip file counts it in the class library's own
// statistics (jdk.internal.perf.PerfCounter, HotSpot's performance
// counters). Paths are relative: the harness runs each sample in an empty
// directory.
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.*;
import java.util.jar.*;
import java.util.zip.*;

public class JarZipFiles {
    public static void main(String[] args) throws IOException {
        Manifest man = new Manifest();
        man.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        man.getMainAttributes().putValue("Created-By", "JarZipFiles");
        try (JarOutputStream out = new JarOutputStream(new FileOutputStream("test.jar"), man)) {
            out.setComment("Comment");
            out.putNextEntry(new JarEntry("test.txt"));
            out.write("Hello\n".getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
            JarEntry stored = new JarEntry("dir/stored.bin");
            byte[] data = new byte[64];
            for (int i = 0; i < data.length; i++) data[i] = (byte) (i * 7);
            CRC32 crc = new CRC32();
            crc.update(data);
            stored.setMethod(ZipEntry.STORED);
            stored.setSize(data.length);
            stored.setCrc(crc.getValue());
            out.putNextEntry(stored);
            out.write(data);
            out.closeEntry();
        }
        System.out.println("jar length > 0: " + (new File("test.jar").length() > 0));

        try (JarFile jf = new JarFile("test.jar")) {
            System.out.println("name: " + jf.getName() + " size: " + jf.size() + " comment: " + jf.getComment());
            List<String> names = new ArrayList<>();
            for (Enumeration<JarEntry> e = jf.entries(); e.hasMoreElements(); ) {
                JarEntry je = e.nextElement();
                names.add(je.getName() + (je.isDirectory() ? "/dir" : "") + ":" + je.getMethod());
            }
            System.out.println("entries: " + names);
            JarEntry t = jf.getJarEntry("test.txt");
            try (InputStream in = jf.getInputStream(t)) {
                System.out.println("test.txt: " + new String(in.readAllBytes(), StandardCharsets.UTF_8).trim()
                        + " size " + t.getSize());
            }
            System.out.println("missing: " + jf.getJarEntry("nonexistent.txt"));
            Manifest m = jf.getManifest();
            System.out.println("manifest: " + m.getMainAttributes().getValue("Manifest-Version") + " "
                    + m.getMainAttributes().getValue("Created-By"));
        }

        ZipFile zf = new ZipFile("test.jar");
        ZipEntry s = zf.getEntry("dir/stored.bin");
        try (InputStream in = zf.getInputStream(s)) {
            byte[] b = in.readAllBytes();
            CRC32 crc = new CRC32();
            crc.update(b);
            System.out.println("stored: " + b.length + " bytes, crc ok " + (crc.getValue() == s.getCrc())
                    + ", b[9] " + b[9]);
        }
        zf.close();
        try {
            zf.getEntry("test.txt");
            System.out.println("no exception");
        } catch (IllegalStateException e) {
            System.out.println("closed: " + e.getMessage());
        }
    }
}
