// The parse errors of the enum attributes Strata keeps as text (`#llvm.fastmath<...>`,
// `#arith.fastmath<...>` and `fastmath<...>` in arith's custom forms, `#llvm.cconv<...>`,
// `#llvm.linkage<...>`): MLIR 16's two errors (the enum's, at the start of its keywords,
// then the attribute's "failed to parse" where the parser stopped), its token errors
// (`expected '>'`), in its wording, at its columns and with its exit status; mlir-opt
// agrees byte for byte.
// RUN: strata-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file

llvm.func @fastmath_unknown_flag(%a: f32) -> f32 {
  // expected-error @+2 {{expected ::mlir::LLVM::FastmathFlags to be one of: none, nnan, ninf, nsz, arcp, contract, afn, reassoc, fast}}
  // expected-error @+1 {{failed to parse LLVM_FastmathFlagsAttr parameter 'value' which is to be a `::mlir::LLVM::FastmathFlags`}}
  %0 = llvm.fadd %a, %a {fastmath = #llvm.fastmath<nnan, bogus>} : f32
  llvm.return %0 : f32
}

// -----

llvm.func @fastmath_unknown_after_fast(%a: f32) -> f32 {
  // expected-error @+2 {{expected ::mlir::LLVM::FastmathFlags to be one of: none, nnan, ninf, nsz, arcp, contract, afn, reassoc, fast}}
  // expected-error @+1 {{failed to parse LLVM_FastmathFlagsAttr parameter 'value' which is to be a `::mlir::LLVM::FastmathFlags`}}
  %0 = llvm.fmul %a, %a {fastmath = #llvm.fastmath< fast , bogus >} : f32
  llvm.return %0 : f32
}

// -----

llvm.func @fastmath_empty(%a: f32) -> f32 {
  // expected-error @+2 {{expected valid keyword}}
  // expected-error @+1 {{failed to parse LLVM_FastmathFlagsAttr parameter 'value' which is to be a `::mlir::LLVM::FastmathFlags`}}
  %0 = llvm.fadd %a, %a {fastmath = #llvm.fastmath<>} : f32
  llvm.return %0 : f32
}

// -----

llvm.func @fastmath_lone_comma(%a: f32) -> f32 {
  // expected-error @+2 {{expected valid keyword}}
  // expected-error @+1 {{failed to parse LLVM_FastmathFlagsAttr parameter 'value' which is to be a `::mlir::LLVM::FastmathFlags`}}
  %0 = llvm.fadd %a, %a {fastmath = #llvm.fastmath<,>} : f32
  llvm.return %0 : f32
}

// -----

llvm.func @fastmath_trailing_comma(%a: f32) -> f32 {
  // expected-error @+2 {{expected valid keyword}}
  // expected-error @+1 {{failed to parse LLVM_FastmathFlagsAttr parameter 'value' which is to be a `::mlir::LLVM::FastmathFlags`}}
  %0 = llvm.fadd %a, %a {fastmath = #llvm.fastmath<nnan,>} : f32
  llvm.return %0 : f32
}

// -----

llvm.func @fastmath_string(%a: f32) -> f32 {
  // expected-error @+2 {{expected valid keyword}}
  // expected-error @+1 {{failed to parse LLVM_FastmathFlagsAttr parameter 'value' which is to be a `::mlir::LLVM::FastmathFlags`}}
  %0 = llvm.fadd %a, %a {fastmath = #llvm.fastmath<"nnan">} : f32
  llvm.return %0 : f32
}

// -----

llvm.func @fastmath_no_comma(%a: f32) -> f32 {
  // expected-error @+1 {{expected '>'}}
  %0 = llvm.fadd %a, %a {fastmath = #llvm.fastmath<nnan ninf>} : f32
  llvm.return %0 : f32
}

// -----

llvm.func @fastmath_bar(%a: f32) -> f32 {
  // expected-error @+1 {{expected '>'}}
  %0 = llvm.fadd %a, %a {fastmath = #llvm.fastmath<nnan | ninf>} : f32
  llvm.return %0 : f32
}

// -----

llvm.func @fastmath_generic(%a: f32) -> f32 {
  // expected-error @+2 {{expected ::mlir::LLVM::FastmathFlags to be one of: none, nnan, ninf, nsz, arcp, contract, afn, reassoc, fast}}
  // expected-error @+1 {{failed to parse LLVM_FastmathFlagsAttr parameter 'value' which is to be a `::mlir::LLVM::FastmathFlags`}}
  %0 = "llvm.fsub"(%a, %a) {fastmathFlags = #llvm.fastmath<bogus>} : (f32, f32) -> f32
  llvm.return %0 : f32
}

// -----

func.func @arith_unknown_flag(%a: f32) -> f32 {
  // expected-error @+2 {{custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error @+1 {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %a, %a fastmath<nnan, bogus> : f32
  return %0 : f32
}

// -----

func.func @arith_empty(%a: f32) -> f32 {
  // expected-error @+2 {{custom op 'arith.mulf' expected valid keyword}}
  // expected-error @+1 {{custom op 'arith.mulf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.mulf %a, %a fastmath<> : f32
  return %0 : f32
}

// -----

func.func @arith_trailing_comma(%a: f32) -> f32 {
  // expected-error @+2 {{custom op 'arith.addf' expected valid keyword}}
  // expected-error @+1 {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %a, %a fastmath<nnan,> : f32
  return %0 : f32
}

// -----

func.func @arith_no_comma(%a: f32) -> f32 {
  // expected-error @+1 {{expected '>'}}
  %0 = arith.addf %a, %a fastmath<nnan ninf> : f32
  return %0 : f32
}

// -----

func.func @arith_attribute(%a: f32) -> f32 {
  // expected-error @+2 {{expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error @+1 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %a, %a {fastmath = #arith.fastmath<nnan, bogus>} : f32
  return %0 : f32
}

// -----

// expected-error @+2 {{invalid Calling Conventions specification: cc_12}}
// expected-error @+1 {{failed to parse CConvAttr parameter 'CallingConv' which is to be a `CConv`}}
"llvm.func"() ({}) {sym_name = "cconv_unknown", CConv = #llvm.cconv<cc_12>, function_type = !llvm.func<void ()>} : () -> ()

// -----

// expected-error @+2 {{invalid Calling Conventions specification: bad}}
// expected-error @+1 {{failed to parse CConvAttr parameter 'CallingConv' which is to be a `CConv`}}
"llvm.func"() ({}) {sym_name = "cconv_string", CConv = #llvm.cconv<"bad">, function_type = !llvm.func<void ()>} : () -> ()

// -----

// expected-error @+2 {{expected keyword for Calling Conventions}}
// expected-error @+1 {{failed to parse CConvAttr parameter 'CallingConv' which is to be a `CConv`}}
"llvm.func"() ({}) {sym_name = "cconv_empty", CConv = #llvm.cconv<>, function_type = !llvm.func<void ()>} : () -> ()

// -----

// expected-error @+2 {{expected keyword for Calling Conventions}}
// expected-error @+1 {{failed to parse CConvAttr parameter 'CallingConv' which is to be a `CConv`}}
"llvm.func"() ({}) {sym_name = "cconv_integer", CConv = #llvm.cconv<8>, function_type = !llvm.func<void ()>} : () -> ()

// -----

// expected-error @+1 {{expected '>'}}
"llvm.func"() ({}) {sym_name = "cconv_two", CConv = #llvm.cconv<ccc, fastcc>, function_type = !llvm.func<void ()>} : () -> ()

// -----

// MLIR 16's calling conventions have no `avr_signalcc`.
// expected-error @+1 {{custom op 'llvm.func' expected valid '@'-identifier for symbol name}}
llvm.func avr_signalcc @cconv_not_in_mlir16()

// -----

// expected-error @+2 {{invalid LLVM linkage types specification: bogus}}
// expected-error @+1 {{failed to parse LinkageAttr parameter 'linkage' which is to be a `linkage::Linkage`}}
"llvm.func"() ({}) {sym_name = "linkage_unknown", linkage = #llvm.linkage<bogus>, function_type = !llvm.func<void ()>} : () -> ()

// -----

// expected-error @+2 {{expected keyword for LLVM linkage types}}
// expected-error @+1 {{failed to parse LinkageAttr parameter 'linkage' which is to be a `linkage::Linkage`}}
llvm.mlir.global external constant @linkage_empty(1 : i32) {linkage2 = #llvm.linkage<>} : i32
