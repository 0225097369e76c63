// --verify-each: the verifier runs after each pass of the pipeline (tests/pass/ has
// the runs with passes). Without passes the flag changes nothing: the parsed module is
// verified whatever the flag says (as in mlir-opt 16, where `--verify-each=false` does
// not turn off the verification after parsing), so the output is the same as without
// it, and invalid input is still rejected.
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic --verify-each %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --verify-each %s > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic --verify-each=false %s > %t.strata
// RUN: diff %t.mlir %t.strata
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic --verify-each=true %s > %t.strata
// RUN: diff %t.mlir %t.strata
// RUN: not strata-opt --allow-unregistered-dialect --mlir-print-op-generic --verify-each=false %S/Inputs/not-dominating.mlir 2> %t.err
// RUN: grep -q 'operand #0 does.not dominate this use' %t.err
// RUN: not mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --verify-each=false %S/Inputs/not-dominating.mlir 2> %t.err
// RUN: grep -q 'operand #0 does.not dominate this use' %t.err

"t.op"() ({
^bb0(%arg0: i32):
  %0 = "t.def"(%arg0) : (i32) -> i32
  "t.br"(%0)[^bb1] : (i32) -> ()
^bb1:
  "t.end"() : () -> ()
}) : () -> ()
