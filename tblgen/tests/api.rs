//! The library API that backends use: records, typed field access,
//! locations, and diagnostics.

use std::path::Path;
use strata_tblgen::{parse_source, print_records, Options, RecordKeeper};

fn parse(src: &str) -> RecordKeeper {
    match parse_source(
        Path::new("test.td"),
        src.as_bytes().to_vec(),
        &Options::default(),
    ) {
        Ok(rk) => rk,
        Err(d) => panic!("unexpected diagnostics:\n{}", d.render()),
    }
}

fn errors(src: &str) -> String {
    match parse_source(
        Path::new("test.td"),
        src.as_bytes().to_vec(),
        &Options::default(),
    ) {
        Ok(_) => panic!("expected an error for:\n{src}"),
        Err(d) => d.render(),
    }
}

#[test]
fn typed_field_access() {
    let rk = parse(
        r#"
class Trait;
def ins;
class Op<string mnem, list<Trait> opTraits = []> {
  string mnemonic = mnem;
  list<Trait> traits = opTraits;
  dag arguments = (ins);
  bit hasFolder = 0;
  int numRegions = 0;
}
def Pure : Trait;
def Commutative : Trait;
def AddOp : Op<"add", [Pure, Commutative]> {
  let arguments = (ins ?:$lhs, ?:$rhs);
  let hasFolder = 1;
  let numRegions = 2;
}
"#,
    );
    let add = rk.rec(rk.def("AddOp").unwrap());
    assert_eq!(rk.get_string(add, "mnemonic").unwrap(), "add");
    assert!(rk.get_bit(add, "hasFolder").unwrap());
    assert_eq!(rk.get_int(add, "numRegions").unwrap(), 2);
    let traits: Vec<&str> = rk
        .get_list_of_defs(add, "traits")
        .unwrap()
        .into_iter()
        .map(|t| rk.rec(t).name_str())
        .collect();
    assert_eq!(traits, ["Pure", "Commutative"]);
    let args = rk.get_dag(add, "arguments").unwrap();
    let names: Vec<&str> = args
        .args
        .iter()
        .map(|(_, n)| n.as_deref().unwrap())
        .collect();
    assert_eq!(names, ["lhs", "rhs"]);
    assert_eq!(rk.defs_derived_from("Op"), vec![rk.def("AddOp").unwrap()]);
    assert_eq!(rk.defs_derived_from("Trait").len(), 2);

    let e = rk.get_int(add, "mnemonic").unwrap_err();
    assert!(
        e.message
            .contains("field `mnemonic' does not have an int initializer"),
        "{e}"
    );
    let e = rk.get_string(add, "nope").unwrap_err();
    assert_eq!(
        e.message,
        "Record `AddOp' does not have a field named `nope'!"
    );
}

#[test]
fn records_and_fields_have_locations() {
    let rk = parse("class C {\n  int x = 1;\n}\ndef D : C {\n  let x = 2;\n}\n");
    let d = rk.rec(rk.def("D").unwrap());
    let p = rk.sources.position(d.loc());
    assert_eq!((p.line, p.column), (4, 5));
    // A `let` moves the field's location to the override, as in LLVM.
    let x = d.value("x").unwrap();
    let p = rk.sources.position(x.loc);
    assert_eq!((p.line, p.column), (5, 7));
    let c = rk.rec(rk.class("C").unwrap());
    let p = rk.sources.position(c.value("x").unwrap().loc);
    assert_eq!((p.line, p.column), (2, 7));
}

#[test]
fn lexer_corner_cases() {
    let rk = parse(
        r#"
def A {
  bits<8> b = 0b00000101;
  bits<4> lo = b{3-0};
  list<int> r = !foreach(i, [1, 2], !add(i, 0x10));
  string frag = [{ a } b }}]} ]}];
}
def 8bit { int v = -5; }
foreach i = {0...2, 5} in def R#i;
"#,
    );
    let out = print_records(&rk);
    assert!(
        out.contains("bits<8> b = { 0, 0, 0, 0, 0, 1, 0, 1 };"),
        "{out}"
    );
    assert!(out.contains("bits<4> lo = { 0, 1, 0, 1 };"), "{out}");
    assert!(out.contains("list<int> r = [17, 18];"), "{out}");
    // Like LLVM, `}}` does not end a code fragment: only a `}` right before `]`.
    assert!(out.contains("code frag = [{ a } b }}]} ]}];"), "{out}");
    assert!(out.contains("def 8bit {"), "{out}");
    for r in ["R0", "R1", "R2", "R5"] {
        assert!(rk.def(r).is_some(), "{r} missing");
    }
}

#[test]
fn diagnostics_render_like_rustc() {
    let text = errors("class A;\ndef X : B;\n");
    assert_eq!(
        text,
        "error: Couldn't find class 'B'\n --> test.td:2:9\n  |\n2 | def X : B;\n  |         ^\n"
    );
}

