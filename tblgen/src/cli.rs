//! The `tblgen` command line, read the way LLVM's `cl` library reads
//! `mlir-tblgen`'s.
//!
//! - An option is written with one or two dashes (`-gen-op-doc`,
//!   `--gen-op-doc`); a value follows `=` or is the next argument
//!   (`--dialect=arith`, `--dialect arith`, `-o out.md`); the prefix options
//!   `-I` and `-D` also take it glued on (`-Ispec`).
//! - `--` ends the options; `-` is standard input (the input when none is
//!   given) or standard output (`-o -`, the default).
//! - A later generator or value replaces an earlier one, as in `cl`.
//! - `--help` (`-h`), `--help-list` and `--version` print and exit 0 at once.
//! - Errors use `cl`'s wording, and an unknown option is followed by the
//!   nearest valid one ([`nearest_option`]).
//!
//! [`Generator`] lists the generators; the help text is built from the same
//! tables the arguments are parsed with, so it lists every option.

use std::fmt::Write;
use std::path::PathBuf;

/// Declares [`Generator`] with each generator's option name and help line,
/// so that parsing, `--help` and the driver's dispatch share one list.
macro_rules! generators {
    ($($(#[$doc:meta])* $variant:ident = $name:literal, $help:literal;)*) => {
        /// A generator: what `tblgen` makes of its input's records (the
        /// "Generator to run" of `--help`).
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Generator {
            $($(#[$doc])* $variant,)*
        }

        impl Generator {
            /// Every generator, sorted by option name.
            pub const ALL: &'static [Generator] = &[$(Generator::$variant),*];

            /// The option that selects it, without dashes.
            pub fn name(self) -> &'static str {
                match self {
                    $(Generator::$variant => $name,)*
                }
            }

            /// Its one-line description in `--help` (`mlir-tblgen`'s for
            /// the generators it has).
            pub fn help(self) -> &'static str {
                match self {
                    $(Generator::$variant => $help,)*
                }
            }
        }
    };
}

generators! {
    /// Parse and check every op's `assemblyFormat`.
    CheckOpFormats = "check-op-formats", "Check the assembly format of every op";
    /// The Rust of the attribute interfaces.
    GenAttrInterfaceDefs = "gen-attr-interface-defs", "Generate attribute interface definitions";
    /// Markdown for the attribute interfaces.
    GenAttrInterfaceDocs = "gen-attr-interface-docs", "Generate attribute interface documentation";
    /// The Rust of a dialect's attribute definitions.
    GenAttrDefDefs = "gen-attrdef-defs", "Generate AttrDef definitions";
    /// Markdown for every `AttrDef`.
    GenAttrDefDoc = "gen-attrdef-doc", "Generate dialect attribute documentation";
    /// A dialect's page, as `mlir-tblgen -gen-dialect-doc`.
    GenDialectDoc = "gen-dialect-doc", "Generate dialect documentation";
    /// One page for a whole spec.
    GenDoc = "gen-doc", "Generate the documentation of a whole spec: dialect, ops, attributes, types, enums, interfaces, passes";
    /// The Rust of a dialect's ops.
    GenOpDefs = "gen-op-defs", "Generate op definitions";
    /// Markdown for every op.
    GenOpDoc = "gen-op-doc", "Generate dialect documentation";
    /// The Rust of the op interfaces.
    GenOpInterfaceDefs = "gen-op-interface-defs", "Generate op interface definitions";
    /// Markdown for the op interfaces.
    GenOpInterfaceDocs = "gen-op-interface-docs", "Generate op interface documentation";
    /// The Rust of every declarative pass.
    GenPassDecls = "gen-pass-decls", "Generate pass declarations";
    /// Markdown for every declarative pass.
    GenPassDoc = "gen-pass-doc", "Generate pass documentation";
    /// The Rust of the declarative rewrite rules.
    GenRewriters = "gen-rewriters", "Generate pattern rewriters";
    /// The Rust of the type interfaces.
    GenTypeInterfaceDefs = "gen-type-interface-defs", "Generate type interface definitions";
    /// Markdown for the type interfaces.
    GenTypeInterfaceDocs = "gen-type-interface-docs", "Generate type interface documentation";
    /// The Rust of a dialect's type definitions.
    GenTypeDefDefs = "gen-typedef-defs", "Generate TypeDef definitions";
    /// Markdown for every `TypeDef`.
    GenTypeDefDoc = "gen-typedef-doc", "Generate dialect type documentation";
    /// The record dump, as `llvm-tblgen --print-records`.
    PrintRecords = "print-records", "Print all records to stdout";
}

/// What a run does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Run a generator and write its output.
    Generate(Generator),
    /// Write `NAME_ops.rs` and `NAME.md` of a `spec/dialects/NAME.td` into
    /// a folder (`--gen-dialect-files=<directory>`).
    DialectFiles(PathBuf),
}

/// A run, as the command line asks for it.
#[derive(Clone, Debug)]
pub struct Invocation {
    /// What to do (`--print-records` unless told otherwise).
    pub action: Action,
    /// The input file; `-` is standard input.
    pub input: PathBuf,
    /// Where the output goes (`-o`); `-` is standard output.
    pub output: PathBuf,
    /// `--dialect`: the dialect to generate for.
    pub dialect: Option<String>,
    /// `--write-if-changed`: leave an output file that already holds the
    /// output untouched.
    pub write_if_changed: bool,
    /// `-I` and `-D`.
    pub options: crate::Options,
}

/// The outcome of reading the command line.
#[derive(Clone, Debug)]
pub enum Parsed {
    /// Run with these settings.
    Run(Invocation),
    /// `--help`, `--help-list` or `--version`: print `text` on standard
    /// output and exit 0, after the `errors` found before it on standard
    /// error (as `cl` does: it prints the help as soon as it reads it).
    Print {
        /// Errors of the arguments before the one that printed.
        errors: String,
        /// The help or version text.
        text: String,
    },
    /// Errors, in `cl`'s wording, for standard error; exit 1.
    Fail(String),
}

/// How an option takes a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Takes {
    /// None (`--help`).
    Nothing,
    /// One, `--name=value` or `--name value`, named in the help.
    Value(&'static str),
    /// One that may also be glued to the name (`-Ispec`), as `cl::Prefix`.
    Prefix(&'static str),
}

/// The help sections of the options other than generators, in the order
/// `--help` prints them (by title, as `cl` sorts its categories).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Category {
    General,
    Generic,
    Dialect,
}

impl Category {
    const ALL: [Category; 3] = [Category::General, Category::Generic, Category::Dialect];

    fn title(self) -> &'static str {
        match self {
            Category::General => "General options",
            Category::Generic => "Generic Options",
            Category::Dialect => {
                "Options for -gen-op-defs, -gen-attrdef-defs, -gen-typedef-defs, -gen-dialect-doc and -gen-doc"
            }
        }
    }
}

