//! The parser of Spin's LTL syntax.
//!
//! Grammar, loosest first (`->` associates to the right, every other binary
//! operator to the left):
//!
//! ```text
//! iff     := implies ("<->" implies)*
//! implies := or ("->" implies)?
//! or      := and ("||" and)*
//! and     := binary ("&&" binary)*
//! binary  := unary (("U" | "V" | "W") unary)*
//! unary   := ("!" | "[]" | "<>" | "G" | "F") unary | primary
//! primary := "true" | "false" | "(" iff ")" | "{" text "}" | call | define
//! call    := ("loc" | "thrown" | "terminated" | "alive" | "streq") "(" ... ")"
//! ```
//!
//! `/\` and `\/` are accepted as spellings of `&&` and `||`, and Spin's
//! word forms of the operators too: `always`, `eventually`, `until` and
//! `stronguntil`, `weakuntil`, `release`, `implies`, `equivalent`. The next
//! operator (`X`, `next`) is rejected with an explanation.

use std::fmt;

use crate::{Formula, Parsed};

/// At most this many distinct propositions: a valuation is a `u64`.
pub const MAX_ATOMS: usize = 64;

/// Why a formula (or one of its defines) could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// What is wrong, in one line.
    pub message: String,
    /// Byte offset in the formula text where the problem is (0 for a
    /// problem with a define).
    pub offset: usize,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} (at offset {} of the LTL formula)",
            self.message, self.offset
        )
    }
}

impl std::error::Error for ParseError {}

/// The calls that may stand bare in a formula; the atom is the whole call.
const CALLS: [&str; 5] = ["loc", "thrown", "terminated", "alive", "streq"];

/// Words of the formula language that cannot name a define.
const KEYWORDS: [&str; 17] = [
    "true",
    "false",
    "U",
    "V",
    "W",
    "G",
    "F",
    "X",
    "always",
    "eventually",
    "until",
    "stronguntil",
    "weakuntil",
    "release",
    "implies",
    "equivalent",
    "next",
];

/// Parses `src` in Spin's LTL syntax. `defines` are `(name, expression)`
/// pairs (`--define name=expr`): a bare `name` in the formula stands for the
/// proposition `expr`.
pub fn parse(src: &str, defines: &[(String, String)]) -> Result<Parsed, ParseError> {
    let defines = check_defines(defines)?;
    let tokens = tokenize(src, &defines)?;
    let mut parser = Parser {
        tokens,
        at: 0,
        atoms: Vec::new(),
        src_len: src.len(),
        nesting: 0,
    };
    let formula = parser.iff()?.formula;
    match parser.peek() {
        None => Ok(Parsed {
            formula,
            atoms: parser.atoms,
        }),
        Some((Tok::RParen, offset)) => Err(err(offset, "`)` without a matching `(`")),
        Some((tok, offset)) => Err(err(
            offset,
            format!(
                "expected an operator or the end of the formula, found {}",
                tok.describe()
            ),
        )),
    }
}

fn err(offset: usize, message: impl Into<String>) -> ParseError {
    ParseError {
        message: message.into(),
        offset,
    }
}

