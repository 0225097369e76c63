// EXPECT-ERROR: 10:12: option 'max-depth' of pass 'BadDefault' has the default value '-1', which is not a u32
// ACTION: --gen-pass-decls
// A default value must be a literal of the option type.
include "base/PassBase.td"

def BadDefault : Pass<"bad-default"> {
  let summary = "Has a negative default for an unsigned option";
  let options = [
    Option<"flag", "flag", "bool", /*default=*/"true", "A flag">,
    Option<"maxDepth", "max-depth", "unsigned", /*default=*/"-1", "How deep">,
  ];
}
