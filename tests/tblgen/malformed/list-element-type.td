// EXPECT-ERROR: 3:27: Incompatible types in list elements
def A {
  list<int> l = [1, "two"];
}
