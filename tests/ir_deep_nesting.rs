//! 100,000 nested generic-form regions go through `strata-opt`'s pipeline (parse → verify
//! → print) with the output streamed to a byte-counting sink: the printed text (2 spaces
//! of indentation per nesting level, about 20 GB) never has to fit in memory.
//!
//! Also: dialect attribute bodies nested `depth` deep, where every nested reference fails
//! to parse (`#x.y<...> : 5` has no type after the colon) and so is kept as text, parse in
//! time linear in `depth` times the input; each enclosing level used to re-parse the
//! references inside a failed one, which made such input take time 2^depth.
//!
//! And: the text `../shared/bench/gen_ir.py nested --ops 20000` writes (20,000 nested
//! `scf.if`s, indented two spaces per level: 2 GB) goes through the pipeline in custom
//! form. Parse and verify are linear in the nesting depth (`benches/nesting.rs` measures
//! them); the time bound here only guards against a hang.
//!
//! And: `sparse<...>` and `dense<...>` tensor literals 200,000 lists deep end with MLIR's
//! diagnostic, on a 2 MiB stack, in linear time.

use std::io::Write;
use std::time::Instant;

use libtest_mimic::{Arguments, Failed, Trial};
use strata::opt::{run_to_writer, OptConfig};

/// A writer that only counts bytes.
#[derive(Default)]
struct Counter {
    bytes: u64,
}

