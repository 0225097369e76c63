#!/usr/bin/env bash
# Refreshes the reviewed copy of the generated code: for every spec/dialects/NAME.td,
# generated/NAME_ops.rs and generated/NAME.md (the same text build.rs writes to OUT_DIR),
# and the dialect's documentation docs/dialects/NAME.md.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release -q -p strata-tblgen --bin tblgen
for td in spec/dialects/*.td; do
  name=$(basename "$td" .td)
  ./target/release/tblgen --gen-dialect-files generated -I spec "$td"
  cp "generated/${name}.md" "docs/dialects/${name}.md"
done
echo "regenerated generated/ and docs/dialects/ from spec/dialects/"