#[test]
fn garbage_is_an_error_not_a_panic() {
    for src in [
        "\u{0}\u{1}\u{2}",
        "def",
        "class C<",
        "def X { int x = !add(1, ",
        "[{",
        "\"abc",
        "/*",
        "#ifdef X\n",
        "#endif\n",
        "def X { bits<2> b = { 1, 2, 3 }; }",
        "def X { int i = !foldl(0, [1], a, b, \"s\"); }",
    ] {
        let r = parse_source(
            Path::new("g.td"),
            src.as_bytes().to_vec(),
            &Options::default(),
        );
        assert!(r.is_err(), "accepted {src:?}");
    }
    let bytes: Vec<u8> = (0u8..=255).cycle().take(4096).collect();
    assert!(parse_source(Path::new("g.td"), bytes, &Options::default()).is_err());
}

#[test]
fn deep_nesting_is_bounded() {
    let src = format!(
        "def X {{ string s = {}\"x\"{}; }}",
        "!strconcat(\"a\", ".repeat(2000),
        ")".repeat(2000)
    );
    // Run on a thread with a modest stack, as library users might.
    let t = std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(move || errors(&src))
        .unwrap();
    assert!(t
        .join()
        .unwrap()
        .contains("nested more than 1000 levels deep"));
}

#[test]
fn assembly_format_parses_into_elements_and_locates_errors() {
    use strata_tblgen::ods::format::{parse_format, FormatElement, VarRef};
    let rk = parse(
        r#"
class TypeConstraint<string s> { string summary = s; string builderCall = ""; }
class Trait;
class Dialect { string name = "d"; string cppNamespace = "d"; string summary = ""; string description = ""; }
def D : Dialect;
def ins; def outs; def region; def successor;
def AnyType : TypeConstraint<"any type">;
class Op<string n> {
  Dialect opDialect = D; string opName = n; string cppNamespace = "d";
  dag arguments = (ins); dag results = (outs);
  dag regions = (region); dag successors = (successor); list<Trait> traits = [];
}
def AddOp : Op<"add"> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$res);
}
"#,
    );
    let op = strata_tblgen::ods::Operator::from_def(&rk, rk.def("AddOp").unwrap()).unwrap();
    let elems = parse_format(
        &rk,
        &op,
        "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($res)",
    )
    .unwrap();
    assert_eq!(elems[0], FormatElement::Variable(VarRef::Operand(0)));
    assert_eq!(elems[1], FormatElement::Literal(",".into()));
    assert_eq!(
        elems[3],
        FormatElement::AttrDict {
            with_keyword: false
        }
    );
    assert_eq!(
        elems.last(),
        Some(&FormatElement::Type(Box::new(FormatElement::Variable(
            VarRef::Result(0)
        ))))
    );
    let e = parse_format(&rk, &op, "$lhs `,` $rhs\n  attr-dict $lhs").unwrap_err();
    assert_eq!(e.message, "operand 'lhs' is already bound");
    assert_eq!((e.line, e.column), (2, 13));
    let e = parse_format(&rk, &op, "$lhs `,` $rhs attr-dict").unwrap_err();
    assert_eq!(
        e.message,
        "type of result #0, named 'res', is not buildable and a buildable type cannot be inferred"
    );
}

/// A spec not named after its dialect (MLIR's `include/toy/Ops.td` layout) generates the
/// files of the dialect, named after it, with its ops and documentation page.
#[test]
fn named_dialect_in_a_file_of_another_name() {
    let spec = Path::new(env!("CARGO_MANIFEST_DIR")).join("../spec");
    let td = spec.join("dialects/calc.td");
    let by_stem = strata_tblgen::generate_dialect(&td, &spec).expect("calc.td generates");
    let tmp = std::env::temp_dir().join(format!("strata-tblgen-api-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let renamed = tmp.join("Ops.td");
    std::fs::copy(&td, &renamed).unwrap();
    let by_name = strata_tblgen::generate_named_dialect_in(
        &renamed,
        "calc",
        "spec/dialects/calc.td",
        std::slice::from_ref(&spec),
    )
    .expect("the renamed spec generates");
    std::fs::remove_dir_all(&tmp).unwrap();
    let names = |files: &[(String, String)]| -> Vec<String> {
        files.iter().map(|(n, _)| n.clone()).collect()
    };
    assert_eq!(names(&by_name), names(&by_stem));
    // The same ops (the items name their `.td` source, which differs).
    for item in [
        "pub static CALC_ADD: OpSpec",
        "pub static CALC_CONST: OpSpec",
    ] {
        assert!(by_name[0].1.contains(item), "missing {item}");
    }
    assert_eq!(by_name[1].1, by_stem[1].1);
}
