//! Pass options (MLIR's `Pass::Option`, `Pass::ListOption` and `PassOptions`): typed
//! values a pass declares with a command-line name, a default and a help text, parsed from
//! the `{key=value ...}` of a textual pipeline or from `--pass="key=value ..."`, and
//! printed back the way MLIR 16 prints them.
//!
//! Parsing follows MLIR 16 and LLVM's `cl` to the byte: the option string is split at
//! spaces outside quotes and braces, a key without `=` has no value (a `bool` becomes
//! `true`, any other option `requires a value!`), integers take LLVM's radix prefixes
//! (`0x`, `0b`, `0o`, a leading `0` for octal), list values split at commas outside quotes
//! and braces, and every error has `cl`'s wording (`'x' value invalid for long
//! argument!`). Values are kept as written: quotes and braces are not stripped (MLIR 16
//! does not strip them either).

use std::fmt::Write as _;

/// Why an option string was rejected, as MLIR 16 reports it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    /// `<Pass-Options-Parser>: no such option KEY`.
    NoSuchOption(String),
    /// An error of one option, printed by LLVM's `cl` as `PROGRAM: for the --ARG option:
    /// MESSAGE`.
    Invalid {
        /// The option's argument.
        arg: String,
        /// `cl`'s message (`requires a value!`, `'x' value invalid for long argument!`).
        message: String,
    },
    /// A value whose own parser reported its errors (a pass pipeline: MLIR's
    /// `cl::parser<OpPassManager>` writes the pipeline parser's errors and adds nothing):
    /// the option errors met inside it, then the parser's text, written as they are.
    Reported {
        /// Errors of the options inside the value.
        inner: Vec<OptionError>,
        /// The parser's text.
        text: String,
    },
}

/// Why one option value was rejected: `cl`'s message for the option, or errors the
/// value's parser reported in full ([`OptionError::Reported`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ValueError {
    /// `cl`'s message.
    Message(String),
    /// Errors of the options inside the value, and the text its parser writes.
    Reported(Vec<OptionError>, String),
}

impl From<String> for ValueError {
    fn from(message: String) -> Self {
        ValueError::Message(message)
    }
}

impl OptionError {
    /// The line MLIR 16 writes to stderr for this error (with its newline), `program`
    /// being the tool's name.
    pub fn render(&self, program: &str) -> String {
        match self {
            OptionError::NoSuchOption(key) => {
                format!("<Pass-Options-Parser>: no such option {key}\n")
            }
            OptionError::Invalid { arg, message } => {
                format!("{program}: for the --{arg} option: {message}\n")
            }
            OptionError::Reported { inner, text } => {
                let mut out: String = inner.iter().map(|e| e.render(program)).collect();
                out.push_str(text);
                out
            }
        }
    }
}

/// A type a pass option can hold: how `cl` names it in help (`<long>`), whether an option
/// of it needs a value, and how it is parsed and printed.
pub trait OptionValue: Clone + Send + Sync + 'static {
    /// The value name `--help` shows (`long` in `--max-iterations=<long>`); empty for
    /// `bool`, which shows none.
    const VALUE_NAME: &'static str;
    /// Whether a key without `=value` is an error (`requires a value!`); a `bool` key alone
    /// means `true`.
    const VALUE_REQUIRED: bool = true;
    /// The values of an enumerated option (`llvm::cl::values`), each with its help, in
    /// order: `--help` lists them under the option. Empty for other types.
    const VALUES: &'static [(&'static str, &'static str)] = &[];
    /// Parses one value; the error is `cl`'s message.
    fn parse(text: &str) -> Result<Self, String>;
    /// Parses one value as an option's occurrence: [`OptionValue::parse`], unless the
    /// value's parser reports its own errors in full.
    fn parse_value(text: &str) -> Result<Self, ValueError> {
        Self::parse(text).map_err(ValueError::Message)
    }
    /// Prints the value as MLIR prints it in a pipeline.
    fn print(&self, out: &mut String);
}

