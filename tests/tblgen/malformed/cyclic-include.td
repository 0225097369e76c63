// EXPECT-ERROR: inc/cycle-b.td:4:9: Cyclic include of file 'inc/cycle-a.td'
// inc/cycle-a.td and inc/cycle-b.td include each other with no include guard.
// LLVM 16's llvm-tblgen recurses until it crashes (segmentation fault), so the
// wording here is Strata's own: the error points at the `include` that would
// re-enter a file already on the include stack with the same set of defined
// macros (which is exactly when the inclusion can never terminate; a file
// protected by an #ifndef guard may legitimately be re-entered).
include "inc/cycle-a.td"
