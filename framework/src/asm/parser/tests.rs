use super::*;
use crate::asm::printer::{print_op, PrintOptions};

fn ctx() -> Context {
    let mut c = Context::new();
    c.set_allow_unregistered_dialects(true);
    crate::builtin::register(&c);
    c
}

fn roundtrip(src: &str) -> Result<String, String> {
    let ctx = ctx();
    let m = parse_module(&ctx, src, &ParseOptions::default()).map_err(|d| d.render())?;
    Ok(print_op(
        &ctx,
        &m.body,
        m.op,
        &PrintOptions {
            generic: true,
            ..PrintOptions::default()
        },
    ))
}

#[test]
fn wraps_top_level_ops_in_a_module() {
    let out = roundtrip(
        r#"%0 = "d.a"() : () -> i32
"d.b"(%0) : (i32) -> ()"#,
    )
    .unwrap();
    assert_eq!(
        out,
        "\"builtin.module\"() ({\n  %0 = \"d.a\"() : () -> i32\n  \"d.b\"(%0) : (i32) -> ()\n}) : () -> ()"
    );
}

#[test]
fn empty_input_is_an_empty_module() {
    assert_eq!(
        roundtrip("// nothing\n").unwrap(),
        "\"builtin.module\"() ({\n^bb0:\n}) : () -> ()"
    );
}

#[test]
fn forward_references_blocks_and_multi_results() {
    let src = r#""d.f"() ({
^bb0(%a: i32):
  "d.br"(%v)[^bb1] : (f32) -> ()
^bb1:
  %r:2 = "d.two"(%a) : (i32) -> (f32, f32)
  %v = "d.one"(%r#1) : (f32) -> f32
  "d.br"()[^bb1, ^bb1] : () -> ()
}) : () -> ()"#;
    let out = roundtrip(src).unwrap();
    let want = r#""builtin.module"() ({
  "d.f"() ({
  ^bb0(%arg0: i32):
    "d.br"(%1)[^bb1] : (f32) -> ()
  ^bb1:  // 3 preds: ^bb0, ^bb1, ^bb1
    %0:2 = "d.two"(%arg0) : (i32) -> (f32, f32)
    %1 = "d.one"(%0#1) : (f32) -> f32
    "d.br"()[^bb1, ^bb1] : () -> ()
  }) : () -> ()
}) : () -> ()"#;
    assert_eq!(out, want);
}

#[test]
fn types_and_attributes_print_like_mlir() {
    let src = r#""d.x"() {t = tensor<*xf32>, v = vector<2x[4]xf32>, m = memref<?x4xf32, strided<[4,1], offset: ?>, 1>, c = complex<f32>, tu = tuple<i32, f32>, s = "a\"b\n", f = 1.5 : f32, arr = [1, 2.0, @x::@y, true], u, i = -3 : si8, q = 255 : ui8, w = -1 : i8, ty = (i32) -> (i32, index), e = tensor<4xf32, #d.enc<"x">>, n = none, z = memref<4xf32, 0>} : () -> ()"#;
    let out = roundtrip(src).unwrap();
    let want = r#""builtin.module"() ({
  "d.x"() {arr = [1, 2.000000e+00, @x::@y, true], c = complex<f32>, e = tensor<4xf32, #d.enc<"x">>, f = 1.500000e+00 : f32, i = -3 : si8, m = memref<?x4xf32, strided<[4, 1], offset: ?>, 1>, n = none, q = 255 : ui8, s = "a\22b\0A", t = tensor<*xf32>, tu = tuple<i32, f32>, ty = (i32) -> (i32, index), u, v = vector<2x[4]xf32>, w = -1 : i8, z = memref<4xf32>} : () -> ()
}) : () -> ()"#;
    assert_eq!(out, want);
}

#[test]
fn affine_map_aliases_follow_mlir_order() {
    let src = r#""d.a"() ({
  "d.b"() {m = affine_map<(d0) -> (d0 + 1)>, n = affine_set<(d0) : (d0 >= 0)>} : () -> ()
}) {m = affine_map<(d0) -> (d0)>} : () -> ()"#;
    let want = r#"#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0) -> (d0)>
