// Classes with template arguments, defaults, and inheritance chains.
// RUN: tblgen --print-records %s | FileCheck --match-full-lines %s

class Type<string name, int width = 32> {
  string Name = name;
  int Width = width;
  bit IsWide = !gt(width, 32);
}

class IntType<int width> : Type<"i" # width, width>;

def I1 : IntType<1>;
def I64 : IntType<64>;
def F32 : Type<"f32">;

// The whole --print-records output of llvm-tblgen 16 for this file:
// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class IntType<int IntType:width = ?> { // Type
// CHECK-NEXT:   string Name = !strconcat("i", !cast<string>(IntType:width));
// CHECK-NEXT:   int Width = IntType:width;
// CHECK-NEXT:   bit IsWide = !gt(IntType:width, 32);
// CHECK-NEXT: }
// CHECK-NEXT: class Type<string Type:name = ?, int Type:width = 32> {
// CHECK-NEXT:   string Name = Type:name;
// CHECK-NEXT:   int Width = Type:width;
// CHECK-NEXT:   bit IsWide = !gt(Type:width, 32);
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def F32 { // Type
// CHECK-NEXT:   string Name = "f32";
// CHECK-NEXT:   int Width = 32;
// CHECK-NEXT:   bit IsWide = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def I1 { // Type IntType
// CHECK-NEXT:   string Name = "i1";
// CHECK-NEXT:   int Width = 1;
// CHECK-NEXT:   bit IsWide = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def I64 { // Type IntType
// CHECK-NEXT:   string Name = "i64";
// CHECK-NEXT:   int Width = 64;
// CHECK-NEXT:   bit IsWide = 1;
// CHECK-NEXT: }
// CHECK-NOT: {{.+}}
