// Strata prints the functions of a module on worker threads and splices their text in
// order. The output is the same as on one thread, and as mlir-opt's, in the custom and
// generic forms and with locations; ops that are not isolated, or that define values,
// stay on the printing thread (`"test.def"`, `"test.use"`).
// RUN: strata-opt --allow-unregistered-dialect %s > %t.par
// RUN: strata-opt --allow-unregistered-dialect --mlir-disable-threading %s > %t.seq
// RUN: diff %t.par %t.seq
// RUN: mlir-opt --allow-unregistered-dialect %s | diff - %t.par
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s > %t.gpar
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo --mlir-disable-threading %s > %t.gseq
// RUN: diff %t.gpar %t.gseq
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s | diff - %t.gpar
// RUN: FileCheck %s < %t.par
// A write error stops the workers and is reported.
// RUN: not strata-opt --allow-unregistered-dialect %s -o /dev/full 2>&1 | FileCheck %s --check-prefix=FULL

// FULL: error: cannot write '/dev/full'

// CHECK: #map = affine_map<(d0) -> (d0 * 2)>
// CHECK: func.func @f0(
// CHECK: %0 = "test.def"() : () -> i32
// CHECK: "test.use"(%0) : (i32) -> ()
// CHECK: func.func @f39(

func.func @f0(%a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %s = arith.addi %a, %c0 : i32
  %m = arith.muli %s, %b : i32
  return %m : i32
}
func.func @f1(%buf: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %iv = %c0 to %n step %c1 {
    %v = memref.load %buf[%iv] : memref<?xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %buf[%iv] : memref<?xf32>
  }
  return
}
func.func private @f2(%x: index) -> index attributes {m = affine_map<(d0) -> (d0 * 2)>} {
  %0 = affine.apply affine_map<(d0) -> (d0 * 2)>(%x)
  cf.br ^bb1(%0 : index)
^bb1(%y: index):
  return %y : index
}
func.func @f3(%p: i1, %a: f64) -> f64 {
  %r = scf.if %p -> (f64) {
    %n = arith.negf %a : f64
    scf.yield %n : f64
  } else {
    scf.yield %a : f64
  }
  return %r : f64
}
func.func @f4(%a: i32, %b: i32) -> i32 {
  %c4 = arith.constant 4 : i32
  %s = arith.addi %a, %c4 : i32
  %m = arith.muli %s, %b : i32
  return %m : i32
}
func.func @f5(%buf: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %iv = %c0 to %n step %c1 {
    %v = memref.load %buf[%iv] : memref<?xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %buf[%iv] : memref<?xf32>
  }
  return
}
func.func private @f6(%x: index) -> index attributes {m = affine_map<(d0) -> (d0 * 2)>} {
  %0 = affine.apply affine_map<(d0) -> (d0 * 2)>(%x)
  cf.br ^bb1(%0 : index)
^bb1(%y: index):
  return %y : index
}
func.func @f7(%p: i1, %a: f64) -> f64 {
  %r = scf.if %p -> (f64) {
    %n = arith.negf %a : f64
    scf.yield %n : f64
  } else {
    scf.yield %a : f64
  }
  return %r : f64
}
func.func @f8(%a: i32, %b: i32) -> i32 {
  %c8 = arith.constant 8 : i32
  %s = arith.addi %a, %c8 : i32
  %m = arith.muli %s, %b : i32
  return %m : i32
}
func.func @f9(%buf: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %iv = %c0 to %n step %c1 {
    %v = memref.load %buf[%iv] : memref<?xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %buf[%iv] : memref<?xf32>
  }
  return
}
func.func private @f10(%x: index) -> index attributes {m = affine_map<(d0) -> (d0 * 2)>} {
  %0 = affine.apply affine_map<(d0) -> (d0 * 2)>(%x)
  cf.br ^bb1(%0 : index)
^bb1(%y: index):
  return %y : index
}
func.func @f11(%p: i1, %a: f64) -> f64 {
  %r = scf.if %p -> (f64) {
    %n = arith.negf %a : f64
    scf.yield %n : f64
  } else {
    scf.yield %a : f64
  }
  return %r : f64
}
func.func @f12(%a: i32, %b: i32) -> i32 {
  %c12 = arith.constant 12 : i32
  %s = arith.addi %a, %c12 : i32
  %m = arith.muli %s, %b : i32
  return %m : i32
}
func.func @f13(%buf: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %iv = %c0 to %n step %c1 {
    %v = memref.load %buf[%iv] : memref<?xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %buf[%iv] : memref<?xf32>
  }
  return
}
func.func private @f14(%x: index) -> index attributes {m = affine_map<(d0) -> (d0 * 2)>} {
  %0 = affine.apply affine_map<(d0) -> (d0 * 2)>(%x)
  cf.br ^bb1(%0 : index)
^bb1(%y: index):
  return %y : index
}
func.func @f15(%p: i1, %a: f64) -> f64 {
  %r = scf.if %p -> (f64) {
    %n = arith.negf %a : f64
    scf.yield %n : f64
  } else {
    scf.yield %a : f64
  }
  return %r : f64
}
func.func @f16(%a: i32, %b: i32) -> i32 {
  %c16 = arith.constant 16 : i32
  %s = arith.addi %a, %c16 : i32
  %m = arith.muli %s, %b : i32
  return %m : i32
}
func.func @f17(%buf: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %iv = %c0 to %n step %c1 {
    %v = memref.load %buf[%iv] : memref<?xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %buf[%iv] : memref<?xf32>
  }
  return
}
func.func private @f18(%x: index) -> index attributes {m = affine_map<(d0) -> (d0 * 2)>} {
  %0 = affine.apply affine_map<(d0) -> (d0 * 2)>(%x)
  cf.br ^bb1(%0 : index)
^bb1(%y: index):
  return %y : index
}
func.func @f19(%p: i1, %a: f64) -> f64 {
  %r = scf.if %p -> (f64) {
    %n = arith.negf %a : f64
    scf.yield %n : f64
  } else {
    scf.yield %a : f64
  }
  return %r : f64
}
func.func @f20(%a: i32, %b: i32) -> i32 {
  %c20 = arith.constant 20 : i32
  %s = arith.addi %a, %c20 : i32
  %m = arith.muli %s, %b : i32
  return %m : i32
}
%d = "test.def"() : () -> i32
"test.use"(%d) : (i32) -> ()
func.func @f21(%buf: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %iv = %c0 to %n step %c1 {
    %v = memref.load %buf[%iv] : memref<?xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %buf[%iv] : memref<?xf32>
  }
  return
}
func.func private @f22(%x: index) -> index attributes {m = affine_map<(d0) -> (d0 * 2)>} {
  %0 = affine.apply affine_map<(d0) -> (d0 * 2)>(%x)
  cf.br ^bb1(%0 : index)
^bb1(%y: index):
  return %y : index
}
func.func @f23(%p: i1, %a: f64) -> f64 {
  %r = scf.if %p -> (f64) {
    %n = arith.negf %a : f64
    scf.yield %n : f64
  } else {
    scf.yield %a : f64
  }
  return %r : f64
}
func.func @f24(%a: i32, %b: i32) -> i32 {
  %c24 = arith.constant 24 : i32
  %s = arith.addi %a, %c24 : i32
  %m = arith.muli %s, %b : i32
  return %m : i32
}
func.func @f25(%buf: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %iv = %c0 to %n step %c1 {
    %v = memref.load %buf[%iv] : memref<?xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %buf[%iv] : memref<?xf32>
  }
  return
}
func.func private @f26(%x: index) -> index attributes {m = affine_map<(d0) -> (d0 * 2)>} {
  %0 = affine.apply affine_map<(d0) -> (d0 * 2)>(%x)
  cf.br ^bb1(%0 : index)
^bb1(%y: index):
  return %y : index
}
func.func @f27(%p: i1, %a: f64) -> f64 {
  %r = scf.if %p -> (f64) {
    %n = arith.negf %a : f64
    scf.yield %n : f64
  } else {
    scf.yield %a : f64
  }
  return %r : f64
}
func.func @f28(%a: i32, %b: i32) -> i32 {
  %c28 = arith.constant 28 : i32
  %s = arith.addi %a, %c28 : i32
  %m = arith.muli %s, %b : i32
  return %m : i32
}
func.func @f29(%buf: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %iv = %c0 to %n step %c1 {
    %v = memref.load %buf[%iv] : memref<?xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %buf[%iv] : memref<?xf32>
  }
  return
}
func.func private @f30(%x: index) -> index attributes {m = affine_map<(d0) -> (d0 * 2)>} {
  %0 = affine.apply affine_map<(d0) -> (d0 * 2)>(%x)
  cf.br ^bb1(%0 : index)
^bb1(%y: index):
  return %y : index
}
func.func @f31(%p: i1, %a: f64) -> f64 {
  %r = scf.if %p -> (f64) {
    %n = arith.negf %a : f64
    scf.yield %n : f64
  } else {
    scf.yield %a : f64
  }
  return %r : f64
}
func.func @f32(%a: i32, %b: i32) -> i32 {
  %c32 = arith.constant 32 : i32
  %s = arith.addi %a, %c32 : i32
  %m = arith.muli %s, %b : i32
  return %m : i32
}
func.func @f33(%buf: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %iv = %c0 to %n step %c1 {
    %v = memref.load %buf[%iv] : memref<?xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %buf[%iv] : memref<?xf32>
  }
  return
}
func.func private @f34(%x: index) -> index attributes {m = affine_map<(d0) -> (d0 * 2)>} {
  %0 = affine.apply affine_map<(d0) -> (d0 * 2)>(%x)
  cf.br ^bb1(%0 : index)
^bb1(%y: index):
  return %y : index
}
func.func @f35(%p: i1, %a: f64) -> f64 {
  %r = scf.if %p -> (f64) {
    %n = arith.negf %a : f64
    scf.yield %n : f64
  } else {
    scf.yield %a : f64
  }
  return %r : f64
}
func.func @f36(%a: i32, %b: i32) -> i32 {
  %c36 = arith.constant 36 : i32
  %s = arith.addi %a, %c36 : i32
  %m = arith.muli %s, %b : i32
  return %m : i32
}
func.func @f37(%buf: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %iv = %c0 to %n step %c1 {
    %v = memref.load %buf[%iv] : memref<?xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %buf[%iv] : memref<?xf32>
  }
  return
}
func.func private @f38(%x: index) -> index attributes {m = affine_map<(d0) -> (d0 * 2)>} {
  %0 = affine.apply affine_map<(d0) -> (d0 * 2)>(%x)
  cf.br ^bb1(%0 : index)
^bb1(%y: index):
  return %y : index
}
func.func @f39(%p: i1, %a: f64) -> f64 {
  %r = scf.if %p -> (f64) {
    %n = arith.negf %a : f64
    scf.yield %n : f64
  } else {
    scf.yield %a : f64
  }
  return %r : f64
}
