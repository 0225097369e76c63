// RUN: tblgen --print-records -I %S %s > %t.strata
// RUN: llvm-tblgen --print-records -I %S %s > %t.llvm
// RUN: diff -u %t.llvm %t.strata
// multiclass/defm: NAME, template arguments with defaults, nested defm,
// defm inheriting from classes, anonymous defm, let around defm.
class Inst<string asm, bits<8> op> {
  string AsmString = asm;
  bits<8> Opcode = op;
  string Name = NAME;
}
class Tagged { int Tag = 7; }

multiclass RegImm<string mn, bits<8> base, int width = 32> {
  def _rr : Inst<mn # " $a, $b", base>;
  def _ri : Inst<mn # " $a, #imm", !add(base, 1)> { int Width = width; }
  def NAME#_mem : Inst<mn # "[mem]", !or(base, 0x80)>;
}

multiclass Both<string mn, bits<8> base> {
  defm W : RegImm<mn # "w", base>;
  defm X : RegImm<mn # "x", !add(base, 4), 64>;
}

defm ADD : RegImm<"add", 0x10>;
defm SUB : Both<"sub", 0x20>;
defm MUL : RegImm<"mul", 0x30>, Tagged;
let Opcode = 0x55 in
defm DIV : RegImm<"div", 0x40>;
defm : RegImm<"anon", 0x60>;

multiclass Chain<int n> : Both<"chain", 0x70> {
  def _extra { int N = n; }
}
defm CH : Chain<3>;

multiclass WithLoop<list<string> names> {
  foreach nm = names in
    def _#nm : Inst<nm, 0>;
}
defm L : WithLoop<["p", "q"]>;
