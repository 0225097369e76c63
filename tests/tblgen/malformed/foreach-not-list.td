// EXPECT-ERROR: 2:19: expected integer or bitrange
foreach i = "str" in
def A#i;
