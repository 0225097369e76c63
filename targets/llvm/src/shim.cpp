// What Strata's LLVM IR translation needs of LLVM 16 that its C API (and so inkwell)
// does not offer: the `dso_local` flag, fast-math flags on an instruction, an alloca
// in a given address space, splats of scalable vectors, named synchronization scopes of
// fences, overloaded intrinsics by signature, distinct metadata nodes; for the import,
// the synchronization scope of an atomic instruction, the ordering of a fence and the
// text of a metadata node; the call of a runner library's `__mlir_runner_init`; a module printed through a
// buffered stream; and the
// debug-info nodes the C API's DIBuilder cannot make as MLIR 16 makes them.
// Built by build.rs against `llvm-config --cxxflags`.

#include "llvm-c/Core.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/GlobalValue.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instruction.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/raw_ostream.h"
#include <cstring>

extern "C" void strata_llvm_set_dso_local(LLVMValueRef global) {
  llvm::unwrap<llvm::GlobalValue>(global)->setDSOLocal(true);
}

// MLIR 16's FastmathFlags bits: nnan 1, ninf 2, nsz 4, arcp 8, contract 16, afn 32,
// reassoc 64. Set only on floating-point operations, as IRBuilder does.
extern "C" void strata_llvm_set_fast_math_flags(LLVMValueRef value, unsigned bits) {
  auto *inst = llvm::dyn_cast<llvm::Instruction>(llvm::unwrap(value));
  if (!inst || !llvm::isa<llvm::FPMathOperator>(inst))
    return;
  llvm::FastMathFlags flags;
  flags.setNoNaNs(bits & 1);
  flags.setNoInfs(bits & 2);
  flags.setNoSignedZeros(bits & 4);
  flags.setAllowReciprocal(bits & 8);
  flags.setAllowContract(bits & 16);
  flags.setApproxFunc(bits & 32);
  flags.setAllowReassoc(bits & 64);
  inst->setFastMathFlags(flags);
}

extern "C" LLVMValueRef strata_llvm_build_alloca(LLVMBuilderRef builder, LLVMTypeRef type,
                                                 unsigned addr_space, LLVMValueRef size) {
  return llvm::wrap(
      llvm::unwrap(builder)->CreateAlloca(llvm::unwrap(type), addr_space, llvm::unwrap(size)));
}

// `insertvalue` / `extractvalue` at a position of several indices, as one instruction
// (LLVM's C API takes one index; MLIR's translation gives IRBuilder the whole list).
extern "C" LLVMValueRef strata_llvm_build_insert_value(LLVMBuilderRef builder, LLVMValueRef agg,
                                                       LLVMValueRef value, const unsigned *indices,
                                                       unsigned count) {
  return llvm::wrap(llvm::unwrap(builder)->CreateInsertValue(
      llvm::unwrap(agg), llvm::unwrap(value), llvm::ArrayRef<unsigned>(indices, count)));
}

extern "C" LLVMValueRef strata_llvm_build_extract_value(LLVMBuilderRef builder, LLVMValueRef agg,
                                                        const unsigned *indices, unsigned count) {
  return llvm::wrap(llvm::unwrap(builder)->CreateExtractValue(
      llvm::unwrap(agg), llvm::ArrayRef<unsigned>(indices, count)));
}

// A splat constant of a (fixed or scalable) vector type.
extern "C" LLVMValueRef strata_llvm_const_splat(LLVMTypeRef vector_type, LLVMValueRef element) {
  auto *type = llvm::cast<llvm::VectorType>(llvm::unwrap(vector_type));
  return llvm::wrap(llvm::ConstantVector::getSplat(type->getElementCount(),
                                                   llvm::unwrap<llvm::Constant>(element)));
}

// The synchronization scope `name` of a fence.
extern "C" void strata_llvm_set_fence_sync_scope(LLVMValueRef fence, const char *name,
                                                 size_t len) {
  auto *inst = llvm::cast<llvm::FenceInst>(llvm::unwrap(fence));
  inst->setSyncScopeID(inst->getContext().getOrInsertSyncScopeID(llvm::StringRef(name, len)));
}