impl OptionValue for bool {
    const VALUE_NAME: &'static str = "";
    const VALUE_REQUIRED: bool = false;
    fn parse(text: &str) -> Result<Self, String> {
        match text {
            "" | "true" | "TRUE" | "True" | "1" => Ok(true),
            "false" | "FALSE" | "False" | "0" => Ok(false),
            _ => Err(format!(
                "'{text}' is invalid value for boolean argument! Try 0 or 1"
            )),
        }
    }
    fn print(&self, out: &mut String) {
        out.push_str(if *self { "true" } else { "false" });
    }
}

/// LLVM's `StringRef::getAsInteger` with radix 0: an optional `-` (signed types only),
/// then `0x`/`0X` (hex), `0b`/`0B` (binary), `0o` (octal), a leading `0` (octal) or
/// decimal digits, all of the text.
fn parse_llvm_integer(text: &str, signed: bool) -> Option<i128> {
    let (negative, rest) = match text.strip_prefix('-') {
        Some(r) if signed => (true, r),
        _ => (false, text),
    };
    let (radix, digits) = if let Some(d) = rest.strip_prefix("0x").or(rest.strip_prefix("0X")) {
        (16, d)
    } else if let Some(d) = rest.strip_prefix("0b").or(rest.strip_prefix("0B")) {
        (2, d)
    } else if let Some(d) = rest.strip_prefix("0o") {
        (8, d)
    } else if rest.len() > 1 && rest.starts_with('0') {
        (8, &rest[1..])
    } else {
        (10, rest)
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    let magnitude = u128::from_str_radix(digits, radix).ok()?;
    let value = i128::try_from(magnitude).ok()?;
    Some(if negative { -value } else { value })
}

/// Integer option types, with `cl`'s value name and the name its errors use.
macro_rules! integer_option_value {
    ($($t:ty, $signed:expr, $value_name:literal, $error_name:literal;)*) => {$(
        impl OptionValue for $t {
            const VALUE_NAME: &'static str = $value_name;
            fn parse(text: &str) -> Result<Self, String> {
                parse_llvm_integer(text, $signed)
                    .and_then(|v| <$t>::try_from(v).ok())
                    .ok_or_else(|| {
                        format!(concat!("'{}' value invalid for ", $error_name, " argument!"), text)
                    })
            }
            fn print(&self, out: &mut String) {
                let _ = write!(out, "{self}");
            }
        }
    )*};
}

integer_option_value! {
    i32, true, "int", "integer";
    i64, true, "long", "long";
    u32, false, "uint", "uint";
    u64, false, "ulong", "ulong";
}

impl OptionValue for f64 {
    const VALUE_NAME: &'static str = "number";
    fn parse(text: &str) -> Result<Self, String> {
        // LLVM reads the value with `strtod` and wants all of it consumed: leading
        // whitespace is skipped and an empty value is 0.
        let t = text.trim_start();
        if t.is_empty() {
            return Ok(0.0);
        }
        t.parse::<f64>()
            .map_err(|_| format!("'{text}' value invalid for floating point argument!"))
    }
    fn print(&self, out: &mut String) {
        write_exponent(out, *self);
    }
}

/// `printf("%e")`, as LLVM's `raw_ostream` prints a `double` (`3.000000e-01`), with its
/// `INF`, `-INF` and `nan`.
fn write_exponent(out: &mut String, v: f64) {
    if v.is_nan() {
        out.push_str("nan");
        return;
    }
    if v.is_infinite() {
        out.push_str(if v < 0.0 { "-INF" } else { "INF" });
        return;
    }
    let s = format!("{v:.6e}");
    let (mantissa, exp) = s.split_once('e').expect("`{:e}` writes an exponent");
    let (sign, digits) = match exp.strip_prefix('-') {
        Some(d) => ('-', d),
        None => ('+', exp),
    };
    let _ = write!(out, "{mantissa}e{sign}{digits:0>2}");
}

impl OptionValue for String {
    const VALUE_NAME: &'static str = "string";
    fn parse(text: &str) -> Result<Self, String> {
        Ok(text.to_string())
    }
    fn print(&self, out: &mut String) {
        out.push_str(self);
    }
}

/// One option of a pass, whatever its type (MLIR's `PassOptions::OptionBase`): what the
/// option parser, the pipeline printer and `--help` need.
pub trait OptionBase: Send + Sync {
    /// The option's name on the command line and in pipelines (`max-iterations`).
    fn arg(&self) -> &str;
    /// Its help text.
    fn description(&self) -> &str;
    /// The value name `--help` shows (`long`), empty for none.
    fn value_name(&self) -> &str;
    /// Whether a key without a value is an error.
    fn value_required(&self) -> bool;
    /// The values of an enumerated option with their help ([`OptionValue::VALUES`]).
    fn values(&self) -> &'static [(&'static str, &'static str)] {
        &[]
    }
    /// Takes one occurrence: `value` is `None` for a key written without `=`. The error is
    /// `cl`'s message, or what the value's parser reported.
    fn parse_occurrence(&mut self, value: Option<&str>) -> Result<(), ValueError>;
    /// Appends `arg=value` as MLIR 16 prints it in a pipeline (nothing for an empty list).
    fn print(&self, out: &mut String);
    /// A copy with the same value, for a copy of the pass.
    fn clone_box(&self) -> Box<dyn OptionBase>;
}

