#!/bin/bash
# pass-doc-same.sh SPEC: `tblgen --gen-pass-doc` and `mlir-tblgen --gen-pass-doc` on MLIR
# 16's SPEC (relative to its include folder) print the same, but for the first line
# (which names the generator).
inc=$(dirname "$(command -v mlir-tblgen)")/../include
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
tblgen --gen-pass-doc -I "$inc" "$inc/$1" | tail -n +2 >"$tmp/strata" || exit 1
mlir-tblgen --gen-pass-doc -I "$inc" "$inc/$1" | tail -n +2 >"$tmp/mlir" || exit 1
[ -s "$tmp/mlir" ] || { echo "mlir-tblgen wrote nothing for $1" >&2; exit 1; }
diff -u "$tmp/mlir" "$tmp/strata"
