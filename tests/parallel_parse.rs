//! Parsing on threads gives what parsing on one thread gives.
//!
//! With threading on and a large buffer, the parser leaves the bodies of isolated ops to
//! the thread pool (`asm::parser::parse_module`). Here every chunk of every `.mlir` file
//! of the corpus (and inputs written for the cases the deferral must respect) is parsed
//! both ways, the parallel way forced on small buffers (`parallel_min_bytes: 0`) in a
//! pool of 4 threads: the IR printed with its locations, or the diagnostic, must be
//! identical. Where the sequential parse succeeds, the parallel parse must have parsed
//! every deferrable body on the pool (a silent fall-back to one thread is a failure).

#[path = "common/mod.rs"]
mod common;

use strata::framework::asm::parser::{parse_module, ParseOptions, PARALLEL_MIN_BYTES};
use strata::framework::asm::printer::{print_op, PrintOptions};
use strata::opt::{make_context, OptConfig};

/// The printed IR (custom form, with locations), or the rendered diagnostic; and how
/// many bodies were parsed on threads.
/// `parallel_min_bytes` is the parser's threshold (`usize::MAX`: one thread).
fn parse(text: &str, parallel_min_bytes: usize) -> (Result<String, String>, usize) {
    let cfg = OptConfig {
        allow_unregistered_dialect: true,
        ..Default::default()
    };
    let ctx = make_context(&cfg);
    let opts = ParseOptions {
        file_name: "chunk.mlir".into(),
        parallel_min_bytes,
        ..Default::default()
    };
    match parse_module(&ctx, text, &opts) {
        Ok(m) => {
            let popts = PrintOptions {
                print_debug_info: true,
                ..Default::default()
            };
            let printed = print_op(&ctx, &m.body, m.op, &popts);
            (Ok(printed), m.bodies_on_threads)
        }
        Err(d) => (Err(d.render()), 0),
    }
}

/// Compares the two parses of `text`; `Err` describes the difference.
fn same(text: &str, expect_threads: bool) -> Result<(), String> {
    let (seq, _) = parse(text, usize::MAX);
    let (par, on_threads) = parse(text, 0);
    if seq != par {
        return Err(format!(
            "one thread:\n{}\nthreads:\n{}",
            seq.unwrap_or_else(|e| e),
            par.unwrap_or_else(|e| e)
        ));
    }
    if expect_threads && seq.is_ok() && on_threads == 0 {
        return Err("no body was parsed on the pool".into());
    }
    Ok(())
}

fn pool() -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new()
        .num_threads(4)
        .build()
        .expect("a thread pool")
}

