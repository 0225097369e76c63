// RUN: tblgen --print-records -I %S %s > %t.strata
// RUN: llvm-tblgen --print-records -I %S %s > %t.llvm
// RUN: diff -u %t.llvm %t.strata
// Every bang operator LLVM 16 has, folded and unfolded.
class Base { int v = 0; }
class Sub : Base;
def b1 : Base;
def s1 : Sub;
def ins;
def outs;

class Ops<list<int> xs, string s, dag d> {
  int sum = !foldl(0, xs, acc, x, !add(acc, x));
  list<int> doubled = !foreach(x, xs, !mul(x, 2));
  list<int> big = !filter(x, xs, !gt(x, 2));
  int n = !size(xs);
  bit isEmpty = !empty(xs);
  int first = !head(xs);
  list<int> rest = !tail(xs);
  string joined = !interleave(xs, ", ");
  string sub = !substr(s, 1, 3);
  int found = !find(s, "c");
  string subst = !subst("b", "B", s);
  dag d2 = !con(d, (ins 5:$five));
  dag d3 = !setdagop(d, outs);
  list<int> splat = !listsplat(7, 3);
  list<int> removed = !listremove(xs, [2]);
  list<int> cat = !listconcat(xs, [9], xs);
  int cond = !cond(!lt(n, 2) : 1, !eq(n, 3) : 2, true : 3);
  int logs = !logtwo(8);
  int divs = !div(17, 5);
  int bitops = !and(!or(12, 3), !xor(5, 1));
  int shifts = !add(!shl(1, 4), !sra(-16, 2), !srl(16, 1));
  bit ne = !ne(s, "x");
  bit ge = !ge(4, 4);
  bit le = !le("a", "b");
  int notv = !not(0);
  int sub2 = !sub(10, 3);
}
def O1 : Ops<[1, 2, 3], "abcde", (ins 1:$a, 2:$b)>;

def IsA {
  bit a = !isa<Base>(s1);
  bit b = !isa<Sub>(b1);
  bit c = !exists<Base>("b1");
  bit d = !exists<Base>("nothere");
  Base e = !cast<Base>("s1");
  string f = !cast<string>(s1);
  string g = !cast<string>(42);
  dag h = !dag(ins, [1, 2], ["x", "y"]);
  Base op = !getdagop((s1 1));
  int i = !if(!eq(!cast<string>(b1), "b1"), 1, 0);
  list<string> strs = ["a", "b"] # ["c"];
  string paste = "x" # 5 # b1;
}

class Unfolded<int x, list<int> l, string s> {
  int a = !add(x, 1);
  list<int> f = !foreach(e, l, !add(e, x));
  int g = !foldl(x, l, acc, e, !add(acc, e));
  string h = !strconcat(s, "-", s);
  int i = !if(!eq(x, 0), 1, x);
  int c = !cond(!eq(x, 0) : 0, true : x);
  bit j = !isa<Base>(!cast<Base>(s));
  int k = !size(l);
}
def U : Unfolded<2, [3, 4], "z">;
