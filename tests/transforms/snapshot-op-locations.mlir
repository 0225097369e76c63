// `snapshot-op-locations` against mlir-opt 16: the op is printed to `filename` with the
// command line's printing flags, and every op the text shows gets the location of where
// it starts there (line, indentation), or that location named `tag` and fused with its
// own. Standard output is compared with peer-diff (both tools write the same file, the
// peer last); the snapshot files are compared by writing one per tool and diffing them.
//
// Top level with aliases (deferred location aliases, final newline):
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect -snapshot-op-locations='filename=%t' -mlir-print-debuginfo
// RUN: strata-opt %s --allow-unregistered-dialect -snapshot-op-locations='filename=%t.strata' -mlir-print-debuginfo -o /dev/null
// RUN: mlir-opt %s --allow-unregistered-dialect -snapshot-op-locations='filename=%t.mlir' -mlir-print-debuginfo -o /dev/null
// RUN: diff %t.mlir %t.strata
//
// With a tag: fused with the original location (flattened, unknown ones dropped).
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect -snapshot-op-locations='filename=%t tag=snap' -mlir-print-debuginfo
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect -snapshot-op-locations='filename=%t tag=snap' -mlir-print-debuginfo -mlir-print-local-scope
//
// Local scope: no aliases and no final newline in the file.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect -snapshot-op-locations='filename=%t' -mlir-print-debuginfo -mlir-print-local-scope
// RUN: strata-opt %s --allow-unregistered-dialect -snapshot-op-locations='filename=%t.strata' -mlir-print-debuginfo -mlir-print-local-scope -o /dev/null
// RUN: mlir-opt %s --allow-unregistered-dialect -snapshot-op-locations='filename=%t.mlir' -mlir-print-debuginfo -mlir-print-local-scope -o /dev/null
// RUN: diff %t.mlir %t.strata
//
// Generic form: the positions are those of the generic text.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect -snapshot-op-locations='filename=%t' -mlir-print-debuginfo -mlir-print-op-generic
// RUN: strata-opt %s --allow-unregistered-dialect -snapshot-op-locations='filename=%t.strata tag=g' -mlir-print-debuginfo -mlir-print-op-generic -o /dev/null
// RUN: mlir-opt %s --allow-unregistered-dialect -snapshot-op-locations='filename=%t.mlir tag=g' -mlir-print-debuginfo -mlir-print-op-generic -o /dev/null
// RUN: diff %t.mlir %t.strata
//
// Without debug info the file shows no locations; value-user comments and pretty
// locations take lines of their own.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect -snapshot-op-locations='filename=%t' -mlir-print-local-scope
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect -snapshot-op-locations='filename=%t' -mlir-print-debuginfo -mlir-print-value-users
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect -snapshot-op-locations='filename=%t' -mlir-print-debuginfo -mlir-pretty-debuginfo
// RUN: strata-opt %s --allow-unregistered-dialect -snapshot-op-locations='filename=%t.strata' -mlir-print-debuginfo -mlir-print-value-users -o /dev/null
// RUN: mlir-opt %s --allow-unregistered-dialect -snapshot-op-locations='filename=%t.mlir' -mlir-print-debuginfo -mlir-print-value-users -o /dev/null
// RUN: diff %t.mlir %t.strata
//
// Run on each function by a nested pass manager: the function alone, as in the local
// scope (the file holds the last function printed).
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(snapshot-op-locations{filename=%t tag=fn}))' -mlir-print-debuginfo --mlir-disable-threading
// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(snapshot-op-locations{filename=%t.strata}))' -mlir-print-debuginfo --mlir-disable-threading -o /dev/null
// RUN: mlir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(snapshot-op-locations{filename=%t.mlir}))' -mlir-print-debuginfo --mlir-disable-threading -o /dev/null
// RUN: diff %t.mlir %t.strata
//
// `-` is standard output, ahead of the IR; each split is snapshotted on its own.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect -snapshot-op-locations='filename=-' -mlir-print-debuginfo -mlir-print-local-scope --split-input-file
//
// A file that cannot be written: an error at the op, the pass fails, nothing is printed.
// RUN: rm -rf %t.dir && mkdir -p %t.dir
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect -snapshot-op-locations='filename=%t.dir/missing/snap.mlir' -mlir-print-debuginfo
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect -snapshot-op-locations='filename=%t.dir' -mlir-print-debuginfo
// RUN: test -z "$(ls -A %t.dir)"
//
// File metadata: after the top-level op, the input's dialect resources the op
// references, in reference order (external resources are not written); none under the
// local scope or for a nested op. Written before `-cse` erases a reference.
// RUN: strata-opt %S/Inputs/snapshot-resources.mlir -snapshot-op-locations='filename=%t.strata' -mlir-print-debuginfo -cse -o /dev/null
// RUN: mlir-opt %S/Inputs/snapshot-resources.mlir -snapshot-op-locations='filename=%t.mlir' -mlir-print-debuginfo -cse -o /dev/null
// RUN: diff %t.mlir %t.strata
// RUN: FileCheck %s --check-prefix=META --input-file=%t.strata
// RUN: strata-opt %S/Inputs/snapshot-resources.mlir -cse -snapshot-op-locations='filename=%t.strata' -o /dev/null
// RUN: mlir-opt %S/Inputs/snapshot-resources.mlir -cse -snapshot-op-locations='filename=%t.mlir' -o /dev/null
// RUN: diff %t.mlir %t.strata
// RUN: strata-opt %S/Inputs/snapshot-resources.mlir -snapshot-op-locations='filename=%t.strata' -mlir-print-local-scope -o /dev/null
// RUN: mlir-opt %S/Inputs/snapshot-resources.mlir -snapshot-op-locations='filename=%t.mlir' -mlir-print-local-scope -o /dev/null
// RUN: diff %t.mlir %t.strata
// RUN: strata-opt %S/Inputs/snapshot-resources.mlir --pass-pipeline='builtin.module(func.func(snapshot-op-locations{filename=%t.strata}))' -o /dev/null
// RUN: mlir-opt %S/Inputs/snapshot-resources.mlir --pass-pipeline='builtin.module(func.func(snapshot-op-locations{filename=%t.mlir}))' -o /dev/null
// RUN: diff %t.mlir %t.strata
//
// FileCheck pins the shape of the new locations.
// RUN: strata-opt %s --allow-unregistered-dialect -snapshot-op-locations='filename=%t.strata tag=snap' -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s -DFILE=%t.strata
//
// An op that fails to verify (IR left invalid by a pass run with --verify-each=0) is
// printed to the file in the generic form, as MLIR 16's AsmState does. The invalid op the
// test pass adds differs between the tools (mlir-opt's `test` dialect op lacking an
// attribute, Strata's `arith.constant` lacking its value): each is replaced by INVALID
// before the comparison. At the top level, and on each function (verified alone).
// RUN: strata-opt %S/Inputs/snapshot-invalid.mlir --verify-each=0 --pass-pipeline='builtin.module(func.func(test-pass-create-invalid-ir),snapshot-op-locations{filename=%t.inv})' -mlir-print-debuginfo > %t.s.out
// RUN: sed 's/.0 = "arith.constant"() : () -> i32/INVALID/' %t.inv > %t.s.snap
// RUN: mlir-opt %S/Inputs/snapshot-invalid.mlir --verify-each=0 --pass-pipeline='builtin.module(func.func(test-pass-create-invalid-ir),snapshot-op-locations{filename=%t.inv})' -mlir-print-debuginfo > %t.m.out
// RUN: sed 's/"test.any_attr_of_i32_str"() : () -> ()/INVALID/' %t.inv > %t.m.snap
// RUN: diff %t.m.snap %t.s.snap
// RUN: grep -c INVALID %t.s.snap | grep -x 2
// RUN: strata-opt %S/Inputs/snapshot-invalid.mlir --verify-each=0 --mlir-disable-threading --pass-pipeline='builtin.module(func.func(test-pass-create-invalid-ir,snapshot-op-locations{filename=%t.inv}))' -mlir-print-debuginfo > %t.s.out
// RUN: sed 's/.0 = "arith.constant"() : () -> i32/INVALID/' %t.inv > %t.s.snap
// RUN: mlir-opt %S/Inputs/snapshot-invalid.mlir --verify-each=0 --mlir-disable-threading --pass-pipeline='builtin.module(func.func(test-pass-create-invalid-ir,snapshot-op-locations{filename=%t.inv}))' -mlir-print-debuginfo > %t.m.out
// RUN: sed 's/"test.any_attr_of_i32_str"() : () -> ()/INVALID/' %t.inv > %t.m.snap
// RUN: diff %t.m.snap %t.s.snap
// RUN: sed 's/.0 = "arith.constant"() : () -> i32/INVALID/' %t.s.out > %t.s.out2
// RUN: sed 's/"test.any_attr_of_i32_str"() : () -> ()/INVALID/' %t.m.out > %t.m.out2
// RUN: diff %t.m.out2 %t.s.out2

