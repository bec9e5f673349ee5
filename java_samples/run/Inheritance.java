// Inheritance: virtual dispatch, super calls, field hiding vs overriding,
// static method hiding, protected access, constructor chaining with this(...),
// overridable method called from a constructor, covariant returns, final.
public class Inheritance {
    static class Animal {
        String name = "animal";
        static String kind() {
            return "Animal.kind";
        }

        protected int legs;

        Animal() {
            this(4);
            System.out.println("  Animal() done, sound=" + sound());
        }

        Animal(int legs) {
            this.legs = legs;
            System.out.println("  Animal(int " + legs + ")");
        }

        String sound() {
            return "...";
        }

        String describe() {
            return name + " with " + legs + " legs says " + sound();
        }

        Animal self() {
            return this;
        }

        final String id() {
            return "id:" + getClass().getSimpleName();
        }
    }

    static class Dog extends Animal {
        String name = "dog";
        private final String bark;

        static String kind() {
            return "Dog.kind";
        }

        Dog() {
            super();
            bark = "woof";
            System.out.println("  Dog() done");
        }

        @Override
        String sound() {
            return "bark=" + bark;
        }

        @Override
        Dog self() {
            return this;
        }

        String superDescribe() {
            return "super: " + super.describe() + " / super.name=" + super.name + " / this.name=" + name;
        }
    }

    static class Puppy extends Dog {
        Puppy() {
            System.out.println("  Puppy()");
        }

        @Override
        String sound() {
            return "yip (" + super.sound() + ")";
        }

        @Override
        String describe() {
            return "puppy! " + super.describe();
        }
    }

    static class Bird extends Animal {
        Bird() {
            super(2);
        }

        @Override
        String sound() {
            return "tweet";
        }
    }

    static class Counter {
        private int count;

        void inc() {
            count++;
        }

        int get() {
            return count;
        }
    }

    static class DoubleCounter extends Counter {
        @Override
        void inc() {
            super.inc();
            super.inc();
        }
    }

    public static void main(String[] args) {
        System.out.println("new Dog():");
        Dog dog = new Dog();
        System.out.println("new Puppy():");
        Animal puppy = new Puppy();
        System.out.println("new Bird():");
        Animal bird = new Bird();
        Animal[] zoo = {dog, puppy, bird, new Animal(3)};
        for (Animal a : zoo) {
            System.out.println(a.id() + ": " + a.describe() + " | field via Animal ref: " + a.name);
        }
        System.out.println(dog.superDescribe());
        Animal asAnimal = dog;
        System.out.println("field hiding: ((Animal) dog).name=" + asAnimal.name + " dog.name=" + dog.name);
        System.out.println("static hiding: " + Animal.kind() + " " + Dog.kind());
        Dog self = dog.self();
        Animal aself = asAnimal.self();
        System.out.println("covariant: " + self.getClass().getSimpleName() + " " + aself.getClass().getSimpleName());
        Counter c = new DoubleCounter();
        for (int i = 0; i < 5; i++) {
            c.inc();
        }
        System.out.println("double counter: " + c.get());
        System.out.println("instanceof chain: " + (puppy instanceof Dog) + " " + (puppy instanceof Animal) + " "
                + (bird instanceof Dog) + " superclass of Puppy: " + Puppy.class.getSuperclass().getSimpleName() + " -> "
                + Puppy.class.getSuperclass().getSuperclass().getSimpleName() + " -> "
                + Puppy.class.getSuperclass().getSuperclass().getSuperclass().getName());
        Shape[] shapes = {new Circle(1), new Rect(2, 3), new Square(4), new Circle(0.5)};
        double total = 0;
        for (Shape s : shapes) {
            System.out.println(s + " area=" + String.format("%.4f", s.area()) + " perimeter=" + String.format("%.4f", s.perimeter()));
            total += s.area();
        }
        System.out.println("total area " + String.format("%.4f", total));
    }
}

abstract class Shape {
    abstract double area();

    abstract double perimeter();

    @Override
    public String toString() {
        return getClass().getSimpleName() + "[" + dims() + "]";
    }

    protected String dims() {
        return "";
    }
}

class Circle extends Shape {
    final double r;

    Circle(double r) {
        this.r = r;
    }

    double area() {
        return Math.PI * r * r;
    }

    double perimeter() {
        return 2 * Math.PI * r;
    }

    @Override
    protected String dims() {
        return "r=" + r;
    }
}

class Rect extends Shape {
    final double w, h;

    Rect(double w, double h) {
        this.w = w;
        this.h = h;
    }

    double area() {
        return w * h;
    }

    double perimeter() {
        return 2 * (w + h);
    }

    @Override
    protected String dims() {
        return w + "x" + h;
    }
}

class Square extends Rect {
    Square(double s) {
        super(s, s);
    }

    @Override
    protected String dims() {
        return "side=" + w + ", as rect " + super.dims();
    }
}
