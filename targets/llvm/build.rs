//! Compiles `src/shim.cpp` (what LLVM 16's C API lacks) against the LLVM that llvm-sys
//! links: `$LLVM_SYS_160_PREFIX/bin/llvm-config --cxxflags` (`.cargo/config.toml` sets
//! the prefix), else `llvm-config-16`.

use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=src/shim.cpp");
    println!("cargo:rerun-if-env-changed=LLVM_SYS_160_PREFIX");
    let config = match std::env::var("LLVM_SYS_160_PREFIX") {
        Ok(prefix) => format!("{prefix}/bin/llvm-config"),
        Err(_) => "llvm-config-16".to_string(),
    };
    let out = Command::new(&config)
        .arg("--cxxflags")
        .output()
        .unwrap_or_else(|e| panic!("cannot run {config}: {e} (install llvm-16-dev)"));
    assert!(out.status.success(), "{config} --cxxflags failed");
    let flags = String::from_utf8_lossy(&out.stdout).into_owned();
    let mut build = cc::Build::new();
    build.cpp(true).file("src/shim.cpp").warnings(false);
    for flag in flags.split_whitespace() {
        build.flag(flag);
    }
    build.compile("strata_llvm_shim");
}
