#!/bin/bash
# pass-doc-same.sh TBLGEN MLIR_TBLGEN SPEC: `TBLGEN --gen-pass-doc` and
# `MLIR_TBLGEN --gen-pass-doc` on MLIR 16's SPEC (relative to its include folder) print
# the same, but for the first line (which names the generator).
set -o pipefail
tblgen=$1
mlir_tblgen=$2
shift 2
inc=$(dirname "$mlir_tblgen")/../include
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$tblgen" --gen-pass-doc -I "$inc" "$inc/$1" | tail -n +2 >"$tmp/strata" || exit 1
"$mlir_tblgen" --gen-pass-doc -I "$inc" "$inc/$1" | tail -n +2 >"$tmp/mlir" || exit 1
[ -s "$tmp/mlir" ] || { echo "mlir-tblgen wrote nothing for $1" >&2; exit 1; }
diff -u "$tmp/mlir" "$tmp/strata"
