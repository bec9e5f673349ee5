// Text blocks: incidental indentation removal, trailing spaces, escapes
// (\n, \t, \", \s, line continuation), formatted(), lines(), stripIndent().
public class TextBlocks {
    public static void main(String[] args) {
        String json = """
                {
                  "name": "wayfinder",
                  "version": 1,
                  "tags": ["jvm", "model-checker"]
                }
                """;
        System.out.print(json);
        System.out.println("json length " + json.length() + " lines " + json.lines().count() + " ends with newline "
                + json.endsWith("\n"));
        String noTrailingNewline = """
            alpha
              beta
            gamma""";
        System.out.println("[" + noTrailingNewline + "]");
        String closingLeft = """
                indented by closing delimiter
                second line
            """;
        System.out.print(closingLeft.replace(" ", "."));
        String escapes = """
            tab:\there
            quote: \""" and "quotes"
            trailing space kept:\s
            joined \
            line
            backslash: \\
            """;
        System.out.print(escapes.replace(" ", "_").replace("\t", "<TAB>"));
        String trailing = """
            spaces stripped here   
            """;
        System.out.println("trailing stripped: [" + trailing.replace("\n", "$") + "]");
        String template = """
            Dear %s,
            you owe %d coins (%.2f%%).
            """.formatted("Ann", 42, 12.5);
        System.out.print(template);
        String empty = """
            """;
        System.out.println("empty block length " + empty.length());
        String html = """
              <ul>
                <li>one</li>
                <li>two</li>
              </ul>""";
        html.lines().map(l -> l.length() + ":" + l).forEach(System.out::println);
        String manual = "   a\n     b\n   c";
        System.out.println("stripIndent: [" + manual.stripIndent().replace("\n", "|") + "]");
        System.out.println("translateEscapes: [" + "x\\ty\\n".translateEscapes().replace("\t", "<T>").replace("\n", "<N>") + "]");
        String sql = """
            SELECT id, name
              FROM users
             WHERE age > 18
            """;
        int n = 1;
        for (String line : sql.split("\n")) {
            System.out.println((n++) + ": " + line.strip() + " (indent " + (line.length() - line.stripLeading().length()) + ")");
        }
        System.out.println("same as literal: " + ("""
            a
            b""".equals("a\nb")));
    }
}
