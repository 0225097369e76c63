# Keeps the lines of a tool's `--help` that belong to the entries listed in the file
# `entries` (lines `option NAME` and `pass NAME`, see help-entries.awk): each option with
# its values, each pass or pipeline with its options, and the headings around them (the
# tool's name, its dialects and the headings of option groups with no kept entry aside).
# The padding before ` - ` is squeezed to one space: the column is that of each tool's
# widest entry.
BEGIN {
    while ((getline line < entries) > 0) keep_entry[line] = 1
}
function out(s) { sub(/  +- /, " - ", s); print s }
/^OVERVIEW: / { print "OVERVIEW: <tool>"; next }
/^Available Dialects: / { next }
/^USAGE: / { sub(/^USAGE: [^ ]+/, "USAGE: <tool>"); print; next }
/^OPTIONS:$/ { print; next }
/^[^ ]/ { heading = $0; next }
/^$/ { next }
/^  Compiler passes to run$/ || /^    Pass(es| Pipelines):$/ { print; in_passes = 1; next }
/^  --?[^ -]/ {
    in_passes = 0
    n = $1; sub(/^-+/, "", n); sub(/=.*/, "", n)
    keep = ("option " n) in keep_entry
    if (keep && heading != "") { print heading; heading = "" }
    if (keep) out($0)
    next
}
/^      --[^ ]/ { n = $1; sub(/^-+/, "", n); keep = ("pass " n) in keep_entry; if (keep) out($0); next }
keep { out($0) }
