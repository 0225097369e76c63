//! The Toy AST and its dump (`-emit=ast`), as MLIR's Toy tutorial prints it.
//!
//! Every node has a [`Location`]: the file as named on the command line, the line and the
//! column of the node's first token, counted as MLIR's Toy lexer counts them (lines from
//! 1, columns in bytes from 1). A binary operation is located at its right operand, as
//! in MLIR.

use std::fmt::Write;
use std::rc::Rc;

/// Where a node starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    /// The input file, as named on the command line (`-` for standard input).
    pub file: Rc<str>,
    pub line: u32,
    pub col: u32,
}

impl std::fmt::Display for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.col)
    }
}

/// The type of a variable: a shape (`<2, 3>`; empty when inferred) or, from chapter 7,
/// the name of a struct.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct VarType {
    pub name: String,
    pub shape: Vec<i64>,
}

/// An expression or statement.
#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    pub loc: Location,
    pub kind: ExprKind,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    /// A number, `1.5`.
    Number(f64),
    /// A tensor literal, `[[1, 2], [3, 4]]`: its elements (numbers or nested literals)
    /// and its shape.
    Literal { values: Vec<Expr>, dims: Vec<i64> },
    /// A struct literal (chapter 7), `{[1, 2], 3}`.
    StructLiteral(Vec<Expr>),
    /// A reference to a variable.
    Variable(String),
    /// `var name<shape> = init` or (chapter 7) `Type name = init`; a struct field has no
    /// initializer.
    VarDecl {
        name: String,
        ty: VarType,
        init: Option<Box<Expr>>,
    },
    /// `return` with an optional value.
    Return(Option<Box<Expr>>),
    /// `lhs op rhs`, `op` one of `+ - * .`.
    BinOp {
        op: char,
        lhs: Box<Expr>,
        rhs: Box<Expr>,
    },
    /// A call of a user function.
    Call { callee: String, args: Vec<Expr> },
    /// The builtin `print(x)`.
    Print(Box<Expr>),
}

/// A function parameter: its name and, in chapter 7, its struct type.
#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    pub loc: Location,
    pub name: String,
    pub ty: VarType,
}

/// `def name(params)`.
#[derive(Clone, Debug, PartialEq)]
pub struct Prototype {
    pub loc: Location,
    pub name: String,
    pub params: Vec<Param>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    pub proto: Prototype,
    pub body: Vec<Expr>,
}

/// `struct Name { var a; var b; }` (chapter 7); each field is a `VarDecl`.
#[derive(Clone, Debug, PartialEq)]
pub struct StructDef {
    pub loc: Location,
    pub name: String,
    pub fields: Vec<Expr>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Record {
    Function(Function),
    Struct(StructDef),
}

/// A Toy source file.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Module {
    pub records: Vec<Record>,
}