#set = affine_set<(d0) : (d0 >= 0)>
"builtin.module"() ({
  "d.a"() ({
    "d.b"() {m = #map, n = #set} : () -> ()
  }) {m = #map1} : () -> ()
}) : () -> ()"#;
    assert_eq!(roundtrip(src).unwrap(), want);
}

#[test]
fn single_module_is_not_wrapped_and_isolated_ops_get_own_body() {
    let ctx = ctx();
    let src = r#""builtin.module"() ({
  "builtin.module"() ({
    %0 = "d.c"() : () -> i1
  }) {sym_name = "inner"} : () -> ()
}) {x.y = 1 : i64} : () -> ()"#;
    let m = parse_module(&ctx, src, &ParseOptions::default()).unwrap();
    assert!(m.body.is_isolated(m.op));
    let nb = m.body.nested_body(m.op).unwrap();
    let entry = nb.entry_block(m.body.regions(m.op)[0]).unwrap();
    let inner = nb.first_op(entry).unwrap();
    assert!(nb.is_isolated(inner));
    assert_eq!(
        print_op(
            &ctx,
            &m.body,
            m.op,
            &PrintOptions {
                generic: true,
                ..PrintOptions::default()
            }
        ),
        src
    );
}

fn nested_src(depth: usize) -> String {
    let mut src = String::new();
    for _ in 0..depth {
        src.push_str("\"d.r\"() ({\n");
    }
    for _ in 0..depth {
        src.push_str("}) : () -> ()\n");
    }
    src
}

#[test]
fn deep_nesting_does_not_use_the_native_stack() {
    // Parsing, walking and printing run on a 256 KiB stack: none of them recurses per level.
    let ops = std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(|| {
            let ctx = ctx();
            let m = parse_module(&ctx, &nested_src(100_000), &ParseOptions::default()).unwrap();
            let mut n = 0;
            m.body
                .walk(m.op, crate::ir::body::WalkOrder::PostOrder, |_, _| {
                    n += 1;
                    crate::ir::body::WalkResult::Advance
                });
            // Printed indentation grows with depth (as in mlir-opt), so print a shallower tree.
            let printed = roundtrip(&nested_src(2_000)).unwrap();
            (n, printed.lines().count())
        })
        .unwrap()
        .join()
        .unwrap();
    assert_eq!(ops, (100_001, 2 * 2_000 + 2));
}

#[test]
fn errors_carry_positions_and_mlir_wording() {
    let cases = [
        (
            "\"d.a\"(%x) : (i32) -> ()",
            "use of undeclared SSA value name",
            (1, 7),
        ),
        (
            "%0 = \"d.a\"() : () -> i32\n%0 = \"d.a\"() : () -> i32",
            "redefinition of SSA value '%0'",
            (2, 1),
        ),
        // A wrong-token error points just past the text before the token
        // (MLIR's `emitWrongTokenError`); at the end of the input it first
        // steps back one character, so these two differ as in mlir-opt 16.
        (
            "\"d.a\"() : () -> (\n",
            "expected non-function type",
            (1, 18),
        ),
        ("\"d.a\"() : () -> (", "expected non-function type", (1, 16)),
        (
            "\"f\"() { b = [1 } : () -> ()",
            "expected ',' or ']'",
            (1, 15),
        ),
        (
            "\"d.a\"() ({\n\"d.b\"()[^bb9] : () -> ()\n}) : () -> ()",
            "reference to an undefined block",
            (2, 9),
        ),
        (
            "%0 = \"d.a\"() : () -> i32\n\"d.b\"(%0) : (i64) -> ()",
            "use of value '%0' expects different type than prior uses: 'i64' vs 'i32'",
            (2, 7),
        ),
        // A custom form needs its dialect, even with unregistered dialects allowed.
        (
            "func.func @f()",
            "Dialect `func' not found for custom op 'func.func'",
            (1, 1),
        ),
        (
            "\"d.a\"() {a = 1, a = 2} : () -> ()",
            "duplicate key 'a' in dictionary attribute",
            (1, 17),
        ),
    ];
    let ctx = ctx();
    for (src, msg, (line, col)) in cases {
        let d = parse_module(&ctx, src, &ParseOptions::default()).unwrap_err();
        assert!(d.message.starts_with(msg), "{src}: got {}", d.message);
        let p = d.pos().unwrap();
        assert_eq!((p.line, p.col), (line, col), "{src}: {}", d.message);
    }
}

