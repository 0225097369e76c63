// `let` at the top level (nested blocks), in bodies, and overriding class fields.
// RUN: tblgen --print-records %s | FileCheck --match-full-lines %s

class Op<string mnemonic> {
  string Mnemonic = mnemonic;
  bit HasFolder = 0;
  bit HasVerifier = 0;
  string Summary = "";
}

let HasVerifier = 1 in {
  def AddOp : Op<"add">;
  let HasFolder = 1 in
  def MulOp : Op<"mul"> {
    let Summary = "multiplication";
  }
}

def SubOp : Op<"sub"> {
  let HasFolder = 1;
}

// The whole --print-records output of llvm-tblgen 16 for this file:
// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class Op<string Op:mnemonic = ?> {
// CHECK-NEXT:   string Mnemonic = Op:mnemonic;
// CHECK-NEXT:   bit HasFolder = 0;
// CHECK-NEXT:   bit HasVerifier = 0;
// CHECK-NEXT:   string Summary = "";
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def AddOp { // Op
// CHECK-NEXT:   string Mnemonic = "add";
// CHECK-NEXT:   bit HasFolder = 0;
// CHECK-NEXT:   bit HasVerifier = 1;
// CHECK-NEXT:   string Summary = "";
// CHECK-NEXT: }
// CHECK-NEXT: def MulOp { // Op
// CHECK-NEXT:   string Mnemonic = "mul";
// CHECK-NEXT:   bit HasFolder = 1;
// CHECK-NEXT:   bit HasVerifier = 1;
// CHECK-NEXT:   string Summary = "multiplication";
// CHECK-NEXT: }
// CHECK-NEXT: def SubOp { // Op
// CHECK-NEXT:   string Mnemonic = "sub";
// CHECK-NEXT:   bit HasFolder = 1;
// CHECK-NEXT:   bit HasVerifier = 0;
// CHECK-NEXT:   string Summary = "";
// CHECK-NEXT: }
// CHECK-NOT: {{.+}}
