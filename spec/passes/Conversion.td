//===- Conversion.td - the conversion passes Strata ships -----*- tablegen -*-===//
//
// The passes of MLIR 16's `mlir/Conversion/Passes.td` that Strata has, with
// MLIR's arguments, summaries and options; their descriptions are Strata's.
// They live in the framework's `transforms` layer (they name the ops of other
// dialects, which the root crate defines, rather than use their classes):
// `framework/src/transforms/conversion_passes.rs` is generated from this file.
//
//===----------------------------------------------------------------------===//

include "base/PassBase.td"

def ArithToLLVMConversionPass : Pass<"convert-arith-to-llvm"> {
  let summary = "Convert Arith dialect to LLVM dialect";
  let description = [{
    Lowers the arith ops the llvm dialect has ops for to those ops, on scalars
    and 1-D vectors: `arith.constant` to `llvm.mlir.constant`, the arithmetic,
    casts and `arith.select` to the llvm op of the same meaning (`fastmath`
    becoming `fastmathFlags`), `arith.cmpi`/`arith.cmpf` to
    `llvm.icmp`/`llvm.fcmp`, `arith.index_cast(ui)` to a truncation, an
    extension or nothing by the bitwidths, `arith.mul{s,u}i_extended` to a
    multiplication at twice the width, `arith.maxf`/`arith.minf` and
    `arith.max{s,u}i`/`arith.min{s,u}i` to `llvm.intr.maxnum`/`llvm.intr.minnum`
    and `llvm.intr.{s,u}max`/`llvm.intr.{s,u}min`, and `arith.addui_extended`
    to `llvm.intr.uadd.with.overflow`. Types convert with the llvm type
    converter (`index` to an integer of `index-bitwidth` bits, 64 when 0);
    values crossing an unconverted op get `builtin.unrealized_conversion_cast`.
    An n-D vector converts to an `!llvm.array` nest of 1-D vectors, and an op
    on it is unrolled over the outer dimensions (`llvm.extractvalue` of the
    operands, the op on 1-D vectors, `llvm.insertvalue` of its result); the
    extended arithmetic on n-D vectors stays. The pass is a partial conversion
    in which the llvm dialect is legal.
  }];
  let constructor = "crate::transforms::arith_to_llvm::ArithToLlvm::default()";
  let dependentDialects = ["llvm"];
  let options = [
    Option<"indexBitwidth", "index-bitwidth", "unsigned",
           /*default=kDeriveIndexBitwidthFromDataLayout*/"0",
           "Bitwidth of the index type, 0 to use size of machine word">,
  ];
}

def ConvertMathToLLVMPass : Pass<"convert-math-to-llvm"> {
  let summary = "Convert Math dialect to LLVM dialect";
  let description = [{
    Lowers the math ops LLVM has intrinsics for, on scalars and vectors:
    the float ops to the `llvm.intr.*` op of the same meaning (`math.absf` to
    `llvm.intr.fabs`, `math.powf` to `llvm.intr.pow`, `math.fpowi` to
    `llvm.intr.powi`, ...), `fastmath` becoming `fastmathFlags`;
    `math.ctpop` to `llvm.intr.ctpop`; `math.ctlz`, `math.cttz` and
    `math.absi` to their intrinsic with a `false` flag operand; and
    `math.expm1`, `math.log1p` and `math.rsqrt` to `exp(x) - 1`,
    `log(1 + x)` and `1 / sqrt(x)`. Types convert with the llvm type
    converter; values crossing an unconverted op get
    `builtin.unrealized_conversion_cast`. The pass is a partial conversion in
    which the llvm dialect is legal; ops on n-D vectors are unrolled over the
    `!llvm.array` nest of 1-D vectors they convert to, and the math ops LLVM
    has no intrinsic for stay.
  }];
  let constructor = "crate::transforms::math_to_llvm::MathToLlvm::default()";
  let dependentDialects = ["llvm"];
}

def ReconcileUnrealizedCasts : Pass<"reconcile-unrealized-casts"> {
  let summary = "Simplify and eliminate unrealized conversion casts";
  let description = [{
    Erases the `builtin.unrealized_conversion_cast` ops that partial dialect
    conversions leave behind when they cancel out: from a cast, the casts
    taking all the results of the one before form a DAG; when each cast of it
    used by another op gives back the first cast's input types, those uses
    take the first cast's inputs and the casts are erased (dead casts too). A
    cast left with another user is an error (`failed to legalize operation
    'builtin.unrealized_conversion_cast' that was explicitly marked illegal`)
    and the pass fails, changing nothing: the pass is a partial conversion in
    which the cast is illegal, and the other ops, of unknown legality, are
    folded where they fold (an `llvm.extractvalue` of an `llvm.insertvalue`
    chain, for one).
  }];
  let constructor = "crate::transforms::reconcile_casts::ReconcileUnrealizedCasts::default()";
}