#[test]
fn unregistered_ops_need_the_flag() {
    let ctx = Context::new();
    crate::builtin::register(&ctx);
    let d = parse_module(&ctx, "\"d.a\"() : () -> ()", &ParseOptions::default()).unwrap_err();
    assert!(d
        .message
        .starts_with("operation being parsed with an unregistered dialect"));
    assert_eq!(d.pos().unwrap().col, 6, "MLIR points after the op name");
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    crate::builtin::register(&ctx);
    ctx.register_dialect("func");
    // As MLIR, an unregistered op of a registered dialect parses (with or without the
    // flag) and the verifier rejects it.
    for allow in [true, false] {
        ctx.set_allow_unregistered_dialects(allow);
        for (src, dialect) in [("builtin.foo", "builtin"), ("func.foo", "func")] {
            let text = format!("\"{src}\"() : () -> ()");
            let m = parse_module(&ctx, &text, &ParseOptions::default()).unwrap();
            let d = crate::verify::verify_module(&ctx, &m).unwrap_err();
            assert_eq!(
                d.message,
                format!(
                    "unregistered operation '{src}' found in dialect ('{dialect}') that does \
                     not allow unknown operations"
                )
            );
        }
    }
    ctx.set_allow_unregistered_dialects(true);
    let m = parse_module(&ctx, "\"foo\"() : () -> ()", &ParseOptions::default()).unwrap();
    assert!(crate::verify::verify_module(&ctx, &m).is_ok());
}

