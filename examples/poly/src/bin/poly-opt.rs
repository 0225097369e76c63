//! `poly-opt`: `strata-opt` with the `poly` dialect loaded, every flag and pass of
//! `strata-opt` included (`poly-opt --canonicalize`, `--sccp`, `--cse`, ...).

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(strata::opt::main_with_dialects(
        &args,
        &[strata_poly::register],
    ));
}
