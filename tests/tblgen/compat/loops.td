// RUN: tblgen --print-records -I %S %s > %t.strata
// RUN: llvm-tblgen --print-records -I %S %s > %t.llvm
// RUN: diff -u %t.llvm %t.strata
// foreach over ranges and lists (nested), if/then/else, defvar scopes,
// defset, anonymous defs in loops.
class Reg<int n, string nm> { int Num = n; string AsmName = nm; }

foreach i = 0-3 in
  def R#i : Reg<i, "r"#i>;

foreach i = {7, 5...6} in
  def S#i : Reg<i, "s"#i>;

defvar kinds = ["lo", "hi"];
foreach k = kinds in {
  foreach j = [1, 2] in {
    defvar both = k # j;
    def P_#both : Reg<j, both>;
  }
}

foreach i = 0...2 in {
  if !eq(i, 1) then
    def One#i : Reg<i, "one">;
  else
    def NotOne#i : Reg<i, "other">;
  if !gt(i, 0) then {
    def Pos#i : Reg<i, "pos">;
  }
}

defset list<Reg> AllQ = {
  def Q0 : Reg<0, "q0">;
  foreach i = 1-2 in
    def Q#i : Reg<i, "q"#i>;
}
def QList { list<Reg> regs = AllQ; int count = !size(AllQ); }

foreach i = [10, 11] in
  def : Reg<i, "anon">;

def first : Reg<100, "first">;