#[test]
fn truncated_and_garbage_inputs_are_errors_not_panics() {
    let ctx = ctx();
    let full = r#"#map = affine_map<(d0) -> (d0)>
%0:2 = "d.a"(%0#1) ({
^bb0(%a: memref<4xf32, #map>):
  "d.b"(%a)[^bb0] {s = "x", d = dense<[1, 2]> : tensor<2xi32>} : (memref<4xf32, #map>) -> () loc("f":1:2)
}) : (i32) -> (i32, i32)"#;
    for i in 0..full.len() {
        if full.is_char_boundary(i) {
            let _ = parse_module(&ctx, &full[..i], &ParseOptions::default());
        }
    }
    let deep = format!(
        "\"d.a\"() {{a = {}1{}}} : () -> ()",
        "[".repeat(100_000),
        "]".repeat(100_000)
    );
    let d = parse_module(&ctx, &deep, &ParseOptions::default()).unwrap_err();
    assert!(d.message.contains("nested more than"), "{}", d.message);
    let ok = format!(
        "\"d.a\"() {{a = {}1{}}} : () -> ()",
        "[".repeat(100),
        "]".repeat(100)
    );
    assert!(roundtrip(&ok).is_ok());
    for garbage in [
        "\u{0}",
        "%",
        "\"",
        "^",
        "}}}",
        "((((",
        "#-}",
        "{-#",
        "\"d.a\"() : (tensor<[4]xf32>) -> ()",
        "!",
        "@",
    ] {
        assert!(
            parse_module(&ctx, garbage, &ParseOptions::default()).is_err(),
            "{garbage:?}"
        );
    }
}

#[test]
fn mutated_inputs_never_panic() {
    // A deterministic mutation fuzzer (xorshift): delete, insert, duplicate and truncate
    // bytes of a generic-form module, then parse, verify and print whatever parses.
    let seed_text = r#"#map = affine_map<(d0)[s0] -> (d0 + s0)>
"builtin.module"() ({
  "func.func"() ({
  ^bb0(%arg0: i32, %arg1: memref<4xf32, #map>):
    %0:2 = "d.op"(%arg0) {a = [1, 2.5 : f16, "s\0A", @x::@y], d = dense<[1, 2]> : tensor<2xi32>} : (i32) -> (i32, f32)
    "cf.br"(%0#0)[^bb1] : (i32) -> ()
  ^bb1(%1: i32):  // pred: ^bb0
    "d.r"(%1) ({
    ^bb0(%arg2: vector<2x[4]xf32>):
      "d.t"() : () -> ()
    }, {
    }) {loc = loc(callsite("f"("a.mlir":1:2) at fused<"m">["b":3:4]))} : (i32) -> ()
  }) {function_type = (i32, memref<4xf32, #map>) -> i32, sym_name = "f"} : () -> ()
}) : () -> ()
"#;
    let ctx = ctx();
    ctx.register_op(
        "func.func",
        crate::ir::context::OpInfo {
            traits: crate::ir::registry::OpTraits::ISOLATED_FROM_ABOVE
                | crate::ir::registry::OpTraits::NO_TERMINATOR,
            ..Default::default()
        },
    );
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let alphabet = b"%^#!@\"(){}[]<>,:=-x?*0123456789aefi \n\\";
    let m = parse_module(&ctx, seed_text, &ParseOptions::default()).unwrap();
    crate::verify::verify_module(&ctx, &m).unwrap();
    // The seed as mlir-opt 16 prints it (location aliases sorted by depth).
    let canonical = r#"#loc = loc("a.mlir":1:2)
#loc1 = loc("b":3:4)
#map = affine_map<(d0)[s0] -> (d0 + s0)>
#loc2 = loc("f"(#loc))
#loc3 = loc(fused<"m">[#loc1])
#loc4 = loc(callsite(#loc2 at #loc3))
"builtin.module"() ({
  "func.func"() ({
  ^bb0(%arg0: i32, %arg1: memref<4xf32, #map>):
    %0:2 = "d.op"(%arg0) {a = [1, 2.500000e+00 : f16, "s\0A", @x::@y], d = dense<[1, 2]> : tensor<2xi32>} : (i32) -> (i32, f32)
    "cf.br"(%0#0)[^bb1] : (i32) -> ()
  ^bb1(%1: i32):  // pred: ^bb0
    "d.r"(%1) ({
    ^bb0(%arg2: vector<2x[4]xf32>):
      "d.t"() : () -> ()
    }, {
    }) {loc = #loc4} : (i32) -> ()
  }) {function_type = (i32, memref<4xf32, #map>) -> i32, sym_name = "f"} : () -> ()
}) : () -> ()
"#;
    assert_eq!(
        print_op(
            &ctx,
            &m.body,
            m.op,
            &PrintOptions {
                generic: true,
                ..PrintOptions::default()
            }
        ) + "\n",
        canonical
    );
    for _ in 0..10_000 {
        let mut s = seed_text.as_bytes().to_vec();
        for _ in 0..(1 + next() % 4) {
            if s.is_empty() {
                break;
            }
            let i = (next() as usize) % s.len();
            match next() % 4 {
                0 => {
                    let n = (1 + next() % 20) as usize;
                    s.drain(i..(i + n).min(s.len()));
                }
                1 => s.insert(i, alphabet[(next() as usize) % alphabet.len()]),
                2 => s.truncate(i),
                _ => {
                    let j = (next() as usize) % s.len();
                    let piece: Vec<u8> =
                        s[j..(j + 1 + (next() % 40) as usize).min(s.len())].to_vec();
                    s.splice(i..i, piece);
                }
            }
        }
        let Ok(text) = String::from_utf8(s) else {
            continue;
        };
        if let Ok(m) = parse_module(&ctx, &text, &ParseOptions::default()) {
            if crate::verify::verify_module(&ctx, &m).is_ok() {
                let _ = print_op(
                    &ctx,
                    &m.body,
                    m.op,
                    &PrintOptions {
                        generic: true,
                        ..PrintOptions::default()
                    },
                );
            }
        }
    }
}

#[test]
fn dialect_attributes_keep_embedded_references_and_alias_hooks() {
    let ctx = ctx();
    // Like the LLVM dialect: `#llvm.di_*` attributes get an alias named by their mnemonic.
    ctx.add_attr_alias_hook(Box::new(|name: &str| {
        name.strip_prefix("llvm.").map(str::to_string)
    }));
    let src = r#"#f = #llvm.di_file<"a.c" in "/x">
"d.a"() {a = #llvm.di_unit<file = #f, inline = #llvm.di_file<"a.c" in "/x">>, b = #other.x<#f>, m = #other.m<affine_map<(i) -> (i + 0)>>} : () -> ()"#;
    let want = r#"#di_file = #llvm.di_file<"a.c" in "/x">
#di_unit = #llvm.di_unit<file = #di_file, inline = #di_file>
"builtin.module"() ({
  "d.a"() {a = #di_unit, b = #other.x<#di_file>, m = #other.m<affine_map<(i) -> (i + 0)>>} : () -> ()
}) : () -> ()"#;
    let m = parse_module(&ctx, src, &ParseOptions::default()).unwrap();
    assert_eq!(
        print_op(
            &ctx,
            &m.body,
            m.op,
            &PrintOptions {
                generic: true,
                ..PrintOptions::default()
            }
        ),
        want
    );
    // Type aliases used inside dialect types and attributes print expanded (the printer
    // emits no `!alias` definitions), so the output parses again. Results may be unnamed.
    let src = "!t = i32\n\"d.a\"() {x = #d.a<!t>} : () -> !d.t<!t, !d.u<!t>>";
    let m = parse_module(&ctx, src, &ParseOptions::default()).unwrap();
    let out = print_op(
        &ctx,
        &m.body,
        m.op,
        &PrintOptions {
            generic: true,
            ..PrintOptions::default()
        },
    );
    assert_eq!(
        out,
        "\"builtin.module\"() ({\n  %0 = \"d.a\"() {x = #d.a<i32>} : () -> !d.t<i32, !d.u<i32>>\n}) : () -> ()"
    );
}

#[test]
fn remembered_types_and_names_are_reused_exactly() {
    // Shaped types are remembered by their text: a longer type sharing a prefix, and the
    // same text again, must each come out as written; function types and op names too.
    let src = r#"%0 = "d.a"() : () -> memref<?xf32>
%1 = "d.a"() : () -> memref<?xf32, 1>
%2 = "d.b"(%0, %1) : (memref<?xf32>, memref<?xf32, 1>) -> tensor<4xf32>
%3 = "d.b"(%1, %0) : (memref<?xf32, 1>, memref<?xf32>) -> tensor<4xf32>
%4 = "d.c"(%2) : (tensor<4xf32>) -> vector<4xf32>
%5 = "d.c"(%2) : (tensor<4xf32>) -> vector<4xf32>"#;
    let out = roundtrip(src).unwrap();
    let body: Vec<&str> = out.lines().skip(1).take(6).map(str::trim).collect();
    let want: Vec<&str> = src.lines().collect();
    assert_eq!(body, want);
}

#[test]
fn file_metadata_is_checked_as_mlir_opt_16_checks_it() {
    use crate::ir::context::DialectResources;
    let ctx = Context::new();
    crate::builtin::register(&ctx);
    ctx.declare_dialect("ml_program", DialectResources::NoKeys);
    ctx.declare_dialect("arith", DialectResources::NoSection);
    // (input, message, column); columns are mlir-opt 16's.
    let cases = [
        (
            "{-#\n",
            "expected identifier key in file metadata dictionary",
            (1, 4),
        ),
        ("{-# key #-}", "expected ':'", (1, 8)),
        (
            "{-# k: {} #-}",
            "unknown key 'k' in file metadata dictionary",
            (1, 5),
        ),
        (
            "{-# dialect_resources: { 10 } #-}",
            "expected identifier key for 'resource' entry",
            (1, 26),
        ),
        (
            "{-# dialect_resources: { foobar: {} } #-}",
            "dialect 'foobar' is unknown",
            (1, 26),
        ),
        (
            "{-# dialect_resources: { arith: { k: 1 } } #-}",
            "unexpected 'resource' section for dialect 'arith'",
            (1, 35),
        ),
        (
            "{-# dialect_resources: { ml_program: { k: 1 } } #-}",
            "unknown 'resource' key 'k' for dialect 'ml_program'",
            (1, 40),
        ),
        (
            "{-# dialect_resources: { builtin: { b: \"\" } } #-}",
            "expected hex string blob for key 'b'",
            (1, 40),
        ),
        (
            "{-# dialect_resources: { builtin: { b: \"0x\" } } #-}",
            "expected hex string blob for key 'b' to encode alignment in first 4 bytes",
            (1, 40),
        ),
        (
            "{-# external_resources: { g: { k: } } #-}",
            "expected string value for key 'k'",
            (1, 35),
        ),
    ];
    for (src, msg, (line, col)) in cases {
        let d = parse_module(&ctx, src, &ParseOptions::default()).unwrap_err();
        assert_eq!(d.message, msg, "{src}");
        let p = d.pos().unwrap();
        assert_eq!((p.line, p.col), (line, col), "{src}: {}", d.message);
    }
    let ok = "{-# dialect_resources: { builtin: { b: \"0x0400000001\" } }, external_resources: { g: { k: true, s: \"v\" } } #-}";
    let m = parse_module(&ctx, ok, &ParseOptions::default()).unwrap();
    assert!(m.file_metadata.is_some());
}

#[test]
fn dense_array_and_resource_literals_report_mlir_opt_16s_errors() {
    let ctx = Context::new();
    crate::builtin::register(&ctx);
    // (input, message, column); columns are mlir-opt 16's.
    let cases = [
        (
            "#a = dense<> : tensor<i64>",
            "parsed zero elements, but type ('tensor<i64>') expected at least 1",
            14,
        ),
        (
            "#a = dense<[(10)]> : tensor<complex<i64>>",
            "expected ',' between complex elements",
            16,
        ),
        (
            "#a = dense<[(10,10]> : tensor<complex<i64>>",
            "expected ')' after complex elements",
            19,
        ),
        (
            "#a = dense<[()]> : tensor<complex<i64>>",
            "expected element literal of primitive type",
            14,
        ),
        (
            "#a = dense<1> : tensor<?xi64>",
            "elements literal type must have static shape",
            30,
        ),
        ("#a = array", "expected '<' after 'array'", 11),
        (
            "#a = array<vector<i32>>",
            "expected integer or float type, got: 'vector<i32>'",
            12,
        ),
        (
            "#a = array<i7>",
            "element type bitwidth must be a multiple of 8",
            12,
        ),
        ("#a = array<i8)", "expected ':' after dense array type", 14),
        (
            "#a = array<i8: 1)",
            "expected '>' to close an array attribute",
            17,
        ),
        (
            "#a = array<f32: 1>",
            "unexpected decimal integer literal for a floating point value",
            17,
        ),
        (
            "#a = dense_resource>",
            "expected '<' after 'dense_resource'",
            20,
        ),
        ("#a = dense_resource<r", "expected '>'", 22),
        (
            "#a = dense_resource<r> : i32",
            "`dense_resource` expected a shaped type",
            24,
        ),
    ];
    for (src, msg, col) in cases {
        // As in a file: a line end before the end of input.
        let src = &format!("{src}\n");
        let d = parse_module(&ctx, src, &ParseOptions::default()).unwrap_err();
        assert_eq!(d.message, msg, "{src}");
        assert_eq!(d.pos().unwrap().col, col, "{src}: {}", d.message);
    }
}

/// Zero-width integer elements print without arithmetic on the width (a fuzzer found
/// `array<si0: 0>` panicking the printer).
#[test]
fn zero_width_integer_elements() {
    let src =
        "\"t.x\"() {a = array<si0: 0>, b = array<i0: 0>, c = dense<0> : tensor<2xsi0>} : () -> ()";
    let out = roundtrip(src).unwrap();
    assert!(out.contains("a = array<si0: 0>"), "{out}");
    assert!(roundtrip("\"t.x\"() {a = dense<[0, -1]> : tensor<2xsi0>} : () -> ()").is_err());
}

#[test]
fn line_starts_match_a_plain_scan() {
    let texts = [
        String::new(),
        "\n".to_string(),
        "a\nbc\n\n\ndefghijklmnop\nq".to_string(),
        "x".repeat(7) + "\n" + &"y".repeat(8) + "\n\n" + &"é\u{a0}\n".repeat(9),
        // Bytes one bit away from `\n` (0x8A in 'Ê', 0x0B, 0x0E) are not line breaks.
        "ÊÊÊÊ\u{b}\u{e}\nÊ\u{b}\n\u{e}Ê\n".repeat(5),
        (0..300)
            .map(|i| if i % 7 == 0 { '\n' } else { 'z' })
            .collect(),
    ];
    for t in &texts {
        let plain: Vec<usize> = std::iter::once(0)
            .chain(t.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        assert_eq!(super::line_starts(t), plain, "{t:?}");
    }
}

/// A custom parse hook that reads its isolated op's body after parsing it (here through
/// `ensure_terminator`) sees the whole body when the body was left to the thread pool,
/// and the IR is what the parse on one thread gives.
#[test]
fn deferred_body_is_parsed_before_a_hook_reads_it() {
    use crate::ir::op_asm::OpAsmParser;
    use crate::ir::registry::OpTraits;
    fn parse_iso(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let region = p.parse_region(&[])?;
        p.ensure_terminator(region, "t.end");
        Ok(())
    }
    let ctx = ctx();
    ctx.register_op(
        "t.iso",
        crate::ir::context::OpInfo {
            traits: OpTraits::ISOLATED_FROM_ABOVE,
            parse: Some(parse_iso),
            ..Default::default()
        },
    );
    ctx.register_op(
        "t.end",
        crate::ir::context::OpInfo {
            traits: OpTraits::TERMINATOR,
            ..Default::default()
        },
    );
    let src = "t.iso {\n  \"t.a\"() : () -> ()\n}\nt.iso {\n  \"t.b\"() : () -> ()\n}\n";
    let print = |min: usize| {
        let opts = ParseOptions {
            parallel_min_bytes: min,
            ..Default::default()
        };
        let m = parse_module(&ctx, src, &opts).unwrap();
        let generic = PrintOptions {
            generic: true,
            ..Default::default()
        };
        (print_op(&ctx, &m.body, m.op, &generic), m.bodies_on_threads)
    };
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(2)
        .build()
        .unwrap();
    let (seq, _) = print(usize::MAX);
    let (par, on_threads) = pool.install(|| print(0));
    assert_eq!(seq, par);
    // Deferred, then parsed early for the hook: counted, and each body holds its op
    // before the terminator.
    assert_eq!(on_threads, 0);
    assert!(
        seq.contains("\"t.a\"() : () -> ()\n    \"t.end\"()"),
        "{seq}"
    );
}

#[test]
fn counts_newlines_a_word_at_a_time() {
    // Every length around the word size and the `memchr` threshold, newlines at every
    // position, bytes that differ from `\n` in one bit.
    for n in [0usize, 1, 7, 8, 9, 15, 16, 17, 40, 255, 256, 257, 600] {
        for step in [1usize, 3, 8, 13] {
            let text: Vec<u8> = (0..n)
                .map(|i| match i % step {
                    0 => b'\n',
                    1 => b'\x0b',
                    2 => b'\x8a',
                    _ => b'a',
                })
                .collect();
            let want_count = text.iter().filter(|&&b| b == b'\n').count() as u32;
            let want_last = text.iter().rposition(|&b| b == b'\n');
            assert_eq!(
                newlines_in(&text),
                (want_count, want_last),
                "length {n}, step {step}"
            );
        }
    }
}

#[test]
fn short_keyword_keys_tell_words_apart() {
    use crate::asm::parse_attr::short_word_key;
    let src = b"i32 i3 i64 index f32 indexes        ";
    let key = |start: usize, len: usize| short_word_key(src, start, len);
    assert_ne!(key(0, 3), key(4, 2));
    assert_ne!(key(0, 3), key(7, 3));
    // `index` and the first five bytes of `indexes` are one word; `indexes` is another.
    assert_eq!(key(11, 5), key(21, 5));
    assert!(key(21, 7).is_some());
    assert_ne!(key(11, 5), key(21, 7));
    assert_eq!(key(21, 8), None);
    // Fewer than 8 bytes left: no key (the word is looked up by its text).
    assert_eq!(short_word_key(b"i32", 0, 3), None);
}

#[test]
fn keyword_types_are_found_again_after_many_kinds() {
    // More distinct keywords than the short list holds, each used twice.
    let words = [
        "i1", "i8", "i16", "i32", "i64", "f16", "f32", "f64", "index", "bf16", "i7", "si8", "ui16",
        "f80", "tf32", "i128", "f128", "f8E4M3FN",
    ];
    let mut src = String::new();
    for w in words.iter().chain(words.iter()) {
        src.push_str(&format!("\"d.op\"() : () -> {w}\n"));
    }
    let out = roundtrip(&src).expect("parses");
    for w in words {
        assert_eq!(
            out.matches(&format!("() -> {w}\n")).count(),
            2,
            "{w} in\n{out}"
        );
    }
}

/// A generic op whose dictionary and function type repeat those of an earlier op of the
/// same name is read from the remembered text: the same attributes and types, and the
/// same diagnostics when what follows does not fit.
#[test]
fn repeated_generic_op_tails_parse_as_the_first() {
    let src = r#""d.f"() ({
^bb0(%a: i32):
  %0 = "d.add"(%a, %a) {k = 1 : i64, s = "x"} : (i32, i32) -> i32
  %1 = "d.add"(%0, %a) {k = 1 : i64, s = "x"} : (i32, i32) -> i32
  %2 = "d.add"(%1, %a) {k = 2 : i64, s = "x"} : (i32, i32) -> i32 loc("f":1:2)
  %3 = "d.add"(%2, %a) {k = 1 : i64, s = "x"} : (i32, i32) -> i32	// tab, comment
  "d.use"(%3) : (i32) -> ()
}) : () -> ()"#;
    let out = roundtrip(src).unwrap();
    for (i, k) in [(0, 1), (1, 1), (2, 2), (3, 1)] {
        let want = format!("{{k = {k} : i64, s = \"x\"}} : (i32, i32) -> i32");
        let line = out
            .lines()
            .find(|l| l.trim_start().starts_with(&format!("%{i} = ")))
            .unwrap();
        assert!(line.ends_with(&want), "{line}");
    }
    // The tail matches an earlier one, but the op has one operand for two types.
    let bad = r#""d.f"() ({
^bb0(%a: i32):
  %0 = "d.add"(%a, %a) : (i32, i32) -> i32
  %1 = "d.add"(%0) : (i32, i32) -> i32
}) : () -> ()"#;
    let err = roundtrip(bad).unwrap_err();
    assert!(
        err.contains("expected 1 operand type but had 2") && err.contains("<input>:4:22"),
        "{err}"
    );
    // Text after a remembered type that could continue it is read as before.
    let cont = r#""d.f"() ({
^bb0(%a: i32):
  %0 = "d.add"(%a, %a) : (i32, i32) -> i32
  %1 = "d.add"(%0, %a) : (i32, i32) -> i32 <f32>
}) : () -> ()"#;
    let err = roundtrip(cont).unwrap_err();
    assert!(
        err.contains("expected operation name in quotes") && err.contains("<input>:4:43"),
        "{err}"
    );
}
