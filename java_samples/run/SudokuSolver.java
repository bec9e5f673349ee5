// Backtracking Sudoku solver with bitmask candidate sets: solves two puzzles,
// rejects an unsolvable one, prints grids, search-node counts and validity.
public class SudokuSolver {
    final int[] cells = new int[81];
    final int[] rows = new int[9], cols = new int[9], boxes = new int[9];
    long nodes = 0;

    SudokuSolver(String puzzle) {
        for (int i = 0; i < 81; i++) {
            char c = puzzle.charAt(i);
            int v = c == '.' || c == '0' ? 0 : c - '0';
            if (v != 0) {
                place(i, v);
            }
        }
    }

    static int box(int i) {
        return (i / 27) * 3 + (i % 9) / 3;
    }

    void place(int i, int v) {
        int bit = 1 << v;
        cells[i] = v;
        rows[i / 9] |= bit;
        cols[i % 9] |= bit;
        boxes[box(i)] |= bit;
    }

    void unplace(int i, int v) {
        int bit = ~(1 << v);
        cells[i] = 0;
        rows[i / 9] &= bit;
        cols[i % 9] &= bit;
        boxes[box(i)] &= bit;
    }

    boolean solve() {
        nodes++;
        int best = -1;
        int bestCount = 10;
        int bestFree = 0;
        for (int i = 0; i < 81; i++) {
            if (cells[i] != 0) {
                continue;
            }
            int free = ~(rows[i / 9] | cols[i % 9] | boxes[box(i)]) & 0x3FE;
            int count = Integer.bitCount(free);
            if (count < bestCount) {
                best = i;
                bestCount = count;
                bestFree = free;
                if (count <= 1) {
                    break;
                }
            }
        }
        if (best < 0) {
            return true;
        }
        while (bestFree != 0) {
            int bit = Integer.lowestOneBit(bestFree);
            bestFree &= bestFree - 1;
            int v = Integer.numberOfTrailingZeros(bit);
            place(best, v);
            if (solve()) {
                return true;
            }
            unplace(best, v);
        }
        return false;
    }

    boolean valid() {
        for (int g = 0; g < 9; g++) {
            int r = 0, c = 0, b = 0;
            for (int k = 0; k < 9; k++) {
                r |= 1 << cells[g * 9 + k];
                c |= 1 << cells[k * 9 + g];
                b |= 1 << cells[(g / 3) * 27 + (g % 3) * 3 + (k / 3) * 9 + k % 3];
            }
            if (r != 0x3FE || c != 0x3FE || b != 0x3FE) {
                return false;
            }
        }
        return true;
    }

    void print() {
        for (int r = 0; r < 9; r++) {
            if (r % 3 == 0 && r > 0) {
                System.out.println("------+-------+------");
            }
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < 9; c++) {
                if (c % 3 == 0 && c > 0) {
                    sb.append("| ");
                }
                int v = cells[r * 9 + c];
                sb.append(v == 0 ? "." : String.valueOf(v)).append(' ');
            }
            System.out.println(sb.toString().trim());
        }
    }

    public static void main(String[] args) {
        String[] puzzles = {
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
            // unsolvable: the top-right cell has no candidate left
            "12345678.........9" + ".".repeat(63),
        };
        for (String p : puzzles) {
            SudokuSolver s = new SudokuSolver(p);
            System.out.println("puzzle: " + p);
            boolean solved = s.solve();
            System.out.println("solved=" + solved + " nodes=" + s.nodes + " valid=" + (solved && s.valid()));
            if (solved) {
                s.print();
            }
            long checksum = 0;
            for (int v : s.cells) {
                checksum = checksum * 31 + v;
            }
            System.out.println("checksum " + checksum);
        }
    }
}
