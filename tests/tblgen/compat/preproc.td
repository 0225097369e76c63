// RUN: tblgen --print-records -I %S %s > %t.strata
// RUN: llvm-tblgen --print-records -I %S %s > %t.llvm
// RUN: diff -u %t.llvm %t.strata
// Preprocessor: #define, #ifdef/#ifndef/#else/#endif, nesting, comments.
#define FEATURE_A
/* a block comment /* nested */ still comment */
#ifdef FEATURE_A
def HasA;
#else
def NoA;
#endif

#ifndef FEATURE_B
def NoB;
#ifdef FEATURE_A
def NestedA;
#endif // trailing comment
#else
def HasB;
#endif

#ifdef FEATURE_B
#ifdef FEATURE_A
def Never;
#else
def NeverEither;
#endif
#endif
