#!/usr/bin/env bash
# MLIR 16.0.6's own test files, laid out as the corpus the peer comparisons read
# (`mlir-test/`, `toy/`, `standalone/`), made once from Debian's source package
# `llvm-toolchain-16`: `bash scripts/mlir-corpus.sh` prints the corpus folder.
#
# scripts/test.sh runs it when no corpus is at hand (no `../shared/corpus`, no
# STRATA_CORPUS), so that every clone runs the fidelity harnesses. The files are
# those of the upstream tarball `llvm-toolchain-16_16.0.6.orig.tar.xz` (checked
# against its sha256), without Debian's patches (none touches mlir/test or
# mlir/examples), and the selection is the one `../shared/corpus/PROVENANCE.md`
# describes, so the harnesses' counts are the same on either corpus. Which
# files mlir-opt accepts is not stored: the harnesses run mlir-opt on each.
#
# - The result is cached in ${STRATA_CACHE_DIR:-${XDG_CACHE_HOME:-~/.cache}/strata}
#   and reused; the tarball (about 120 MB) is deleted once the files are out.
# - `apt-get source` needs a `deb-src` line. As root, when there is none, this
#   adds /etc/apt/sources.list.d/strata-deb-src.sources (Debian's main archive,
#   this machine's release) and updates that source's index only. Not as root,
#   it says what to add.
# - Messages go to stderr; on failure it exits 1 and prints nothing on stdout.
set -euo pipefail

version=16.0.6
tarball=llvm-toolchain-16_${version}.orig.tar.xz
sha256=5ab98480d3bc9f1896de1a1afafb46c318a9baa02bf21a4f6830c644d06c1cc0
cache=${STRATA_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/strata}
corpus=$cache/mlir-$version-corpus

say() { echo "scripts/mlir-corpus.sh: $*" >&2; }

if [[ -f $corpus/.complete ]]; then
    echo "$corpus"
    exit 0
fi

# Files of the corpus, relative to `mlir/test/` (→ mlir-test/) in the tarball:
# whole folders (every .mlir, .td, .toy and .ll file under them) ...
test_dirs=(
    IR Transforms Examples/Toy
    Dialect/Arith Dialect/Func Dialect/ControlFlow
    Conversion/ArithToLLVM Conversion/FuncToLLVM Conversion/ControlFlowToLLVM
    Conversion/MemRefToLLVM Conversion/SCFToControlFlow Conversion/ArithToSPIRV
)
# ... the top-level files of mlir-tblgen/ and Dialect/Builtin/, and single files.
test_files=(
    mlir-tblgen/'*' Dialect/Builtin/'*'
    Dialect/SCF/{ops,canonicalize,invalid,control-flow-sink,for-loop-to-while-loop,loop-range,parallel-loop-fusion,for-loop-canonicalization}.mlir
    Dialect/MemRef/{ops,canonicalize,invalid,subview,expand-ops,fold-memref-alias-ops}.mlir
    Dialect/Affine/{ops,canonicalize,invalid,load-store,load-store-invalid,dma,constant-fold,affine-loop-normalize,loop-tiling,unroll,simplify-structures}.mlir
    Dialect/LLVMIR/{roundtrip,invalid,types,types-invalid,func,global,terminator,canonicalize,dynamic-gep-index,debuginfo,tbaa-roundtrip,tbaa-invalid,opaque-ptr,call-intrin,layout}.mlir
    Dialect/SPIRV/IR/{arithmetic-ops,bit-ops,cast-ops,composite-ops,control-flow-ops,logical-ops,memory-ops,structure-ops,types,misc-ops,barrier-ops,asm-op-interface,gl-ops}.mlir
    Target/LLVMIR/{llvmir,llvmir-types,llvmir-invalid,data-layout,invalid-module,llvmir-debug,opaque-ptr,tbaa,llvmir-intrinsics}.mlir
    Target/LLVMIR/Import/{basic,constant,control-flow,global-variables,instructions,data-layout,zeroinitializer,import-failure,opaque}.ll
    lib/Dialect/Test/{TestOps,TestDialect,TestAttrDefs,TestTypeDefs,TestEnumDefs,TestInterfaces}.td
)

