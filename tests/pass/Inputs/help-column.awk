# Checks that every entry of a `--help` has its ` - ` in one column (LLVM's global
# width); prints the entries that do not, and exits 1 if there are any.
# The values of a pass's enumerated option (`    =greedy`) are the exception: LLVM prints
# them at the pass options' width, without their indentation, as mlir-opt 16 shows them.
/^  Compiler passes to run$/ { in_passes = 1 }
/^  --?[^ -]/ { in_passes = 0 }
in_passes && /^    =/ { next }
/^ +[-=]/ && match($0, /[^ ] +- /) {
    col = RSTART + RLENGTH - 2
    if (first == 0) first = col
    else if (col != first) { print "column " col " (not " first "): " $0; bad = 1 }
}
END { exit bad }
