// User-defined exception hierarchies: checked and unchecked, causes and
// cause chains, getMessage/getLocalizedMessage/toString, initCause rules,
// overriding getMessage, exception fields, Throwable(String, Throwable) forms.
public class CustomExceptions {
    static class AppException extends Exception {
        private final int code;

        AppException(String message, int code) {
            super(message);
            this.code = code;
        }

        AppException(String message, Throwable cause) {
            super(message, cause);
            this.code = -1;
        }

        int code() {
            return code;
        }
    }

    static class NotFound extends AppException {
        NotFound(String what) {
            super("not found: " + what, 404);
        }
    }

    static class ValidationError extends RuntimeException {
        private final String field;

        ValidationError(String field) {
            this.field = field;
        }

        @Override
        public String getMessage() {
            return "invalid field '" + field + "'";
        }
    }

    static class Localized extends RuntimeException {
        Localized(String m) {
            super(m);
        }

        @Override
        public String getLocalizedMessage() {
            return "[localized] " + getMessage();
        }
    }

    static class Quiet extends RuntimeException {
        Quiet() {
            super("quiet", null, false, false);
        }
    }

    static String lookup(String key) throws NotFound {
        if (key.startsWith("x")) {
            throw new NotFound(key);
        }
        return key.toUpperCase();
    }

    static String service(String key) throws AppException {
        try {
            return lookup(key);
        } catch (NotFound e) {
            throw new AppException("service failed for " + key, e);
        }
    }

    static void describe(Throwable t) {
        int depth = 0;
        while (t != null) {
            System.out.println("  ".repeat(depth + 1) + t.getClass().getName() + " | getMessage=" + t.getMessage()
                    + " | toString=" + t);
            t = t.getCause();
            depth++;
        }
    }

    public static void main(String[] args) {
        for (String key : new String[] {"abc", "xyz"}) {
            try {
                System.out.println("service(" + key + ") = " + service(key));
            } catch (AppException e) {
                System.out.println("service(" + key + ") failed, code " + e.code() + ":");
                describe(e);
                System.out.println("  cause code " + ((AppException) e.getCause()).code());
            }
        }
        try {
            throw new ValidationError("email");
        } catch (ValidationError e) {
            System.out.println("validation: " + e + " / " + e.getMessage());
        }
        System.out.println("localized toString uses getLocalizedMessage: " + new Localized("msg"));
        Throwable plain = new Throwable();
        System.out.println("no message: " + plain + " | " + plain.getMessage() + " | " + new RuntimeException((String) null));
        Throwable causeOnly = new RuntimeException(new IllegalArgumentException("root"));
        System.out.println("cause-only constructor message: " + causeOnly.getMessage());
        System.out.println("cause-only with null cause: " + new RuntimeException((Throwable) null).getMessage());
        Exception late = new Exception("late");
        late.initCause(new ArithmeticException("why"));
        System.out.println("initCause: " + late.getCause());
        try {
            late.initCause(new RuntimeException("again"));
        } catch (IllegalStateException e) {
            System.out.println("initCause twice: " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        try {
            Exception selfish = new Exception("self");
            selfish.initCause(selfish);
        } catch (IllegalArgumentException e) {
            System.out.println("self-causation: " + e.getMessage());
        }
        Quiet q = new Quiet();
        q.addSuppressed(new RuntimeException("ignored"));
        System.out.println("suppression disabled: " + q.getSuppressed().length + " stack trace length " + q.getStackTrace().length);
        Exception deep = new Exception("level0");
        Exception cur = deep;
        for (int i = 1; i <= 4; i++) {
            Exception next = new Exception("level" + i);
            cur.initCause(next);
            cur = next;
        }
        describe(deep);
        Throwable root = deep;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        System.out.println("root cause: " + root.getMessage());
        try {
            rethrowPrecise(true);
        } catch (NotFound e) {
            System.out.println("precise rethrow kept type: " + e.getClass().getSimpleName() + " " + e.getMessage());
        } catch (AppException e) {
            System.out.println("wrong handler");
        }
        StackTraceElement[] st = new Exception().getStackTrace();
        System.out.println("top frame method: " + st[0].getMethodName() + " class " + st[0].getClassName());
    }

    static void rethrowPrecise(boolean b) throws NotFound, AppException {
        try {
            if (b) {
                throw new NotFound("precise");
            }
            throw new AppException("other", 1);
        } catch (final Exception e) {
            throw e;
        }
    }
}
