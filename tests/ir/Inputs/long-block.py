"""Prints a function of 6,000 ops in one block for tests/ir/verify-long-block.mlir.

`long-block.py`: op 3,000 (line 3,002) and op 5,000 (line 5,002) fail their own checks.
`long-block.py nested`: besides, an op nested in a region at op 1,000 (line 1,003) fails.
"""
import sys

nested = sys.argv[1:] == ["nested"]
print("func.func @long(%a: i32, %f: f32) -> i32 {")
prev = "%a"
for i in range(6000):
    if i == 1000 and nested:
        print("  scf.execute_region {")
        print("    %bad = arith.subi %f, %f : f32")
        print("    scf.yield")
        print("  }")
    if i == 3000:
        print(f"  %v{i} = arith.addi %f, %f : f32")
    elif i == 5000:
        print(f"  %v{i} = arith.muli %f, %f : f32")
    else:
        print(f"  %v{i} = arith.xori {prev}, %a : i32")
        prev = f"%v{i}"
print(f"  return {prev} : i32")
print("}")