impl Write for Counter {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.bytes += buf.len() as u64;
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// `n` nested ops with one region each, without indentation in the input.
fn nested_input(n: usize) -> String {
    let mut s = String::with_capacity(n * 26);
    for _ in 0..n {
        s.push_str("\"t.op\"() ({\n");
    }
    for _ in 0..n {
        s.push_str("}) : () -> ()\n");
    }
    s
}

/// What mlir-opt 16 prints for `nested_input(n)` (`--mlir-print-op-generic`), in bytes:
/// level k (0 = the implicit `builtin.module`, 1..=n the `t.op`s) is indented by 2k on its
/// opening and on its closing line; the module line is `"builtin.module"() ({` (21 bytes),
/// each op line `"t.op"() ({` (11), each closing line `}) : () -> ()` (13), all with a
/// newline, and mlir-opt ends the output with a blank line. (With n = 0 the module's
/// entry block has no ops, so it also prints its label `^bb0:`.)
fn expected_bytes(n: u64) -> u64 {
    if n == 0 {
        return 43;
    }
    let indentation = 2 * 2 * (n * (n + 1) / 2);
    indentation + (21 + 1) + n * (11 + 1) + (n + 1) * (13 + 1) + 1
}

fn run(n: usize) -> Result<(u64, std::time::Duration), Failed> {
    let cfg = OptConfig {
        allow_unregistered_dialect: true,
        print_op_generic: true,
        ..Default::default()
    };
    let input = nested_input(n);
    let start = Instant::now();
    let mut sink = Counter::default();
    let (errs, ok) = run_to_writer(&cfg, "nested.mlir", &input, &mut sink)
        .map_err(|e| format!("write error: {e}"))?;
    let elapsed = start.elapsed();
    if !ok {
        return Err(format!("strata-opt failed on {n} nested regions:\n{errs}").into());
    }
    Ok((sink.bytes, elapsed))
}

fn check(n: usize) -> Result<(), Failed> {
    let (bytes, elapsed) = run(n)?;
    let want = expected_bytes(n as u64);
    if bytes != want {
        return Err(format!("{n} nested regions printed {bytes} bytes, expected {want}").into());
    }
    eprintln!(
        "ir_deep_nesting: {n} nested regions: parse + verify + print of {bytes} bytes in {:.2} s",
        elapsed.as_secs_f64()
    );
    Ok(())
}

/// What `gen_ir.py nested --ops n` writes (the same bytes): `n` nested `scf.if`s in one
/// function, each level indented two more spaces.
fn gen_ir_nested(n: usize) -> String {
    let ind = |k: usize| "  ".repeat(k);
    let mut s = String::from("func.func @nested(%c: i1, %x: i32) -> i32 {\n");
    for d in 0..n {
        s += &format!("{}%r{d} = scf.if %c -> (i32) {{\n", ind(d + 1));
    }
    s += &format!("{}%z = arith.addi %x, %x : i32\n", ind(n + 1));
    s += &format!("{}scf.yield %z : i32\n", ind(n + 1));
    for d in (0..n).rev() {
        s += &format!("{}}} else {{\n", ind(d + 1));
        s += &format!("{}scf.yield %x : i32\n", ind(d + 2));
        s += &format!("{}}}\n", ind(d + 1));
        if d > 0 {
            s += &format!("{}  scf.yield %r{d} : i32\n", ind(d));
        }
    }
    s + "  return %r0 : i32\n}\n"
}

/// What mlir-opt 16 prints for `gen_ir_nested(n)` (n ≥ 1), in bytes: the module and
/// function lines, level `d`'s `%d = scf.if` indented by 2(d + 2), the innermost
/// `arith.addi` (result `%n`) and its yield, each level's `} else {`, its yield of
/// `%arg1` and `}`, the yield of `%d` closing level `d - 1`'s region, and the closing
/// lines.
fn gen_ir_nested_printed_bytes(n: u64) -> u64 {
    let digits = |k: u64| k.to_string().len() as u64;
    let mut bytes = "module {\n  func.func @nested(%arg0: i1, %arg1: i32) -> i32 {\n".len() as u64;
    for d in 0..n {
        bytes += 2 * (d + 2) + "% = scf.if %arg0 -> (i32) {\n".len() as u64 + digits(d);
    }
    bytes += 2 * (n + 2) + "% = arith.addi %arg1, %arg1 : i32\n".len() as u64 + digits(n);
    bytes += 2 * (n + 2) + "scf.yield % : i32\n".len() as u64 + digits(n);
    for d in 0..n {
        bytes += 2 * (d + 2) + "} else {\n".len() as u64;
        bytes += 2 * (d + 3) + "scf.yield %arg1 : i32\n".len() as u64;
        bytes += 2 * (d + 2) + "}\n".len() as u64;
        if d > 0 {
            bytes += 2 * (d + 2) + "scf.yield % : i32\n".len() as u64 + digits(d);
        }
    }
    bytes + "    return %0 : i32\n  }\n}\n\n".len() as u64
}

/// Runs the pipeline on `gen_ir_nested(n)` in custom form under a watchdog of `limit`
/// (a hang guard, not a speed test) and checks the printed size.
fn check_gen_ir_nested(n: usize, limit: std::time::Duration) -> Result<(), Failed> {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let input = gen_ir_nested(n);
        let start = Instant::now();
        let mut sink = Counter::default();
        let r = run_to_writer(&OptConfig::default(), "nested.mlir", &input, &mut sink);
        let _ = tx.send(r.map(|(errs, ok)| (errs, ok, sink.bytes, start.elapsed())));
    });
    let (errs, ok, bytes, elapsed) = rx
        .recv_timeout(limit)
        .map_err(|_| format!("{n} nested scf.if: no result in {} s", limit.as_secs()))?
        .map_err(|e| format!("write error: {e}"))?;
    if !ok {
        return Err(format!("strata-opt failed on {n} nested scf.if:\n{errs}").into());
    }
    let want = gen_ir_nested_printed_bytes(n as u64);
    if bytes != want {
        return Err(format!("{n} nested scf.if printed {bytes} bytes, expected {want}").into());
    }
    eprintln!(
        "ir_deep_nesting: gen_ir.py nested --ops {n}: parse + verify + print of {bytes} bytes in {:.2} s",
        elapsed.as_secs_f64()
    );
    Ok(())
}

/// `depth` nested dialect attributes whose references all fail; see the module comment.
fn failing_nested_refs(depth: usize) -> Result<(), Failed> {
    let attr = format!("#x.y<{}z{}>", "#x.y<".repeat(depth), "> : 5".repeat(depth));
    let input = format!("#a = {attr}\n\"x.op\"() {{a = #a}} : () -> ()\n");
    let cfg = OptConfig {
        allow_unregistered_dialect: true,
        ..Default::default()
    };
    // Bounded by a watchdog, so a regression fails instead of hanging the suite.
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut out = Vec::new();
        let r = run_to_writer(&cfg, "refs.mlir", &input, &mut out);
        let _ = tx.send(r.map(|(errs, ok)| (errs, ok, out)));
    });
    let (errs, ok, out) = rx
        .recv_timeout(std::time::Duration::from_secs(60))
        .map_err(|_| format!("depth {depth}: no result in 60 s (exponential re-parsing?)"))?
        .map_err(|e| format!("write error: {e}"))?;
    if !ok {
        return Err(format!("depth {depth}: strata-opt failed:\n{errs}").into());
    }
    let out = String::from_utf8_lossy(&out);
    if !out.contains(&format!("{{a = {attr}}}")) {
        return Err(format!("depth {depth}: attribute not printed verbatim:\n{out}").into());
    }
    Ok(())
}

