// java.util.regex: named groups, replaceAll with a function, lookahead and
// lookbehind splits, flags, back references, appendReplacement, region,
// hitEnd, syntax errors and their messages, Unicode classes and \R, \X.
import java.util.*;
import java.util.regex.*;
import java.util.stream.*;

public class RegexText3 {
    public static void main(String[] args) {
        Pattern p = Pattern.compile("(?<year>\\d{4})-(?<mon>\\d{2})-(\\d{2})");
        Matcher m = p.matcher("dates: 2021-03-04, 1999-12-31 and 2000-01-01.");
        while (m.find()) {
            System.out.println(m.group() + " y=" + m.group("year") + " m=" + m.group("mon") + " d=" + m.group(3) + " @" + m.start() + "-" + m.end() + " " + m.start("mon"));
        }
        System.out.println(p.matcher("2021-03-04 x").replaceAll(r -> r.group(3) + "/" + r.group(2) + "/" + r.group(1)));
        System.out.println("a1b22c333".replaceAll("\\d+", "<$0>") + " " + "x-y-z".replaceFirst("-", "\\$"));
        System.out.println(Pattern.compile("\\w+").matcher("hello big world").replaceAll(r -> r.group().toUpperCase()));
        System.out.println(Arrays.toString("a,b,,c,,".split(",")) + " " + Arrays.toString("a,b,,c,,".split(",", -1)) + " " + Arrays.toString("a1b2c3".split("(?<=\\d)")));
        System.out.println(Arrays.toString("camelCaseStringHere".split("(?=[A-Z])")));
        System.out.println("password1".matches("(?=.*\\d)(?=.*[a-z]).{8,}") + " " + "password".matches("(?=.*\\d)(?=.*[a-z]).{8,}"));
        System.out.println(Pattern.compile("foo(?!bar)").matcher("foobar foobaz").results().map(MatchResult::start).collect(Collectors.toList()));
        System.out.println(Pattern.compile("(?i)hello").matcher("HeLLo hello HELLO").results().count());
        System.out.println(Pattern.compile("^\\s*#.*$", Pattern.MULTILINE).matcher("a\n # c\nb\n#d").replaceAll("") + "|");
        System.out.println(Pattern.compile("a.b", Pattern.DOTALL).matcher("a\nb").matches() + " " + Pattern.compile("a.b").matcher("a\nb").matches());
        System.out.println(Pattern.compile("(a)(b)?").matcher("a").results().map(r -> r.group(2) + "," + r.groupCount()).toList());
        System.out.println(Pattern.quote("1+1=2") + " " + "1+1=2".matches(Pattern.quote("1+1=2")) + " " + Matcher.quoteReplacement("$1\\x"));
        System.out.println(Pattern.compile(",\\s*").splitAsStream("x, y,z,  w").collect(Collectors.joining("|")));
        System.out.println(Pattern.compile("\\p{Lu}\\p{Ll}+").matcher("Hello World Foo bar").results().map(MatchResult::group).toList());
        System.out.println("aaa".replaceAll("a*", "X") + " " + "abc".replaceAll("", "-"));
        System.out.println(Pattern.compile("(\\d)\\1").matcher("112233 45").results().map(MatchResult::group).toList());
        System.out.println(Pattern.compile("\\bcat\\b").matcher("cat concat cat.").results().count());
        Matcher am = Pattern.compile("(\\w)(\\d)").matcher("a1 b2 c3");
        StringBuilder sb = new StringBuilder();
        while (am.find()) am.appendReplacement(sb, "$2$1");
        am.appendTail(sb);
        System.out.println(sb);
        Matcher lm = Pattern.compile("b+").matcher("aabbbcc");
        System.out.println(lm.lookingAt() + " " + lm.find() + " " + lm.hitEnd() + " " + lm.region(2, 4).matches() + " " + lm.group());
        try {
            Pattern.compile("(unclosed");
        } catch (PatternSyntaxException e) {
            System.out.println(e.getDescription() + " | " + e.getIndex() + " | " + e.getPattern());
            System.out.println(e.getMessage());
        }
        try {
            Pattern.compile("a{2,1}");
        } catch (PatternSyntaxException e) {
            System.out.println(e.getMessage());
        }
        try {
            Matcher mm = Pattern.compile("x").matcher("y");
            mm.group();
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        try {
            "abc".replaceAll("b", "$2");
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(Pattern.compile("[\\p{IsAlphabetic}&&[^aeiou]]+").matcher("rhythm and blues").results().map(MatchResult::group).toList());
        System.out.println(Pattern.compile("x*").matcher("").matches() + " " + Pattern.matches("[a-c]{3}", "abc") + " " + p.pattern() + " " + p.flags());
        System.out.println(Pattern.compile("(?x) a b # comment\n c").matcher("abc").matches());
        System.out.println("Tab\tand\u00e9".chars().filter(Character::isLetter).count());
        System.out.println(Pattern.compile("\\R").split("l1\r\nl2\nl3\rl4").length + " " + Pattern.compile("\\X").matcher("e\u0301a").results().count());
        System.out.println(Pattern.compile("a+?").matcher("aaa").results().count() + " " + Pattern.compile("(?:ab)++b").matcher("ababb").find());
        System.out.println(Pattern.compile("ab").asPredicate().test("xaby") + " " + Pattern.compile("ab").asMatchPredicate().test("xaby"));
    }
}
