// Bad command lines get LLVM cl's wording and exit code 1: an unknown
// option with the nearest valid one (by edit distance), a missing or
// unwanted value, two input files, an input file that cannot be read.

// RUN: not tblgen --gen-op-def %s 2>&1 | FileCheck --check-prefix=MISSPELT %s
// RUN: not tblgen -gen-opdoc %s 2>&1 | FileCheck --check-prefix=ONE-DASH %s
// RUN: not tblgen --dialct=arith --gen-op-defs %s 2>&1 | FileCheck --check-prefix=VALUE-KEPT %s
// RUN: not tblgen --prnt-records --gen-dc %s 2>&1 | FileCheck --check-prefix=TWO-ERRORS %s
// RUN: not tblgen %s -I 2>&1 | FileCheck --check-prefix=NO-VALUE %s
// RUN: not tblgen %s --gen-dialect-files 2>&1 | FileCheck --check-prefix=NO-DIR %s
// RUN: not tblgen --gen-op-doc=yes %s 2>&1 | FileCheck --check-prefix=UNWANTED %s
// RUN: not tblgen %s %s 2>&1 | FileCheck --check-prefix=TWO-INPUTS %s
// RUN: not tblgen %S/does-not-exist.td 2>&1 | FileCheck --check-prefix=NO-FILE %s
// Nothing is written to standard output on error.
// RUN: not tblgen --gen-op-def %s 2>/dev/null | count 0

// MISSPELT:      {{^}}tblgen: Unknown command line argument '--gen-op-def'.  Try: '{{.*}}tblgen --help'
// MISSPELT-NEXT: {{^}}tblgen: Did you mean '--gen-op-defs'?
// MISSPELT-NOT:  {{.}}

// ONE-DASH:      tblgen: Unknown command line argument '-gen-opdoc'.  Try: '{{.*}}tblgen --help'
// ONE-DASH-NEXT: tblgen: Did you mean '--gen-op-doc'?

// VALUE-KEPT:      tblgen: Unknown command line argument '--dialct=arith'.  Try: '{{.*}}tblgen --help'
// VALUE-KEPT-NEXT: tblgen: Did you mean '--dialect=arith'?

// TWO-ERRORS:      tblgen: Unknown command line argument '--prnt-records'.
// TWO-ERRORS-NEXT: tblgen: Did you mean '--print-records'?
// TWO-ERRORS-NEXT: tblgen: Unknown command line argument '--gen-dc'.
// TWO-ERRORS-NEXT: tblgen: Did you mean '--gen-doc'?

// NO-VALUE: {{^}}tblgen: for the -I option: requires a value!

// NO-DIR: {{^}}tblgen: for the --gen-dialect-files option: requires a value!

// UNWANTED: {{^}}tblgen: for the --gen-op-doc option: does not allow a value! 'yes' specified.

// TWO-INPUTS:      {{^}}tblgen: Too many positional arguments specified!
// TWO-INPUTS-NEXT: {{^}}Can specify at most 1 positional arguments: See: {{.*}}tblgen --help

// NO-FILE: {{^.*}}tblgen: Could not open input file '{{.*}}does-not-exist.td': No such file or directory