/// Checks the defines' names and returns `(name, proposition text)` pairs.
fn check_defines(defines: &[(String, String)]) -> Result<Vec<(String, String)>, ParseError> {
    let mut checked: Vec<(String, String)> = Vec::new();
    for (name, expr) in defines {
        let name = name.trim();
        let valid = name
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if !valid {
            return Err(err(
                0,
                format!("--define name `{name}` is not an identifier (letters, digits, `_`)"),
            ));
        }
        if KEYWORDS.contains(&name) || CALLS.contains(&name) {
            return Err(err(
                0,
                format!("--define name `{name}` is a word of the formula language; choose another"),
            ));
        }
        if checked.iter().any(|(n, _)| n == name) {
            return Err(err(0, format!("--define `{name}` is given twice")));
        }
        let mut text = expr.trim();
        // `--define 'p={x > 0}'`: the braces are the formula's quoting, not part of the expression.
        if text.starts_with('{') && brace_end(text, 0) == Some(text.len() - 1) {
            text = text[1..text.len() - 1].trim();
        }
        if text.is_empty() {
            return Err(err(0, format!("--define `{name}` has an empty expression")));
        }
        checked.push((name.to_string(), text.to_string()));
    }
    Ok(checked)
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Tok {
    Not,
    Always,
    Eventually,
    Until,
    Release,
    WeakUntil,
    And,
    Or,
    Implies,
    Iff,
    True,
    False,
    LParen,
    RParen,
    /// A proposition's text.
    Atom(String),
}

impl Tok {
    fn describe(&self) -> String {
        let text = match self {
            Tok::Not => "!",
            Tok::Always => "[]",
            Tok::Eventually => "<>",
            Tok::Until => "U",
            Tok::Release => "V",
            Tok::WeakUntil => "W",
            Tok::And => "&&",
            Tok::Or => "||",
            Tok::Implies => "->",
            Tok::Iff => "<->",
            Tok::True => "true",
            Tok::False => "false",
            Tok::LParen => "(",
            Tok::RParen => ")",
            Tok::Atom(text) => return format!("proposition `{text}`"),
        };
        format!("`{text}`")
    }
}

/// The index of the `}` closing the `{` at `open`, skipping nested braces
/// and string and character literals (a `}` inside `"..."` does not close).
fn brace_end(src: &str, open: usize) -> Option<usize> {
    let bytes = src.as_bytes();
    let mut depth = 0usize;
    let mut i = open;
    while i < bytes.len() {
        match bytes[i] {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            quote @ (b'"' | b'\'') => i = literal_end(bytes, i, quote)?,
            _ => {}
        }
        i += 1;
    }
    None
}

/// The index of the quote closing the literal opened at `open`.
fn literal_end(bytes: &[u8], open: usize, quote: u8) -> Option<usize> {
    let mut i = open + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 1,
            b if b == quote => return Some(i),
            _ => {}
        }
        i += 1;
    }
    None
}

/// The index of the `)` closing the `(` at `open`, skipping nested
/// parentheses and string and character literals.
fn paren_end(bytes: &[u8], open: usize) -> Result<usize, ParseError> {
    let mut depth = 0usize;
    let mut i = open;
    while i < bytes.len() {
        match bytes[i] {
            b'(' => depth += 1,
            b')' => {
                depth -= 1;
                if depth == 0 {
                    return Ok(i);
                }
            }
            quote @ (b'"' | b'\'') => {
                i = literal_end(bytes, i, quote)
                    .ok_or_else(|| err(i, "unterminated string literal"))?
            }
            _ => {}
        }
        i += 1;
    }
    Err(err(open, "`(` of a call without a matching `)`"))
}

fn is_word_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_' || c == b'$'
}

fn is_word_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'
}

