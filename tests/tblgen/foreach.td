// `foreach` over lists and ranges, with `#` pasting and `defvar`.
// RUN: tblgen --print-records %s | FileCheck --match-full-lines %s

class Reg<string name, int num> {
  string AsmName = name;
  int Num = num;
}

foreach i = 0...3 in
  def R#i : Reg<"r"#i, i>;

defvar kinds = ["add", "sub"];
foreach k = kinds in {
  defvar upper = !subst("a", "A", k);
  def K_#upper : Reg<k, !size(k)>;
}

// The whole --print-records output of llvm-tblgen 16 for this file:
// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class Reg<string Reg:name = ?, int Reg:num = ?> {
// CHECK-NEXT:   string AsmName = Reg:name;
// CHECK-NEXT:   int Num = Reg:num;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def K_Add { // Reg
// CHECK-NEXT:   string AsmName = "add";
// CHECK-NEXT:   int Num = 3;
// CHECK-NEXT: }
// CHECK-NEXT: def K_sub { // Reg
// CHECK-NEXT:   string AsmName = "sub";
// CHECK-NEXT:   int Num = 3;
// CHECK-NEXT: }
// CHECK-NEXT: def R0 { // Reg
// CHECK-NEXT:   string AsmName = "r0";
// CHECK-NEXT:   int Num = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def R1 { // Reg
// CHECK-NEXT:   string AsmName = "r1";
// CHECK-NEXT:   int Num = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def R2 { // Reg
// CHECK-NEXT:   string AsmName = "r2";
// CHECK-NEXT:   int Num = 2;
// CHECK-NEXT: }
// CHECK-NEXT: def R3 { // Reg
// CHECK-NEXT:   string AsmName = "r3";
// CHECK-NEXT:   int Num = 3;
// CHECK-NEXT: }
// CHECK-NOT: {{.+}}