/// An option holding one value (MLIR's `Pass::Option<T>`).
#[derive(Clone, Debug)]
pub struct PassOption<T: OptionValue> {
    arg: &'static str,
    description: &'static str,
    value: T,
    /// How many times it was given (MLIR's `getNumOccurrences`).
    occurrences: usize,
}

impl<T: OptionValue> PassOption<T> {
    /// An option named `arg`, with its help text and default value.
    pub fn new(arg: &'static str, description: &'static str, default: T) -> Self {
        PassOption {
            arg,
            description,
            value: default,
            occurrences: 0,
        }
    }

    /// The current value.
    pub fn value(&self) -> &T {
        &self.value
    }

    /// How many times the option was given (MLIR's `getNumOccurrences`): a pass may treat
    /// an option set to its default value differently from one left alone.
    pub fn num_occurrences(&self) -> usize {
        self.occurrences
    }

    /// Sets the value (a pass built with non-default options).
    pub fn set(&mut self, value: T) {
        self.value = value;
    }
}

impl<T: OptionValue> OptionBase for PassOption<T> {
    fn arg(&self) -> &str {
        self.arg
    }
    fn description(&self) -> &str {
        self.description
    }
    fn value_name(&self) -> &str {
        T::VALUE_NAME
    }
    fn value_required(&self) -> bool {
        T::VALUE_REQUIRED
    }
    fn values(&self) -> &'static [(&'static str, &'static str)] {
        T::VALUES
    }
    fn parse_occurrence(&mut self, value: Option<&str>) -> Result<(), ValueError> {
        self.value = T::parse_value(value.unwrap_or(""))?;
        self.occurrences += 1;
        Ok(())
    }
    fn print(&self, out: &mut String) {
        out.push_str(self.arg);
        out.push('=');
        self.value.print(out);
    }
    fn clone_box(&self) -> Box<dyn OptionBase> {
        Box::new(self.clone())
    }
}

/// An option holding a list of values (MLIR's `Pass::ListOption<T>`): `arg=1,2,3`, commas
/// inside quotes or braces not splitting; each occurrence appends, except that the first
/// one replaces the default.
#[derive(Clone, Debug)]
pub struct ListOption<T: OptionValue> {
    arg: &'static str,
    description: &'static str,
    values: Vec<T>,
    /// Whether `values` is still the default (the first occurrence clears it).
    default_assigned: bool,
}

impl<T: OptionValue> ListOption<T> {
    /// A list option named `arg`, with its help text and default values.
    pub fn new(arg: &'static str, description: &'static str, default: Vec<T>) -> Self {
        ListOption {
            arg,
            description,
            values: default,
            default_assigned: true,
        }
    }