/// A `sparse` literal `depth` lists deep: `open` only (no closing brackets) or closed,
/// in the indices or in the values. It must end with a diagnostic (the literal's rank
/// cannot match), in time linear in `depth`, on a 2 MiB thread stack.
fn deep_sparse(depth: usize, closed: bool, in_values: bool) -> Result<(), Failed> {
    let lit = if closed {
        format!("{}0{}", "[".repeat(depth), "]".repeat(depth))
    } else {
        "[".repeat(depth)
    };
    let body = if in_values {
        format!("0, {lit}")
    } else {
        format!("{lit}, 1")
    };
    let want = match (closed, in_values) {
        (false, _) => "expected element literal of primitive type",
        (true, false) => "expected shape ([1]); inferred shape of indices literal ([1, 1, 1",
        (true, true) => "expected 1-d tensor for sparse element values",
    };
    deep_literal(depth, &format!("sparse<{body}>"), want)
}

/// The same for a `dense` literal `depth` lists deep.
fn deep_dense(depth: usize) -> Result<(), Failed> {
    let lit = format!("dense<{}0{}>", "[".repeat(depth), "]".repeat(depth));
    deep_literal(depth, &lit, "inferred shape of elements literal ([1, 1, 1")
}

/// Parses `"x.op"() {a = ATTR : tensor<1xi32>}` on a 2 MiB stack under a watchdog and
/// expects the diagnostic `want`.
fn deep_literal(depth: usize, attr: &str, want: &'static str) -> Result<(), Failed> {
    let input = format!("\"x.op\"() {{a = {attr} : tensor<1xi32>}} : () -> ()\n");
    let cfg = OptConfig {
        allow_unregistered_dialect: true,
        ..Default::default()
    };
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || {
            let mut out = Vec::new();
            let r = run_to_writer(&cfg, "deep.mlir", &input, &mut out);
            let _ = tx.send(r);
        })
        .map_err(|e| format!("spawn: {e}"))?;
    let (errs, ok) = rx
        .recv_timeout(std::time::Duration::from_secs(60))
        .map_err(|_| format!("depth {depth}: no result in 60 s (or a crash)"))?
        .map_err(|e| format!("write error: {e}"))?;
    if ok || !errs.contains(want) {
        let head: String = errs.chars().take(300).collect();
        return Err(format!("depth {depth}: expected \"{want}\", got:\n{head}").into());
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    let trials = vec![
        // The formula, on a size whose output is small (mlir-opt 16 prints 139 bytes for 3).
        Trial::test("nested_regions_small", || {
            if expected_bytes(3) != 139 {
                return Err("expected_bytes(3) != 139 (mlir-opt 16's output size)".into());
            }
            for n in [0, 1, 2, 3, 10, 1000] {
                check(n)?;
            }
            Ok(())
        }),
        Trial::test("nested_regions_100000", || check(100_000)),
        // The formula, against what mlir-opt 16 prints for 2 and 120 levels.
        Trial::test("gen_ir_nested_small", || {
            if (
                gen_ir_nested_printed_bytes(2),
                gen_ir_nested_printed_bytes(120),
            ) != (351, 84631)
            {
                return Err("printed sizes of 2 and 120 levels != mlir-opt 16's".into());
            }
            for n in [1, 2, 3, 10, 1000] {
                check_gen_ir_nested(n, std::time::Duration::from_secs(60))?;
            }
            Ok(())
        }),
        Trial::test("gen_ir_nested_20000", || {
            check_gen_ir_nested(20_000, std::time::Duration::from_secs(600))
        }),
        Trial::test("sparse_literal_200000_deep", || {
            for (closed, in_values) in [(false, false), (true, false), (true, true)] {
                deep_sparse(200_000, closed, in_values)?;
            }
            Ok(())
        }),
        Trial::test("dense_literal_200000_deep", || deep_dense(200_000)),
        Trial::test("dialect_body_failing_nested_refs", || {
            for depth in [0, 1, 5, 64, 2000] {
                failing_nested_refs(depth)?;
            }
            Ok(())
        }),
    ];
    libtest_mimic::run(&args, trials).exit();
}
