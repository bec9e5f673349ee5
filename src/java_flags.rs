//! `java`'s own spellings of the flags `run` and `check` share.
//!
//! A Java developer types `wayfinder run -cp out Main` out of habit. clap
//! reads `-cp` as the short flags `-c` and `-p` and refuses it. Before the
//! command line is parsed, the tokens that name a `java` flag with a
//! Wayfinder equivalent are spelled the Wayfinder way: `-cp` and
//! `-classpath` become `--classpath`, `-da`/`-disableassertions` become
//! `--disable-assertions`, and `-ea`/`-enableassertions` (Wayfinder's
//! default) are dropped.
//!
//! Only tokens before the main class are touched: everything after it is
//! the program's own arguments. The main class is the first token that is
//! neither a flag nor the value of a flag that takes one; which flags take a
//! value is read from the subcommand's clap definition, so the two cannot
//! disagree.

use std::ffi::OsString;

use clap::CommandFactory;

/// The command line with `java`-style flags spelled as Wayfinder's, for
/// the command-line definition `C`.
pub fn translate<C: CommandFactory>(args: Vec<OsString>) -> Vec<OsString> {
    let mut out = Vec::with_capacity(args.len());
    let mut iter = args.into_iter();
    // The program name and the subcommand pass unchanged.
    if let Some(program) = iter.next() {
        out.push(program);
    }
    let Some(command) = iter.next() else {
        return out;
    };
    let cli = C::command();
    let Some(sub) = command.to_str().and_then(|c| cli.find_subcommand(c)) else {
        out.push(command);
        out.extend(iter);
        return out;
    };
    // A subcommand takes a program when it has a `--classpath` flag.
    let takes_program = sub
        .get_arguments()
        .any(|a| a.get_long() == Some("classpath"));
    let takes_value = |flag: &str| {
        sub.get_arguments().any(|a| {
            let named = a.get_long().is_some_and(|l| flag == format!("--{l}"))
                || a.get_all_aliases()
                    .into_iter()
                    .flatten()
                    .any(|l| flag == format!("--{l}"))
                || a.get_short().is_some_and(|c| flag == format!("-{c}"));
            named && a.get_action().takes_values()
        })
    };
    out.push(command);
    if !takes_program {
        out.extend(iter);
        return out;
    }
    let mut expect_value = false;
    for token in iter.by_ref() {
        if expect_value {
            expect_value = false;
            out.push(token);
            continue;
        }
        match token.to_str().unwrap_or("") {
            "-cp" | "-classpath" | "--class-path" => {
                out.push("--classpath".into());
                expect_value = true;
            }
            "-da" | "-disableassertions" => out.push("--disable-assertions".into()),
            "-ea" | "-enableassertions" => {}
            "--" => {
                out.push(token);
                break;
            }
            t if t.starts_with('-') => {
                expect_value = !t.contains('=') && takes_value(t);
                out.push(token);
            }
            _ => {
                // The main class: the rest belongs to the program.
                out.push(token);
                break;
            }
        }
    }
    out.extend(iter);
    out
}

#[cfg(test)]
mod tests {
    use clap::{Args, Parser, Subcommand};

    #[derive(Parser)]
    struct Cli {
        #[command(subcommand)]
        command: Command,
    }
    #[derive(Subcommand)]
    enum Command {
        Run(Program),
        Check(Check),
        Replay { trace: String },
    }
    #[derive(Args)]
    struct Program {
        #[arg(long = "classpath")]
        classpath: String,
        #[arg(long)]
        disable_assertions: bool,
        main_class: String,
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    }
    #[derive(Args)]
    struct Check {
        #[arg(long)]
        json: bool,
        #[arg(long)]
        max_states: Option<u64>,
        #[command(flatten)]
        program: Program,
    }

    fn t(line: &str) -> String {
        let args = line.split(' ').map(Into::into).collect();
        let out = super::translate::<Cli>(args);
        out.iter()
            .map(|a| a.to_str().unwrap())
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn java_spellings_before_the_main_class() {
        assert_eq!(t("w run -cp out Main"), "w run --classpath out Main");
        assert_eq!(
            t("w check --json -classpath a:b -ea Main x"),
            "w check --json --classpath a:b Main x"
        );
        assert_eq!(
            t("w run -da --class-path out M"),
            "w run --disable-assertions --classpath out M"
        );
    }

    #[test]
    fn program_arguments_are_left_alone() {
        assert_eq!(
            t("w run -cp out Main -cp x -ea"),
            "w run --classpath out Main -cp x -ea"
        );
        assert_eq!(
            t("w check --max-states 10 Main -da"),
            "w check --max-states 10 Main -da"
        );
        // A boolean flag right before the main class does not swallow it.
        assert_eq!(t("w check --json Main -cp x"), "w check --json Main -cp x");
        assert_eq!(t("w replay -cp trace.json"), "w replay -cp trace.json");
        assert_eq!(t("w frobnicate -cp x"), "w frobnicate -cp x");
    }
}
