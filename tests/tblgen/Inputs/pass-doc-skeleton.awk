# Prints the skeleton of a --gen-pass-doc document, its descriptions left out: each
# pass's heading (argument and summary), and its options and statistics blocks.
/^### / { print; next }
/^#### (Options|Statistics)$/ { print; block = 1; next }
block { print; if ($0 == "```" && ++fences == 2) { block = 0; fences = 0 } }
