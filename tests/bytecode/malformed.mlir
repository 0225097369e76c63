// Truncated and corrupted bytecode: the diagnostic of mlir-opt 16 (at FILE:0:0, with the
// note naming the producer once it is read), exit 1, never a panic.
// RUN: mlir-opt --emit-bytecode %s -o %t.bc
// RUN: for n in 5 10 17 20 30 40 60 80 100 120 140 160 180 200 250; do \
// RUN:   head -c $n %t.bc > %t.cut; \
// RUN:   not strata-opt %t.cut > /dev/null 2> %t.strata; \
// RUN:   not mlir-opt %t.cut > /dev/null 2> %t.mlir; \
// RUN:   diff %t.mlir %t.strata || exit 1; \
// RUN: done
// An invalid section id, an unknown dialect, a verifier error in what was read.
// RUN: python3 -c "import sys; d=bytearray(open(sys.argv[1],'rb').read()); d[16]=0x7f; open(sys.argv[2],'wb').write(d)" %t.bc %t.bad1
// RUN: not strata-opt %t.bad1 2> %t.strata; not mlir-opt %t.bad1 2> %t.mlir; diff %t.mlir %t.strata
// RUN: python3 -c "import sys; d=bytearray(open(sys.argv[1],'rb').read()); i=d.index(b'arith\0'); d[i]=0x78; open(sys.argv[2],'wb').write(d)" %t.bc %t.bad2
// RUN: not strata-opt %t.bad2 2> %t.strata; not mlir-opt %t.bad2 2> %t.mlir; diff %t.mlir %t.strata
// RUN: python3 -c "import sys; d=bytearray(open(sys.argv[1],'rb').read()); i=d.index(b'return\0'); d[i:i+6]=b'rexurn'; open(sys.argv[2],'wb').write(d)" %t.bc %t.bad3
// RUN: not strata-opt %t.bad3 2> %t.strata; not mlir-opt %t.bad3 2> %t.mlir; diff %t.mlir %t.strata
// An op's location, then its attribute dictionary, pointing at a string attribute (the
// reader's own `expected attribute of type: mlir::...` errors). Read from standard input,
// so the file name in the bytecode, and the offset patched, do not depend on the path.
// RUN: mlir-opt --emit-bytecode < %S/Inputs/small-func.mlir -o %t.small
// RUN: python3 -c "import sys; d=bytearray(open(sys.argv[1],'rb').read()); d[119]=8; open(sys.argv[2],'wb').write(d)" %t.small %t.bad4
// RUN: not strata-opt %t.bad4 2> %t.strata; not mlir-opt %t.bad4 2> %t.mlir; diff %t.mlir %t.strata
// RUN: grep -q "expected attribute of type: mlir::LocationAttr, but got" %t.mlir
// RUN: python3 -c "import sys; d=bytearray(open(sys.argv[1],'rb').read()); d[119]=4; open(sys.argv[2],'wb').write(d)" %t.small %t.bad5
// RUN: not strata-opt %t.bad5 2> %t.strata; not mlir-opt %t.bad5 2> %t.mlir; diff %t.mlir %t.strata
// RUN: grep -q "expected attribute of type: mlir::DictionaryAttr, but got" %t.mlir
// An attribute entry, then a type entry, with bytes left over after its encoding.
// RUN: python3 -c "import sys; d=bytearray(open(sys.argv[1],'rb').read()); d[39]=7; open(sys.argv[2],'wb').write(d)" %t.small %t.bad6
// RUN: not strata-opt %t.bad6 2> %t.strata; not mlir-opt %t.bad6 2> %t.mlir; diff %t.mlir %t.strata
// RUN: grep -q "unexpected trailing bytes after Attribute entry" %t.mlir
// RUN: python3 -c "import sys; d=bytearray(open(sys.argv[1],'rb').read()); d[47]=7; open(sys.argv[2],'wb').write(d)" %t.small %t.bad7
// RUN: not strata-opt %t.bad7 2> %t.strata; not mlir-opt %t.bad7 2> %t.mlir; diff %t.mlir %t.strata
// RUN: grep -q "unexpected trailing bytes after Type entry" %t.mlir

func.func @f(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %0 = arith.addi %a, %c : i32
  return %0 : i32
}
