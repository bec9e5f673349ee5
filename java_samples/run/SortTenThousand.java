// CPU-bound sorting of 10,000 pseudo-random ints (from a fixed LCG) with
// hand-written merge sort, quicksort, heapsort and insertion sort on a slice,
// compared with Arrays.sort; prints checksums, sample elements, inversions.
import java.util.Arrays;

public class SortTenThousand {
    static int seed = 12345;

    static int nextRand() {
        seed = seed * 1103515245 + 12345;
        return (seed >>> 1) % 1000000 - 500000;
    }

    static void mergeSort(int[] a, int[] tmp, int lo, int hi) {
        if (hi - lo < 2) {
            return;
        }
        int mid = (lo + hi) >>> 1;
        mergeSort(a, tmp, lo, mid);
        mergeSort(a, tmp, mid, hi);
        int i = lo, j = mid, k = lo;
        while (i < mid && j < hi) {
            tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
        }
        while (i < mid) {
            tmp[k++] = a[i++];
        }
        while (j < hi) {
            tmp[k++] = a[j++];
        }
        System.arraycopy(tmp, lo, a, lo, hi - lo);
    }

    static long inversions(int[] a, int[] tmp, int lo, int hi) {
        if (hi - lo < 2) {
            return 0;
        }
        int mid = (lo + hi) >>> 1;
        long inv = inversions(a, tmp, lo, mid) + inversions(a, tmp, mid, hi);
        int i = lo, j = mid, k = lo;
        while (i < mid && j < hi) {
            if (a[i] <= a[j]) {
                tmp[k++] = a[i++];
            } else {
                inv += mid - i;
                tmp[k++] = a[j++];
            }
        }
        while (i < mid) {
            tmp[k++] = a[i++];
        }
        while (j < hi) {
            tmp[k++] = a[j++];
        }
        System.arraycopy(tmp, lo, a, lo, hi - lo);
        return inv;
    }

    static void quickSort(int[] a, int lo, int hi) {
        while (lo < hi) {
            int pivot = a[(lo + hi) >>> 1];
            int i = lo, j = hi;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (a[j] > pivot) {
                    j--;
                }
                if (i <= j) {
                    int t = a[i];
                    a[i] = a[j];
                    a[j] = t;
                    i++;
                    j--;
                }
            }
            if (j - lo < hi - i) {
                quickSort(a, lo, j);
                lo = i;
            } else {
                quickSort(a, i, hi);
                hi = j;
            }
        }
    }

    static void heapSort(int[] a) {
        int n = a.length;
        for (int i = n / 2 - 1; i >= 0; i--) {
            sift(a, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            int t = a[0];
            a[0] = a[end];
            a[end] = t;
            sift(a, 0, end);
        }
    }

    static void sift(int[] a, int i, int n) {
        while (true) {
            int l = 2 * i + 1;
            if (l >= n) {
                return;
            }
            int m = l + 1 < n && a[l + 1] > a[l] ? l + 1 : l;
            if (a[i] >= a[m]) {
                return;
            }
            int t = a[i];
            a[i] = a[m];
            a[m] = t;
            i = m;
        }
    }

    static void insertionSort(int[] a, int lo, int hi) {
        for (int i = lo + 1; i < hi; i++) {
            int v = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    static long checksum(int[] a) {
        long h = 17;
        for (int v : a) {
            h = h * 1000003 + v;
        }
        return h;
    }

    public static void main(String[] args) {
        int n = 10000;
        int[] data = new int[n];
        for (int i = 0; i < n; i++) {
            data[i] = nextRand();
        }
        System.out.println("first ten: " + Arrays.toString(Arrays.copyOf(data, 10)));
        System.out.println("input checksum " + checksum(data));
        int[] expected = data.clone();
        Arrays.sort(expected);
        System.out.println("Arrays.sort checksum " + checksum(expected) + " min " + expected[0] + " max " + expected[n - 1]
                + " median " + expected[n / 2]);
        int[] m = data.clone();
        mergeSort(m, new int[n], 0, n);
        System.out.println("merge sort matches: " + Arrays.equals(m, expected));
        int[] q = data.clone();
        quickSort(q, 0, n - 1);
        System.out.println("quick sort matches: " + Arrays.equals(q, expected));
        int[] h = data.clone();
        heapSort(h);
        System.out.println("heap sort matches: " + Arrays.equals(h, expected));
        int[] ins = data.clone();
        insertionSort(ins, 0, 1500);
        int[] part = Arrays.copyOf(data, 1500);
        Arrays.sort(part);
        System.out.println("insertion sort on 1500 matches: " + Arrays.equals(Arrays.copyOf(ins, 1500), part));
        System.out.println("inversions in input: " + inversions(data.clone(), new int[n], 0, n));
        int dups = 0;
        for (int i = 1; i < n; i++) {
            if (expected[i] == expected[i - 1]) {
                dups++;
            }
        }
        System.out.println("adjacent duplicates after sort: " + dups);
        StringBuilder sb = new StringBuilder("every 1000th: ");
        for (int i = 0; i < n; i += 1000) {
            sb.append(expected[i]).append(' ');
        }
        System.out.println(sb.toString().trim());
        Integer[] boxed = new Integer[2000];
        for (int i = 0; i < boxed.length; i++) {
            boxed[i] = data[i];
        }
        Arrays.sort(boxed, (x, y) -> Integer.compare(Math.abs(x), Math.abs(y)) != 0 ? Integer.compare(Math.abs(x), Math.abs(y))
                : Integer.compare(x, y));
        System.out.println("boxed by abs value, first five: " + Arrays.toString(Arrays.copyOf(boxed, 5)));
        int idx = Arrays.binarySearch(expected, expected[1234]);
        System.out.println("binarySearch finds value " + expected[1234] + ": " + (expected[idx] == expected[1234]));
    }
}
