// EXPECT-ERROR: 10:12: option 'count' of pass 'BadOptionType' has type 'size_t', which is not an option type (boo
// ACTION: --gen-pass-decls
// An option type must be one Strata knows (a Rust type or its C++ spelling);
// the error is at the option.
include "base/PassBase.td"

def BadOptionType : Pass<"bad-option-type"> {
  let summary = "Has an option of an unknown type";
  let options = [
    Option<"count", "count", "size_t", /*default=*/"1", "How many">,
  ];
}