/// A double as LLVM's `raw_ostream` prints one (`%e`): `1.000000e+00`.
pub fn format_double(v: f64) -> String {
    if v.is_nan() {
        return "nan".into();
    }
    if v.is_infinite() {
        return if v < 0.0 { "-INF".into() } else { "INF".into() };
    }
    let s = format!("{v:.6e}");
    let (mantissa, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let sign = if exp < 0 { '-' } else { '+' };
    format!("{mantissa}e{sign}{:02}", exp.unsigned_abs())
}

/// The `-emit=ast` text of `module`: MLIR's `dump(ModuleAST)`, two spaces per level.
pub fn dump(module: &Module) -> String {
    let mut d = Dumper {
        out: String::new(),
        level: 0,
    };
    d.module(module);
    d.out
}

fn join<T>(items: &[T], f: impl Fn(&T) -> String) -> String {
    items.iter().map(f).collect::<Vec<_>>().join(", ")
}

struct Dumper {
    out: String,
    level: usize,
}

impl Dumper {
    fn indent(&mut self) {
        for _ in 0..self.level {
            self.out.push_str("  ");
        }
    }

    /// One level deeper for `f`, which starts with the indentation (MLIR's `INDENT()`).
    fn nested(&mut self, f: impl FnOnce(&mut Self)) {
        self.level += 1;
        self.indent();
        f(self);
        self.level -= 1;
    }

    fn module(&mut self, m: &Module) {
        self.nested(|d| {
            d.out.push_str("Module:\n");
            for r in &m.records {
                match r {
                    Record::Function(f) => d.function(f),
                    Record::Struct(s) => d.struct_def(s),
                }
            }
        });
    }

    fn function(&mut self, f: &Function) {
        self.nested(|d| {
            d.out.push_str("Function \n");
            d.nested(|d| {
                let p = &f.proto;
                let _ = writeln!(d.out, "Proto '{}' @{}", p.name, p.loc);
                d.indent();
                let _ = writeln!(d.out, "Params: [{}]", join(&p.params, |a| a.name.clone()));
            });
            d.nested(|d| {
                d.out.push_str("Block {\n");
                for e in &f.body {
                    d.expr(e);
                }
                d.indent();
                d.out.push_str("} // Block\n");
            });
        });
    }

    fn struct_def(&mut self, s: &StructDef) {
        self.nested(|d| {
            let _ = writeln!(d.out, "Struct: {} @{}", s.name, s.loc);
            d.nested(|d| {
                d.out.push_str("Variables: [\n");
                for v in &s.fields {
                    d.expr(v);
                }
                d.indent();
                d.out.push_str("]\n");
            });
        });
    }

    fn var_type(&mut self, t: &VarType) {
        self.out.push('<');
        if !t.name.is_empty() {
            self.out.push_str(&t.name);
        } else {
            self.out.push_str(&join(&t.shape, |d| d.to_string()));
        }
        self.out.push('>');
    }

    fn expr(&mut self, e: &Expr) {
        self.nested(|d| match &e.kind {
            ExprKind::Number(v) => {
                let _ = writeln!(d.out, "{} @{}", format_double(*v), e.loc);
            }
            ExprKind::Literal { .. } => {
                d.out.push_str("Literal: ");
                literal(&mut d.out, e);
                let _ = writeln!(d.out, " @{}", e.loc);
            }
            ExprKind::StructLiteral(values) => {
                d.out.push_str("Struct Literal: ");
                for v in values {
                    d.expr(v);
                }
                d.indent();
                let _ = writeln!(d.out, " @{}", e.loc);
            }
            ExprKind::Variable(name) => {
                let _ = writeln!(d.out, "var: {name} @{}", e.loc);
            }
            ExprKind::VarDecl { name, ty, init } => {
                let _ = write!(d.out, "VarDecl {name}");
                d.var_type(ty);
                let _ = writeln!(d.out, " @{}", e.loc);
                if let Some(init) = init {
                    d.expr(init);
                }
            }
            ExprKind::Return(value) => {
                d.out.push_str("Return\n");
                match value {
                    Some(v) => d.expr(v),
                    None => d.nested(|d| d.out.push_str("(void)\n")),
                }
            }
            ExprKind::BinOp { op, lhs, rhs } => {
                let _ = writeln!(d.out, "BinOp: {op} @{}", e.loc);
                d.expr(lhs);
                d.expr(rhs);
            }
            ExprKind::Call { callee, args } => {
                let _ = writeln!(d.out, "Call '{callee}' [ @{}", e.loc);
                for a in args {
                    d.expr(a);
                }
                d.indent();
                d.out.push_str("]\n");
            }
            ExprKind::Print(arg) => {
                let _ = writeln!(d.out, "Print [ @{}", e.loc);
                d.expr(arg);
                d.indent();
                d.out.push_str("]\n");
            }
        });
    }
}

/// A tensor literal with its shape at every level: `<2, 2>[ <2>[ 1, 2], <2>[ 3, 4]]`.
fn literal(out: &mut String, e: &Expr) {
    match &e.kind {
        ExprKind::Number(v) => out.push_str(&format_double(*v)),
        ExprKind::Literal { values, dims } => {
            let _ = write!(out, "<{}>[ ", join(dims, |d| d.to_string()));
            for (i, v) in values.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                literal(out, v);
            }
            out.push(']');
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::format_double;

    #[test]
    fn doubles_print_as_llvm_does() {
        assert_eq!(format_double(1.0), "1.000000e+00");
        assert_eq!(format_double(5.5), "5.500000e+00");
        assert_eq!(format_double(0.0), "0.000000e+00");
        assert_eq!(format_double(123456.0), "1.234560e+05");
        assert_eq!(format_double(0.001), "1.000000e-03");
        assert_eq!(format_double(1e300), "1.000000e+300");
        assert_eq!(format_double(f64::INFINITY), "INF");
    }
}
