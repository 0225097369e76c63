#!/bin/bash
# timing-shape.sh STRATA_OPT MLIR_OPT ARGS...: runs strata-opt and mlir-opt with
# `--mlir-timing` and ARGS; their time reports (stderr) must have the same shape once every
# number is replaced by `N`: the same rows, names, nesting and columns. Strata's `Verifier`
# row (mlir-opt counts verification in `Parser`) and the `(anonymous namespace)::` of C++
# pass names are set aside. Only for tree reports: a list is sorted by time.
strata=$1
mlir=$2
shift 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
shape() { sed -E -e 's/[0-9]+(\.[0-9]+)?/N/g' -e 's/\( +N%\)/(N%)/g' -e 's/^ +N/N/' \
  -e 's/\(anonymous namespace\):://g' -e '/\)  Verifier$/d'; }
"$strata" --mlir-timing "$@" 2>&1 >/dev/null | shape >"$tmp/strata"
"$mlir" --mlir-timing "$@" 2>&1 >/dev/null | shape >"$tmp/mlir"
[ -s "$tmp/mlir" ] || { echo "mlir-opt printed no report" >&2; exit 1; }
diff -u "$tmp/mlir" "$tmp/strata"
