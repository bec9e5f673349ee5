// expect: no_violation
// key: SubclassNotCounted$Cell:*.v
// property: G[SubclassNotCounted$Cell:1.v <= 2 && SubclassNotCounted$Cell:2.v <= 2]
// states: all=5 no-por=5 no-symmetry=5 none=5
// about: instance numbering counts objects of the class itself, not of its subclasses (the JIV2E paper's i-th object-instance of class c): the BigCell allocated between the two Cells is not Cell:2, so its 100 never shows in Cell:2.v (counting subclasses, the property would fail)
public class SubclassNotCounted {
    static class Cell {
        int v;
    }

    static class BigCell extends Cell {
        int extra;
    }

    static Cell[] cells = new Cell[3];

    public static void main(String[] args) {
        Cell a = new Cell();
        a.v = 1;
        cells[0] = a;
        Cell big = new BigCell();
        big.v = 100;
        cells[1] = big;
        Cell b = new Cell();
        b.v = 2;
        cells[2] = b;
    }
}