// CHECK-LABEL: func.func @nested
// CHECK: "test.inner"(%{{.*}}) {{.*}} loc(fused["inner", "snap"("[[FILE]]":5:6)])
// CHECK: "test.deeper"() : () -> () loc(fused["a", "b", "snap"("[[FILE]]":7:8)])
// CHECK: "test.other"() : () -> () loc("snap"("[[FILE]]":9:8))
// CHECK: }) : (i32) -> i32 loc(fused["region", "snap"("[[FILE]]":3:4)])
// CHECK: arith.constant 3 : i32 loc(fused[callsite("callee" at "caller"), "snap"("[[FILE]]":15:4)])
// CHECK: } loc(fused["func", "snap"("[[FILE]]":2:2)])
// CHECK: func.func private @decl() loc(fused[fused<"meta">["decl"], "snap"("[[FILE]]":20:2)])
// CHECK: "test.op"() {{.*}} loc(fused["second", "snap"("[[FILE]]":26:2)])
// CHECK: } loc(fused[{{.*}}:0:0, "snap"("[[FILE]]":1:0)])

#map = affine_map<(d0) -> (d0 + 1)>
func.func @nested(%arg0: i32 loc("arg"), %cond: i1) -> i32 {
  %0 = "test.region"(%arg0) ({
  ^bb0(%x: i32):
    %1 = "test.inner"(%x) {map = #map} : (i32) -> i32 loc("inner")
    "test.region"() ({
      "test.deeper"() : () -> () loc(fused["a", "b"])
    }, {
      "test.other"() : () -> () loc(unknown)
    }) : () -> ()
    "test.yield"(%1) : (i32) -> ()
  }) : (i32) -> i32 loc("region")
  cf.cond_br %cond, ^bb1, ^bb2(%0 : i32)
^bb1:
  %c = arith.constant 3 : i32 loc(callsite("callee" at "caller"))
  cf.br ^bb2(%c : i32)
^bb2(%r: i32 loc("blockarg")):
  return %r : i32 loc("ret")
} loc("func")

func.func private @decl() loc(fused<"meta">["decl"])

"test.isolated"() ({
  func.func @inner_func() {
    return
  }
}) : () -> ()

// -----

"test.op"() {map = affine_map<(d0) -> (d0 + 1)>} : () -> () loc("second")

// META: } loc(#loc)
// META: {-#
// META-NEXT:   dialect_resources: {
// META-NEXT:     builtin: {
// META-NEXT:       blob2: "0x08000000040000000000000005000000000000000600000000000000",
// META-NEXT:       blob1: "0x08000000010000000000000002000000000000000300000000000000"
// META-NEXT:     }
// META-NEXT:   }
// META-NEXT: #-}
// META-NOT: {{.}}