// The name of the synchronization scope of a fence or atomic instruction ("" for the
// system scope, as MLIR 16's `getLLVMSyncScope` names it): copied into `buf` up to `max`
// bytes; its length.
extern "C" size_t strata_llvm_sync_scope_name(LLVMValueRef inst, char *buf, size_t max) {
  auto *i = llvm::cast<llvm::Instruction>(llvm::unwrap(inst));
  std::optional<llvm::SyncScope::ID> id = llvm::getAtomicSyncScopeID(i);
  if (!id)
    return 0;
  llvm::SmallVector<llvm::StringRef, 8> names;
  i->getContext().getSyncScopeNames(names);
  if (*id >= names.size())
    return 0;
  llvm::StringRef name = names[*id];
  size_t n = name.size() < max ? name.size() : max;
  std::memcpy(buf, name.data(), n);
  return name.size();
}

// The ordering of a fence (LLVM 16's `LLVMGetOrdering` does not read fences).
extern "C" unsigned strata_llvm_fence_ordering(LLVMValueRef fence) {
  return static_cast<unsigned>(llvm::cast<llvm::FenceInst>(llvm::unwrap(fence))->getOrdering());
}

// A metadata node as MLIR 16's import warnings print it (`!0 = !{...}`, numbered in
// `module`); a message to dispose of with LLVMDisposeMessage.
extern "C" char *strata_llvm_print_metadata(LLVMMetadataRef md, LLVMModuleRef module) {
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::unwrap(md)->print(os, llvm::unwrap(module), /*IsForDebug=*/true);
  os.flush();
  return LLVMCreateMessage(text.c_str());
}

// mlir-cpu-runner's protocol for a library that registers its own symbols: calls its
// `__mlir_runner_init(llvm::StringMap<void *> &)` and hands each entry to `each`.
extern "C" void strata_llvm_runner_init(void *init,
                                        void (*each)(void *, const char *, size_t, void *),
                                        void *data) {
  llvm::StringMap<void *> symbols;
  reinterpret_cast<void (*)(llvm::StringMap<void *> &)>(init)(symbols);
  for (auto &entry : symbols)
    each(data, entry.getKey().data(), entry.getKey().size(), entry.getValue());
}

// For the import of LLVM IR (src/import.rs): the fast-math flags of an instruction, as
// MLIR 16's FastmathFlags bits (0 if it has none or is no floating-point operation).
extern "C" unsigned strata_llvm_get_fast_math_flags(LLVMValueRef value) {
  auto *inst = llvm::dyn_cast<llvm::Instruction>(llvm::unwrap(value));
  if (!inst || !llvm::isa<llvm::FPMathOperator>(inst))
    return 0;
  llvm::FastMathFlags f = inst->getFastMathFlags();
  return (f.noNaNs() ? 1 : 0) | (f.noInfs() ? 2 : 0) | (f.noSignedZeros() ? 4 : 0) |
         (f.allowReciprocal() ? 8 : 0) | (f.allowContract() ? 16 : 0) |
         (f.approxFunc() ? 32 : 0) | (f.allowReassoc() ? 64 : 0);
}

// The bits of a floating-point constant, least significant word first, in `words` (at
// most `max` of them); returns the width in bits.
extern "C" unsigned strata_llvm_const_fp_bits(LLVMValueRef value, uint64_t *words,
                                              unsigned max) {
  llvm::APInt bits =
      llvm::cast<llvm::ConstantFP>(llvm::unwrap(value))->getValueAPF().bitcastToAPInt();
  for (unsigned i = 0; i < bits.getNumWords() && i < max; ++i)
    words[i] = bits.getRawData()[i];
  return bits.getBitWidth();
}

// The bits of an integer constant, as 64-bit words, least significant first (at most
// `max` written); its bit width.
extern "C" unsigned strata_llvm_const_int_words(LLVMValueRef value, uint64_t *words,
                                                unsigned max) {
  const llvm::APInt &bits = llvm::cast<llvm::ConstantInt>(llvm::unwrap(value))->getValue();
  for (unsigned i = 0; i < bits.getNumWords() && i < max; ++i)
    words[i] = bits.getRawData()[i];
  return bits.getBitWidth();
}

// Whether a global value is `dso_local` (implied by local linkage).
extern "C" int strata_llvm_is_dso_local(LLVMValueRef global) {
  return llvm::unwrap<llvm::GlobalValue>(global)->isDSOLocal();
}

