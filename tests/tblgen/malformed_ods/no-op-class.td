// EXPECT-ERROR: 1:1: Couldn't find the 'Op' class!
// Nothing defines Op: --gen-op-defs refuses the file, as mlir-tblgen does,
// at the file's start (mlir-tblgen gives no location).
class Dialect;
def Test_Dialect : Dialect;
