// Input of verify-each.mlir: a use before its definition in a CFG region.
"t.op"() ({
^bb0:
  "t.use"(%0) : (i32) -> ()
  %0 = "t.def"() : () -> i32
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.end"() : () -> ()
}) : () -> ()