// The declaration of the overloaded intrinsic `id` of function type `fn_type`, its
// overloads found by matching the type against the intrinsic's signature (MLIR 16's
// `getOverloadedDeclaration` of `llvm.call_intrinsic`); null when it does not match.
extern "C" LLVMValueRef strata_llvm_overloaded_intrinsic(LLVMModuleRef module, unsigned id,
                                                         LLVMTypeRef fn_type) {
  llvm::SmallVector<llvm::Intrinsic::IITDescriptor, 8> table;
  llvm::Intrinsic::getIntrinsicInfoTableEntries(id, table);
  llvm::ArrayRef<llvm::Intrinsic::IITDescriptor> ref = table;
  llvm::SmallVector<llvm::Type *, 8> overloaded;
  auto *type = llvm::cast<llvm::FunctionType>(llvm::unwrap(fn_type));
  if (llvm::Intrinsic::matchIntrinsicSignature(type, ref, overloaded) !=
      llvm::Intrinsic::MatchIntrinsicTypes_Match)
    return nullptr;
  return llvm::wrap(llvm::Intrinsic::getDeclaration(
      llvm::unwrap(module), static_cast<llvm::Intrinsic::ID>(id), overloaded));
}

// A distinct node of `ops`, with a reference to itself first when `self_first` (the
// form of LLVM's alias scopes and their domains); `distinct !{}` for an access group.
extern "C" LLVMMetadataRef strata_llvm_distinct_node(LLVMContextRef ctx, LLVMMetadataRef *ops,
                                                     unsigned n, int self_first) {
  llvm::SmallVector<llvm::Metadata *, 4> mds;
  if (self_first)
    mds.push_back(nullptr);
  for (unsigned i = 0; i < n; ++i)
    mds.push_back(llvm::unwrap(ops[i]));
  llvm::MDNode *node = llvm::MDNode::getDistinct(*llvm::unwrap(ctx), mds);
  if (self_first)
    node->replaceOperandWith(0, node);
  return llvm::wrap(node);
}

