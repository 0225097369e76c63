// `multiclass` and `defm`: NAME pasting, template arguments, nested defm.
// RUN: tblgen --print-records %s | FileCheck --match-full-lines %s

class Inst<string asm, int size> {
  string AsmString = asm;
  int Size = size;
}

multiclass BinOp<string mnemonic> {
  def rr : Inst<mnemonic # " $dst, $a, $b", 4>;
  def ri : Inst<mnemonic # " $dst, $a, $imm", 8>;
}

multiclass Arith {
  defm ADD : BinOp<"add">;
  defm SUB : BinOp<"sub">;
}

defm X86 : Arith;
defm MUL : BinOp<"mul">;

// The whole --print-records output of llvm-tblgen 16 for this file:
// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class Inst<string Inst:asm = ?, int Inst:size = ?> {
// CHECK-NEXT:   string AsmString = Inst:asm;
// CHECK-NEXT:   int Size = Inst:size;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def MULri { // Inst
// CHECK-NEXT:   string AsmString = "mul $dst, $a, $imm";
// CHECK-NEXT:   int Size = 8;
// CHECK-NEXT: }
// CHECK-NEXT: def MULrr { // Inst
// CHECK-NEXT:   string AsmString = "mul $dst, $a, $b";
// CHECK-NEXT:   int Size = 4;
// CHECK-NEXT: }
// CHECK-NEXT: def X86ADDri { // Inst
// CHECK-NEXT:   string AsmString = "add $dst, $a, $imm";
// CHECK-NEXT:   int Size = 8;
// CHECK-NEXT: }
// CHECK-NEXT: def X86ADDrr { // Inst
// CHECK-NEXT:   string AsmString = "add $dst, $a, $b";
// CHECK-NEXT:   int Size = 4;
// CHECK-NEXT: }
// CHECK-NEXT: def X86SUBri { // Inst
// CHECK-NEXT:   string AsmString = "sub $dst, $a, $imm";
// CHECK-NEXT:   int Size = 8;
// CHECK-NEXT: }
// CHECK-NEXT: def X86SUBrr { // Inst
// CHECK-NEXT:   string AsmString = "sub $dst, $a, $b";
// CHECK-NEXT:   int Size = 4;
// CHECK-NEXT: }
// CHECK-NOT: {{.+}}
