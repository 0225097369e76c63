// EXPECT-ERROR: 3:16: expected value of type 'int', got 'string'
def A {
  int x = !add("a", "b");
}