// The fields of a debug-info node that MLIR 16's `DebugImporter` reads, by kind (the
// return value: 0 for a node it does not translate): integers in `ints`, nodes in
// `nodes` (null when absent), strings in `strs`/`lens` (null when absent), and the
// elements of a composite type or the types of a subroutine type in `array` (at most
// `max`; their count in `ints[7]`).
extern "C" unsigned strata_llvm_di_node(LLVMMetadataRef md, uint64_t *ints,
                                        LLVMMetadataRef *nodes, const char **strs,
                                        size_t *lens, LLVMMetadataRef *array,
                                        unsigned max) {
  llvm::Metadata *m = llvm::unwrap(md);
  auto str = [&](unsigned i, llvm::MDString *s) {
    strs[i] = s ? s->getString().data() : nullptr;
    lens[i] = s ? s->getString().size() : 0;
  };
  auto node = [&](unsigned i, llvm::Metadata *n) { nodes[i] = n ? llvm::wrap(n) : nullptr; };
  if (auto *n = llvm::dyn_cast<llvm::DIBasicType>(m)) {
    ints[0] = n->getTag();
    ints[1] = n->getSizeInBits();
    ints[2] = n->getEncoding();
    str(0, n->getRawName());
    return 1;
  }
  if (auto *n = llvm::dyn_cast<llvm::DICompileUnit>(m)) {
    ints[0] = n->getSourceLanguage();
    ints[1] = n->isOptimized();
    ints[2] = n->getEmissionKind();
    node(0, n->getFile());
    str(0, n->getRawProducer());
    return 2;
  }
  if (auto *n = llvm::dyn_cast<llvm::DICompositeType>(m)) {
    ints[0] = n->getTag();
    ints[1] = n->getLine();
    ints[2] = n->getFlags();
    ints[3] = n->getSizeInBits();
    ints[4] = n->getAlignInBits();
    node(0, n->getFile());
    node(1, n->getScope());
    node(2, n->getBaseType());
    str(0, n->getRawName());
    unsigned count = 0;
    for (llvm::DINode *e : n->getElements())
      if (count < max)
        array[count++] = llvm::wrap(e);
    ints[7] = n->getElements().size();
    return 3;
  }
  if (auto *n = llvm::dyn_cast<llvm::DIDerivedType>(m)) {
    ints[0] = n->getTag();
    ints[1] = n->getSizeInBits();
    ints[2] = n->getAlignInBits();
    ints[3] = n->getOffsetInBits();
    node(0, n->getBaseType());
    str(0, n->getRawName());
    return 4;
  }
  if (auto *n = llvm::dyn_cast<llvm::DIFile>(m)) {
    str(0, n->getRawFilename());
    str(1, n->getRawDirectory());
    return 5;
  }
  if (auto *n = llvm::dyn_cast<llvm::DILexicalBlock>(m)) {
    node(0, n->getScope());
    node(1, n->getFile());
    ints[0] = n->getLine();
    ints[1] = n->getColumn();
    return 6;
  }
  if (auto *n = llvm::dyn_cast<llvm::DILexicalBlockFile>(m)) {
    node(0, n->getScope());
    node(1, n->getFile());
    ints[0] = n->getDiscriminator();
    return 7;
  }
  if (auto *n = llvm::dyn_cast<llvm::DISubprogram>(m)) {
    node(0, n->getUnit());
    node(1, n->getScope());
    node(2, n->getFile());
    node(3, n->getType());
    str(0, n->getRawName());
    str(1, n->getRawLinkageName());
    ints[0] = n->getLine();
    ints[1] = n->getScopeLine();
    ints[2] = n->getSPFlags();
    return 8;
  }
  if (auto *n = llvm::dyn_cast<llvm::DISubrange>(m)) {
    auto bound = [&](unsigned i, llvm::DISubrange::BoundType b) {
      auto *c = b.dyn_cast<llvm::ConstantInt *>();
      ints[i] = c != nullptr;
      ints[i + 1] = c ? c->getSExtValue() : 0;
    };
    bound(0, n->getCount());
    bound(2, n->getLowerBound());
    bound(4, n->getUpperBound());
    bound(6, n->getStride());
    return 9;
  }
  if (auto *n = llvm::dyn_cast<llvm::DILocalVariable>(m)) {
    node(0, n->getScope());
    node(1, n->getFile());
    node(2, n->getType());
    str(0, n->getRawName());
    ints[0] = n->getLine();
    ints[1] = n->getArg();
    ints[2] = n->getAlignInBits();
    return 11;
  }
  if (auto *n = llvm::dyn_cast<llvm::DISubroutineType>(m)) {
    ints[0] = n->getCC();
    unsigned count = 0;
    for (llvm::DIType *t : n->getTypeArray())
      if (count < max)
        array[count++] = t ? llvm::wrap(t) : nullptr;
    ints[7] = n->getTypeArray().size();
    return 10;
  }
  return 0;
}

// Debug information (src/debug_info.rs), made as MLIR 16's `DebugTranslation` makes it,
// with the nodes' own `get`/`getDistinct`: LLVM 16's C API (its DIBuilder) has no tag
// for basic and derived types, always sets a subrange's lower bound, has no calling
// convention for subroutine types nor alignment for parameters, fills a subprogram's
// unit and flags from the builder, drops compile-unit scopes of lexical blocks, makes
// lexical block files uniqued, and cannot merge locations. Empty names are null, as
// MLIR's `getMDStringOrNull` makes them.
static llvm::MDString *strata_md_string(llvm::LLVMContext &ctx, const char *s, size_t len) {
  if (!len)
    return nullptr;
  return llvm::MDString::get(ctx, llvm::StringRef(s, len));
}

template <class T> static T *strata_md(LLVMMetadataRef md) {
  return llvm::cast_or_null<T>(llvm::unwrap(md));
}

extern "C" LLVMMetadataRef strata_llvm_di_basic_type(LLVMContextRef c, unsigned tag,
                                                     const char *name, size_t len,
                                                     uint64_t size, unsigned encoding) {
  llvm::LLVMContext &ctx = *llvm::unwrap(c);
  return llvm::wrap(llvm::DIBasicType::get(ctx, tag, strata_md_string(ctx, name, len), size,
                                           /*AlignInBits=*/0, encoding,
                                           llvm::DINode::FlagZero));
}

