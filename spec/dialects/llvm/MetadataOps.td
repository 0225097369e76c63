//===- MetadataOps.td - the LLVM dialect's metadata ops -------------------===//
//
// MLIR 16's `llvm.metadata` and the metadata nodes it holds (LLVMOps.td): alias
// scope domains and alias scopes, access groups, and the TBAA root, type descriptor
// and access tag nodes. The custom forms of `llvm.metadata` and
// `llvm.tbaa_type_desc`, the verifiers (the TBAA graph of a metadata op, the symbols
// a tag names) and the checks of the references memory ops make to these nodes are
// the Rust of `src/dialects/llvm/metadata.rs`.
//
//===----------------------------------------------------------------------===//

def LLVM_MetadataOp : LLVM_Op<"metadata", [
    NoRegionArguments, NoTerminator, SymbolTable, Symbol]> {
  let summary = "LLVM dialect metadata.";
  let description = [{
    Defines one or more metadata nodes.

    ```mlir
    llvm.metadata @metadata {
      llvm.access_group @group1
      llvm.access_group @group2
    }
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
}

def LLVM_AliasScopeDomainMetadataOp : LLVM_Op<"alias_scope_domain", [
    HasParent<"llvm.metadata">, Symbol]> {
  let summary = "LLVM dialect alias.scope domain metadata.";
  let description = [{
    Defines a domain that may be associated with an alias scope.

    ```mlir
    llvm.alias_scope_domain @domain {description = "Optional domain description"}
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, OptionalAttr<StrAttr>:$description);
  // MLIR's format `$sym_name attr-dict`, hand-written (the symbol name).
  let hasCustomAssemblyFormat = 1;
}

def LLVM_AliasScopeMetadataOp : LLVM_Op<"alias_scope", [
    HasParent<"llvm.metadata">, Symbol]> {
  let summary = "LLVM dialect alias.scope metadata.";
  let description = [{
    Defines an alias scope, in a domain, that can be attached to a memory-accessing
    operation (`alias_scopes`, `noalias_scopes`).

    ```mlir
    llvm.alias_scope @scope1 {domain = @domain}
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, FlatSymbolRefAttr:$domain,
                       OptionalAttr<StrAttr>:$description);
  // MLIR's format `$sym_name attr-dict`, hand-written (the symbol name).
  let hasCustomAssemblyFormat = 1;
}

def LLVM_AccessGroupMetadataOp : LLVM_Op<"access_group", [
    HasParent<"llvm.metadata">, Symbol]> {
  let summary = "LLVM dialect access group metadata.";
  let description = [{
    Defines an access group that can be attached to a memory-accessing operation
    (`access_groups`) and to the branch of a loop latch (`llvm.loop`'s
    `parallel_access`).

    ```mlir
    llvm.access_group @group1
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name);
  // MLIR's format `$sym_name attr-dict`, hand-written (the symbol name).
  let hasCustomAssemblyFormat = 1;
}

def LLVM_TBAARootMetadataOp : LLVM_Op<"tbaa_root", [
    HasParent<"llvm.metadata">, Symbol]> {
  let summary = "LLVM dialect TBAA root node metadata.";
  let description = [{
    Defines a TBAA root node.

    ```mlir
    llvm.tbaa_root @tbaa_root_0 {id = "Simple C/C++ TBAA"}
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, StrAttr:$identity);
  // MLIR's format "$sym_name ` ` `{` `id` `=` $identity `}` attr-dict",
  // hand-written (the symbol name).
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def LLVM_TBAATypeDescriptorOp : LLVM_Op<"tbaa_type_desc", [
    HasParent<"llvm.metadata">, Symbol]> {
  let summary = "LLVM dialect TBAA node describing a type.";
  let description = [{
    Defines a TBAA node describing a type: its members (TBAA roots or type
    descriptors) and their offsets, written in pairs.

    ```mlir
    llvm.tbaa_type_desc @tbaa_type_desc_3 {id = "agg2_t", members = {<@tbaa_type_desc_2, 0>, <@tbaa_type_desc_2, 8>}}
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, OptionalAttr<StrAttr>:$identity,
                       FlatSymbolRefArrayAttr:$members, DenseI64ArrayAttr:$offsets);
  // MLIR's format "$sym_name ` ` `{` ( `id` `=` $identity^ )? `,` `members` `=`
  // `{` custom<TBAAMembers>($members, $offsets) `}` `}` attr-dict", hand-written.
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def LLVM_TBAATagOp : LLVM_Op<"tbaa_tag", [
    HasParent<"llvm.metadata">, Symbol]> {
  let summary = "LLVM dialect TBAA node describing a memory access.";
  let description = [{
    Defines a TBAA node describing a memory access: the base type, the access type
    and the offset of the access in the base type, and whether the memory is
    constant.

    ```mlir
    llvm.tbaa_tag @tbaa_tag_4 {access_type = @tbaa_type_desc_2, base_type = @tbaa_type_desc_3, offset = 8 : i64}
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, FlatSymbolRefAttr:$base_type,
                       FlatSymbolRefAttr:$access_type, I64Attr:$offset,
                       UnitAttr:$constant);
  // MLIR's format `$sym_name attr-dict`, hand-written (the symbol name).
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}
