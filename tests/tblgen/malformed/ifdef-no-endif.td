// EXPECT-ERROR: 4:1: Reached EOF without matching #endif
#ifdef FOO
def A;
