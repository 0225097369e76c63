# Checks that every entry of a `--help` has its ` - ` in one column (LLVM's global
# width); prints the entries that do not, and exits 1 if there are any.
/^ +[-=]/ && match($0, /[^ ] +- /) {
    col = RSTART + RLENGTH - 2
    if (first == 0) first = col
    else if (col != first) { print "column " col " (not " first "): " $0; bad = 1 }
}
END { exit bad }
