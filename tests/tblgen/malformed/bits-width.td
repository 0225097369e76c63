// EXPECT-ERROR: 3:15: Field 'b' of type 'bits<2>' is incompatible with value '{ 1, 1, 1 }' of type bit initializer with length 3'
def A {
  bits<2> b = 0b111;
}

// Note: the unbalanced quote at the end of the message is LLVM 16's wording, verbatim.
