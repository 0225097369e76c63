//! trybuild UI tests of the generated Rust API: the uses in `tests/ui/pass/` compile and
//! run; those in `tests/ui/fail/` fail to compile with the messages in their `.stderr`
//! files (a missing hook names the hook; wrong argument types are type errors).
//! `TRYBUILD=overwrite cargo test --test ui` refreshes the expected messages.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.pass("tests/ui/pass/*.rs");
    t.compile_fail("tests/ui/fail/*.rs");
}
