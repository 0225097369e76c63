// --gen-doc needs one dialect: none, or several without --dialect, or a
// --dialect the file does not define, is an error at the file's start (as
// --gen-dialect-doc gives it), with exit code 1 and no output.

// RUN: not tblgen --gen-doc -I %S/../../spec %s 2>&1 | FileCheck --check-prefix=NONE %s
// RUN: not tblgen --gen-doc -I %S/../../spec -DTWO %s 2>&1 | FileCheck --check-prefix=TWO %s
// RUN: not tblgen --gen-doc -I %S/../../spec -DTWO --dialect=third %s 2>&1 | FileCheck --check-prefix=UNKNOWN %s
// RUN: tblgen --gen-doc -I %S/../../spec -DTWO --dialect=second %s | FileCheck --check-prefix=SECOND %s
// RUN: tblgen --gen-doc -I %S/../../spec -DTWO --dialect first %s | FileCheck --check-prefix=FIRST %s

include "base/OpBase.td"

#ifdef TWO
def First_Dialect : Dialect {
  let name = "first";
  let cppNamespace = "first";
}
def Second_Dialect : Dialect {
  let name = "second";
  let cppNamespace = "second";
}
def First_AOp : Op<First_Dialect, "a">;
def Second_BOp : Op<Second_Dialect, "b">;
#endif

// NONE:      error: no dialect was found
// NONE-NEXT: --> {{.*}}gen-doc-errors.td:1:1

// TWO:      error: MLIR dialect documentation generation requires exactly one dialect; select one with --dialect
// TWO-NEXT: --> {{.*}}gen-doc-errors.td:1:1

// UNKNOWN:      error: selected dialect with 'third' not found
// UNKNOWN-NEXT: --> {{.*}}gen-doc-errors.td:1:1

// Only the selected dialect's ops.
// SECOND:     # 'second' Dialect
// SECOND-NOT: first.a
// SECOND:     ### `second.b` (second::BOp)
// SECOND-NOT: first.a

// FIRST:     # 'first' Dialect
// FIRST-NOT: second.b
// FIRST:     ### `first.a` (first::AOp)
// FIRST-NOT: second.b
