// EXPECT-ERROR: 3:9: Value not specified for template argument 'C:a' (#0) of parent class 'C'
class C<int a> { int v = a; }
def A : C;
