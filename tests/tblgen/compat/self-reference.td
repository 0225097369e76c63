// RUN: tblgen --print-records -I %S %s > %t.strata
// RUN: llvm-tblgen --print-records -I %S %s > %t.llvm
// RUN: diff -u %t.llvm %t.strata
// A def naming itself: `!cast<C>(NAME)` in a class body, and `!exists`,
// resolved at the def's final resolution, as LLVM's IntrinsicsAMDGPU.td
// does (`AMDGPUDimProps Dim = !cast<AMDGPUDimProps>(NAME);`).
class Props<int enc, string name> {
  Props Self = !cast<Props>(NAME);
  string Name = name;
  int Encoding = enc;
  string AsString = !cast<string>(!cast<Props>(NAME));
  bit Exists = !exists<Props>(NAME);
  list<Props> InList = [!cast<Props>(NAME)];
}

def Dim1D : Props<0, "1d">;
def Dim2D : Props<1, "2d"> { let Name = "two"; }

// Anonymous defs name themselves `anonymous_N`.
def : Props<2, "anon">;

// Defs of a multiclass and of a loop.
multiclass Dims<int base> {
  def _a : Props<base, NAME>;
  def _b : Props<!add(base, 1), NAME # "b">;
}
defm Cube : Dims<4>;
foreach i = [6, 7] in
  def Dim#i : Props<i, "loop" # i>;

// A field of a superclass set in the def body reaches the reference.
class Derived<int enc> : Props<enc, "derived"> {
  Props Again = !cast<Props>(NAME);
}
def Der : Derived<9> { let Encoding = 10; }

// The class being defined is a type in its own body: a subclass of its
// superclasses so far.
class Sub<int enc> : Props<enc, "sub"> {
  Props AsProps = !cast<Sub>(NAME);
  list<Props> AsList = [!cast<Sub>(NAME)];
  bit IsProps = !isa<Props>(!cast<Sub>(NAME));
}
def S : Sub<13>;

// Another def, named in the body of a def.
def Other : Props<11, "other"> {
  Props Prev = !cast<Props>("Dim1D");
}

// A field holding the reference, as the argument of an anonymous class
// instance made during the def's final resolution: the instance reads the
// def's fields as resolved so far.
class Holder<Props p> {
  string HeldName = p.Name;
  int HeldEnc = p.Encoding;
  Props HeldSelf = p.Self;
}
def Nested : Props<12, "n"> {
  let Name = "nested";
  Holder H = Holder<Self>;
}
class Late<int enc> : Props<enc, "late"> {
  Holder H = Holder<Self>;
  let Encoding = !add(enc, 100);
}
def L : Late<1>;

// Lists of self-referencing defs, as AMDGPUDims collects them.
def AllDims {
  list<Props> Dims = [Dim1D, Dim2D, Cube_a, Dim6];
  list<string> Names = !foreach(d, Dims, d.Self.Name);
}
