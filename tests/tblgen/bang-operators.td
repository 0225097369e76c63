// Bang operators on ints, strings, lists, bits and dags.
// RUN: tblgen --print-records %s | FileCheck --match-full-lines %s

class Base {
  int Kind = 0;
}
def Leaf : Base;
def ins;

def Values {
  int Sum = !add(1, 2, 3);
  int Shift = !shl(1, 4);
  bit Less = !lt(2, 3);
  string Cat = !strconcat("foo", "bar", "baz");
  string Sub = !substr("compiler", 0, 4);
  list<int> L = !listconcat([1, 2], [3]);
  list<int> Doubled = !foreach(x, [1, 2, 3], !mul(x, 2));
  list<int> Big = !filter(x, [1, 5, 10], !gt(x, 4));
  int Total = !foldl(0, [1, 2, 3, 4], acc, x, !add(acc, x));
  bits<4> Bits = 0b1010;
  bits<2> Low = Bits{1-0};
  string Chosen = !if(!eq(Sum, 6), "six", "other");
  int Cond = !cond(!lt(Sum, 0) : -1, !eq(Sum, 0) : 0, true : 1);
  bit IsBase = !isa<Base>(Leaf);
  string Named = !cast<string>(Leaf);
  int Length = !size("hello");
  dag Args = (ins Leaf:$a, Leaf:$b);
  dag More = !con(Args, (ins Leaf:$c));
  string Op = !cast<string>(!getdagop(Args));
  list<int> Kinds = !foreach(x, [Leaf], x.Kind);
}

// The whole --print-records output of llvm-tblgen 16 for this file:
// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class Base {
// CHECK-NEXT:   int Kind = 0;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def Leaf { // Base
// CHECK-NEXT:   int Kind = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def Values {
// CHECK-NEXT:   int Sum = 6;
// CHECK-NEXT:   int Shift = 16;
// CHECK-NEXT:   bit Less = 1;
// CHECK-NEXT:   string Cat = "foobarbaz";
// CHECK-NEXT:   string Sub = "comp";
// CHECK-NEXT:   list<int> L = [1, 2, 3];
// CHECK-NEXT:   list<int> Doubled = [2, 4, 6];
// CHECK-NEXT:   list<int> Big = [5, 10];
// CHECK-NEXT:   int Total = 10;
// CHECK-NEXT:   bits<4> Bits = { 1, 0, 1, 0 };
// CHECK-NEXT:   bits<2> Low = { 1, 0 };
// CHECK-NEXT:   string Chosen = "six";
// CHECK-NEXT:   int Cond = 1;
// CHECK-NEXT:   bit IsBase = 1;
// CHECK-NEXT:   string Named = "Leaf";
// CHECK-NEXT:   int Length = 5;
// CHECK-NEXT:   dag Args = (ins Leaf:$a, Leaf:$b);
// CHECK-NEXT:   dag More = (ins Leaf:$a, Leaf:$b, Leaf:$c);
// CHECK-NEXT:   string Op = "ins";
// CHECK-NEXT:   list<int> Kinds = [0];
// CHECK-NEXT: }
// CHECK-NEXT: def ins {
// CHECK-NEXT: }
// CHECK-NOT: {{.+}}
