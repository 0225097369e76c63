// EXPECT-ERROR: 3:1: Unterminated comment!
def A;
/* never closed
def B;
