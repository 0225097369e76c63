// `-debug-only=dialect-conversion`: the conversion driver's legalization trace on
// stderr, as MLIR 16's `LLVM_DEBUG` log prints it (op addresses are Strata's own
// numbers); `pattern-application` adds the applicator's lines; `-debug` gives both.
// Without the flag nothing is written to stderr.
// RUN: strata-opt %s -convert-arith-to-llvm -debug-only=dialect-conversion -o /dev/null 2>&1 | FileCheck %s
// RUN: strata-opt %s -convert-arith-to-llvm -debug-only=dialect-conversion,pattern-application -o /dev/null 2>&1 | FileCheck %s --check-prefix=APPLY
// RUN: strata-opt %s -convert-arith-to-llvm -debug -o /dev/null 2>&1 | FileCheck %s --check-prefix=APPLY
// RUN: strata-opt %s -convert-arith-to-llvm -o /dev/null 2>&1 | count 0

// CHECK-NOT: Trying to match
// CHECK-LABEL: Legalizing operation : 'func.func'(0x{{[0-9a-f]+}}) {
// CHECK-NEXT:    * Fold {
// CHECK-NEXT:    } -> FAILURE : unable to fold
// CHECK-NEXT:  } -> FAILURE : no matched legalization pattern
// CHECK-NEXT:  //===-------------------------------------------===//

// A constant is not folded; its pattern inserts an llvm op, legal.
// CHECK:       //===-------------------------------------------===//
// CHECK-NEXT:  Legalizing operation : 'arith.constant'(0x{{[0-9a-f]+}}) {
// CHECK-NEXT:    %0 = "arith.constant"() {value = 0 : i32} : () -> i32
// CHECK-EMPTY:
// CHECK-NEXT:    * Fold {
// CHECK-NEXT:    } -> FAILURE : unable to fold
// CHECK-EMPTY:
// CHECK-NEXT:    * Pattern : 'arith.constant -> ()' {
// CHECK-NEXT:      ** Insert  : 'llvm.mlir.constant'(0x{{[0-9a-f]+}})
// CHECK-NEXT:      ** Replace : 'arith.constant'(0x{{[0-9a-f]+}})
// CHECK-EMPTY:
// CHECK-NEXT:      //===-------------------------------------------===//
// CHECK-NEXT:      Legalizing operation : 'llvm.mlir.constant'(0x{{[0-9a-f]+}}) {
// CHECK-NEXT:        %0 = "llvm.mlir.constant"() {value = 0 : i32} : () -> i32
// CHECK-EMPTY:
// CHECK-NEXT:      } -> SUCCESS : operation marked legal by the target
// CHECK-NEXT:      //===-------------------------------------------===//
// CHECK-NEXT:    } -> SUCCESS : pattern applied successfully
// CHECK-NEXT:  } -> SUCCESS
// CHECK-NEXT:  //===-------------------------------------------===//

// `x + 0` folds to `x`.
// CHECK:       Legalizing operation : 'arith.addi'(0x{{[0-9a-f]+}}) {
// CHECK-NEXT:    %2 = "arith.addi"(%arg0, %1) : (i32, i32) -> i32
// CHECK-EMPTY:
// CHECK-NEXT:    * Fold {
// CHECK-NEXT:      ** Replace : 'arith.addi'(0x{{[0-9a-f]+}})
// CHECK-NEXT:    } -> SUCCESS
// CHECK-NEXT:  } -> SUCCESS : operation was folded

// CHECK:       Legalizing operation : 'arith.muli'(0x{{[0-9a-f]+}}) {
// CHECK:         * Pattern : 'arith.muli -> ()' {
// CHECK-NEXT:      ** Insert  : 'llvm.mul'(0x{{[0-9a-f]+}})
// CHECK-NEXT:      ** Replace : 'arith.muli'(0x{{[0-9a-f]+}})
// CHECK:           Legalizing operation : 'llvm.mul'(0x{{[0-9a-f]+}}) {
// CHECK-NEXT:        %3 = "llvm.mul"(%arg0, %arg0) : (i32, i32) -> i32
// CHECK:         } -> SUCCESS : pattern applied successfully
// CHECK-NEXT:  } -> SUCCESS

// A tensor does not convert: the pattern fails, the op stays (a partial conversion).
// CHECK:       Legalizing operation : 'arith.addi'(0x{{[0-9a-f]+}}) {
// CHECK-NEXT:    %5 = "arith.addi"(%arg1, %arg1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// CHECK-EMPTY:
// CHECK-NEXT:    * Fold {
// CHECK-NEXT:    } -> FAILURE : unable to fold
// CHECK-EMPTY:
// CHECK-NEXT:    * Pattern : 'arith.addi -> ()' {
// CHECK-NEXT:      ** Failure : unable to convert type for operand #0, type was tensor<4xi32>
// CHECK-NEXT:    } -> FAILURE : pattern failed to match
// CHECK-NEXT:  } -> FAILURE : no matched legalization pattern

// CHECK:       Legalizing operation : 'func.return'(0x{{[0-9a-f]+}}) {
// CHECK-NEXT:    "func.return"(%4, %5) : (i32, tensor<4xi32>) -> ()

// APPLY:       * Pattern : 'arith.constant -> ()' {
// APPLY-NEXT:  Trying to match "{{.+}}"
// APPLY-NEXT:      ** Insert  : 'llvm.mlir.constant'(0x{{[0-9a-f]+}})
// APPLY-NEXT:      ** Replace : 'arith.constant'(0x{{[0-9a-f]+}})
// APPLY-NEXT:  "{{.+}}" result 1
// APPLY:       * Pattern : 'arith.addi -> ()' {
// APPLY-NEXT:  Trying to match "{{.+}}"
// APPLY-NEXT:      ** Failure : unable to convert type for operand #0, type was tensor<4xi32>
// APPLY-NEXT:  "{{.+}}" result 0
// APPLY-NEXT:    } -> FAILURE : pattern failed to match

func.func @f(%a: i32, %t: tensor<4xi32>) -> (i32, tensor<4xi32>) {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.muli %0, %a : i32
  %2 = arith.addi %t, %t : tensor<4xi32>
  return %1, %2 : i32, tensor<4xi32>
}
