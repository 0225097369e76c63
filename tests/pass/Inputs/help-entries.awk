# Reads a tool's `--help` (any of its four forms) and prints the entries it lists, one a
# line: `option NAME` for a top-level option, `pass NAME` for a pass or pipeline of the
# pass list (its options belong to it).
/^  --?[^ -]/ { n = $1; sub(/^-+/, "", n); sub(/=.*/, "", n); print "option " n; next }
/^      --[^ ]/ { n = $1; sub(/^-+/, "", n); print "pass " n; next }
