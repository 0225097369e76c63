#!/usr/bin/env bash
# Refreshes the reviewed copy of the generated code: for every spec/dialects/NAME.td,
# generated/NAME_ops.rs and generated/NAME.md (the same text build.rs writes to OUT_DIR),
# and the dialect's documentation docs/dialects/NAME.md; the base interfaces' traits
# framework/src/interfaces/base.rs; and tests/ui/hooks_ops.rs and tests/ui/ext_ops.rs.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release -q -p strata-tblgen --bin tblgen
for td in spec/dialects/*.td; do
  name=$(basename "$td" .td)
  ./target/release/tblgen --gen-dialect-files generated -I spec "$td"
  cp "generated/${name}.md" "docs/dialects/${name}.md"
done
# The base interfaces' Rust traits, in the framework.
./target/release/tblgen --gen-op-interface-defs -I spec spec/base/Interfaces.td \
  -o framework/src/interfaces/base.rs
# The spec of the trybuild tests' hook dialect (only its Rust is used).
tmp=$(mktemp -d)
./target/release/tblgen --gen-dialect-files "$tmp" -I spec tests/ui/hooks.td
cp "$tmp/hooks_ops.rs" tests/ui/hooks_ops.rs
# A dialect whose type has a parameter of toy's (only its Rust is used).
./target/release/tblgen --gen-dialect-files "$tmp" -I spec tests/ui/ext.td
cp "$tmp/ext_ops.rs" tests/ui/ext_ops.rs
rm -rf "$tmp"
echo "regenerated generated/, docs/dialects/, framework/src/interfaces/base.rs and tests/ui/{hooks,ext}_ops.rs"
