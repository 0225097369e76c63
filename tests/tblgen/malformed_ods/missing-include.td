// EXPECT-ERROR: 9:18: Couldn't find class 'Op'
// base/OpBase.td is not included, so the class Op is undefined.

def Test_Dialect {
  string name = "test";
}

// Other defs are fine.
def Test_UseOp : Op<Test_Dialect, "use">;