# Makes sure apt knows a deb-src line for this release (root only).
ensure_deb_src() {
    if apt-get source --print-uris llvm-toolchain-16 >/dev/null 2>&1; then
        return 0
    fi
    if [[ $(id -u) -ne 0 ]]; then
        say "apt has no deb-src line for llvm-toolchain-16; as root, add one, e.g." \
            "'deb-src http://deb.debian.org/debian bookworm main' in /etc/apt/sources.list," \
            "run apt-get update, and run this again (or set STRATA_CORPUS to a corpus folder)"
        return 1
    fi
    local codename list=/etc/apt/sources.list.d/strata-deb-src.sources
    codename=$(. /etc/os-release && echo "${VERSION_CODENAME:-}")
    if [[ -z $codename ]]; then
        say "cannot tell this machine's Debian release (no VERSION_CODENAME in /etc/os-release)"
        return 1
    fi
    say "adding $list (deb-src of Debian $codename main) and updating its index"
    cat >"$list" <<EOF
# Added by Strata's scripts/mlir-corpus.sh: the source package llvm-toolchain-16
# holds MLIR 16's own test files, which Strata's peer comparisons read.
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: $codename
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
    apt-get update -q -o Dir::Etc::sourcelist="$list" -o Dir::Etc::sourceparts=- \
        -o APT::Get::List-Cleanup=0 >&2
}

ensure_deb_src || exit 1
command -v xz >/dev/null 2>&1 || { say "xz is needed to unpack $tarball (Debian package xz-utils)"; exit 1; }

mkdir -p "$cache"
work=$(mktemp -d "$cache/.mlir-corpus.XXXXXX")
trap 'rm -rf "$work"' EXIT

# Only the upstream tarball is needed: take its URI and hash from apt.
uri=$(cd "$work" && apt-get source --print-uris llvm-toolchain-16 2>/dev/null |
    awk -v f="$tarball" '$2 == f { gsub("\047", "", $1); print $1 }')
if [[ -z $uri ]]; then
    say "apt's llvm-toolchain-16 source has no $tarball (another LLVM 16 release?)"
    exit 1
fi
say "downloading $uri (about 120 MB, once)"
/usr/lib/apt/apt-helper download-file "$uri" "$work/$tarball" "SHA256:$sha256" >&2

say "unpacking mlir/test and mlir/examples"
tar -xJf "$work/$tarball" -C "$work" --wildcards "*/mlir/test/*" "*/mlir/examples/*"
rm -f "$work/$tarball"
src=$(find "$work" -mindepth 1 -maxdepth 1 -type d | head -n 1)
[[ -d $src/mlir/test ]] || { say "no mlir/test in $tarball"; exit 1; }

out=$work/corpus
mkdir -p "$out/mlir-test"
(
    cd "$src/mlir/test"
    {
        find "${test_dirs[@]}" -type f
        for f in "${test_files[@]}"; do
            # shellcheck disable=SC2086 # the mlir-tblgen/* entry is a glob
            for g in $f; do [[ -f $g ]] && echo "$g"; done
        done
    } | grep -E '\.(mlir|td|toy|ll)$' | sort -u | while read -r f; do
        mkdir -p "$out/mlir-test/$(dirname "$f")"
        cp "$f" "$out/mlir-test/$f"
    done
)
(
    cd "$src/mlir/examples"
    for ch in toy/Ch*; do
        for f in "$ch"/include/toy/*.td "$ch"/mlir/*.td; do
            [[ -f $f ]] || continue
            mkdir -p "$out/$(dirname "$f")"
            cp "$f" "$out/$f"
        done
    done
    find standalone -type f \( -name '*.td' -o -path 'standalone/test/*.mlir' \) |
        while read -r f; do
            mkdir -p "$out/$(dirname "$f")"
            cp "$f" "$out/$f"
        done
)
echo "llvm-toolchain-16 $version ($tarball, sha256 $sha256)" >"$out/.complete"

rm -rf "$corpus"
mv "$out" "$corpus"
say "$(find "$corpus" -type f ! -name .complete | wc -l) files in $corpus"
echo "$corpus"
