// EXPECT-ERROR: 3:11: Unknown operator
def A {
  int x = !frobnicate(1);
}
