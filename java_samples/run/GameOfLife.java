// Conway's Game of Life on a 40x20 torus seeded from a fixed pattern (glider,
// blinker, R-pentomino): prints a few generations and population statistics.
public class GameOfLife {
    static final int W = 40, H = 20;

    static boolean[][] step(boolean[][] g) {
        boolean[][] n = new boolean[H][W];
        for (int y = 0; y < H; y++) {
            for (int x = 0; x < W; x++) {
                int c = 0;
                for (int dy = -1; dy <= 1; dy++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        if ((dx != 0 || dy != 0) && g[(y + dy + H) % H][(x + dx + W) % W]) {
                            c++;
                        }
                    }
                }
                n[y][x] = g[y][x] ? c == 2 || c == 3 : c == 3;
            }
        }
        return n;
    }

    static int population(boolean[][] g) {
        int p = 0;
        for (boolean[] row : g) {
            for (boolean b : row) {
                if (b) {
                    p++;
                }
            }
        }
        return p;
    }

    static void show(boolean[][] g) {
        for (boolean[] row : g) {
            StringBuilder sb = new StringBuilder();
            for (boolean b : row) {
                sb.append(b ? '#' : '.');
            }
            System.out.println(sb);
        }
    }

    static void put(boolean[][] g, int ox, int oy, String... rows) {
        for (int y = 0; y < rows.length; y++) {
            for (int x = 0; x < rows[y].length(); x++) {
                if (rows[y].charAt(x) == '#') {
                    g[oy + y][ox + x] = true;
                }
            }
        }
    }

    static long signature(boolean[][] g) {
        long h = 1469598103934665603L;
        for (boolean[] row : g) {
            for (boolean b : row) {
                h = (h ^ (b ? 1 : 0)) * 1099511628211L;
            }
        }
        return h;
    }

    public static void main(String[] args) {
        boolean[][] g = new boolean[H][W];
        put(g, 1, 1, ".#.", "..#", "###");
        put(g, 10, 3, "###");
        put(g, 25, 8, ".##", "##.", ".#.");
        System.out.println("generation 0, population " + population(g));
        show(g);
        StringBuilder pops = new StringBuilder();
        for (int gen = 1; gen <= 120; gen++) {
            g = step(g);
            pops.append(population(g)).append(gen % 20 == 0 ? "\n" : " ");
            if (gen == 4 || gen == 60) {
                System.out.println("generation " + gen + ", population " + population(g));
                show(g);
            }
        }
        System.out.print("populations:\n" + pops);
        System.out.println("final signature " + signature(g));
    }
}
