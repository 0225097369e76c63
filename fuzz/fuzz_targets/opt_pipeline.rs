//! The whole `strata-opt` pipeline with every dialect registered: parse (custom forms
//! through the dialects' hooks and formats), verify (specs and hand-written verifiers)
//! and print (custom forms, result names). Any input must give output or diagnostics:
//! never a panic, a hang or unbounded memory.
#![no_main]

use libfuzzer_sys::fuzz_target;
use strata::opt::{run_on_text, OptConfig};

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else {
        return;
    };
    let cfg = OptConfig {
        split_input_file: true,
        allow_unregistered_dialect: data.first().is_some_and(|b| b & 1 == 1),
        print_op_generic: data.first().is_some_and(|b| b & 2 == 2),
        print_debug_info: data.first().is_some_and(|b| b & 4 == 4),
        example_dialects: true,
        ..Default::default()
    };
    let _ = run_on_text(&cfg, "fuzz.mlir", src);
});