fn tokenize(src: &str, defines: &[(String, String)]) -> Result<Vec<(Tok, usize)>, ParseError> {
    let bytes = src.as_bytes();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let start = i;
        let next = bytes.get(i + 1).copied();
        let (tok, len) = match bytes[i] {
            c if c.is_ascii_whitespace() => {
                i += 1;
                continue;
            }
            b'!' => (Tok::Not, 1),
            b'(' => (Tok::LParen, 1),
            b')' => (Tok::RParen, 1),
            b'[' if next == Some(b']') => (Tok::Always, 2),
            b'<' if next == Some(b'>') => (Tok::Eventually, 2),
            b'<' if src[i..].starts_with("<->") => (Tok::Iff, 3),
            b'-' if next == Some(b'>') => (Tok::Implies, 2),
            b'&' if next == Some(b'&') => (Tok::And, 2),
            b'|' if next == Some(b'|') => (Tok::Or, 2),
            b'/' if next == Some(b'\\') => (Tok::And, 2),
            b'\\' if next == Some(b'/') => (Tok::Or, 2),
            b'&' => return Err(err(i, "`&` is not an operator: write `&&` for and")),
            b'|' => return Err(err(i, "`|` is not an operator: write `||` for or")),
            b'{' => {
                let end = brace_end(src, i).ok_or_else(|| err(i, "`{` without a matching `}`"))?;
                let text = src[i + 1..end].trim();
                if text.is_empty() {
                    return Err(err(i, "empty proposition `{}`"));
                }
                (Tok::Atom(text.to_string()), end + 1 - i)
            }
            b'}' => return Err(err(i, "`}` without a matching `{`")),
            c if is_word_start(c) => {
                let mut end = i;
                while end < bytes.len() && is_word_char(bytes[end]) {
                    end += 1;
                }
                let word = &src[i..end];
                let tok = match word {
                    "true" => Tok::True,
                    "false" => Tok::False,
                    "U" | "until" | "stronguntil" => Tok::Until,
                    "V" | "release" => Tok::Release,
                    "W" | "weakuntil" => Tok::WeakUntil,
                    "G" | "always" => Tok::Always,
                    "F" | "eventually" => Tok::Eventually,
                    "implies" => Tok::Implies,
                    "equivalent" => Tok::Iff,
                    "X" | "next" => {
                        return Err(err(
                            i,
                            "the next operator `X` is not supported: it makes a property \
                             stutter-sensitive, and partial-order reduction is only sound for \
                             stutter-invariant properties",
                        ))
                    }
                    _ if CALLS.contains(&word) => {
                        let mut open = end;
                        while open < bytes.len() && bytes[open].is_ascii_whitespace() {
                            open += 1;
                        }
                        if bytes.get(open) != Some(&b'(') {
                            return Err(err(
                                i,
                                format!(
                                    "`{word}` must be followed by its arguments: `{word}(\"...\")`"
                                ),
                            ));
                        }
                        let close = paren_end(bytes, open)?;
                        tokens.push((Tok::Atom(src[i..=close].to_string()), start));
                        i = close + 1;
                        continue;
                    }
                    _ => match defines.iter().find(|(name, _)| name == word) {
                        Some((_, text)) => Tok::Atom(text.clone()),
                        None if word == "R" => {
                            return Err(err(
                                i,
                                "unknown name `R`: Spin writes release `V` (`a V b` = \
                                 `!(!a U !b)`); or define `R` with `--define R=EXPR`",
                            ))
                        }
                        None => {
                            return Err(err(
                                i,
                                format!(
                                    "unknown name `{word}`: write a proposition in braces \
                                     (`{{{word} ...}}`) or define it with `--define {word}=EXPR`"
                                ),
                            ))
                        }
                    },
                };
                (tok, end - i)
            }
            _ => {
                let c = src[i..].chars().next().unwrap_or('?');
                return Err(err(
                    i,
                    format!("unexpected `{c}`: propositions are written in braces, `{{...}}`"),
                ));
            }
        };
        tokens.push((tok, start));
        i += len;
    }
    Ok(tokens)
}

struct Parser {
    tokens: Vec<(Tok, usize)>,
    at: usize,
    atoms: Vec<String>,
    src_len: usize,
    /// Levels of recursive descent currently open.
    nesting: usize,
}

/// The constructor of a binary formula node.
type BinaryNode = fn(Box<Formula>, Box<Formula>) -> Formula;

/// The constructor of a unary formula node.
type UnaryNode = fn(Box<Formula>) -> Formula;

/// A parsed subformula and the height of its tree.
struct Sub {
    formula: Formula,
    depth: usize,
}

impl Sub {
    fn leaf(formula: Formula) -> Sub {
        Sub { formula, depth: 1 }
    }
}

/// Formulas nest at most this deep (operators within operators), so that
/// neither the parser nor the translation, both recursive, can exhaust the
/// stack.
pub const MAX_DEPTH: usize = 256;

fn check_depth(offset: usize, depth: usize) -> Result<(), ParseError> {
    if depth > MAX_DEPTH {
        return Err(err(
            offset,
            format!("the formula nests operators more than {MAX_DEPTH} deep"),
        ));
    }
    Ok(())
}

impl Parser {
    fn peek(&self) -> Option<(Tok, usize)> {
        self.tokens.get(self.at).cloned()
    }

    /// Consumes the next token if it is `tok`, returning its offset.
    fn eat(&mut self, tok: &Tok) -> Option<usize> {
        match self.tokens.get(self.at) {
            Some((t, offset)) if t == tok => {
                self.at += 1;
                Some(*offset)
            }
            _ => None,
        }
    }

    /// `make(left, right)`, one level deeper than the deeper of the two.
    fn binary_node(
        &self,
        offset: usize,
        make: BinaryNode,
        left: Sub,
        right: Sub,
    ) -> Result<Sub, ParseError> {
        let depth = 1 + left.depth.max(right.depth);
        check_depth(offset, depth)?;
        Ok(Sub {
            formula: make(Box::new(left.formula), Box::new(right.formula)),
            depth,
        })
    }

