// RUN: tblgen --print-records -I %S %s > %t.strata
// RUN: llvm-tblgen --print-records -I %S %s > %t.llvm
// RUN: diff -u %t.llvm %t.strata
// let blocks (nested, multiple bindings), bit-range lets, field keyword,
// code fields, late binding of fields, defaults and overrides.
class Enc {
  bits<16> Inst;
  bits<4> Rd;
  bits<4> Rs = 0b1010;
  let Inst{15-12} = 0b0001;
  let Inst{11-8} = Rd;
  let Inst{7-4} = Rs;
  field bits<4> Spare;
  code Body = [{ return $_self; }];
  int Num = 3;
  string Desc = "rd=" # !cast<string>(Num);
}

let Num = 9, Rd = 0b0110 in {
  def E1 : Enc;
  let Rs = 0b0011 in
    def E2 : Enc { let Inst{3-0} = 0b1111; }
}
def E3 : Enc {
  let Inst{0} = 1;
  let Inst{2-1} = 0b10;
  let Desc = "custom";
}
def E4 : Enc { let Num = 42; }

class Late {
  string B = "b";
  string A = B # "!";
  string C = !strconcat(A, B);
}
def L1 : Late;
def L2 : Late { let B = "override"; }

class Defaults<int x = 5, int y = !mul(x, 2)> {
  int X = x;
  int Y = y;
}
def D1 : Defaults;
def D2 : Defaults<7>;
def D3 : Defaults<1, 1>;
