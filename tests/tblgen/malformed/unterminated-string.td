// EXPECT-ERROR: 3:15: End of line in string literal
def A {
  string s = "abc;
}
