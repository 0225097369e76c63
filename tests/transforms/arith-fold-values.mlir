// Folds to values against mlir-opt 16: subi(addi), xori(xori), mului_extended(x, 1),
// a constant cmpi operand moved right, cmpi(ne, extui(i1), 0), trunci(extui) of other
// types left alone, index_cast of i1, remf, and the casts MLIR 16 does not fold (extf,
// vector truncf and index_cast, select of a non-splat condition).
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect -canonicalize

func.func @f(%x: i32, %y: i32, %v: vector<4xi32>) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
  %a = arith.addi %x, %y : i32
  %s = arith.subi %a, %y : i32
  %s2 = arith.subi %a, %x : i32
  %c0 = arith.constant 0 : i32
  %sh = arith.shli %x, %c0 : i32
  %xo = arith.xori %x, %y : i32
  %xo2 = arith.xori %xo, %y : i32
  %c1 = arith.constant 1 : i32
  %m:2 = arith.mului_extended %x, %c1 : i32
  return %s, %s2, %sh, %xo2, %m#0, %m#1, %x, %x : i32, i32, i32, i32, i32, i32, i32, i32
}
func.func @g(%x: i32, %c: i1) -> (i1, i1, i16, index, index, i32, i32) {
  %c5 = arith.constant 5 : i32
  %0 = arith.cmpi slt, %c5, %x : i32
  %e = arith.extui %c : i1 to i32
  %c0 = arith.constant 0 : i32
  %1 = arith.cmpi ne, %e, %c0 : i32
  %t = arith.constant true
  %2 = arith.extui %x : i32 to i64
  %3 = arith.trunci %2 : i64 to i16
  %4 = arith.index_cast %t : i1 to index
  %5 = arith.index_castui %t : i1 to index
  %v = arith.constant dense<3> : vector<2xi32>
  %6 = arith.index_cast %v : vector<2xi32> to vector<2xindex>
  %f = arith.constant 5.0 : f32
  %g = arith.constant 3.0 : f32
  %r = arith.remf %f, %g : f32
  %bi = arith.bitcast %r : f32 to i32
  %h = arith.constant 2.5 : f32
  %ext = arith.extf %h : f32 to f64
  %ve = arith.constant dense<2.5> : vector<2xf32>
  %vext = arith.extf %ve : vector<2xf32> to vector<2xf64>
  %vt = arith.truncf %ve : vector<2xf32> to vector<2xf16>
  %sel = arith.select %c, %v, %v : vector<2xi32>
  %cv = arith.constant dense<[true, false]> : vector<2xi1>
  %v2 = arith.constant dense<[7, 8]> : vector<2xi32>
  %sel2 = arith.select %cv, %v, %v2 : vector<2xi1>, vector<2xi32>
  "test.use"(%6, %bi, %ext, %vext, %vt, %sel2) : (vector<2xindex>, i32, f64, vector<2xf64>, vector<2xf16>, vector<2xi32>) -> ()
  return %0, %1, %3, %4, %5, %bi, %bi : i1, i1, i16, index, index, i32, i32
}
