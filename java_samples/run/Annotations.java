// Runtime-visible annotations through core reflection: on classes (with
// @Inherited ones from superclasses), methods, fields, constructor and method
// parameters, record components and the members javac derives from them;
// every kind of element value (primitives, strings, enums, class literals,
// nested annotations, arrays) with defaults; equals, hashCode and toString of
// the annotation objects; repeatable annotations; CLASS retention invisible.
import java.lang.annotation.Annotation;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;

enum AnnLevel { LOW, HIGH }

@Retention(RetentionPolicy.RUNTIME)
@interface AnnInner { String value(); }

@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD, ElementType.FIELD, ElementType.PARAMETER,
         ElementType.RECORD_COMPONENT, ElementType.CONSTRUCTOR})
@interface AnnInfo {
    String name() default "none";
    int count() default 3;
    long big() default 1L << 40;
    double ratio() default 0.5;
    float f() default 1.5f;
    char c() default 'x';
    byte b() default 7;
    short s() default -2;
    boolean flag() default true;
    AnnLevel level() default AnnLevel.LOW;
    Class<?> type() default Object.class;
    int[] nums() default {1, 2};
    String[] tags() default {};
    AnnInner inner() default @AnnInner("deflt");
    AnnInner[] inners() default {};
}

/** Only strings, primitives and arrays of them: hash codes are specified. */
@Retention(RetentionPolicy.RUNTIME)
@interface AnnPlain {
    String text() default "t\"q\n";
    int n() default 4;
    long[] longs() default {5L, -6L};
    char ch() default '\'';
}

@Retention(RetentionPolicy.RUNTIME)
@interface AnnMarker {}

@Retention(RetentionPolicy.CLASS)
@interface AnnInvisible {}

@Inherited
@Retention(RetentionPolicy.RUNTIME)
@interface AnnInheritedTag { String value(); }

@Retention(RetentionPolicy.RUNTIME)
@Repeatable(AnnRoles.class)
@interface AnnRole { String value(); }

@Retention(RetentionPolicy.RUNTIME)
@interface AnnRoles { AnnRole[] value(); }

@AnnInfo(name = "cls", count = 5, level = AnnLevel.HIGH, type = String.class, nums = {4, 5, 6},
         tags = {"a", "b"}, inner = @AnnInner("in"), inners = {@AnnInner("x"), @AnnInner("y")})
@AnnMarker
@AnnInvisible
@AnnInheritedTag("base")
@AnnPlain
class AnnBase {
    @AnnInfo(name = "field") public int f;
    @AnnMarker public String g;
    public int plain;

    @AnnInfo(name = "ctor")
    public AnnBase(@AnnMarker int a) {}

    @AnnInfo(count = -1, ratio = 2.25, c = 'q', flag = false)
    public void m(@AnnMarker int a, int b, @AnnPlain(n = 9) @AnnMarker String c) {}

    @Deprecated public void old() {}

    @AnnRole("admin") @AnnRole("user")
    public void roles() {}

    @AnnRole("one")
    public void oneRole() {}
}

@AnnMarker
class AnnDerived extends AnnBase {
    AnnDerived() { super(0); }
}

@AnnInheritedTag("own")
class AnnDerived2 extends AnnBase {
    AnnDerived2() { super(0); }
}

record AnnPoint(@AnnInfo(name = "xcomp") int x, int y) {}

public class Annotations {
    static String names(Annotation[] as) {
        String[] out = new String[as.length];
        for (int i = 0; i < as.length; i++) {
            out[i] = as[i].annotationType().getSimpleName();
        }
        Arrays.sort(out);
        return Arrays.toString(out);
    }

