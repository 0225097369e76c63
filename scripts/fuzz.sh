#!/usr/bin/env bash
# Fuzz the MLIR parser: `bash scripts/fuzz.sh [TARGET] [SECONDS]`.
# TARGET is parse_mlir (default), roundtrip_mlir or opt_pipeline (the whole
# strata-opt pipeline with every dialect registered). Seeds come from the
# corpus's .mlir files (../shared/corpus) and the project's tests. Needs
# `cargo install cargo-fuzz`; runs without a sanitizer, so it works on the
# stable toolchain (panics, hangs and out-of-memory are still caught).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
target=${1:-parse_mlir}
seconds=${2:-60}
seeds=fuzz/corpus/$target
mkdir -p "$seeds"
for d in ../shared/corpus tests; do
    [[ -d $d ]] || continue
    find "$d" -name '*.mlir' -size -64k -print0 |
        while IFS= read -r -d '' f; do
            cp "$f" "$seeds/$(printf '%s' "$f" | md5sum | cut -c1-16).mlir"
        done
done
cd fuzz
exec cargo fuzz run --sanitizer none "$target" "corpus/$target" -- \
    -max_total_time="$seconds" -rss_limit_mb=4096 -timeout=10 -max_len=65536
