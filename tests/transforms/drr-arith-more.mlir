// The arith patterns Strata declares as rewrite rules beyond addi/subi reassociation
// (spec/dialects/arith/ArithCanonicalization.td) run by `canonicalize`, against mlir-opt
// 16: one function per pattern, then operands that must not match (types that differ,
// predicates other than eq/ne, shift amounts that are not the truncated width, a used
// high half, casts that do not round-trip).
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -canonicalize --mlir-print-debuginfo

func.func @subi_subi_lhs_rhs_lhs(%x: i32, %y: i32, %v: vector<4xi8>, %w: vector<4xi8>) -> (i32, vector<4xi8>) {
  %a = arith.subi %x, %y : i32
  %b = arith.subi %a, %x : i32
  %va = arith.subi %v, %w : vector<4xi8>
  %vb = arith.subi %va, %v : vector<4xi8>
  return %b, %vb : i32, vector<4xi8>
}

// -----

func.func @addui_extended_to_addi(%x: i32, %y: i32) -> i32 {
  %s, %o = arith.addui_extended %x, %y : i32, i1
  return %s : i32
}

// -----

func.func @mulsi_extended_to_muli(%x: i32, %y: i32) -> i32 {
  %l, %h = arith.mulsi_extended %x, %y : i32
  return %l : i32
}

// -----

func.func @mulsi_extended_rhs_one(%x: i32, %v: vector<2xi16>) -> (i32, i32, vector<2xi16>, vector<2xi16>) {
  %c1 = arith.constant 1 : i32
  %l, %h = arith.mulsi_extended %x, %c1 : i32
  %s1 = arith.constant dense<1> : vector<2xi16>
  %vl, %vh = arith.mulsi_extended %v, %s1 : vector<2xi16>
  return %l, %h, %vl, %vh : i32, i32, vector<2xi16>, vector<2xi16>
}

// -----

func.func @mului_extended_to_muli(%x: i32, %y: i32) -> i32 {
  %l, %h = arith.mului_extended %x, %y : i32
  return %l : i32
}

// -----

func.func @xori_not_cmpi(%a: i32, %b: i32) -> (i1, i1, i1, i1, i1) {
  %t = arith.constant true
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.xori %0, %t : i1
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.xori %2, %t : i1
  %4 = arith.cmpi ule, %a, %b : i32
  %5 = arith.xori %4, %t : i1
  %6 = arith.cmpi sgt, %a, %b : i32
  %7 = arith.xori %6, %t : i1
  %8 = arith.cmpi uge, %a, %b : i32
  %9 = arith.xori %8, %t : i1
  return %1, %3, %5, %7, %9 : i1, i1, i1, i1, i1
}

// -----

func.func @xori_of_ext(%x: i8, %y: i8) -> (i32, i32) {
  %a = arith.extui %x : i8 to i32
  %b = arith.extui %y : i8 to i32
  %c = arith.xori %a, %b : i32
  %d = arith.extsi %x : i8 to i32
  %e = arith.extsi %y : i8 to i32
  %f = arith.xori %d, %e : i32
  return %c, %f : i32, i32
}

// -----

func.func @cmpi_ext(%x: i8, %y: i8) -> (i1, i1, i1, i1) {
  %a = arith.extsi %x : i8 to i32
  %b = arith.extsi %y : i8 to i32
  %c = arith.cmpi eq, %a, %b : i32
  %d = arith.cmpi ne, %a, %b : i32
  %e = arith.extui %x : i8 to i64
  %f = arith.extui %y : i8 to i64
  %g = arith.cmpi eq, %e, %f : i64
  %h = arith.cmpi ne, %e, %f : i64
  return %c, %d, %g, %h : i1, i1, i1, i1
}

// -----

