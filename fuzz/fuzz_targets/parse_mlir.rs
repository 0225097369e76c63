//! The MLIR parser must turn any input into IR or a diagnostic: never a
//! panic, a hang or unbounded memory.
#![no_main]

use libfuzzer_sys::fuzz_target;
use strata_framework::asm::{parse_module, ParseOptions};
use strata_framework::Context;

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else {
        return;
    };
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    strata_framework::builtin::register(&ctx);
    let _ = parse_module(&ctx, src, &ParseOptions::default());
});