extern "C" LLVMMetadataRef strata_llvm_di_derived_type(LLVMContextRef c, unsigned tag,
                                                       const char *name, size_t len,
                                                       LLVMMetadataRef base, uint64_t size,
                                                       uint32_t align, uint64_t offset) {
  llvm::LLVMContext &ctx = *llvm::unwrap(c);
  return llvm::wrap(llvm::DIDerivedType::get(
      ctx, tag, strata_md_string(ctx, name, len), /*File=*/nullptr, /*Line=*/0,
      /*Scope=*/nullptr, strata_md<llvm::DIType>(base), size, align, offset,
      /*DWARFAddressSpace=*/std::nullopt, llvm::DINode::FlagZero));
}

extern "C" LLVMMetadataRef strata_llvm_di_composite_type(
    LLVMContextRef c, unsigned tag, const char *name, size_t len, LLVMMetadataRef file,
    unsigned line, LLVMMetadataRef scope, LLVMMetadataRef base, uint64_t size, uint64_t align,
    unsigned flags, LLVMMetadataRef elements) {
  llvm::LLVMContext &ctx = *llvm::unwrap(c);
  return llvm::wrap(llvm::DICompositeType::get(
      ctx, tag, strata_md_string(ctx, name, len), strata_md<llvm::DIFile>(file), line,
      strata_md<llvm::DIScope>(scope), strata_md<llvm::DIType>(base), size, align,
      /*OffsetInBits=*/0, static_cast<llvm::DINode::DIFlags>(flags),
      strata_md<llvm::MDTuple>(elements), /*RuntimeLang=*/0, /*VTableHolder=*/nullptr));
}

// `values[i]` is used where `present` has bit i: count, lower bound, upper bound, stride.
extern "C" LLVMMetadataRef strata_llvm_di_subrange(LLVMContextRef c, const int64_t *values,
                                                   unsigned present) {
  llvm::LLVMContext &ctx = *llvm::unwrap(c);
  llvm::Metadata *mds[4];
  for (unsigned i = 0; i < 4; ++i)
    mds[i] = (present >> i & 1) ? llvm::ConstantAsMetadata::get(llvm::ConstantInt::getSigned(
                                      llvm::Type::getInt64Ty(ctx), values[i]))
                                : nullptr;
  return llvm::wrap(llvm::DISubrange::get(ctx, mds[0], mds[1], mds[2], mds[3]));
}

extern "C" LLVMMetadataRef strata_llvm_di_subroutine_type(LLVMContextRef c, unsigned cc,
                                                          LLVMMetadataRef types) {
  llvm::LLVMContext &ctx = *llvm::unwrap(c);
  return llvm::wrap(llvm::DISubroutineType::get(ctx, llvm::DINode::FlagZero, cc,
                                                strata_md<llvm::MDTuple>(types)));
}

extern "C" LLVMMetadataRef strata_llvm_di_lexical_block(LLVMContextRef c, LLVMMetadataRef scope,
                                                        LLVMMetadataRef file, unsigned line,
                                                        unsigned column) {
  return llvm::wrap(llvm::DILexicalBlock::getDistinct(*llvm::unwrap(c),
                                                      strata_md<llvm::DIScope>(scope),
                                                      strata_md<llvm::DIFile>(file), line, column));
}

extern "C" LLVMMetadataRef strata_llvm_di_lexical_block_file(LLVMContextRef c,
                                                             LLVMMetadataRef scope,
                                                             LLVMMetadataRef file,
                                                             unsigned discriminator) {
  return llvm::wrap(llvm::DILexicalBlockFile::getDistinct(
      *llvm::unwrap(c), strata_md<llvm::DIScope>(scope), strata_md<llvm::DIFile>(file),
      discriminator));
}

extern "C" LLVMMetadataRef strata_llvm_di_local_variable(LLVMContextRef c, LLVMMetadataRef scope,
                                                         const char *name, size_t len,
                                                         LLVMMetadataRef file, unsigned line,
                                                         LLVMMetadataRef type, unsigned arg,
                                                         uint32_t align) {
  llvm::LLVMContext &ctx = *llvm::unwrap(c);
  return llvm::wrap(llvm::DILocalVariable::get(
      ctx, strata_md<llvm::DIScope>(scope), strata_md_string(ctx, name, len),
      strata_md<llvm::DIFile>(file), line, strata_md<llvm::DIType>(type), arg,
      llvm::DINode::FlagZero, align, /*Annotations=*/nullptr));
}

