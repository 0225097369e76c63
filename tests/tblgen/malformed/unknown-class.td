// EXPECT-ERROR: 3:9: Couldn't find class 'Foo'
class Base;
def X : Foo;
