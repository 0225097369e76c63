// Input of print-local-scope.mlir: mlir-opt 16's generic output of the corpus's
// Dialect/LLVMIR/debuginfo.mlir (LLVM debug-info attributes).
#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int0">
#di_basic_type1 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int1", sizeInBits = 32, encoding = DW_ATE_signed>
#di_composite_type = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "array0", line = 10, sizeInBits = 128, alignInBits = 32>
#di_file = #llvm.di_file<"debuginfo.mlir" in "/test/">
#di_subroutine_type = #llvm.di_subroutine_type<callingConvention = DW_CC_normal>
#di_void_result_type = #llvm.di_void_result_type
#di_compile_unit = #llvm.di_compile_unit<sourceLanguage = DW_LANG_C, file = #di_file, producer = "MLIR", isOptimized = true, emissionKind = Full>
#di_composite_type1 = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "array1", file = #di_file, scope = #di_file, baseType = #di_basic_type, elements = #llvm.di_subrange<count = 4 : i64>>
#di_composite_type2 = #llvm.di_composite_type<tag = DW_TAG_class_type, name = "class_name", file = #di_file, scope = #di_file, flags = "TypePassByReference|NonTrivial">
#di_derived_type = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_basic_type, sizeInBits = 64, alignInBits = 32, offsetInBits = 4>
#di_derived_type1 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, name = "ptr1", baseType = #di_basic_type>
#di_subroutine_type1 = #llvm.di_subroutine_type<types = #di_basic_type1, #di_basic_type1>
#di_subprogram = #llvm.di_subprogram<compileUnit = #di_compile_unit, scope = #di_composite_type2, name = "value", file = #di_file, subprogramFlags = Definition, type = #di_subroutine_type1>
#di_subprogram1 = #llvm.di_subprogram<compileUnit = #di_compile_unit, scope = #di_file, name = "value", file = #di_file, subprogramFlags = Definition, type = #di_subroutine_type>
#di_subroutine_type2 = #llvm.di_subroutine_type<callingConvention = DW_CC_normal, types = #di_void_result_type, #di_basic_type, #di_derived_type, #di_derived_type1, #di_composite_type, #di_composite_type1, #di_composite_type2>
#di_lexical_block = #llvm.di_lexical_block<scope = #di_subprogram>
#di_lexical_block1 = #llvm.di_lexical_block<scope = #di_subprogram1>
#di_subprogram2 = #llvm.di_subprogram<compileUnit = #di_compile_unit, scope = #di_file, name = "addr", linkageName = "addr", file = #di_file, line = 3, scopeLine = 3, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type2>
#di_lexical_block2 = #llvm.di_lexical_block<scope = #di_subprogram2, line = 1, column = 2>
#di_local_variable = #llvm.di_local_variable<scope = #di_lexical_block, name = "arg1">
#di_local_variable1 = #llvm.di_local_variable<scope = #di_lexical_block1, name = "arg2">
#di_local_variable2 = #llvm.di_local_variable<scope = #di_lexical_block2, name = "alloc", file = #di_file, line = 6, arg = 1, alignInBits = 32, type = #di_basic_type>
"builtin.module"() ({
  "llvm.func"() ({
  ^bb0(%arg0: i64):
    %0 = "llvm.mlir.constant"() {value = 1 : i32} : () -> i32
    %1 = "llvm.alloca"(%0) : (i32) -> !llvm.ptr<i64>
    "llvm.intr.dbg.addr"(%1) {varInfo = #di_local_variable2} : (!llvm.ptr<i64>) -> ()
    "llvm.intr.dbg.declare"(%1) {varInfo = #di_local_variable2} : (!llvm.ptr<i64>) -> ()
    "llvm.return"() : () -> ()
  }) {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64)>, linkage = #llvm.linkage<external>, sym_name = "addr"} : () -> ()
  "llvm.func"() ({
  ^bb0(%arg0: i32, %arg1: i32):
    "llvm.intr.dbg.value"(%arg0) {varInfo = #di_local_variable} : (i32) -> ()
    "llvm.intr.dbg.value"(%arg1) {varInfo = #di_local_variable1} : (i32) -> ()
    "llvm.return"() : () -> ()
  }) {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, i32)>, linkage = #llvm.linkage<external>, sym_name = "value"} : () -> ()
}) : () -> ()

