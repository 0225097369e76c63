// Errors of the `oilist` directive (used by tests/ir/calc-oilist.mlir): a repeated
// clause is reported at the op name, in MLIR's wording.

%lo = calc.const 1
// expected-error@+1 {{`min` clause can appear at most once in the expansion of the oilist directive}}
%a = calc.clamp %lo min(%lo) max(%lo) min(%lo)

// -----

%lo = calc.const 1
// expected-error@+1 {{`unsigned` clause can appear at most once in the expansion of the oilist directive}}
%a = calc.clamp %lo unsigned unsigned

// -----

%lo = calc.const 1
// A clause's elements are required once its keyword is read.
// expected-error@+1 {{expected '('}}
%a = calc.clamp %lo max %lo
