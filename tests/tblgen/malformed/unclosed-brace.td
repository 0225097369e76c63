// EXPECT-ERROR: 4:1: Unknown token when expecting a type
def A {
  int x = 1;