func.func @index_cast(%x: i32, %y: i8, %z: index) -> (i32, index, i32, index, i64) {
  %a = arith.index_cast %x : i32 to index
  %b = arith.index_cast %a : index to i32
  %c = arith.extsi %y : i8 to i32
  %d = arith.index_cast %c : i32 to index
  %e = arith.index_castui %x : i32 to index
  %f = arith.index_castui %e : index to i32
  %g = arith.extui %y : i8 to i32
  %h = arith.index_castui %g : i32 to index
  %i = arith.index_cast %x : i32 to index
  %j = arith.index_cast %i : index to i64
  return %b, %d, %f, %h, %j : i32, index, i32, index, i64
}

// -----

func.func @bitcast_round_trip(%x: i32, %v: vector<2xi16>) -> (i32, vector<2xi16>) {
  %a = arith.bitcast %x : i32 to f32 loc("a")
  %b = arith.bitcast %a : f32 to i32 loc("b")
  %c = arith.bitcast %v : vector<2xi16> to vector<2xf16>
  %d = arith.bitcast %c : vector<2xf16> to vector<2xbf16>
  %e = arith.bitcast %d : vector<2xbf16> to vector<2xi16>
  return %b, %e : i32, vector<2xi16>
}

// -----

func.func @extsi_of_extui(%x: i8) -> i64 {
  %a = arith.extui %x : i8 to i32
  %b = arith.extsi %a : i32 to i64
  return %b : i64
}

// -----

func.func @andi_ori_of_ext(%x: i8, %y: i8) -> (i32, i32, i32, i32) {
  %a = arith.extui %x : i8 to i32
  %b = arith.extui %y : i8 to i32
  %c = arith.extsi %x : i8 to i32
  %d = arith.extsi %y : i8 to i32
  %0 = arith.andi %a, %b : i32
  %1 = arith.andi %c, %d : i32
  %2 = arith.ori %a, %b : i32
  %3 = arith.ori %c, %d : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

func.func @trunci_shrsi(%x: i16, %v: vector<4xi32>) -> (i8, vector<4xi16>) {
  %c = arith.constant 8 : i16
  %a = arith.shrsi %x, %c : i16
  %b = arith.trunci %a : i16 to i8
  %cv = arith.constant dense<16> : vector<4xi32>
  %va = arith.shrsi %v, %cv : vector<4xi32>
  %vb = arith.trunci %va : vector<4xi32> to vector<4xi16>
  return %b, %vb : i8, vector<4xi16>
}

// -----

func.func @negf(%x: f32, %y: f32) -> (f32, f32, f32) {
  %a = arith.negf %x : f32
  %b = arith.negf %y : f32
  %c = arith.mulf %a, %b fastmath<nnan> : f32
  %d = arith.divf %a, %b : f32
  %e = arith.mulf %a, %y : f32
  return %c, %d, %e : f32, f32, f32
}

// -----

func.func @no_match(%x: i8, %y: i16, %a: i32, %b: i32, %z: i16) -> (i32, i1, i32, i32, i32, i8, i1, i64, i32, i32) {
  %ex = arith.extui %x : i8 to i32
  %ey = arith.extui %y : i16 to i32
  %0 = arith.xori %ex, %ey : i32
  %sx = arith.extsi %x : i8 to i32
  %sy = arith.extsi %x : i8 to i32
  %1 = arith.cmpi slt, %sx, %sy : i32
  %2 = arith.andi %ex, %ey : i32
  %3 = arith.ori %sx, %ex : i32
  %l, %h = arith.mului_extended %a, %b : i32
  %c7 = arith.constant 7 : i16
  %sh = arith.shrsi %z, %c7 : i16
  %t = arith.trunci %sh : i16 to i8
  %cmp = arith.cmpi eq, %a, %b : i32
  %n = arith.xori %cmp, %1 : i1
  %ext = arith.extui %sx : i32 to i64
  %c2 = arith.constant 2 : i32
  %ml, %mh = arith.mulsi_extended %a, %c2 : i32
  return %l, %n, %h, %2, %3, %t, %1, %ext, %ml, %mh : i32, i1, i32, i32, i32, i8, i1, i64, i32, i32
}
