// RUN: tblgen --print-records -I %S %s > %t.strata
// RUN: llvm-tblgen --print-records -I %S %s > %t.llvm
// RUN: diff -u %t.llvm %t.strata
// Literals, escapes, bits initializers, slices, dags with names,
// anonymous class instances, assert, list types and casts.
def ins;
class C<int a, string b = "dflt"> { int A = a; string B = b; }
class Holder<C c> { C Held = c; int HeldA = c.A; }

def Lit {
  int hex = 0x1F;
  int neg = -42;
  bits<5> bin = 0b10101;
  bits<8> fromInt = 200;
  bit t = true;
  bit f = false;
  string esc = "tab\tquote\"backslash\\ nl\n";
  string cat = "a" "b" "c";
  list<int> empty = [];
  list<string> typed = []<string>;
  bits<4> slice = bin{3-0};
  bits<3> rev = bin{0-2};
  list<int> nums = [10, 20, 30];
  int elem = nums[1];
  list<int> elems = nums[0, 2];
  bits<6> mixed = { 1, 0, bin{1-0}, 1, 1 };
  dag named = (ins:$op 1:$x, "s":$y, ?:$z, $w);
  C anon = C<1>;
  C anon2 = C<2, "two">;
  C same = C<1>;
  list<C> cs = [C<3>, C<4>];
  int fromAnon = C<5>.A;
  Holder h = Holder<C<6>>;
  int unset = ?;
}

class Checked<int n> {
  assert !gt(n, 0), "n must be positive";
  int N = n;
}
def Ok : Checked<3>;

def dup1 { int x = 1; }
def 2nd { string s = "starts with a digit"; }
def pasted#name { int y = 2; }