/// The options other than generators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Opt {
    Macro,
    Include,
    Dialect,
    DialectFiles,
    Help,
    HelpList,
    Output,
    Version,
    WriteIfChanged,
}

/// An option other than a generator: its name, value, help line and
/// section (`None`: a hidden alias).
struct OptInfo {
    opt: Opt,
    name: &'static str,
    takes: Takes,
    help: &'static str,
    category: Option<Category>,
}

const OPTIONS: &[OptInfo] = &[
    OptInfo {
        opt: Opt::Macro,
        name: "D",
        takes: Takes::Prefix("macro name"),
        help: "Name of the macro to be defined",
        category: Some(Category::General),
    },
    OptInfo {
        opt: Opt::Include,
        name: "I",
        takes: Takes::Prefix("directory"),
        help: "Directory of include files",
        category: Some(Category::General),
    },
    OptInfo {
        opt: Opt::Dialect,
        name: "dialect",
        takes: Takes::Value("string"),
        help: "The dialect to gen for",
        category: Some(Category::Dialect),
    },
    OptInfo {
        opt: Opt::DialectFiles,
        name: "gen-dialect-files",
        takes: Takes::Value("directory"),
        help: "Write NAME_ops.rs and NAME.md of a spec/dialects/NAME.td into the directory",
        category: Some(Category::General),
    },
    OptInfo {
        opt: Opt::Help,
        name: "h",
        takes: Takes::Nothing,
        help: "Alias for --help",
        category: None,
    },
    OptInfo {
        opt: Opt::Help,
        name: "help",
        takes: Takes::Nothing,
        help: "Display available options",
        category: Some(Category::Generic),
    },
    OptInfo {
        opt: Opt::HelpList,
        name: "help-list",
        takes: Takes::Nothing,
        help: "Display list of available options",
        category: Some(Category::Generic),
    },
    OptInfo {
        opt: Opt::Output,
        name: "o",
        takes: Takes::Value("filename"),
        help: "Output filename",
        category: Some(Category::General),
    },
    OptInfo {
        opt: Opt::Version,
        name: "version",
        takes: Takes::Nothing,
        help: "Display the version of this program",
        category: Some(Category::Generic),
    },
    OptInfo {
        opt: Opt::WriteIfChanged,
        name: "write-if-changed",
        takes: Takes::Nothing,
        help: "Only write output if it changed",
        category: Some(Category::General),
    },
];