    /// The current values.
    pub fn values(&self) -> &[T] {
        &self.values
    }

    /// Sets the values.
    pub fn set(&mut self, values: Vec<T>) {
        self.values = values;
        self.default_assigned = false;
    }
}

impl<T: OptionValue> OptionBase for ListOption<T> {
    fn arg(&self) -> &str {
        self.arg
    }
    fn description(&self) -> &str {
        self.description
    }
    fn value_name(&self) -> &str {
        T::VALUE_NAME
    }
    fn value_required(&self) -> bool {
        T::VALUE_REQUIRED
    }
    fn values(&self) -> &'static [(&'static str, &'static str)] {
        T::VALUES
    }
    fn parse_occurrence(&mut self, value: Option<&str>) -> Result<(), ValueError> {
        if self.default_assigned {
            self.values.clear();
            self.default_assigned = false;
        }
        let mut rest = value.unwrap_or("");
        loop {
            match find_char(rest, 0, b',') {
                Some(comma) => {
                    self.values.push(T::parse_value(rest[..comma].trim())?);
                    rest = &rest[comma + 1..];
                }
                None => {
                    self.values.push(T::parse_value(rest.trim())?);
                    return Ok(());
                }
            }
        }
    }
    fn print(&self, out: &mut String) {
        if self.values.is_empty() {
            return;
        }
        out.push_str(self.arg);
        out.push('=');
        for (i, v) in self.values.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            v.print(out);
        }
    }
    fn clone_box(&self) -> Box<dyn OptionBase> {
        Box::new(self.clone())
    }
}

/// The offset of the next `c` in `s` from `from`, skipping `{...}`, `(...)`, `[...]` and
/// quoted text (MLIR's `findChar`).
fn find_char(s: &str, from: usize, c: u8) -> Option<usize> {
    let b = s.as_bytes();
    let mut i = from;
    while i < b.len() {
        if b[i] == c {
            return Some(i);
        }
        let close = match b[i] {
            b'{' => Some(find_char(s, i + 1, b'}')),
            b'(' => Some(find_char(s, i + 1, b')')),
            b'[' => Some(find_char(s, i + 1, b']')),
            b'"' => Some(s[i + 1..].find('"').map(|j| i + 1 + j)),
            b'\'' => Some(s[i + 1..].find('\'').map(|j| i + 1 + j)),
            _ => None,
        };
        match close {
            Some(None) => return None,
            Some(Some(j)) => i = j,
            None => {}
        }
        i += 1;
    }
    None
}

