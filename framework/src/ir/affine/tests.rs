use super::*;
use crate::asm::affine::*;

fn map(s: &str) -> String {
    let m = parse_affine_map(s).unwrap_or_else(|e| panic!("{s}: {e:?}"));
    let mut out = String::new();
    m.write(&mut out);
    out
}

#[test]
fn maps_print_like_mlir_opt_16() {
    // Expected texts are mlir-opt 16's.
    let cases = [
        ("(d0)[s0] -> (d0 + s0)", "(d0)[s0] -> (d0 + s0)"),
        (
            "(i, j)[N] -> (j + i * 2 + 3 + 4, N)",
            "(d0, d1)[s0] -> (d1 + d0 * 2 + 7, s0)",
        ),
        ("(d0) -> (2 + d0)", "(d0) -> (d0 + 2)"),
        ("(d0) -> (d0 - 1)", "(d0) -> (d0 - 1)"),
        ("(d0, d1) -> (d0 - d1)", "(d0, d1) -> (d0 - d1)"),
        ("(d0, d1) -> (d0 - d1 * 3)", "(d0, d1) -> (d0 - d1 * 3)"),
        ("(d0) -> (-d0)", "(d0) -> (-d0)"),
        ("(d0) -> (d0 * 128 floordiv 64)", "(d0) -> (d0 * 2)"),
        ("(d0) -> (d0 - (d0 floordiv 4) * 4)", "(d0) -> (d0 mod 4)"),
        ("(d0) -> (d0 + d0)", "(d0) -> (d0 * 2)"),
        ("(d0)[s0] -> (s0 + d0)", "(d0)[s0] -> (d0 + s0)"),
        ("(d0, d1) -> (d0 - (d1 + 1))", "(d0, d1) -> (d0 - (d1 + 1))"),
        (
            "(d0)[s0, s1] -> (d0 - (s0 + s1))",
            "(d0)[s0, s1] -> (d0 - (s0 + s1))",
        ),
        ("(d0)[s0] -> (d0 * s0)", "(d0)[s0] -> (d0 * s0)"),
        ("(d0)[s0] -> ((d0 + s0) * -1)", "(d0)[s0] -> (-(d0 + s0))"),
        (
            "(d0) -> ((d0 floordiv 2) mod 3, d0 ceildiv 4)",
            "(d0) -> ((d0 floordiv 2) mod 3, d0 ceildiv 4)",
        ),
        ("() -> (0)", "() -> (0)"),
        ("(d0) -> ()", "(d0) -> ()"),
        ("(d0) -> ((d0 * 8 + 3) mod 4)", "(d0) -> (3)"),
        (
            "(d0, d1, d2) -> (d2 * 3 - (d0 + d1) * 2 + 5 - d1 mod 3)",
            "(d0, d1, d2) -> (d2 * 3 - (d0 + d1) * 2 - d1 mod 3 + 5)",
        ),
        (
            "(d0)[s0, s1] -> (-(d0 + s0) + s1, -(-d0))",
            "(d0)[s0, s1] -> (-(d0 + s0) + s1, d0)",
        ),
        (
            "(d0) -> (d0 - (d0 floordiv 8) * 8 + (d0 floordiv 8) * 8)",
            "(d0) -> (d0 mod 8 + (d0 floordiv 8) * 8)",
        ),
        (
            "(d0)[s0] -> (d0 floordiv s0, d0 mod s0 * 2)",
            "(d0)[s0] -> (d0 floordiv s0, (d0 mod s0) * 2)",
        ),
        (
            "(d0, d1) -> ((d0 + 4) * 2 + d1 * -3 - 7)",
            "(d0, d1) -> ((d0 + 4) * 2 - d1 * 3 - 7)",
        ),
    ];
    for (input, want) in cases {
        assert_eq!(map(input), want, "{input}");
    }
}

#[test]
fn sets_and_errors() {
    let s = parse_integer_set("(d0, d1)[s0] : (d0 >= 0, s0 - d0 - 1 >= 0, d1 <= 10, d0 == d1)")
        .unwrap();
    let mut out = String::new();
    s.write(&mut out);
    assert_eq!(
        out,
        "(d0, d1)[s0] : (d0 >= 0, -d0 + s0 - 1 >= 0, -d1 + 10 >= 0, d0 - d1 == 0)"
    );
    let s = parse_integer_set("(d0) : (d0 * 2 - 4 >= 0, -d0 + 8 == 0)").unwrap();
    let mut out = String::new();
    s.write(&mut out);
    assert_eq!(out, "(d0) : (d0 * 2 - 4 >= 0, -d0 + 8 == 0)");
    assert!(parse_affine_map("(d0, d1) -> (d0 * d1)").unwrap_err()[0]
        .1
        .starts_with("non-affine expression"));
    assert!(parse_affine_map("(d0) -> (d0 floordiv d0)").is_err());
    assert!(parse_affine_map("(d0) -> (x)").is_err());
    let deep = format!("(d0) -> ({}d0{})", "(".repeat(10_000), ")".repeat(10_000));
    assert!(parse_affine_map(&deep).is_err());
    assert!(AffineMap {
        num_dims: 2,
        num_symbols: 0,
        results: vec![E::Dim(0), E::Dim(1)]
    }
    .is_identity());
    assert!(AffineMap {
        num_dims: 1,
        num_symbols: 1,
        results: vec![E::Dim(0)]
    }
    .is_identity());
    assert!(!AffineMap {
        num_dims: 2,
        num_symbols: 0,
        results: vec![E::Dim(1), E::Dim(0)]
    }
    .is_identity());
}

