#!/bin/bash
# peer-diff.sh STRATA_OPT MLIR_OPT ARGS...: runs strata-opt and mlir-opt on the same
# arguments; their stdout, their stderr and their exit status must be the same, once the
# tool names are set aside (`mlir-opt:` before LLVM's command-line messages, and the
# `(anonymous namespace)::` of C++ pass names). A failing run must write no output.
strata=$1
mlir=$2
shift 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$strata" "$@" >"$tmp/strata.out" 2>"$tmp/strata.err"
echo "exit status $?" >>"$tmp/strata.err"
"$mlir" "$@" >"$tmp/mlir.out" 2>"$tmp/mlir.err"
echo "exit status $?" >>"$tmp/mlir.err"
sed -i -e 's/(anonymous namespace):://g' -e 's/^mlir-opt:/strata-opt:/' "$tmp/mlir.err"
diff -u "$tmp/mlir.out" "$tmp/strata.out" || exit 1
diff -u "$tmp/mlir.err" "$tmp/strata.err" || exit 1
if ! grep -q '^exit status 0$' "$tmp/strata.err" && [ -s "$tmp/strata.out" ] \
    && ! grep -q -- '-----' "$tmp/strata.out"; then
  echo "a failing run wrote output" >&2
  exit 1
fi
