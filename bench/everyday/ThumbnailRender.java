import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** Thumbnails rendered with runAsync on a custom pool of two, joined with allOf. */
public class ThumbnailRender {
    record Image(String name, int width, int height) {}

    record Thumb(String name, int width, int height) {
        static Thumb of(Image img, int max) {
            double scale = Math.min(1.0, (double) max / Math.max(img.width(), img.height()));
            return new Thumb(img.name() + "_t", (int) Math.round(img.width() * scale),
                    (int) Math.round(img.height() * scale));
        }
    }

    static final Map<String, Thumb> thumbs = new ConcurrentHashMap<>();

    public static void main(String[] args) {
        List<Image> images = List.of(new Image("cat", 800, 600), new Image("dog", 640, 960),
                new Image("icon", 32, 32));
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            CompletableFuture<?>[] jobs = images.stream()
                    .map(img -> CompletableFuture.runAsync(
                            () -> thumbs.put(img.name(), Thumb.of(img, 100)), pool))
                    .toArray(CompletableFuture[]::new);
            CompletableFuture.allOf(jobs).join();
        } finally {
            pool.shutdown();
        }
        assert thumbs.size() == 3 : "thumbs " + thumbs.keySet();
        Thumb dog = thumbs.get("dog");
        assert dog.width() == 67 && dog.height() == 100 : dog;
        System.out.println(thumbs.get("cat") + " " + dog + " " + thumbs.get("icon"));
    }
}
