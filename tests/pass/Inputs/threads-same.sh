#!/bin/bash
# threads-same.sh STRATA_OPT ARGS...: runs strata-opt on ARGS with threads and again with
# `--mlir-disable-threading`; stdout, stderr and exit status must be the same. Used where
# mlir-opt's own threaded output is not deterministic (a failing pipeline reports the ops
# its workers had already started), so the peer is compared on one thread and Strata's
# threaded run is held to its one-thread output.
strata=$1
shift
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$strata" "$@" >"$tmp/threads.out" 2>"$tmp/threads.err"
echo "exit status $?" >>"$tmp/threads.err"
"$strata" "$@" --mlir-disable-threading >"$tmp/one.out" 2>"$tmp/one.err"
echo "exit status $?" >>"$tmp/one.err"
diff -u "$tmp/one.out" "$tmp/threads.out" || exit 1
diff -u "$tmp/one.err" "$tmp/threads.err" || exit 1
