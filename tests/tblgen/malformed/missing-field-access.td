// EXPECT-ERROR: 4:13: Cannot access field 'nofield' of value 'A'
def A;
def B {
  int x = A.nofield;
}
