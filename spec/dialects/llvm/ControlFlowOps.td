//===- ControlFlowOps.td - the LLVM dialect's terminators and calls -------===//
//
// MLIR 16's branches (`llvm.br`, `llvm.cond_br`, `llvm.switch`), `llvm.unreachable`
// and `llvm.call`, with the traits and interfaces MLIR 16's LLVMOps.td gives them.
// The custom forms MLIR writes in C++ or with custom directives (the case list of
// `llvm.switch`, `llvm.call`), the verifiers, and the interface methods are in
// `src/dialects/llvm/control_flow.rs`.
//
//===----------------------------------------------------------------------===//

// An op that ends a block (MLIR's `LLVM_TerminatorOp`).
class LLVM_TerminatorOp<string mnemonic, list<Trait> traits = []>
    : LLVM_Op<mnemonic, !listconcat(traits, [Terminator])>;

def LLVM_BrOp : LLVM_TerminatorOp<"br", [
    DeclareOpInterfaceMethods<BranchOpInterface, ["withSuccessorOperands"]>,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>,
    Pure]> {
  let summary = "LLVM unconditional branch";
  let description = [{
    Transfers control to `dest`, passing `destOperands` to its arguments.

    ```mlir
    llvm.br ^bb1(%x : i32)
    ```
  }];
  let arguments = (ins Variadic<LLVM_Type>:$destOperands);
  let successors = (successor AnySuccessor:$dest);
  let assemblyFormat = [{
    $dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict
  }];  // The shape of the `llvm.loop` attribute (loop metadata, `src/dialects/llvm/loop.rs`);
  // its `parallel_access` references are checked as symbol uses.
  let hasVerifier = 1;
}