def SCFToControlFlow : Pass<"convert-scf-to-cf"> {
  let summary = "Convert SCF dialect to ControlFlow dialect, replacing structured"
                " control flow with a CFG";
  let description = [{
    Lowers `scf.for`, `scf.if`, `scf.while`, `scf.execute_region` and
    `scf.parallel` to blocks branching with `cf.br` and `cf.cond_br`: the block
    holding the op is split before it, the op's regions are inlined before the
    continuation, and the values the op produced become the arguments of the
    block that receives them (the loop's condition block, a block after the
    `scf.if`'s regions, the continuation of `scf.execute_region`) or the
    values `scf.condition` forwards. `scf.for` compares its induction
    variable with the upper bound (`arith.cmpi slt`) and steps it with
    `arith.addi`; `scf.parallel` becomes a nest of `scf.for` carrying its
    reductions, lowered in turn; an `scf.while` whose "after" region only
    forwards its arguments loops on its "before" blocks alone. The pass is a
    partial conversion in which these five ops are illegal and every other op
    legal; `scf.index_switch` stays.
  }];
  let constructor = "crate::transforms::scf_to_cf::ScfToControlFlow::default()";
  let dependentDialects = ["cf"];
}

def ConvertControlFlowToLLVM : Pass<"convert-cf-to-llvm", "builtin.module"> {
  let summary = "Convert ControlFlow operations to the LLVM dialect";
  let description = [{
    Lowers `cf.br`, `cf.cond_br` and `cf.switch` to `llvm.br`, `llvm.cond_br`
    and `llvm.switch` with the operands converted by the llvm type converter
    (`index` to an integer of `index-bitwidth` bits, 64 when 0). A branch stays
    when a destination block has an argument of a type the converter changes
    that the converted operand does not match: block signatures are converted
    with the op holding the blocks (`convert-func-to-llvm` for functions). The
    pass is a partial conversion in which the llvm dialect is legal.
    `cf.assert` splits its block and branches with `llvm.cond_br` to the rest
    of the block or to a block that prints the message (a private constant
    global `@assert_msg_N`) with `puts` and calls `abort`, both declared in
    the module.
  }];
  let constructor = "crate::transforms::cf_to_llvm::ConvertControlFlowToLlvm::default()";
  let dependentDialects = ["llvm"];
  let options = [
    Option<"indexBitwidth", "index-bitwidth", "unsigned",
           /*default=kDeriveIndexBitwidthFromDataLayout*/"0",
           "Bitwidth of the index type, 0 to use size of machine word">,
  ];
}

def ConvertFuncToLLVM : Pass<"convert-func-to-llvm", "builtin.module"> {
  let summary = "Convert from the Func dialect to the LLVM dialect";
  let description = [{
    Lowers `func.func` to `llvm.func`: the signature converted by the llvm type
    converter, memref arguments expanded to the fields of their descriptor
    (or, with `use-bare-ptr-memref-call-conv`, memrefs of static shape passed
    as their aligned pointer), several results packed in a struct; the body's
    blocks converted with it; argument attributes kept where an argument maps
    to one, result attributes of several results wrapped in
    `llvm.struct_attrs`; `llvm.linkage` becoming the linkage, `llvm.readnone`
    the `memory` effects, `func.varargs` a variadic signature. A function with
    `llvm.emit_c_interface` gets a `_mlir_ciface_` wrapper taking memrefs by
    pointer to their descriptor and returning a struct through a pointer.
    `func.call`, `func.call_indirect`, `func.return` and `func.constant` become
    `llvm.call`, `llvm.return` and `llvm.mlir.addressof`, memref operands
    unpacked and several results extracted from the struct. The arith and cf
    lowerings run with it, and the module gets `llvm.data_layout`. A function
    whose signature does not convert stays. Unranked memref results of calls
    are copied to the stack (`llvm.alloca`, the callee's copy freed), returned
    ones to the heap (`malloc`). The index width is that of the module's
    `dlti.dl_spec` unless `index-bitwidth` is given. Not done: the wrappers of
    external functions.
  }];
  let constructor = "crate::transforms::func_to_llvm::ConvertFuncToLlvm::default()";
  let dependentDialects = ["llvm"];
  let options = [
    Option<"useBarePtrCallConv", "use-bare-ptr-memref-call-conv", "bool",
           /*default=*/"false",
           "Replace FuncOp's MemRef arguments with bare pointers to the MemRef "
           "element types">,
    Option<"indexBitwidth", "index-bitwidth", "unsigned",
           /*default=kDeriveIndexBitwidthFromDataLayout*/"0",
           "Bitwidth of the index type, 0 to use size of machine word">,
    Option<"dataLayout", "data-layout", "std::string",
           /*default=*/"\"\"",
           "String description (LLVM format) of the data layout that is "
           "expected on the produced module">,
  ];
}

// Of MLIR 16's `mlir/Dialect/LLVMIR/Transforms/Passes.td`.
def LLVMRequestCWrappers : Pass<"llvm-request-c-wrappers", "func.func"> {
  let summary = "Request C wrapper emission for all functions";
  let description = [{
    Sets the unit attribute `llvm.emit_c_interface` on the function, so that
    `convert-func-to-llvm` emits its `_mlir_ciface_` wrapper.
  }];
  let constructor = "crate::transforms::func_to_llvm::LlvmRequestCWrappers::default()";
}

def ConvertAffineToStandard : Pass<"lower-affine"> {
  let summary = "Lower Affine operations to a combination of Standard and SCF "
                "operations";
  let description = [{
    Lowers the affine ops to `arith`, `memref` and `scf`. Each affine map is
    expanded into `arith` index arithmetic: `+` and `*` as `arith.addi` and
    `arith.muli`, `floordiv`, `ceildiv` and `mod` by a positive constant as
    MLIR's branch-free sequences of `arith.divsi`/`arith.remsi`,
    `arith.cmpi` and `arith.select`. `affine.for` becomes `scf.for` from the
    maximum of its lower bounds to the minimum of its upper bounds (chains of
    `arith.cmpi` and `arith.select`), `affine.if` an `scf.if` on the
    conjunction of its constraints, `affine.parallel` an `scf.parallel` whose
    reductions are `scf.reduce` ops starting from the reduction's identity;
    `affine.load`, `affine.store`, `affine.prefetch`, `affine.dma_start` and
    `affine.dma_wait` become the `memref` op of the same name on the expanded
    indices, `affine.apply`, `affine.min` and `affine.max` their expansion,
    `affine.yield` `scf.yield`. The pass is a partial conversion in which
    `arith`, `memref` and `scf` are legal: an affine op whose map divides by a
    non-positive constant stays, after an error (the pass does not fail). `affine.vector_load` and
    `affine.vector_store` stay too (Strata has no `vector` dialect).
  }];
  let constructor = "crate::transforms::lower_affine::LowerAffine::default()";
  let dependentDialects = ["memref", "scf"];
}

def ConvertMemRefToLLVM : Pass<"convert-memref-to-llvm", "builtin.module"> {
  let summary = "Convert operations from the MemRef dialect to the LLVM dialect";
  let description = [{
    Lowers `memref.load` and `memref.store` (the element's address from the
    descriptor's aligned pointer, offset and strides, then one
    `llvm.getelementptr`), `memref.alloc` (`malloc`, the pointer aligned by hand
    when `alignment` is given; `aligned_alloc` with `use-aligned-alloc`),
    `memref.alloca` (`llvm.alloca`), `memref.dealloc` (`free`), `memref.dim` and
    `memref.cast` (between ranked memrefs, and to and from an unranked memref
    through a stack copy of the descriptor), `memref.global` and `get_global`,
    `memref.copy` (`llvm.intr.memcpy` when both sides are contiguous, the
    runtime's `memrefCopy` otherwise), `memref.atomic_rmw` (`llvm.atomicrmw`),
    `memref.generic_atomic_rmw` (a `llvm.cmpxchg` loop), `memref.prefetch`,
    `memref.rank`, `memref.alloca_scope` (`stacksave`/`stackrestore`),
    `memref.assume_alignment`, `memref.extract_aligned_pointer_as_index`, and
    the view-like ops `memref.extract_strided_metadata`, `reinterpret_cast`,
    `reshape` (a shape of static length, or of unknown length to an unranked
    memref: a loop filling a stack descriptor), `view` and `transpose`, building
    memref descriptors as MLIR 16 does (`subview`, `expand_shape` and
    `collapse_shape` are left to `expand-strided-metadata`, as in MLIR 16).
    The allocation functions are declared at the start of the module when first
    needed (MLIR's generic `_mlir_memref_to_llvm_*` ones with
    `use-generic-functions`). `memref.realloc` grows the buffer when the new size
    exceeds the old (a new allocation as `memref.alloc` makes, `llvm.intr.memcpy`
    of the old elements, `free`). The index width is that of the module's
    `dlti.dl_spec` unless `index-bitwidth` is given. The pass is a partial
    conversion in which the llvm dialect, `builtin.unrealized_conversion_cast` and
    `func.func` are legal.
  }];
  let constructor = "crate::transforms::memref_to_llvm::MemRefToLlvm::default()";
  let dependentDialects = ["llvm"];
  let options = [
    Option<"useAlignedAlloc", "use-aligned-alloc", "bool", /*default=*/"false",
           "Use aligned_alloc in place of malloc for heap allocations">,
    Option<"indexBitwidth", "index-bitwidth", "unsigned",
           /*default=kDeriveIndexBitwidthFromDataLayout*/"0",
           "Bitwidth of the index type, 0 to use size of machine word">,
    Option<"useGenericFunctions", "use-generic-functions", "bool",
           /*default=*/"false",
           "Use generic allocation and deallocation functions instead of the "
           "classic 'malloc', 'aligned_alloc' and 'free' functions">,
  ];
}
