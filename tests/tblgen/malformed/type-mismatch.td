// EXPECT-ERROR: 3:11: Field 'x' of type 'int' is incompatible with value '"s"' of type 'string'
def A {
  int x = "s";
}
