// EXPECT-ERROR: 4:11: Value 'y' unknown!
class C { int x = 0; }
def A : C {
  let y = 1;
}
