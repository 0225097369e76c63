// EXPECT-ERROR: 3:30: expected value of type 'string', got 'int'
def A {
  string s = !strconcat("a", 1);
}
