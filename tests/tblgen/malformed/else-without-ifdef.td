// EXPECT-ERROR: 3:2: #else without #ifdef or #ifndef
def A;
#else
def B;