/// The heading of the generators in `--help`, as `mlir-tblgen`'s.
const GENERATOR_GROUP: &str = "Generator to run";

/// What an option name on the command line stands for.
#[derive(Clone, Copy)]
enum Found {
    Generator(Generator),
    Option(&'static OptInfo),
}

fn lookup(name: &str) -> Option<Found> {
    if let Some(g) = Generator::ALL.iter().find(|g| g.name() == name) {
        return Some(Found::Generator(*g));
    }
    OPTIONS.iter().find(|o| o.name == name).map(Found::Option)
}

/// An option name with its dashes, as `cl` prints it: `-o`, `--dialect`.
fn dashed(name: &str) -> String {
    if name.chars().count() == 1 {
        format!("-{name}")
    } else {
        format!("--{name}")
    }
}

/// The program's name in messages: the file name of `argv0`.
fn program_name(argv0: &str) -> &str {
    std::path::Path::new(argv0)
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or("tblgen")
}

/// The number of single-character insertions, deletions and replacements
/// that turn `a` into `b` (Levenshtein distance, as LLVM's
/// `StringRef::edit_distance` with replacements allowed).
pub fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    // `row[j]`: the distance between the prefix of `a` read so far and `b[..j]`.
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let replace = diagonal + usize::from(ca != *cb);
            diagonal = row[j + 1];
            row[j + 1] = replace.min(row[j] + 1).min(diagonal + 1);
        }
    }
    row[b.len()]
}

