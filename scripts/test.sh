#!/usr/bin/env bash
# Strata's whole test suite: `bash scripts/test.sh` (this is what CI runs).
#
# 1. Makes sure the peer tools that tests compare against are installed:
#    LLVM/MLIR 16 from Debian (llvm-tblgen, FileCheck, mlir-opt, MLIR's .td
#    files). As root, missing packages are installed (apt-get update runs once,
#    only if something is missing). Not as root, the missing ones are listed
#    and the tests that need them report themselves skipped, with the reason.
# 2. Runs `cargo test --workspace --release --no-fail-fast` (release: the LLVM
#    compatibility test parses all of MLIR's .td files; no-fail-fast: every
#    test binary reports even when an earlier one failed). Extra arguments go
#    to cargo test.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

packages=(llvm-16 llvm-16-tools llvm-16-dev libmlir-16-dev mlir-16-tools)

installed() {
    local status
    status=$(dpkg -s "$1" 2>/dev/null || true)
    [[ $status == *"Status: install ok installed"* ]]
}

missing=()
if command -v dpkg >/dev/null 2>&1; then
    for p in "${packages[@]}"; do
        installed "$p" || missing+=("$p")
    done
else
    echo "scripts/test.sh: no dpkg here; not checking for ${packages[*]}"
fi

if ((${#missing[@]} > 0)); then
    if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
        echo "scripts/test.sh: installing ${missing[*]}"
        export DEBIAN_FRONTEND=noninteractive
        if apt-get update -q && apt-get install -y -q --no-install-recommends "${missing[@]}"; then
            :
        else
            echo "scripts/test.sh: WARNING: could not install ${missing[*]};" \
                "tests that need them will be skipped" >&2
        fi
    else
        echo "scripts/test.sh: missing Debian packages (not root, not installing): ${missing[*]}"
        echo "scripts/test.sh: tests that need them will be reported as skipped"
    fi
fi

if ! command -v cargo >/dev/null 2>&1 && [[ -x "$HOME/.cargo/bin/cargo" ]]; then
    export PATH="$HOME/.cargo/bin:$PATH"
fi

# Run the tests, keeping a copy of the output to add the counts up: every
# test binary prints its own "test result:" line, and the last of them (doc
# tests) often runs none, so the suite ends with one total line.
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
cargo test --workspace --release --no-fail-fast "$@" 2>&1 | tee "$log" || status=$?
summary=$(awk '/^test result:/ {
        for (i = 1; i <= NF; i++) {
            if ($(i+1) ~ /^passed/)  p += $i
            if ($(i+1) ~ /^failed/)  f += $i
            if ($(i+1) ~ /^ignored/) s += $i
        }
    }
    END { printf "%d passed, %d failed, %d skipped", p, f, s }' "$log")
skipped=$(grep -c '^skipped: ' "$log" || true)
echo
echo "strata test suite ($skipped skip notices above):"
echo "$summary"
exit "$status"
