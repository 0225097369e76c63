// tblgen --help: every option and generator with a one-line description, in
// mlir-tblgen --help's layout (USAGE, OPTIONS by category, the generators
// grouped under "Generator to run", MLIR's descriptions for the generators
// MLIR has); -h is the same; --help-list is one sorted list; exit code 0.

// RUN: tblgen --help | FileCheck --strict-whitespace --match-full-lines %s
// RUN: tblgen -h | FileCheck --strict-whitespace --match-full-lines %s
// RUN: tblgen -help --print-records | FileCheck --strict-whitespace --match-full-lines %s
// RUN: tblgen --help-list | FileCheck --strict-whitespace --match-full-lines --check-prefix=LIST %s
// RUN: tblgen --version | FileCheck --check-prefix=VERSION %s
// An error before --help is reported, and the help still printed (as cl does).
// RUN: tblgen --frobnicate --help 2>&1 >/dev/null | FileCheck --check-prefix=BEFORE %s

// CHECK:OVERVIEW: Strata's TableGen: reads a .td file as LLVM's TableGen does and runs a generator over its records
// CHECK-EMPTY:
// CHECK-NEXT:USAGE: tblgen [options] <input file>
// CHECK-EMPTY:
// CHECK-NEXT:OPTIONS:
// CHECK-EMPTY:
// CHECK-NEXT:General options:
// CHECK-EMPTY:
// CHECK-NEXT:  -D <macro name>                 - Name of the macro to be defined
// CHECK-NEXT:  -I <directory>                  - Directory of include files
// CHECK-NEXT:  Generator to run
// CHECK-NEXT:      --check-op-formats             - Check the assembly format of every op
// CHECK-NEXT:      --gen-attr-interface-defs      - Generate attribute interface definitions
// CHECK-NEXT:      --gen-attr-interface-docs      - Generate attribute interface documentation
// CHECK-NEXT:      --gen-attrdef-defs             - Generate AttrDef definitions
// CHECK-NEXT:      --gen-attrdef-doc              - Generate dialect attribute documentation
// CHECK-NEXT:      --gen-dialect-doc              - Generate dialect documentation
// CHECK-NEXT:      --gen-doc                      - Generate the documentation of a whole spec: dialect, ops, attributes, types, enums, interfaces, passes
// CHECK-NEXT:      --gen-op-defs                  - Generate op definitions
// CHECK-NEXT:      --gen-op-doc                   - Generate dialect documentation
// CHECK-NEXT:      --gen-op-interface-defs        - Generate op interface definitions
// CHECK-NEXT:      --gen-op-interface-docs        - Generate op interface documentation
// CHECK-NEXT:      --gen-pass-decls               - Generate pass declarations
// CHECK-NEXT:      --gen-pass-doc                 - Generate pass documentation
// CHECK-NEXT:      --gen-rewriters                - Generate pattern rewriters
// CHECK-NEXT:      --gen-type-interface-defs      - Generate type interface definitions
// CHECK-NEXT:      --gen-type-interface-docs      - Generate type interface documentation
// CHECK-NEXT:      --gen-typedef-defs             - Generate TypeDef definitions
// CHECK-NEXT:      --gen-typedef-doc              - Generate dialect type documentation
// CHECK-NEXT:      --print-records                - Print all records to stdout
// CHECK-NEXT:  --gen-dialect-files=<directory> - Write NAME_ops.rs and NAME.md of a spec/dialects/NAME.td into the directory
// CHECK-NEXT:  -o <filename>                   - Output filename
// CHECK-NEXT:  --write-if-changed              - Only write output if it changed
// CHECK-EMPTY:
// CHECK-NEXT:Generic Options:
// CHECK-EMPTY:
// CHECK-NEXT:  --help                          - Display available options
// CHECK-NEXT:  --help-list                     - Display list of available options
// CHECK-NEXT:  --version                       - Display the version of this program
// CHECK-EMPTY:
// CHECK-NEXT:Options for -gen-op-defs, -gen-attrdef-defs, -gen-typedef-defs, -gen-dialect-doc and -gen-doc:
// CHECK-EMPTY:
// CHECK-NEXT:  --dialect=<string>              - The dialect to gen for
// CHECK-NOT:{{.+}}

// LIST:OVERVIEW: Strata's TableGen: reads a .td file as LLVM's TableGen does and runs a generator over its records
// LIST-EMPTY:
// LIST-NEXT:USAGE: tblgen [options] <input file>
// LIST-EMPTY:
// LIST-NEXT:OPTIONS:
// LIST-NEXT:  -D <macro name>                 - Name of the macro to be defined
// LIST-NEXT:  -I <directory>                  - Directory of include files
// LIST-NEXT:  Generator to run
// LIST-NEXT:      --check-op-formats             - Check the assembly format of every op
// LIST-NEXT:      --gen-attr-interface-defs      - Generate attribute interface definitions
// LIST-NEXT:      --gen-attr-interface-docs      - Generate attribute interface documentation
// LIST-NEXT:      --gen-attrdef-defs             - Generate AttrDef definitions
// LIST-NEXT:      --gen-attrdef-doc              - Generate dialect attribute documentation
// LIST-NEXT:      --gen-dialect-doc              - Generate dialect documentation
// LIST-NEXT:      --gen-doc                      - Generate the documentation of a whole spec: dialect, ops, attributes, types, enums, interfaces, passes
// LIST-NEXT:      --gen-op-defs                  - Generate op definitions
// LIST-NEXT:      --gen-op-doc                   - Generate dialect documentation
// LIST-NEXT:      --gen-op-interface-defs        - Generate op interface definitions
// LIST-NEXT:      --gen-op-interface-docs        - Generate op interface documentation
// LIST-NEXT:      --gen-pass-decls               - Generate pass declarations
// LIST-NEXT:      --gen-pass-doc                 - Generate pass documentation
// LIST-NEXT:      --gen-rewriters                - Generate pattern rewriters
// LIST-NEXT:      --gen-type-interface-defs      - Generate type interface definitions
// LIST-NEXT:      --gen-type-interface-docs      - Generate type interface documentation
// LIST-NEXT:      --gen-typedef-defs             - Generate TypeDef definitions
// LIST-NEXT:      --gen-typedef-doc              - Generate dialect type documentation
// LIST-NEXT:      --print-records                - Print all records to stdout
// LIST-NEXT:  --dialect=<string>              - The dialect to gen for
// LIST-NEXT:  --gen-dialect-files=<directory> - Write NAME_ops.rs and NAME.md of a spec/dialects/NAME.td into the directory
// LIST-NEXT:  --help                          - Display available options
// LIST-NEXT:  --help-list                     - Display list of available options
// LIST-NEXT:  -o <filename>                   - Output filename
// LIST-NEXT:  --version                       - Display the version of this program
// LIST-NEXT:  --write-if-changed              - Only write output if it changed
// LIST-NOT:{{.+}}

// VERSION: Strata tblgen version {{[0-9]+\.[0-9]+\.[0-9]+}}

// BEFORE: tblgen: Unknown command line argument '--frobnicate'.  Try: '{{.*}}tblgen --help'