/// Every option name that may be suggested, in `--help-list` order
/// (byte order of the names): the options, hidden aliases excluded, and
/// the generators.
fn suggestable() -> Vec<(&'static str, Takes)> {
    let mut names: Vec<(&'static str, Takes)> = OPTIONS
        .iter()
        .filter(|o| o.category.is_some())
        .map(|o| (o.name, o.takes))
        .chain(Generator::ALL.iter().map(|g| (g.name(), Takes::Nothing)))
        .collect();
    names.sort_by_key(|(n, _)| *n);
    names
}

/// The valid option nearest to the unknown `arg` (written without its
/// leading dashes), with its dashes, as `cl`'s `LookupNearestOption`
/// chooses it: the smallest [`edit_distance`] to a name; for an option
/// that takes a value, only the part of `arg` before `=` is compared and
/// the value is kept in the suggestion (`--dialct=x` → `--dialect=x`).
/// Among names equally near, the first in `--help-list` order wins (`cl`
/// takes the first in its hash table's order). `None` for an empty `arg`.
pub fn nearest_option(arg: &str) -> Option<String> {
    if arg.is_empty() {
        return None;
    }
    let (lhs, rhs) = arg.split_once('=').unwrap_or((arg, ""));
    suggestable()
        .into_iter()
        .map(|(name, takes)| {
            let permits_value = takes != Takes::Nothing;
            let distance = edit_distance(name, if permits_value { lhs } else { arg });
            (distance, name, permits_value)
        })
        // The first of the nearest.
        .reduce(|best, next| if next.0 < best.0 { next } else { best })
        .map(|(_, name, permits_value)| {
            if rhs.is_empty() || !permits_value {
                dashed(name)
            } else {
                format!("{}={rhs}", dashed(name))
            }
        })
}

/// Reads the arguments (without the program name) of a `tblgen` run
/// started as `argv0`.
pub fn parse(argv0: &str, args: &[String]) -> Parsed {
    let program = program_name(argv0);
    let mut errors = String::new();
    let mut run = Invocation {
        action: Action::Generate(Generator::PrintRecords),
        input: PathBuf::from("-"),
        output: PathBuf::from("-"),
        dialect: None,
        write_if_changed: false,
        options: crate::Options::default(),
    };
    let mut positionals: Vec<&str> = Vec::new();
    let mut only_positionals = false;
    let mut i = 0;
    while i < args.len() {
        let arg = args[i].as_str();
        i += 1;
        if only_positionals || arg == "-" || !arg.starts_with('-') {
            positionals.push(arg);
            continue;
        }
        if arg == "--" {
            only_positionals = true;
            continue;
        }
        let body = arg.strip_prefix("--").unwrap_or(&arg[1..]);
        // `--name=value`, else the prefix options' `-Ivalue`.
        let (found, mut value) = match lookup(body) {
            Some(f) => (f, None),
            None => match body
                .split_once('=')
                .and_then(|(n, v)| Some((lookup(n)?, v)))
            {
                Some((f, v)) => (f, Some(v)),
                None => match glued_prefix_value(body) {
                    Some((o, v)) => (Found::Option(o), Some(v)),
                    None => {
                        let _ = writeln!(
                            errors,
                            "{program}: Unknown command line argument '{arg}'.  Try: '{argv0} --help'"
                        );
                        if let Some(near) = nearest_option(body) {
                            let _ = writeln!(errors, "{program}: Did you mean '{near}'?");
                        }
                        continue;
                    }
                },
            },
        };
        let (name, takes) = match found {
            Found::Generator(g) => (g.name(), Takes::Nothing),
            Found::Option(o) => (o.name, o.takes),
        };
        if takes == Takes::Nothing {
            if let Some(v) = value {
                let _ = writeln!(
                    errors,
                    "{program}: for the {} option: does not allow a value! '{v}' specified.",
                    dashed(name)
                );
                continue;
            }
        } else if value.is_none() {
            match args.get(i) {
                Some(v) => {
                    value = Some(v.as_str());
                    i += 1;
                }
                None => {
                    let _ = writeln!(
                        errors,
                        "{program}: for the {} option: requires a value!",
                        dashed(name)
                    );
                    continue;
                }
            }
        }
        let value = value.unwrap_or_default();
        match found {
            Found::Generator(g) => run.action = Action::Generate(g),
            Found::Option(o) => match o.opt {
                Opt::Macro => run.options.macros.push(value.to_string()),
                Opt::Include => run.options.include_dirs.push(value.into()),
                Opt::Dialect => run.dialect = Some(value.to_string()),
                Opt::DialectFiles => run.action = Action::DialectFiles(value.into()),
                Opt::Output => run.output = value.into(),
                Opt::WriteIfChanged => run.write_if_changed = true,
                Opt::Help | Opt::HelpList => {
                    let text = help(argv0, o.opt == Opt::HelpList);
                    return Parsed::Print { errors, text };
                }
                Opt::Version => {
                    let text = format!("Strata tblgen version {}\n", env!("CARGO_PKG_VERSION"));
                    return Parsed::Print { errors, text };
                }
            },
        }
    }
    match positionals.as_slice() {
        [] => {}
        [one] => run.input = PathBuf::from(one),
        _ => {
            let _ = writeln!(
                errors,
                "{program}: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: {argv0} --help"
            );
        }
    }
    if errors.is_empty() {
        Parsed::Run(run)
    } else {
        Parsed::Fail(errors)
    }
}

/// A prefix option with its value glued on (`Ispec` → `-I`, `spec`;
/// `I=spec` too, as `cl` drops the `=`).
fn glued_prefix_value(body: &str) -> Option<(&'static OptInfo, &str)> {
    OPTIONS.iter().find_map(|o| {
        if !matches!(o.takes, Takes::Prefix(_)) {
            return None;
        }
        let rest = body.strip_prefix(o.name)?;
        (!rest.is_empty()).then(|| (o, rest.strip_prefix('=').unwrap_or(rest)))
    })
}

/// One line of the help: an option and its value, as `cl` prints them.
fn option_label(o: &OptInfo) -> String {
    let mut s = dashed(o.name);
    match o.takes {
        Takes::Nothing => {}
        Takes::Value(v) | Takes::Prefix(v) => {
            let sep = if o.name.chars().count() == 1 {
                " <"
            } else {
                "=<"
            };
            let _ = write!(s, "{sep}{v}>");
        }
    }
    s
}

/// The column width `cl` lays the help out with: the widest option label
/// plus its indentation and the ` - ` before the description, or the
/// widest generator name plus the deeper indentation of the group.
fn help_width() -> usize {
    let options = OPTIONS
        .iter()
        .filter(|o| o.category.is_some())
        .map(|o| 2 + option_label(o).len() + 3);
    let generators = Generator::ALL.iter().map(|g| g.name().len() + 8);
    options.chain(generators).max().unwrap_or(0)
}

/// Writes `label` and `help` with the description at `width - 3` (an
/// option) or, as `cl` does for the generators, at `width`.
fn help_line(out: &mut String, indent: usize, label: &str, help: &str, column: usize) {
    let used = indent + label.len();
    let _ = writeln!(
        out,
        "{:indent$}{label}{:pad$} - {help}",
        "",
        "",
        pad = column.saturating_sub(used)
    );
}

/// The generators' group of the help.
fn generator_group(out: &mut String, width: usize) {
    let _ = writeln!(out, "  {GENERATOR_GROUP}");
    for g in Generator::ALL {
        help_line(out, 6, &dashed(g.name()), g.help(), width);
    }
}

/// The text of `--help` (by section, as `mlir-tblgen --help`) or of
/// `--help-list` (one list), for a program started as `argv0`.
pub fn help(argv0: &str, list: bool) -> String {
    let width = help_width();
    let mut out = String::new();
    let _ = write!(
        out,
        "OVERVIEW: Strata's TableGen: reads a .td file as LLVM's TableGen does and runs a generator over its records\n\n\
         USAGE: {} [options] <input file>\n\nOPTIONS:\n",
        program_name(argv0)
    );
    // Options sorted by name, the generators' group at its first name.
    let mut entries: Vec<(&str, Option<&OptInfo>)> = OPTIONS
        .iter()
        .filter(|o| o.category.is_some())
        .map(|o| (o.name, Some(o)))
        .collect();
    entries.push((Generator::ALL[0].name(), None));
    entries.sort_by_key(|(n, _)| *n);
    let sections: Vec<Option<Category>> = if list {
        vec![None]
    } else {
        Category::ALL.into_iter().map(Some).collect()
    };
    for section in sections {
        if let Some(c) = section {
            let _ = write!(out, "\n{}:\n\n", c.title());
        }
        for (_, entry) in &entries {
            match entry {
                Some(o) if section.is_none() || o.category == section => {
                    help_line(&mut out, 2, &option_label(o), o.help, width - 3)
                }
                None if section.is_none() || section == Some(Category::General) => {
                    generator_group(&mut out, width)
                }
                _ => {}
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    fn fail(v: &[&str]) -> String {
        match parse("/bin/tblgen", &args(v)) {
            Parsed::Fail(e) => e,
            other => panic!("expected a failure, got {other:?}"),
        }
    }

    fn run(v: &[&str]) -> Invocation {
        match parse("/bin/tblgen", &args(v)) {
            Parsed::Run(r) => r,
            other => panic!("expected a run, got {other:?}"),
        }
    }

    #[test]
    fn edit_distances() {
        assert_eq!(edit_distance("", ""), 0);
        assert_eq!(edit_distance("abc", ""), 3);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("gen-op-def", "gen-op-defs"), 1);
        assert_eq!(edit_distance("o", "foo"), 2);
        // Case matters, as in LLVM.
        assert_eq!(edit_distance("I", "i"), 1);
    }

    #[test]
    fn nearest_options() {
        assert_eq!(
            nearest_option("gen-op-def").as_deref(),
            Some("--gen-op-defs")
        );
        assert_eq!(nearest_option("gen-opdoc").as_deref(), Some("--gen-op-doc"));
        assert_eq!(
            nearest_option("print-record").as_deref(),
            Some("--print-records")
        );
        assert_eq!(nearest_option("hlep").as_deref(), Some("--help"));
        assert_eq!(nearest_option("-help").as_deref(), Some("--help"));
        assert_eq!(nearest_option("foo").as_deref(), Some("-o"));
        // Single-letter names take one dash.
        assert_eq!(nearest_option("i").as_deref(), Some("-D"));
        // A value is kept for an option that takes one...
        assert_eq!(
            nearest_option("dialct=arith").as_deref(),
            Some("--dialect=arith")
        );
        // ...and compared with the whole argument for one that does not.
        assert_eq!(
            nearest_option("gen-op-def=foo").as_deref(),
            Some("--gen-op-defs")
        );
        assert_eq!(nearest_option(""), None);
    }

    #[test]
    fn unknown_option_names_the_nearest() {
        assert_eq!(
            fail(&["--gen-op-def", "x.td"]),
            "tblgen: Unknown command line argument '--gen-op-def'.  Try: '/bin/tblgen --help'\n\
             tblgen: Did you mean '--gen-op-defs'?\n"
        );
    }

    #[test]
    fn value_errors() {
        assert_eq!(
            fail(&["x.td", "-I"]),
            "tblgen: for the -I option: requires a value!\n"
        );
        assert_eq!(
            fail(&["--dialect"]),
            "tblgen: for the --dialect option: requires a value!\n"
        );
        assert_eq!(
            fail(&["--gen-op-doc=1", "x.td"]),
            "tblgen: for the --gen-op-doc option: does not allow a value! '1' specified.\n"
        );
        assert_eq!(
            fail(&["a.td", "b.td"]),
            "tblgen: Too many positional arguments specified!\n\
             Can specify at most 1 positional arguments: See: /bin/tblgen --help\n"
        );
    }

    #[test]
    fn every_error_is_reported() {
        let e = fail(&["--foo", "--bar", "x.td"]);
        assert_eq!(e.matches("Unknown command line argument").count(), 2);
    }

    #[test]
    fn option_forms() {
        let r = run(&[
            "-gen-op-doc",
            "-Ispec",
            "-I",
            "inc",
            "--I=more",
            "-DX",
            "--dialect=arith",
            "-o",
            "out.md",
            "in.td",
        ]);
        assert_eq!(r.action, Action::Generate(Generator::GenOpDoc));
        assert_eq!(
            r.options.include_dirs,
            vec![PathBuf::from("spec"), "inc".into(), "more".into()]
        );
        assert_eq!(r.options.macros, vec!["X".to_string()]);
        assert_eq!(r.dialect.as_deref(), Some("arith"));
        assert_eq!(r.output, PathBuf::from("out.md"));
        assert_eq!(r.input, PathBuf::from("in.td"));
        // The last generator wins; `--` ends the options; the input
        // defaults to standard input.
        let r = run(&["--gen-op-doc", "--print-records", "--", "-x.td"]);
        assert_eq!(r.action, Action::Generate(Generator::PrintRecords));
        assert_eq!(r.input, PathBuf::from("-x.td"));
        assert_eq!(run(&[]).input, PathBuf::from("-"));
        let r = run(&["--gen-dialect-files", "out", "x.td"]);
        assert_eq!(r.action, Action::DialectFiles("out".into()));
    }

    #[test]
    fn help_prints_at_once() {
        match parse("tblgen", &args(&["--foo", "--help", "--bar"])) {
            Parsed::Print { errors, text } => {
                assert!(errors.contains("'--foo'") && !errors.contains("'--bar'"));
                assert!(text.starts_with("OVERVIEW: "));
            }
            other => panic!("expected help, got {other:?}"),
        }
        assert!(matches!(
            parse("tblgen", &args(&["-h"])),
            Parsed::Print { .. }
        ));
    }

    #[test]
    fn help_lists_every_option_and_generator() {
        for list in [false, true] {
            let text = help("tblgen", list);
            for g in Generator::ALL {
                let line = format!("      --{} ", g.name());
                assert!(text.contains(&line), "{line:?} missing");
            }
            for o in OPTIONS.iter().filter(|o| o.category.is_some()) {
                let line = format!("  {} ", option_label(o));
                assert!(text.contains(&line), "{line:?} missing");
            }
            assert!(!text.contains("Alias for --help"));
        }
    }

    #[test]
    fn generators_are_sorted() {
        let names: Vec<_> = Generator::ALL.iter().map(|g| g.name()).collect();
        let mut sorted = names.clone();
        sorted.sort_unstable();
        assert_eq!(names, sorted);
    }
}