/// The errors of an inline parse after `affine_map<` / `affine_set<` (offsets into `src`).
fn inline_errors(src: &str, want_map: bool) -> Vec<(usize, String)> {
    let start = src.find('<').unwrap() + 1;
    parse_inline(src, start, want_map).unwrap_err()
}

#[test]
fn inline_errors_are_mlir_opt_16s() {
    // Offsets and messages are mlir-opt 16's (columns minus one).
    let e = |s: &str| inline_errors(s, true);
    assert_eq!(
        e("affine_map<(i, j) -> (->, j)"),
        vec![(22, "expected affine expression".into())]
    );
    assert_eq!(
        e("affine_map<(d0) -> (2*d0*, 3)>"),
        vec![(25, "missing right operand of binary operator".into())]
    );
    assert_eq!(
        e("affine_map<(d0) -> ((d0 + 1, 3)>"),
        vec![(27, "expected ')'".into())]
    );
    // A failed operand of a negation is followed by a second error.
    assert_eq!(
        e("affine_map<(d0) -> (-(), d0)>"),
        vec![
            (22, "no expression inside parentheses".into()),
            (22, "missing operand of negation".into())
        ]
    );
    // A lexer error replaces the parser's.
    assert_eq!(
        e("affine_map<(d0) -> (%)>"),
        vec![(20, "invalid SSA name".into())]
    );
    // A product is checked at the operator after it.
    assert_eq!(
        e("affine_map<(d0) -> (d0 * d0 * 2)>"),
        vec![(28, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic".into())]
    );
    assert_eq!(
        e("affine_map<(d0) : (d0 >= 0)>"),
        vec![(11, "expected AffineMap, but got IntegerSet".into())]
    );
    assert_eq!(
        inline_errors("affine_set<(d0) : (d0 > 0)>", false),
        vec![(
            24,
            "expected '== affine-expr' or '>= affine-expr' at end of affine constraint".into()
        )]
    );
    let (s, end) = parse_inline("affine_map<(d0) -> (d0)> x", 11, true).unwrap();
    assert!(matches!(s, AffineStructure::Map(_)));
    assert_eq!(end, 24);
}

#[test]
fn simplified_maps_print_like_mlir_opt_16() {
    // Expected texts are mlir-opt 16's `-canonicalize` of `affine.apply` ops of these maps
    // on loop induction variables.
    let cases = [
        ("(d0, d1) -> (d0 - (d1 + 1))", "(d0, d1) -> (d0 - d1 - 1)"),
        (
            "(d0) -> ((d0 * 6 + 3) mod 4)",
            "(d0) -> (d0 * 6 - ((d0 * 6 + 3) floordiv 4) * 4 + 3)",
        ),
        (
            "(d0, d1) -> ((d1 * 4 + d0 * 2) floordiv 6 + 2 * d1)",
            "(d0, d1) -> (d1 * 2 + (d0 + d1 * 2) floordiv 3)",
        ),
        (
            "(d0, d1) -> ((d0 + d1) ceildiv 4 - (d0 + d1) mod 8)",
            "(d0, d1) -> (-d0 - d1 + (d0 + d1) ceildiv 4 + ((d0 + d1) floordiv 8) * 8)",
        ),
    ];
    for (input, expected) in cases {
        let m = parse_affine_map(input).unwrap_or_else(|e| panic!("{input}: {e:?}"));
        let mut out = String::new();
        m.simplify().write(&mut out);
        assert_eq!(out, expected, "{input}");
    }
}

#[test]
fn constant_fold_evaluates_floor_division_and_modulo() {
    let m = parse_affine_map("(d0)[s0] -> (d0 floordiv 4 + s0 mod 3, d0 ceildiv 2)")
        .unwrap_or_else(|e| panic!("{e:?}"));
    let (d, s) = ([Some(-7)], [Some(-2)]);
    assert_eq!(m.results[0].constant_fold(&d, &s), Some(-2 + 1));
    assert_eq!(m.results[1].constant_fold(&d, &s), Some(-3));
    assert_eq!(m.results[0].constant_fold(&[None], &s), None);
}
