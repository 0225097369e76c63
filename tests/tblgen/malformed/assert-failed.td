// EXPECT-ERROR: 5:8: assertion failed
def A {
  int x = 1;
}
assert !eq(A.x, 2), "A.x must be 2";