#[test]
fn corpus_chunks_parse_the_same_on_threads() {
    let root = match common::corpus_root() {
        Ok(r) => r,
        Err(why) if !common::in_ci() => {
            eprintln!("{}", common::skip_notice("parallel_parse corpus", &why));
            return;
        }
        Err(why) => panic!("{why}"),
    };
    let files = common::find_files(&root.join("mlir-test"), &["mlir"]);
    assert!(files.len() > 100, "corpus has {} files", files.len());
    let pool = pool();
    let mut failures = Vec::new();
    let (mut chunks, mut threaded) = (0, 0);
    pool.install(|| {
        for f in &files {
            let text = std::fs::read_to_string(f).unwrap_or_default();
            for (i, chunk) in common::split_chunks(&text).iter().enumerate() {
                chunks += 1;
                threaded += usize::from(parse(chunk, 0).1 > 0);
                if let Err(e) = same(chunk, false) {
                    failures.push(format!("{} chunk {i}: {e}", f.display()));
                }
            }
        }
    });
    eprintln!("parallel_parse: {chunks} chunks, {threaded} with bodies parsed on threads");
    assert!(
        threaded > 500,
        "only {threaded} chunks had bodies on threads"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// The cases the deferral must respect, each parsed both ways.
#[test]
fn deferral_cases() {
    let cases: &[(&str, bool)] = &[
        // Functions in a module, with entry arguments.
        (
            "module {\n  func.func @f(%a: i32) -> i32 {\n    %0 = arith.addi %a, %a : i32\n    return %0 : i32\n  }\n  func.func @g() {\n    return\n  }\n}\n",
            true,
        ),
        // An alias defined between top-level ops is not visible to the body before it.
        (
            "func.func @f() {\n  %0 = arith.constant 1 : !t\n  return\n}\n!t = i32\n",
            false,
        ),
        // ... and visible to the body after it.
        (
            "!t = i32\nfunc.func @f() {\n  %0 = arith.constant 1 : !t\n  return\n}\n!u = i64\nfunc.func @g() {\n  %0 = arith.constant 1 : !u\n  return\n}\n",
            true,
        ),
        // Location aliases used before their definition at the end of the file.
        (
            "func.func @f() {\n  %0 = arith.constant 1 : i32 loc(#loc1)\n  return loc(#loc2)\n}\n#loc1 = loc(\"a.mlir\":1:2)\n#loc2 = loc(\"b.mlir\":3:4)\n",
            true,
        ),
        // ... and one never defined.
        (
            "func.func @f() {\n  %0 = arith.constant 1 : i32 loc(#loc9)\n  return\n}\n",
            false,
        ),
        // An error in the second body, and one after it: the first is reported.
        (
            "func.func @f() {\n  return\n}\nfunc.func @g() {\n  %0 = arith.addi %x, %x : i32\n  return\n}\n\"bad\n",
            false,
        ),
        // An error in the first body, and a later one in the second body.
        (
            "func.func @f() {\n  %0 = arith.constant 1 : i33x\n  return\n}\nfunc.func @g() {\n  return %y\n}\n",
            false,
        ),
        // Braces and quotes inside strings and comments of a body.
        (
            "func.func @f() {\n  // a comment with } and \"\n  %0 = \"d.op\"() {s = \"}{\\\"\"} : () -> i32\n  return\n}\nfunc.func @g() {\n  return\n}\n",
            true,
        ),
        // Comments holding braces, quotes and slashes; a comment right after a slash.
        (
            "func.func @f() {\n  // { an opening brace\n  /// } { \" / // {\n  %0 = \"d.op\"() {s = \"a/b\"} : () -> i32 // / { \"\n  return // }\n} // { after the body\nfunc.func @g() {\n  return\n}\n",
            true,
        ),
        // Strings holding `//`, single slashes, braces and escaped quotes.
        (
            "func.func @f() {\n  %0 = \"d.op\"() {s = \"http://x/{\", t = \"/\", u = \"\\\"//}\", v = \"}/{/\"} : () -> i32\n  \"d.op\"() {w = \"//\"} : () -> ()\n  return\n}\nfunc.func @g() {\n  %0 = \"d.op\"() {s = \"/\"} : () -> i32 // {\n  return\n}\n",
            true,
        ),
        // A slash ending the text before a brace, and a comment ending the file.
        (
            "func.func @f() {\n  %0 = \"d.op\"() {s = \"x\"} : () -> i32 /\n}\n// }",
            false,
        ),
        // A comment hiding the closing brace: unterminated.
        ("func.func @f() {\n  return // }\n", false),
        // An unterminated body.
        ("func.func @f() {\n  return\n", false),
        // A body using a name defined outside: parsed on one thread, same error.
        (
            "%0 = \"d.v\"() : () -> i32\n\"d.iso\"() ({\n  \"d.use\"(%0) : (i32) -> ()\n}) : () -> ()\n",
            false,
        ),
        // Generic form, with an entry block label.
        (
            "\"builtin.module\"() ({\n  \"func.func\"() ({\n  ^bb0(%a: i32):\n    \"func.return\"(%a) : (i32) -> ()\n  }) {function_type = (i32) -> i32, sym_name = \"f\"} : () -> ()\n}) : () -> ()\n",
            true,
        ),
        // Nested modules with functions; an empty function body.
        (
            "module {\n  module @m {\n    func.func @f() {\n      return\n    }\n  }\n  func.func @e() {}\n}\n",
            true,
        ),
        // Redefinition of an entry argument.
        ("func.func @f(%a: i32, %a: i32) {\n  return\n}\n", false),
    ];
    let pool = pool();
    pool.install(|| {
        for (i, (text, threads)) in cases.iter().enumerate() {
            if let Err(e) = same(text, *threads) {
                panic!("case {i}:\n{text}\n{e}");
            }
        }
    });
}

/// A large generated module (many functions, as the benchmarks use) through the default
/// threshold: parsed on the pool, same IR.
#[test]
fn large_module_parses_the_same_on_threads() {
    let mut text = String::from("module {\n");
    for f in 0..400 {
        text.push_str(&format!(
            "  func.func @f{f}(%a: i32, %b: memref<?xf32>, %n: index) -> i32 {{\n"
        ));
        text.push_str("    %c0 = arith.constant 0 : index\n    %c1 = arith.constant 1 : index\n");
        for i in 0..40 {
            text.push_str(&format!(
                "    %v{i} = arith.addi %a, %a : i32\n    scf.for %i{i} = %c0 to %n step %c1 {{\n      %l{i} = memref.load %b[%i{i}] : memref<?xf32>\n      memref.store %l{i}, %b[%i{i}] : memref<?xf32>\n    }}\n"
            ));
        }
        text.push_str("    return %v39 : i32\n  }\n");
    }
    text.push_str("}\n");
    assert!(text.len() > PARALLEL_MIN_BYTES);
    pool().install(|| {
        let (seq, _) = parse(&text, usize::MAX);
        let (par, n) = parse(&text, PARALLEL_MIN_BYTES);
        assert!(seq.is_ok());
        assert_eq!(seq, par);
        assert_eq!(n, 400);
    });
}