def LLVM_CondBrOp : LLVM_TerminatorOp<"cond_br", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<BranchOpInterface, ["withSuccessorOperands"]>,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>,
    Pure]> {
  let summary = "LLVM conditional branch";
  let description = [{
    Transfers control to `trueDest` when `condition` is true and to `falseDest`
    otherwise, passing each its operands; `branch_weights` optionally gives the
    weights of the two successors.

    ```mlir
    llvm.cond_br %c weights(dense<[1, 9]> : vector<2xi32>), ^bb1(%x : i32), ^bb2
    ```
  }];
  let arguments = (ins I1:$condition,
                       Variadic<LLVM_Type>:$trueDestOperands,
                       Variadic<LLVM_Type>:$falseDestOperands,
                       OptionalAttr<ElementsAttr>:$branch_weights);
  let successors = (successor AnySuccessor:$trueDest, AnySuccessor:$falseDest);
  let assemblyFormat = [{
    $condition ( `weights` `(` $branch_weights^ `)` )? `,`
    $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`
    $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)?
    attr-dict
  }];  // The `llvm.loop` attribute, as `llvm.br`'s.
  let hasVerifier = 1;
}

def LLVM_UnreachableOp : LLVM_TerminatorOp<"unreachable"> {
  let summary = "LLVM unreachable";
  let description = [{
    Marks a point control never reaches.

    ```mlir
    llvm.unreachable
    ```
  }];
  let assemblyFormat = "attr-dict";
}

// The case list (a custom directive in MLIR's spec, whose values print unsigned) is
// hand-written, as is the check of the case values and branch weights.
def LLVM_SwitchOp : LLVM_TerminatorOp<"switch", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<BranchOpInterface, ["withSuccessorOperands"]>,
    Pure]> {
  let summary = "LLVM switch";
  let description = [{
    Transfers control to the case destination whose value equals `value`, or to the
    default destination when none does, passing the destination its operands.

    ```mlir
    llvm.switch %v : i32, ^bb1 [
      42: ^bb2(%x : i32),
      43: ^bb3
    ]
    ```
  }];
  let arguments = (ins
    AnyInteger:$value,
    Variadic<AnyType>:$defaultOperands,
    VariadicOfVariadic<AnyType, "case_operand_segments">:$caseOperands,
    OptionalAttr<ElementsAttr>:$case_values,
    DenseI32ArrayAttr:$case_operand_segments,
    OptionalAttr<ElementsAttr>:$branch_weights
  );
  let successors = (successor
    AnySuccessor:$defaultDestination,
    VariadicSuccessor<AnySuccessor>:$caseDestinations
  );
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

// A direct call names its callee (`callee`); an indirect one calls through its first
// operand, a pointer to a function. The custom form and the checks of the callee
// (once the symbol table is verified, as MLIR's `verifySymbolUses`) are hand-written.
def LLVM_CallOp : LLVM_Op<"call", [
    LLVM_FastmathFlagsOp,
    DeclareOpInterfaceMethods<CallOpInterface>,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "Call to an LLVM function.";
  let description = [{
    Calls a function, directly by its symbol or indirectly through a pointer; the
    trailing type is the builtin function type of the arguments and result (0 or 1).

    ```mlir
    %0 = llvm.call @foo(%x) : (i32) -> f32
    llvm.call %fptr(%0) : (f32) -> ()
    ```
  }];
  let arguments = (ins OptionalAttr<FlatSymbolRefAttr>:$callee,
                       Variadic<LLVM_Type>:$callee_operands,
                       DefaultValuedAttr<LLVM_FastmathFlagsAttr,
                                         "\"llvm.fastmath<none>\".to_string()">:$fastmathFlags,
                       OptionalAttr<ElementsAttr>:$branch_weights);
  let results = (outs Optional<LLVM_Type>:$result);
  let hasCustomAssemblyFormat = 1;
}

// A call that ends its block: control goes to `normalDest` when the callee returns and
// to `unwindDest`, whose first op is an `llvm.landingpad`, when it unwinds. The custom
// form and the verifier are hand-written.
def LLVM_InvokeOp : LLVM_Op<"invoke", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<BranchOpInterface>,
    DeclareOpInterfaceMethods<CallOpInterface>, Terminator]> {
  let summary = "LLVM invoke operation";
  let description = [{
    Calls a function, directly or through a pointer, as `llvm.call` does, and
    branches to `normalDest` on return or to `unwindDest` on unwinding.

    ```mlir
    %0 = llvm.invoke @foo(%x) to ^bb1 unwind ^bb2 : (i32) -> i32
    ```
  }];
  let arguments = (ins OptionalAttr<FlatSymbolRefAttr>:$callee,
                       Variadic<LLVM_Type>:$callee_operands,
                       Variadic<LLVM_Type>:$normalDestOperands,
                       Variadic<LLVM_Type>:$unwindDestOperands,
                       OptionalAttr<ElementsAttr>:$branch_weights);
  let results = (outs Variadic<LLVM_Type>);
  let successors = (successor AnySuccessor:$normalDest, AnySuccessor:$unwindDest);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def LLVM_LandingpadOp : LLVM_Op<"landingpad"> {
  let summary = "LLVM landingpad operation";
  let description = [{
    The value an unwinding `llvm.invoke` delivers: `cleanup`, and clauses each
    `catch` (a constant pointer) or `filter` (an array).

    ```mlir
    %0 = llvm.landingpad cleanup (catch %p : !llvm.ptr<i8>) : !llvm.struct<(ptr<i8>, i32)>
    ```
  }];
  let arguments = (ins UnitAttr:$cleanup, Variadic<LLVM_Type>);
  let results = (outs LLVM_Type:$res);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def LLVM_ResumeOp : LLVM_TerminatorOp<"resume"> {
  let summary = "LLVM resume operation";
  let description = [{
    Resumes the propagation of an exception, whose value an `llvm.landingpad`
    gave.

    ```mlir
    llvm.resume %0 : !llvm.struct<(ptr<i8>, i32)>
    ```
  }];
  let arguments = (ins LLVM_Type:$value);
  let assemblyFormat = "$value attr-dict `:` type($value)";
  let hasVerifier = 1;
}

def AsmATTOrIntel : I64EnumAttr<"AsmDialect", "ATT (0) or Intel (1) asm dialect", [
  I64EnumAttrCase<"att", 0>,
  I64EnumAttrCase<"intel", 1>
]>;

// MLIR's declarative form, whose optional groups print the flags and the dialect as
// keywords; hand-written, as the dialect is printed as its keyword.
def LLVM_InlineAsmOp : LLVM_Op<"inline_asm"> {
  let summary = "LLVM inline assembly";
  let description = [{
    Inline assembly with its constraint string, reading only its operands.

    ```mlir
    %0 = llvm.inline_asm has_side_effects "bswap $0", "=r,r" %x : (i32) -> i32
    ```
  }];
  let arguments = (ins Variadic<LLVM_Type>:$operands,
                       StrAttr:$asm_string,
                       StrAttr:$constraints,
                       UnitAttr:$has_side_effects,
                       UnitAttr:$is_align_stack,
                       OptionalAttr<AsmATTOrIntel>:$asm_dialect,
                       OptionalAttr<ArrayAttr>:$operand_attrs);
  let results = (outs Optional<LLVM_Type>:$res);
  let hasCustomAssemblyFormat = 1;
}
