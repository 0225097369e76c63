// A module LLVM's verifier rejects (a debug intrinsic without a !dbg location, in a
// function without a subprogram): the verifier's report alone, exit 1.
#file = #llvm.di_file<"t.c" in "/src">
#cu = #llvm.di_compile_unit<sourceLanguage = DW_LANG_C, file = #file, producer = "", isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "f", file = #file, subprogramFlags = "Definition">
#var = #llvm.di_local_variable<scope = #sp, name = "x">
llvm.func @f(%arg0: i32) {
  llvm.intr.dbg.value #var = %arg0 : i32
  llvm.return
}