extern "C" LLVMMetadataRef strata_llvm_di_subprogram(
    LLVMContextRef c, int distinct, LLVMMetadataRef scope, const char *name, size_t name_len,
    const char *linkage, size_t linkage_len, LLVMMetadataRef file, unsigned line,
    LLVMMetadataRef type, unsigned scope_line, unsigned sp_flags, LLVMMetadataRef unit) {
  llvm::LLVMContext &ctx = *llvm::unwrap(c);
  auto *s = strata_md<llvm::DIScope>(scope);
  auto *n = strata_md_string(ctx, name, name_len);
  auto *l = strata_md_string(ctx, linkage, linkage_len);
  auto *f = strata_md<llvm::DIFile>(file);
  auto *t = strata_md<llvm::DISubroutineType>(type);
  auto flags = static_cast<llvm::DISubprogram::DISPFlags>(sp_flags);
  auto *u = strata_md<llvm::DICompileUnit>(unit);
  if (distinct)
    return llvm::wrap(llvm::DISubprogram::getDistinct(
        ctx, s, n, l, f, line, t, scope_line, /*ContainingType=*/nullptr, /*VirtualIndex=*/0,
        /*ThisAdjustment=*/0, llvm::DINode::FlagZero, flags, u));
  return llvm::wrap(llvm::DISubprogram::get(ctx, s, n, l, f, line, t, scope_line,
                                            /*ContainingType=*/nullptr, /*VirtualIndex=*/0,
                                            /*ThisAdjustment=*/0, llvm::DINode::FlagZero, flags,
                                            u));
}

// `DILocation::getMergedLocation` (null when either is null).
extern "C" LLVMMetadataRef strata_llvm_di_merged_location(LLVMMetadataRef a, LLVMMetadataRef b) {
  return llvm::wrap(llvm::DILocation::getMergedLocation(strata_md<llvm::DILocation>(a),
                                                        strata_md<llvm::DILocation>(b)));
}

// The module's text, printed through a buffered stream. LLVM's `LLVMPrintModuleToString`
// prints into an unbuffered `raw_string_ostream`, so each of the printer's many small
// writes goes through the column-tracking `formatted_raw_ostream` on its own (about 40%
// of a translation's instructions); mlir-translate prints into a buffered file stream.
// The text is handed to `sink` in one piece.
extern "C" void strata_llvm_print_module(LLVMModuleRef module, void *sink_data,
                                         void (*sink)(void *, const char *, size_t)) {
  std::string text;
  {
    llvm::raw_string_ostream os(text);
    os.SetBuffered();
    llvm::unwrap(module)->print(os, nullptr);
    os.flush();
  }
  sink(sink_data, text.data(), text.size());
}

// A call of a debug variable intrinsic (`llvm.dbg.value`, `llvm.dbg.declare`,
// `llvm.dbg.addr`) as MLIR 16's import reads it: 0 for another instruction, 1 for one
// it drops (its location a `!DIArgList`, or its `!DIExpression` not empty), 2 for one
// it converts, with the value of its location in `*value` and its variable in
// `*variable`, 3 for one whose location is not a value (`!{}`), that node in
// `*variable`.
extern "C" unsigned strata_llvm_dbg_variable(LLVMValueRef inst, LLVMValueRef *value,
                                             LLVMMetadataRef *variable) {
  auto *d = llvm::dyn_cast<llvm::DbgVariableIntrinsic>(llvm::unwrap(inst));
  if (!d)
    return 0;
  if (d->hasArgList() || !d->getExpression()->getElements().empty())
    return 1;
  llvm::Value *v = d->getVariableLocationOp(0);
  if (!v) {
    *value = nullptr;
    *variable = llvm::wrap(d->getRawLocation());
    return 3;
  }
  *value = llvm::wrap(v);
  *variable = llvm::wrap(static_cast<llvm::Metadata *>(d->getVariable()));
  return 2;
}
