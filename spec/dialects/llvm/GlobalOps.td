//===- GlobalOps.td - the LLVM dialect's globals --------------------------===//
//
// MLIR 16's `llvm.mlir.global` and `llvm.mlir.addressof`, with the traits and
// interfaces of its LLVMOps.td. The custom form of the global (linkage, unnamed_addr,
// thread_local and constant keywords, the value in parentheses, the initializer
// region), its verifiers and the symbol checks of `llvm.mlir.addressof` are in
// `src/dialects/llvm/global.rs`.
//
//===----------------------------------------------------------------------===//

// `LLVM_AnyPointer` is declared with the value ops (`ArithOps.td`).

def LLVM_GlobalOp : LLVM_Op<"mlir.global", [
    IsolatedFromAbove, SingleBlockImplicitTerminator<"llvm.return">, Symbol]> {
  let summary = "LLVM dialect global.";
  let description = [{
    A global variable or constant, initialized by an attribute in parentheses or by
    a region that returns the value, with a linkage (`external` by default).

    ```mlir
    llvm.mlir.global internal constant @c(42 : i64) : i64
    llvm.mlir.global private @s("abc")
    llvm.mlir.global internal @g() : i64 {
      %0 = llvm.mlir.undef : i64
      llvm.return %0 : i64
    }
    ```
  }];
  let arguments = (ins
    TypeAttr:$global_type,
    UnitAttr:$constant,
    StrAttr:$sym_name,
    DialectAttrOf<"llvm", "linkage", "LLVM Linkage specification">:$linkage,
    UnitAttr:$dso_local,
    UnitAttr:$thread_local_,
    OptionalAttr<AnyAttr>:$value,
    OptionalAttr<I64Attr>:$alignment,
    DefaultValuedAttr<ConfinedAttr<I32Attr, [IntNonNegative]>, "0">:$addr_space,
    OptionalAttr<I64Attr>:$unnamed_addr,
    OptionalAttr<StrAttr>:$section
  );
  let regions = (region AnyRegion:$initializer);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

def LLVM_AddressOfOp : LLVM_Op<"mlir.addressof", [
    Pure, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "Creates a pointer pointing to a global or a function";
  let description = [{
    The address of a global (`llvm.mlir.global`) or of a function (`llvm.func`).

    ```mlir
    %0 = llvm.mlir.addressof @g : !llvm.ptr<i64>
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$global_name);
  let results = (outs LLVM_AnyPointer:$res);
  let assemblyFormat = "$global_name attr-dict `:` qualified(type($res))";
}

def FlatSymbolRefArrayAttr : TypedArrayAttrBase<FlatSymbolRefAttr,
    "flat symbol ref array attribute">;

def LLVM_GlobalCtorsOp : LLVM_Op<"mlir.global_ctors", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "LLVM dialect global_ctors.";
  let description = [{
    The constructor functions run when the module is loaded, in ascending order of
    their priorities.

    ```mlir
    llvm.mlir.global_ctors {ctors = [@ctor], priorities = [0 : i32]}
    ```
  }];
  let arguments = (ins FlatSymbolRefArrayAttr:$ctors, I32ArrayAttr:$priorities);
  let assemblyFormat = "attr-dict";
  let hasVerifier = 1;
}

def LLVM_GlobalDtorsOp : LLVM_Op<"mlir.global_dtors", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "LLVM dialect global_dtors.";
  let description = [{
    The destructor functions run when the module is unloaded, in descending order
    of their priorities.

    ```mlir
    llvm.mlir.global_dtors {dtors = [@dtor], priorities = [0 : i32]}
    ```
  }];
  let arguments = (ins FlatSymbolRefArrayAttr:$dtors, I32ArrayAttr:$priorities);
  let assemblyFormat = "attr-dict";
  let hasVerifier = 1;
}
