// java.text.BreakIterator over the rule tables the JDK keeps as binary
// resources of java.base: character, word, line and sentence boundaries
// (forward, backward, following/preceding), with surrogate pairs, an
// unpaired surrogate, CJK text, and Thai (whose tables are jdk.localedata's).
import java.text.BreakIterator;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

public class BreakIterators {
    static List<String> pieces(BreakIterator bi, String text) {
        bi.setText(text);
        List<String> out = new ArrayList<>();
        int start = bi.first();
        for (int end = bi.next(); end != BreakIterator.DONE; start = end, end = bi.next()) {
            out.add(text.substring(start, end));
        }
        return out;
    }

    static List<Integer> backwards(BreakIterator bi, String text) {
        bi.setText(text);
        List<Integer> out = new ArrayList<>();
        for (int b = bi.last(); b != BreakIterator.DONE; b = bi.previous()) {
            out.add(b);
        }
        return out;
    }

    public static void main(String[] args) {
        String text = "Hello, world! It's 3.14 o'clock. Wait\u2026 what? x\uD83D\uDE00y \uD800z \u65E5\u672C\u8A9E\u3067\u3059\u3002";
        BreakIterator chars = BreakIterator.getCharacterInstance(Locale.US);
        BreakIterator words = BreakIterator.getWordInstance(Locale.US);
        BreakIterator lines = BreakIterator.getLineInstance(Locale.US);
        BreakIterator sentences = BreakIterator.getSentenceInstance(Locale.US);
        System.out.println("characters: " + pieces(chars, text).size());
        System.out.println("words: " + pieces(words, text));
        System.out.println("lines: " + pieces(lines, text));
        System.out.println("sentences: " + pieces(sentences, text));
        System.out.println("word boundaries backwards: " + backwards(words, text));
        words.setText(text);
        System.out.println("following(8) " + words.following(8) + " preceding(8) " + words.preceding(8)
                + " isBoundary(7) " + words.isBoundary(7));
        BreakIterator ja = BreakIterator.getWordInstance(Locale.JAPAN);
        System.out.println("japanese words: " + pieces(ja, "\u3053\u308C\u306F\u30C6\u30B9\u30C8\u3067\u3059"));
        // Thai rule tables live in another module (jdk.localedata).
        BreakIterator th = BreakIterator.getLineInstance(new Locale("th"));
        System.out.println("thai lines: " + pieces(th, "\u0E20\u0E32\u0E29\u0E32\u0E44\u0E17\u0E22 \u0E07\u0E48\u0E32\u0E22").size());
        System.out.println("available locales include US: "
                + java.util.Arrays.asList(BreakIterator.getAvailableLocales()).contains(Locale.US));
    }
}
