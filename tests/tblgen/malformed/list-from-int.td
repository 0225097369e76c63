// EXPECT-ERROR: 3:17: Field 'l' of type 'list<int>' is incompatible with value '1' of type 'int'
def A {
  list<int> l = 1;
}
