// Input of print-debuginfo.mlir: ops without an explicit builtin.module.
"t.a"() : () -> ()
"t.b"() ({
  "t.c"() : () -> ()
}) : () -> () loc("b")
