//! What Strata prints for valid IR, Strata must read back and print the
//! same way. (Like MLIR, no promise is made for IR that fails to verify:
//! values used out of scope have no printable name.)
#![no_main]

use libfuzzer_sys::fuzz_target;
use strata_framework::asm::{parse_module, print_op, ParseOptions, PrintOptions};
use strata_framework::verify::verify_module;
use strata_framework::Context;

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else {
        return;
    };
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    strata_framework::builtin::register(&ctx);
    let Ok(m) = parse_module(&ctx, src, &ParseOptions::default()) else {
        return;
    };
    if verify_module(&ctx, &m).is_err() {
        return;
    }
    let opts = PrintOptions::default();
    let text = print_op(&ctx, &m.body, m.op, &opts);
    let again = match parse_module(&ctx, &text, &ParseOptions::default()) {
        Ok(a) => a,
        Err(_) => panic!("printed IR does not parse:\n{text}"),
    };
    assert_eq!(text, print_op(&ctx, &again.body, again.op, &opts));
});