    public static void main(String[] args) throws Exception {
        Class<?> c = AnnBase.class;
        AnnInfo info = c.getAnnotation(AnnInfo.class);
        System.out.println(info);
        System.out.println(info.name() + " " + info.count() + " " + info.big() + " " + info.ratio() + " "
            + info.f() + " " + info.c() + " " + info.b() + " " + info.s() + " " + info.flag() + " "
            + info.level() + " " + info.type() + " " + Arrays.toString(info.nums()) + " "
            + Arrays.toString(info.tags()) + " " + info.inner().value() + " " + info.inners().length
            + " " + info.annotationType());
        System.out.println(c.isAnnotationPresent(AnnMarker.class) + " " + c.isAnnotationPresent(AnnInvisible.class));
        System.out.println(names(c.getAnnotations()) + " " + names(c.getDeclaredAnnotations()));

        // Inherited annotations.
        System.out.println(names(AnnDerived.class.getAnnotations()) + " "
            + names(AnnDerived.class.getDeclaredAnnotations()));
        System.out.println(AnnDerived.class.getAnnotation(AnnInheritedTag.class).value() + " "
            + AnnDerived2.class.getAnnotation(AnnInheritedTag.class).value() + " "
            + AnnDerived.class.getAnnotation(AnnInfo.class) + " "
            + AnnDerived.class.getDeclaredAnnotation(AnnInheritedTag.class));

        // Fields.
        Field f = c.getField("f");
        AnnInfo fi = f.getAnnotation(AnnInfo.class);
        System.out.println(fi);
        System.out.println(fi.equals(c.getField("f").getAnnotation(AnnInfo.class)) + " "
            + (fi.hashCode() == c.getField("f").getAnnotation(AnnInfo.class).hashCode()));
        System.out.println(c.getField("g").getAnnotations().length + " " + c.getField("plain").getAnnotations().length);

        // Methods and parameters.
        Method m = c.getMethod("m", int.class, int.class, String.class);
        System.out.println(m.getAnnotation(AnnInfo.class));
        for (Annotation[] as : m.getParameterAnnotations()) {
            System.out.println(Arrays.toString(as));
        }
        System.out.println(c.getMethod("old").isAnnotationPresent(Deprecated.class) + " "
            + c.getMethod("old").getAnnotation(Deprecated.class));

        // Constructors.
        Constructor<?> k = c.getConstructor(int.class);
        System.out.println(k.getAnnotation(AnnInfo.class).name() + " " + Arrays.toString(k.getParameterAnnotations()[0]));

        // equals, hashCode, toString.
        AnnPlain p1 = c.getAnnotation(AnnPlain.class);
        AnnPlain p2 = (AnnPlain) m.getParameterAnnotations()[2][0];
        System.out.println(p1 + " " + p1.hashCode());
        System.out.println(p2 + " " + p2.hashCode());
        System.out.println(p1.equals(p2) + " " + p1.equals(p1) + " " + p2.equals(p2) + " " + p1.equals("x"));
        AnnMarker mk = c.getAnnotation(AnnMarker.class);
        System.out.println(mk + " " + mk.hashCode() + " " + mk.equals(m.getParameterAnnotations()[0][0]));
        System.out.println(info.equals(c.getAnnotation(AnnInfo.class)) + " " + info.equals(fi));

        // Repeatable.
        Method roles = c.getMethod("roles");
        System.out.println(Arrays.toString(roles.getAnnotationsByType(AnnRole.class)) + " "
            + roles.getAnnotation(AnnRole.class) + " " + roles.getAnnotation(AnnRoles.class));
        System.out.println(Arrays.toString(c.getMethod("oneRole").getAnnotationsByType(AnnRole.class)));

        // Records.
        RecordComponent[] rc = AnnPoint.class.getRecordComponents();
        System.out.println(rc[0].getAnnotation(AnnInfo.class).name() + " " + rc[1].getAnnotations().length);
        System.out.println(AnnPoint.class.getDeclaredField("x").getAnnotation(AnnInfo.class).name());
        System.out.println(AnnPoint.class.getDeclaredConstructor(int.class, int.class).getParameterAnnotations()[0].length);
        System.out.println(AnnPoint.class.getMethod("x").getAnnotation(AnnInfo.class).name());

        // The annotation interface itself.
        System.out.println(AnnInfo.class.getMethod("count").getDefaultValue() + " "
            + AnnInfo.class.getMethod("name").getDefaultValue() + " "
            + AnnInner.class.getMethod("value").getDefaultValue());
        System.out.println(AnnInfo.class.isAnnotation() + " " + AnnInfo.class.getAnnotation(Retention.class) + " "
            + Arrays.toString(AnnInfo.class.getAnnotation(Target.class).value()));
        System.out.println(AnnInheritedTag.class.isAnnotationPresent(Inherited.class) + " "
            + Annotations.class.getAnnotations().length);
    }
}
