#!/usr/bin/env bash
# Refreshes the reviewed copy of the generated code: for every spec/dialects/NAME.td,
# generated/NAME_ops.rs and generated/NAME.md (the same text build.rs writes to OUT_DIR),
# and the dialect's documentation docs/dialects/NAME.md; and tests/ui/hooks_ops.rs.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release -q -p strata-tblgen --bin tblgen
for td in spec/dialects/*.td; do
  name=$(basename "$td" .td)
  ./target/release/tblgen --gen-dialect-files generated -I spec "$td"
  cp "generated/${name}.md" "docs/dialects/${name}.md"
done
# The spec of the trybuild tests' hook dialect (only its Rust is used).
tmp=$(mktemp -d)
./target/release/tblgen --gen-dialect-files "$tmp" -I spec tests/ui/hooks.td
cp "$tmp/hooks_ops.rs" tests/ui/hooks_ops.rs
rm -rf "$tmp"
echo "regenerated generated/, docs/dialects/ and tests/ui/hooks_ops.rs"
