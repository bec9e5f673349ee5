public class ThreadIdValue {
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {});
        long id = t.getId();
        System.out.println(id);
        assert id == 12 : "id " + id;
    }
}
