// EXPECT-ERROR: 3:19: expected ',' in ternary operator
def A {
  int x = !if(1, 2);
}
