// EXPECT-ERROR: 3:12: Unterminated code block
def A {
  code c = [{ foo
}
