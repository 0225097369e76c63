// EXPECT-ERROR: 8:5: Attempting to access field 'Name' of 'D' is a forbidden self-reference
// In the body of class Props, !cast<Props>(NAME) has the fields Props has so far
// (the class is parsed), but a def of Props may not read its own fields so.
class Props<string name> {
  string Name = name;
  string SelfName = !cast<Props>(NAME).Name;
}
def D : Props<"d">;
