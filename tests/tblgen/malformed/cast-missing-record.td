// EXPECT-ERROR: 3:5: Undefined reference to record: 'Nope'
class R;
def A {
  R r = !cast<R>("Nope");
}

// Note: LLVM 16 reports an unresolvable !cast at the name of the record being defined.
