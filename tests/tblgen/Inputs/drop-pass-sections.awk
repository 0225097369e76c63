# Drops the sections of a --gen-pass-doc document whose pass argument is in `drop`
# (a space-separated list): from its `### `-ARG`: ...` heading to the next heading.
BEGIN { drop = " " drop " " }
/^### `-/ {
  split($0, parts, "`")
  arg = substr(parts[2], 2)
  skip = index(drop, " " arg " ") > 0
}
!skip
