// EXPECT-ERROR: 7:5: Attempting to access field 'Upper' of 'Mirror' is a forbidden self-reference
// A def may name itself (!cast<C>(NAME)) but not read its own fields so.
class Props<string name> {
  string Name = name;
  string Upper = Name # "_u";
}
def Mirror : Props<"m"> {
  string ReadUpper = !cast<Props>("Mirror").Upper;
}