    /// Parses binary operators of one level, left-associative: `next`
    /// parses the operands, `ops` maps operator tokens to constructors.
    fn left_associative(
        &mut self,
        next: fn(&mut Parser) -> Result<Sub, ParseError>,
        ops: &[(Tok, BinaryNode)],
    ) -> Result<Sub, ParseError> {
        let mut left = next(self)?;
        'operators: loop {
            for (tok, make) in ops {
                if let Some(offset) = self.eat(tok) {
                    let right = next(self)?;
                    left = self.binary_node(offset, *make, left, right)?;
                    continue 'operators;
                }
            }
            return Ok(left);
        }
    }

    fn iff(&mut self) -> Result<Sub, ParseError> {
        self.left_associative(Parser::implies, &[(Tok::Iff, Formula::Iff)])
    }

    fn implies(&mut self) -> Result<Sub, ParseError> {
        let left = self.or()?;
        if let Some(offset) = self.eat(&Tok::Implies) {
            self.enter(offset)?;
            let right = self.implies()?;
            self.nesting -= 1;
            return self.binary_node(offset, Formula::Implies, left, right);
        }
        Ok(left)
    }

    fn or(&mut self) -> Result<Sub, ParseError> {
        self.left_associative(Parser::and, &[(Tok::Or, Formula::Or)])
    }

    fn and(&mut self) -> Result<Sub, ParseError> {
        self.left_associative(Parser::binary, &[(Tok::And, Formula::And)])
    }

    fn binary(&mut self) -> Result<Sub, ParseError> {
        self.left_associative(
            Parser::unary,
            &[
                (Tok::Until, Formula::Until),
                (Tok::Release, Formula::Release),
                (Tok::WeakUntil, Formula::WeakUntil),
            ],
        )
    }

    fn unary(&mut self) -> Result<Sub, ParseError> {
        let ops: [(Tok, UnaryNode); 3] = [
            (Tok::Not, Formula::Not),
            (Tok::Always, Formula::Always),
            (Tok::Eventually, Formula::Eventually),
        ];
        for (tok, make) in ops {
            if let Some(offset) = self.eat(&tok) {
                self.enter(offset)?;
                let operand = self.unary()?;
                self.nesting -= 1;
                let depth = operand.depth + 1;
                check_depth(offset, depth)?;
                return Ok(Sub {
                    formula: make(Box::new(operand.formula)),
                    depth,
                });
            }
        }
        self.primary()
    }

    /// Counts one more level of nested parsing (parentheses, unary
    /// operators, `->`), refusing to go deeper than [`MAX_DEPTH`].
    fn enter(&mut self, offset: usize) -> Result<(), ParseError> {
        self.nesting += 1;
        check_depth(offset, self.nesting)
    }

    fn primary(&mut self) -> Result<Sub, ParseError> {
        let Some((tok, offset)) = self.peek() else {
            return Err(err(
                self.src_len,
                "the formula ends where an operand is expected",
            ));
        };
        self.at += 1;
        match tok {
            Tok::True => Ok(Sub::leaf(Formula::True)),
            Tok::False => Ok(Sub::leaf(Formula::False)),
            Tok::Atom(text) => {
                let index = match self.atoms.iter().position(|a| *a == text) {
                    Some(index) => index,
                    None => {
                        if self.atoms.len() == MAX_ATOMS {
                            return Err(err(
                                offset,
                                format!("more than {MAX_ATOMS} distinct propositions"),
                            ));
                        }
                        self.atoms.push(text);
                        self.atoms.len() - 1
                    }
                };
                Ok(Sub::leaf(Formula::Atom(index)))
            }
            Tok::LParen => {
                self.enter(offset)?;
                let inner = self.iff()?;
                self.nesting -= 1;
                match self.peek() {
                    Some((Tok::RParen, _)) => {
                        self.at += 1;
                        Ok(inner)
                    }
                    Some((other, at)) => Err(err(
                        at,
                        format!(
                            "expected `)` closing the `(` at offset {offset}, found {}",
                            other.describe()
                        ),
                    )),
                    None => Err(err(offset, "`(` without a matching `)`")),
                }
            }
            other => Err(err(
                offset,
                format!("expected a proposition or `(`, found {}", other.describe()),
            )),
        }
    }
}