/// Splits the next `key[=value]` off an option string (MLIR 16's `parseNextArg`): the key
/// ends at a space or `=`; the value ends at a space outside quotes and braces. Both are
/// trimmed; the rest is returned with its leading spaces removed.
fn next_arg(options: &str) -> (&str, Option<&str>, &str) {
    let b = options.as_bytes();
    let mut i = 0;
    loop {
        if i == b.len() || b[i] == b' ' {
            return (options[..i].trim(), None, options[i..].trim_start());
        }
        if b[i] == b'=' {
            break;
        }
        i += 1;
    }
    let key = options[..i].trim();
    let options = &options[i + 1..];
    let b = options.as_bytes();
    // Skips a quoted run starting at `j` (to its closing quote, when there is one).
    let skip_quoted = |j: &mut usize| -> bool {
        let q = b[*j];
        if q != b'\'' && q != b'"' {
            return false;
        }
        if let Some(k) = options[*j + 1..].find(q as char) {
            *j += 1 + k;
        }
        true
    };
    let mut j = 0;
    loop {
        if j >= b.len() || b[j] == b' ' {
            let end = j.min(b.len());
            return (
                key,
                Some(options[..end].trim()),
                options[end..].trim_start(),
            );
        }
        if skip_quoted(&mut j) {
            j += 1;
            continue;
        }
        if b[j] == b'{' {
            let mut depth = 1;
            j += 1;
            while j < b.len() {
                if skip_quoted(&mut j) {
                    j += 1;
                    continue;
                }
                if b[j] == b'{' {
                    depth += 1;
                } else if b[j] == b'}' {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                j += 1;
            }
            // At the closing brace (or the end): the loop's step moves past it.
        }
        j += 1;
    }
}

/// Parses an option string into `options` (MLIR 16's `PassOptions::parseFromString`),
/// stopping at the first error.
pub fn parse_options(options: &mut [&mut dyn OptionBase], text: &str) -> Result<(), OptionError> {
    let mut rest = text;
    while !rest.is_empty() {
        let (key, value, next) = next_arg(rest);
        rest = next;
        if key.is_empty() {
            continue;
        }
        let Some(opt) = options.iter_mut().find(|o| o.arg() == key) else {
            return Err(OptionError::NoSuchOption(key.to_string()));
        };
        let invalid = |message: String| OptionError::Invalid {
            arg: key.to_string(),
            message,
        };
        if value.is_none() && opt.value_required() {
            return Err(invalid("requires a value!".into()));
        }
        opt.parse_occurrence(value).map_err(|e| match e {
            ValueError::Message(m) => invalid(m),
            ValueError::Reported(inner, text) => OptionError::Reported { inner, text },
        })?;
    }
    Ok(())
}

/// Prints a set of options as MLIR 16 does after a pass's argument: nothing for no
/// options, else `{` the options sorted by name, separated by one space, `}` (an empty
/// list option prints nothing, leaving its separator: `{  max-iterations=10 ...}`).
pub fn print_options(options: &[&dyn OptionBase], out: &mut String) {
    if options.is_empty() {
        return;
    }
    let mut sorted: Vec<&dyn OptionBase> = options.to_vec();
    sorted.sort_by(|a, b| a.arg().as_bytes().cmp(b.arg().as_bytes()));
    out.push('{');
    for (i, o) in sorted.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        o.print(out);
    }
    out.push('}');
}

/// The width LLVM's `cl` gives an option in `--help` (`getOptionWidth`): the name with its
/// dashes and indent, and `=<value>` when it has a value name.
pub fn help_width(o: &dyn OptionBase) -> usize {
    let dashes = if o.arg().len() == 1 { 1 } else { 2 };
    let mut len = o.arg().len() + 2 + dashes;
    if !o.value_name().is_empty() {
        len += o.value_name().len() + 3;
    }
    // An enumerated option's values (`    =value`), as LLVM's `generic_parser_base`.
    let values = o.values().iter().map(|(v, _)| v.len() + 5).max();
    len.max(values.unwrap_or(0))
}

/// Appends the `--help` lines of `options` (sorted by name) as MLIR prints a pass's
/// options: `indent` spaces, then LLVM's `printOptionInfo` with the descriptions aligned
/// at column `desc_indent + 1` (`  --json<pad> - print the stats as JSON`).
pub fn print_options_help(
    options: &[&dyn OptionBase],
    indent: usize,
    desc_indent: usize,
    out: &mut String,
) {
    let mut sorted: Vec<&dyn OptionBase> = options.to_vec();
    sorted.sort_by(|a, b| a.arg().as_bytes().cmp(b.arg().as_bytes()));
    for o in sorted {
        let dashes = if o.arg().len() == 1 { "-" } else { "--" };
        let _ = write!(out, "{:indent$}  {dashes}{}", "", o.arg());
        if !o.value_name().is_empty() {
            let sep = if o.arg().len() == 1 { " <" } else { "=<" };
            let _ = write!(out, "{sep}{}>", o.value_name());
        }
        let global = desc_indent.saturating_sub(indent);
        let pad = global.saturating_sub(help_width(o));
        let mut lines = o.description().split('\n');
        let _ = writeln!(out, "{:pad$} - {}", "", lines.next().unwrap_or(""));
        for l in lines {
            let _ = writeln!(out, "{:global$}{l}", "");
        }
        // The values of an enumerated option: LLVM's `generic_parser_base` prints them
        // without the pass list's indentation, their help at the option's width.
        for (v, help) in o.values() {
            let value = format!("    ={v}");
            let _ = writeln!(out, "{value:global$} -   {help}");
        }
    }
}

