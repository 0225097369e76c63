// Self-test of the lit runner (tests/lit.rs): substitutions, continuation
// lines, `not`, and tool names that must not be replaced inside longer words.
// The file holds no records: it is also an (empty) TableGen file.

// RUN: tblgen --print-records %s | FileCheck --check-prefix=EMPTY %s
// EMPTY: ------------- Classes -----------------
// EMPTY-NEXT: ------------- Defs -----------------

// RUN: echo %s %S %p | FileCheck --check-prefix=PATHS %s
// PATHS: {{/.*}}/tests/lit/substitutions.td {{/.*}}/tests/lit {{/.*}}/tests/lit

// RUN: echo a \
// RUN:   b \
// RUN:   c | FileCheck --check-prefix=CONT %s
// CONT: a b c

// RUN: echo 100%% | FileCheck --check-prefix=PERCENT %s
// PERCENT: 100%

// RUN: not false
// RUN: echo "data" > %t && test -f %t && dirname %t | FileCheck --check-prefix=TMP %s
// TMP: {{.*}}/lit

// Tool names are words: `x/tblgen`, `tblgen-like` and `not.txt` stay as they are.
// RUN: echo x/tblgen tblgen-like not.txt | FileCheck --check-prefix=WORDS %s
// WORDS: x/tblgen tblgen-like not.txt
