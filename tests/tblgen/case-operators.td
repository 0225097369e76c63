// !tolower and !toupper come from LLVM 17; Strata accepts them (LLVM 16
// does not), so this file is checked with FileCheck, not against llvm-tblgen.
// RUN: tblgen --print-records %s | FileCheck %s

// CHECK: def Case {
// CHECK-NEXT:   string lower = "mixed_case";
// CHECK-NEXT:   string upper = "MIXED_CASE";
// CHECK-NEXT:   code keepsCode = [{ABC}];
// CHECK-NEXT: }
def Case {
  string lower = !tolower("MiXeD_Case");
  string upper = !toupper("mixed_case");
  code keepsCode = !toupper([{abc}]);
}