/// The value MLIR 16 prints for an enumerated option holding `value` (an index into the
/// option's values): LLVM's `OptionValue::compare` is true when the values differ, and
/// MLIR 16's `findArgStrForValue` takes the first value it is true for, so the name printed
/// is the first one that is not the option's value (`mode=sibling` prints `mode=greedy`;
/// the pipeline printed does not say what the option holds, as in mlir-opt 16).
pub fn mlir16_enum_print_name(
    values: &[(&'static str, &'static str)],
    value: usize,
) -> &'static str {
    values
        .iter()
        .enumerate()
        .find(|&(i, _)| i != value)
        .map_or("", |(_, (name, _))| *name)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn canonicalize_like() -> (PassOption<i64>, PassOption<bool>, ListOption<String>) {
        (
            PassOption::new("max-iterations", "Max iterations", 10),
            PassOption::new("top-down", "Top down", true),
            ListOption::new("disable-patterns", "Disabled", vec![]),
        )
    }

    fn parse(text: &str) -> Result<String, OptionError> {
        let (mut a, mut b, mut c) = canonicalize_like();
        parse_options(&mut [&mut a, &mut b, &mut c], text)?;
        let mut s = String::new();
        print_options(&[&a, &b, &c], &mut s);
        Ok(s)
    }

    #[test]
    fn parses_and_prints_as_mlir_16() {
        assert_eq!(parse("").unwrap(), "{ max-iterations=10 top-down=true}");
        assert_eq!(
            parse("max-iterations=0x10 top-down=0 top-down").unwrap(),
            "{ max-iterations=16 top-down=true}"
        );
        assert_eq!(
            parse("max-iterations=010").unwrap(),
            "{ max-iterations=8 top-down=true}"
        );
        assert_eq!(
            parse("disable-patterns=a,\"b,c\" disable-patterns={d,e}").unwrap(),
            "{disable-patterns=a,\"b,c\",{d,e} max-iterations=10 top-down=true}"
        );
        assert_eq!(
            parse("disable-patterns=").unwrap(),
            "{disable-patterns= max-iterations=10 top-down=true}"
        );
    }

    #[test]
    fn errors_have_cl_wording() {
        let invalid = |arg: &str, message: &str| OptionError::Invalid {
            arg: arg.into(),
            message: message.into(),
        };
        assert_eq!(parse("foo=1"), Err(OptionError::NoSuchOption("foo".into())));
        assert_eq!(
            parse("max-iterations"),
            Err(invalid("max-iterations", "requires a value!"))
        );
        assert_eq!(
            parse(" max-iterations = 4 "),
            Err(invalid("max-iterations", "requires a value!"))
        );
        assert_eq!(
            parse("max-iterations=+5"),
            Err(invalid(
                "max-iterations",
                "'+5' value invalid for long argument!"
            ))
        );
        assert_eq!(
            parse("top-down=yes"),
            Err(invalid(
                "top-down",
                "'yes' is invalid value for boolean argument! Try 0 or 1"
            ))
        );
        assert_eq!(
            parse("{max-iterations=4}"),
            Err(OptionError::NoSuchOption("{max-iterations".into()))
        );
        assert_eq!(
            u32::parse("-1"),
            Err("'-1' value invalid for uint argument!".into())
        );
    }

    #[test]
    fn doubles_print_as_printf_e() {
        let p = |v: f64| {
            let mut s = String::new();
            v.print(&mut s);
            s
        };
        assert_eq!(p(0.3), "3.000000e-01");
        assert_eq!(p(1e300), "1.000000e+300");
        assert_eq!(p(-0.0000001234), "-1.234000e-07");
        assert_eq!(p(f64::INFINITY), "INF");
        assert_eq!(f64::parse("").unwrap(), 0.0);
    }
}
