// EXPECT-ERROR: 3:14: Too many template arguments: 2
class C<int a> { int v = a; }
def A : C<1, 2>;
