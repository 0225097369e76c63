// EXPECT-ERROR: 4:1: expected ';' after declaration
def A {
  int x = 1
}
