// EXPECT-ERROR: 7:7: Undefined reference to record: 'Dim3D'
// Holder<!cast<Props>(NAME)> is instantiated when the def takes the class, before
// the def exists: in the anonymous instance the name is no self-reference.
class Props<string name> {
  string Name = name;
}
class Holder<Props p> {
  string HeldName = p.Name;
}
class Held<string name> : Props<name> {
  Holder H = Holder<!cast<Props>(NAME)>;
}
def Dim3D : Held<"3d">;
