// The enum attributes Strata keeps as text, printed as MLIR 16 prints them: a bit enum's
// flags in MLIR's order with its separator (`nnan, reassoc` for `#llvm.fastmath`,
// `nnan,contract` for arith's), `fast` and `none` for all and no flags, and a keyword
// written as a string (`#llvm.cconv<"fastcc">`) as the keyword; compared byte for byte
// with mlir-opt 16.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file --mlir-print-op-generic
// RUN: strata-opt %s --split-input-file | FileCheck %s

// CHECK-LABEL: llvm.func @fastmath
llvm.func @fastmath(%a: f32) -> f32 {
  // CHECK: llvm.fadd {{.*}} {fastmath = #llvm.fastmath<nnan, reassoc>}
  %0 = llvm.fadd %a, %a {fastmath = #llvm.fastmath<reassoc,nnan>} : f32
  // CHECK: llvm.fmul {{.*}} {fastmath = #llvm.fastmath<fast>}
  %1 = llvm.fmul %0, %a {fastmath = #llvm.fastmath<nsz, nnan, ninf, arcp, contract, afn, reassoc>} : f32
  // CHECK: llvm.fsub {{.*}} {fastmath = #llvm.fastmath<nnan>}
  %2 = llvm.fsub %1, %a {fastmath = #llvm.fastmath<none, nnan, nnan>} : f32
  // CHECK: llvm.fdiv {{.*}} {fastmath = #llvm.fastmath<none>} : f32
  %3 = llvm.fdiv %2, %a {fastmath = #llvm.fastmath<none>} : f32
  llvm.return %3 : f32
}

// -----

// CHECK-LABEL: func.func @arith_fastmath
func.func @arith_fastmath(%a: f32) -> f32 {
  // CHECK: arith.addf {{.*}} fastmath<nnan,contract> : f32
  %0 = arith.addf %a, %a fastmath<contract, nnan> : f32
  // CHECK: arith.mulf {{.*}} fastmath<fast> : f32
  %1 = arith.mulf %0, %a {fastmath = #arith.fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn>} : f32
  // CHECK: arith.subf {{.*}} fastmath<ninf> : f32
  %2 = "arith.subf"(%1, %a) {fastmath = #arith.fastmath< ninf >} : (f32, f32) -> f32
  return %2 : f32
}

// -----

// CHECK: llvm.func extern_weak fastcc @cconv_string()
"llvm.func"() ({}) {sym_name = "cconv_string", CConv = #llvm.cconv<"fastcc">, linkage = #llvm.linkage<"extern_weak">, function_type = !llvm.func<void ()>} : () -> ()
// CHECK: llvm.func tailcc @cconv_blanks()
"llvm.func"() ({}) {sym_name = "cconv_blanks", CConv = #llvm.cconv< tailcc >, function_type = !llvm.func<void ()>} : () -> ()
// CHECK: llvm.func @attrs() attributes {other = [#llvm.cconv<cc_10>, #llvm.linkage<linkonce_odr>]}
llvm.func @attrs() attributes {other = [#llvm.cconv<"cc_10">, #llvm.linkage<linkonce_odr>]}
