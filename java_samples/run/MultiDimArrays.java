// Multi-dimensional and jagged arrays: multianewarray, partially specified
// dimensions, deepToString/deepEquals, matrix multiplication, shallow clone.
import java.util.Arrays;

public class MultiDimArrays {
    static int[][] multiply(int[][] a, int[][] b) {
        int n = a.length, m = b[0].length, k = b.length;
        int[][] c = new int[n][m];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                int s = 0;
                for (int t = 0; t < k; t++) {
                    s += a[i][t] * b[t][j];
                }
                c[i][j] = s;
            }
        }
        return c;
    }

    public static void main(String[] args) {
        int[][] grid = new int[3][4];
        for (int i = 0; i < grid.length; i++) {
            for (int j = 0; j < grid[i].length; j++) {
                grid[i][j] = i * 10 + j;
            }
        }
        System.out.println("grid: " + Arrays.deepToString(grid));
        int[][] jag = new int[4][];
        System.out.println("jagged before: " + Arrays.deepToString(jag));
        for (int i = 0; i < jag.length; i++) {
            jag[i] = new int[i + 1];
            Arrays.fill(jag[i], i);
        }
        System.out.println("jagged after: " + Arrays.deepToString(jag));
        long[][][] cube = new long[2][3][2];
        long v = 0;
        for (long[][] plane : cube) {
            for (long[] row : plane) {
                for (int k = 0; k < row.length; k++) {
                    row[k] = v++ * v;
                }
            }
        }
        System.out.println("cube: " + Arrays.deepToString(cube));
        String[][][] partial = new String[2][2][];
        partial[1][0] = new String[] {"deep"};
        System.out.println("partial: " + Arrays.deepToString(partial));
        char[][] board = new char[3][3];
        for (char[] row : board) {
            Arrays.fill(row, '.');
        }
        board[1][1] = 'X';
        board[0][2] = 'O';
        for (char[] row : board) {
            System.out.println(new String(row));
        }
        int[][] pascal = new int[10][];
        for (int i = 0; i < pascal.length; i++) {
            pascal[i] = new int[i + 1];
            pascal[i][0] = pascal[i][i] = 1;
            for (int j = 1; j < i; j++) {
                pascal[i][j] = pascal[i - 1][j - 1] + pascal[i - 1][j];
            }
        }
        for (int[] row : pascal) {
            System.out.println(Arrays.toString(row));
        }
        int[][] a = {{1, 2, 3}, {4, 5, 6}};
        int[][] b = {{7, 8}, {9, 10}, {11, 12}};
        System.out.println("product: " + Arrays.deepToString(multiply(a, b)));
        int[][] id = new int[3][3];
        for (int i = 0; i < 3; i++) {
            id[i][i] = 1;
        }
        int[][] m = {{2, -1, 0}, {1, 3, 5}, {0, 0, 4}};
        System.out.println("m*I == m: " + Arrays.deepEquals(multiply(m, id), m) + ", equals: " + Arrays.equals(m, m.clone()));
        int[][] shallow = m.clone();
        shallow[0][0] = 99;
        shallow[1] = new int[] {0};
        System.out.println("after shallow clone edits: " + Arrays.deepToString(m) + " vs " + Arrays.deepToString(shallow));
        Object[] mixed = {1, new int[] {2, 3}, new String[] {"s"}, new double[][] {{1.5}}, null};
        System.out.println("deepToString mixed: " + Arrays.deepToString(mixed));
        Object[] self = new Object[2];
        self[0] = "me";
        self[1] = self;
        System.out.println("self reference: " + Arrays.deepToString(self));
        System.out.println("class names: " + grid.getClass().getName() + " " + cube.getClass().getName() + " "
                + partial.getClass().getSimpleName() + " " + grid.getClass().getComponentType().getName() + " "
                + new boolean[1][1].getClass().getName() + " " + new Integer[0][0].getClass().getName());
        int[][] tri = new int[5][5];
        int n = 0;
        for (int d = 0; d < 5; d++) {
            for (int i = 0; i <= d; i++) {
                tri[i][d - i] = n++;
            }
        }
        for (int[] row : tri) {
            StringBuilder sb = new StringBuilder();
            for (int x : row) {
                sb.append(String.format("%3d", x));
            }
            System.out.println(sb);
        }
        boolean[][] flags = new boolean[2][2];
        flags[1][0] = true;
        double[][] zero = new double[0][5];
        System.out.println(Arrays.deepToString(flags) + " " + zero.length + " " + Arrays.deepToString(new float[2][0]));
        Object o = new int[2][2];
        System.out.println("int[][] instanceof Object[]: " + (o instanceof Object[]) + ", int[] element: " + (((Object[]) o)[0] instanceof int[]));
    }
}
