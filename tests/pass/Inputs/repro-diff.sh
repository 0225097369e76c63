#!/bin/bash
# repro-diff.sh STRATA_OPT MLIR_OPT REPRODUCER ARGS...: peer-diff.sh for runs that may write
# a crash reproducer to the path REPRODUCER (which ARGS name): stdout, stderr and exit
# status must be the same (see peer-diff.sh), and so must the reproducer files, byte for
# byte, or both tools must write none.
strata=$1
mlir=$2
repro=$3
shift 3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Each tool runs once through peer-diff.sh's comparison, the reproducer of each kept aside.
rm -f "$repro"
"$strata" "$@" >"$tmp/strata.out" 2>"$tmp/strata.err"
echo "exit status $?" >>"$tmp/strata.err"
[ -e "$repro" ] && mv "$repro" "$tmp/strata.repro"
"$mlir" "$@" >"$tmp/mlir.out" 2>"$tmp/mlir.err"
echo "exit status $?" >>"$tmp/mlir.err"
[ -e "$repro" ] && mv "$repro" "$tmp/mlir.repro"
sed -i -e 's/(anonymous namespace):://g' -e 's/^mlir-opt:/strata-opt:/' "$tmp/mlir.err"
diff -u "$tmp/mlir.out" "$tmp/strata.out" || exit 1
diff -u "$tmp/mlir.err" "$tmp/strata.err" || exit 1
if [ -e "$tmp/mlir.repro" ] || [ -e "$tmp/strata.repro" ]; then
  [ -e "$tmp/mlir.repro" ] || { echo "only strata-opt wrote a reproducer" >&2; exit 1; }
  [ -e "$tmp/strata.repro" ] || { echo "only mlir-opt wrote a reproducer" >&2; exit 1; }
  diff -u "$tmp/mlir.repro" "$tmp/strata.repro" || exit 1
fi
# No temporary file of a reproducer is left beside it.
if ls "$repro".strata-tmp-* >/dev/null 2>&1; then
  echo "a temporary reproducer file was left" >&2
  exit 1
fi
