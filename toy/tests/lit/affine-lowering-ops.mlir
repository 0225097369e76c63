// `-emit=mlir-affine` of an .mlir input: chapter 5's partial lowering of Toy to affine,
// arith and memref, then canonicalize and cse; with -opt, affine-loop-fusion and
// affine-scalrep.
// RUN: toyc-ch5 %s -emit=mlir-affine 2>&1 | FileCheck %s
// RUN: toyc-ch7 %s -emit=mlir-affine 2>&1 | FileCheck %s
// RUN: toyc-ch6 %s -emit=mlir-affine -opt 2>&1 | FileCheck %s --check-prefix=OPT

toy.func @main() {
  %0 = toy.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
  %1 = toy.constant dense<5.5> : tensor<2x2xf64>
  %2 = toy.transpose(%0 : tensor<2x2xf64>) to tensor<2x2xf64>
  %3 = toy.add %2, %1 : tensor<2x2xf64>
  toy.print %3 : tensor<2x2xf64>
  %4 = toy.constant dense<7.0> : tensor<f64>
  toy.print %4 : tensor<f64>
  toy.return
}

// The toyc pipeline runs the chapter's optimizations before the lowering: canonicalize
// hoists the Toy constants (chapter 7's toy.constant is ConstantLike) in the order it
// meets them, deduplicated. Then the buffers (the last lowered first), the stores of the
// constants (a splat stores its value everywhere, a rank-0 tensor at `[]`), a nest per
// op, print on the buffer, the deallocs in the order of the ops.
// CHECK-LABEL: func.func @main() {
// CHECK-NEXT:    %[[C55:.*]] = arith.constant 5.500000e+00 : f64
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4.000000e+00 : f64
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3.000000e+00 : f64
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2.000000e+00 : f64
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:    %[[C7:.*]] = arith.constant 7.000000e+00 : f64
// CHECK-NEXT:    %[[SUM:.*]] = memref.alloc() : memref<2x2xf64>
// CHECK-NEXT:    %[[T:.*]] = memref.alloc() : memref<2x2xf64>
// CHECK-NEXT:    %[[SPLAT:.*]] = memref.alloc() : memref<2x2xf64>
// CHECK-NEXT:    %[[A:.*]] = memref.alloc() : memref<2x2xf64>
// CHECK-NEXT:    %[[S:.*]] = memref.alloc() : memref<f64>
// CHECK-NEXT:    affine.store %[[C7]], %[[S]][] : memref<f64>
// CHECK-NEXT:    affine.store %[[C1]], %[[A]][0, 0] : memref<2x2xf64>
// CHECK-NEXT:    affine.store %[[C2]], %[[A]][0, 1] : memref<2x2xf64>
// CHECK-NEXT:    affine.store %[[C3]], %[[A]][1, 0] : memref<2x2xf64>
// CHECK-NEXT:    affine.store %[[C4]], %[[A]][1, 1] : memref<2x2xf64>
// CHECK-NEXT:    affine.store %[[C55]], %[[SPLAT]][0, 0] : memref<2x2xf64>
// CHECK-NEXT:    affine.store %[[C55]], %[[SPLAT]][0, 1] : memref<2x2xf64>
// CHECK-NEXT:    affine.store %[[C55]], %[[SPLAT]][1, 0] : memref<2x2xf64>
// CHECK-NEXT:    affine.store %[[C55]], %[[SPLAT]][1, 1] : memref<2x2xf64>
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 2 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 2 {
// CHECK-NEXT:        %[[X:.*]] = affine.load %[[A]][%[[J]], %[[I]]] : memref<2x2xf64>
// CHECK-NEXT:        affine.store %[[X]], %[[T]][%[[I]], %[[J]]] : memref<2x2xf64>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %[[I2:.*]] = 0 to 2 {
// CHECK-NEXT:      affine.for %[[J2:.*]] = 0 to 2 {
// CHECK-NEXT:        %[[L:.*]] = affine.load %[[T]][%[[I2]], %[[J2]]] : memref<2x2xf64>
// CHECK-NEXT:        %[[R:.*]] = affine.load %[[SPLAT]][%[[I2]], %[[J2]]] : memref<2x2xf64>
// CHECK-NEXT:        %[[ADD:.*]] = arith.addf %[[L]], %[[R]] : f64
// CHECK-NEXT:        affine.store %[[ADD]], %[[SUM]][%[[I2]], %[[J2]]] : memref<2x2xf64>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    toy.print %[[SUM]] : memref<2x2xf64>
// CHECK-NEXT:    toy.print %[[S]] : memref<f64>
// CHECK-NEXT:    memref.dealloc %[[S]] : memref<f64>
// CHECK-NEXT:    memref.dealloc %[[A]] : memref<2x2xf64>
// CHECK-NEXT:    memref.dealloc %[[SPLAT]] : memref<2x2xf64>
// CHECK-NEXT:    memref.dealloc %[[T]] : memref<2x2xf64>
// CHECK-NEXT:    memref.dealloc %[[SUM]] : memref<2x2xf64>
// CHECK-NEXT:    return

// -opt: the transpose is fused into the add (its buffer goes away with affine-scalrep).
// OPT-LABEL: func.func @main() {
// OPT:           %[[SUM:.*]] = memref.alloc() : memref<2x2xf64>
// OPT-NEXT:      %[[SPLAT:.*]] = memref.alloc() : memref<2x2xf64>
// OPT-NEXT:      %[[A:.*]] = memref.alloc() : memref<2x2xf64>
// OPT:           affine.for %[[I:.*]] = 0 to 2 {
// OPT-NEXT:        affine.for %[[J:.*]] = 0 to 2 {
// OPT-NEXT:          %[[X:.*]] = affine.load %[[A]][%[[J]], %[[I]]] : memref<2x2xf64>
// OPT-NEXT:          %[[R:.*]] = affine.load %[[SPLAT]][%[[I]], %[[J]]] : memref<2x2xf64>
// OPT-NEXT:          %[[ADD:.*]] = arith.addf %[[X]], %[[R]] : f64
// OPT-NEXT:          affine.store %[[ADD]], %[[SUM]][%[[I]], %[[J]]] : memref<2x2xf64>
// OPT-NEXT:        }
// OPT-NEXT:      }
// OPT-NOT:       affine.for
// OPT:           memref.dealloc %[[A]] : memref<2x2xf64>
// OPT-NEXT:      memref.dealloc %[[SPLAT]] : memref<2x2xf64>
// OPT-NEXT:      memref.dealloc %[[SUM]] : memref<2x2xf64>
