#!/usr/bin/env bash
# Strata's whole test suite: `bash scripts/test.sh` (this is what CI runs).
#
# 1. Makes sure the peer tools that tests compare against are installed:
#    LLVM/MLIR 16 from Debian (llvm-tblgen, FileCheck, mlir-opt, MLIR's .td
#    files). As root, missing packages are installed (apt-get update runs once,
#    only if something is missing). Not as root, the missing ones are listed
#    and the tests that need them report themselves skipped, with the reason
#    (under CI=true they fail).
# 2. Finds the corpus of MLIR 16 test files the peer comparisons read:
#    STRATA_CORPUS, else ../shared/corpus, else a copy made once from Debian's
#    source package llvm-toolchain-16 by scripts/mlir-corpus.sh (cached in
#    ~/.cache/strata; STRATA_CORPUS is set to it).
# 3. Runs `cargo test --workspace --release --no-fail-fast` (release: the LLVM
#    compatibility test parses all of MLIR's .td files; no-fail-fast: every
#    test binary reports even when an earlier one failed). Extra arguments go
#    to cargo test. Then, on a full run, the tests of examples/poly, the
#    out-of-tree example dialect.
# 4. Ends with the counts of the whole suite: passed, failed, skipped (a peer
#    tool or the corpus is missing), known differences (not pinned as passing,
#    and different from the peer) and not compared (the peer rejects the
#    input). And, on a full run, checks README.md's figures: every `LABEL: …`
#    line the README quotes in backquotes must be a line of the test output;
#    one that differs fails the run, one that no test printed is listed as not
#    measured.
#
# Under CI=true (as CI runs .ci/run) a missing peer tool or corpus fails the
# run instead of skipping, and so does a README figure not measured.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

# g++: strata-llvm (targets/llvm) compiles a small C++ file against LLVM 16's headers.
packages=(llvm-16 llvm-16-tools llvm-16-dev libmlir-16-dev mlir-16-tools g++)

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

if [[ -z ${STRATA_CORPUS:-} && ! -d ../shared/corpus ]]; then
    if corpus=$(bash scripts/mlir-corpus.sh); then
        export STRATA_CORPUS=$corpus
    else
        echo "scripts/test.sh: WARNING: no MLIR 16 test corpus; the tests that read it" \
            "will be skipped" >&2
    fi
fi

# Run the tests, keeping a copy of the output to add the counts up: every
# test binary prints its own "test result:" line, and the last of them (doc
# tests) often runs none, so the suite ends with one total line. Of the
# ignored trials, the reason tells known differences and trials not compared
# (`test NAME ... ignored (known difference: …)`) from skipped ones.
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
cargo test --workspace --release --no-fail-fast "$@" 2>&1 | tee "$log" || status=$?
# The out-of-tree example dialect (examples/poly: a crate of its own, not a workspace
# member, as a user's project is), built into the same target directory: the
# third-party crates are reused; Strata's own crates are compiled once more for the
# example's workspace (its feature set differs). A filtered run leaves it out.
if (($# == 0)); then
    CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$PWD/target} \
        cargo test --release --no-fail-fast --manifest-path examples/poly/Cargo.toml 2>&1 |
        tee -a "$log" || status=$?
fi
summary=$(awk '/^test result:/ {
        for (i = 1; i <= NF; i++) {
            if ($(i+1) ~ /^passed/)  p += $i
            if ($(i+1) ~ /^failed/)  f += $i
            if ($(i+1) ~ /^ignored/) ig += $i
        }
    }
    /^test .* \.\.\. ignored \(known difference: / { k++ }
    /^test .* \.\.\. ignored \(not compared: / { n++ }
    END {
        printf "%d passed, %d failed, %d skipped, %d known differences, %d not compared",
            p, f, ig - k - n, k, n
    }' "$log")
skipped=$(grep -c '^skipped: ' "$log" || true)

# README.md's figures: each backquoted `LABEL: TEXT` with a digit (which may
# wrap across lines of the README) is a line the tests print. The same line up
# to its first digit (`generic-fidelity: identical `) finds the measured ones.
figures_checked=0
figures_wrong=()
figures_unmeasured=()
if (($# == 0)); then
    while IFS= read -r quoted; do
        key=${quoted%%[0-9]*}
        measured=$(awk -v k="$key" 'index($0, k) == 1 { printf "%s%s", sep, $0; sep = "` or `" }' "$log")
        if [[ -z $measured ]]; then
            figures_unmeasured+=("$quoted")
        elif grep -qxF -- "$quoted" "$log"; then
            figures_checked=$((figures_checked + 1))
        else
            figures_wrong+=("README says \`$quoted\`, the tests print \`$measured\`")
        fi
    done < <(grep -v '^ *```' README.md | tr '\n' ' ' | tr -s ' ' |
        grep -o '`[a-z][a-z0-9-]*: [^`]*[0-9][^`]*`' | tr -d '`' | sort -u)
fi

echo
echo "strata test suite ($skipped skip notices above):"
echo "$summary"
if (($# > 0)); then
    echo "README figures: not checked (a filtered run)"
else
    echo "README figures: $figures_checked match the test output," \
        "${#figures_wrong[@]} differ, ${#figures_unmeasured[@]} not measured"
    for f in "${figures_wrong[@]}"; do echo "  differs: $f"; done
    for f in "${figures_unmeasured[@]}"; do echo "  not measured in this run: \`$f\`"; done
    if ((${#figures_wrong[@]} > 0)); then
        status=1
    fi
    if [[ ${CI:-} == true ]] && ((${#figures_unmeasured[@]} > 0)); then
        status=1
    fi
fi
exit "$status"
