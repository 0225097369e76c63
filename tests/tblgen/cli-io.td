// Inputs and outputs as LLVM's tools take them: standard input when no file
// (or `-`) is given, `-o -` for standard output, `-o FILE`, `--` before a
// file name, `-Idir` and `-DNAME` glued, `--write-if-changed`.

// RUN: tblgen --print-records < %s | FileCheck %s
// RUN: tblgen --print-records - < %s | FileCheck %s
// RUN: tblgen --print-records -o - %s | FileCheck %s
// RUN: tblgen -print-records -o %t.out -- %s
// RUN: FileCheck %s < %t.out
// RUN: tblgen -DDEFINED -I%S/Inputs %s | FileCheck --check-prefix=DEFINED %s
// Errors in standard input are located in `<stdin>`.
// RUN: not tblgen -DBROKEN < %s 2>&1 | FileCheck --check-prefix=STDIN-ERROR %s
// --write-if-changed leaves an output that is already right untouched (its
// time stays in 2001) and rewrites one that is not.
// RUN: touch -d @1000000000 %t.out
// RUN: tblgen --write-if-changed -o %t.out %s
// RUN: test "$(stat -c %%Y %t.out)" = 1000000000
// RUN: tblgen --write-if-changed -DDEFINED -I %S/Inputs -o %t.out %s
// RUN: test "$(stat -c %%Y %t.out)" != 1000000000
// RUN: FileCheck --check-prefix=DEFINED %s < %t.out

def Plain;

#ifdef DEFINED
include "cli-io-include.td"
def WhenDefined;
#endif

#ifdef BROKEN
def Broken : NoSuchClass;
#endif

// CHECK:     def Plain {
// CHECK-NOT: WhenDefined

// DEFINED: def FromInclude {
// DEFINED: def WhenDefined {

// STDIN-ERROR:      error: Couldn't find class 'NoSuchClass'
// STDIN-ERROR-NEXT: --> <stdin>:{{[0-9]+}}:14
