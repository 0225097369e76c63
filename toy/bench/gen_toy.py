#!/usr/bin/env python3
"""A Toy program with many functions, for timing toyc-ch6/ch7 phase by phase.

    python3 toy/bench/gen_toy.py --funcs 500 --dim 8 > /tmp/many.toy
    target/release/toyc-ch6 /tmp/many.toy -emit=jit -opt --mlir-timing

Function `f<i>(a, b)` mixes the Toy operations (transpose, add, mul, a constant of its
own); `main` calls each function once, feeding each result into the next call, and
prints the last result, so every function is specialized, inlined and lowered. The
values stay bounded (each step multiplies by constants below one), and `--check`
prints what the program prints, computed here, to compare with the JIT's output.
"""
import argparse


def constant(i, dim):
    # Values in (0, 1): 1/(2 + (i + r + c) % 7).
    rows = []
    for r in range(dim):
        rows.append([1.0 / (2 + (i + r + c) % 7) for c in range(dim)])
    return rows


def fmt_tensor(m):
    return "[" + ", ".join("[" + ", ".join(repr(x) for x in row) + "]" for row in m) + "]"


def transpose(m):
    return [list(r) for r in zip(*m)]


def add(a, b):
    return [[x + y for x, y in zip(r, s)] for r, s in zip(a, b)]


def mul(a, b):
    return [[x * y for x, y in zip(r, s)] for r, s in zip(a, b)]


def body(i):
    """The expression of f<i> and its reference semantics."""
    kind = i % 3
    if kind == 0:
        return "transpose(a) * k + b", lambda a, b, k: add(mul(transpose(a), k), b)
    if kind == 1:
        return "a * k + transpose(b) * k", lambda a, b, k: add(mul(a, k), mul(transpose(b), k))
    return "transpose(a * k) + b * k", lambda a, b, k: add(transpose(mul(a, k)), mul(b, k))


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--funcs", type=int, default=100)
    p.add_argument("--dim", type=int, default=4)
    p.add_argument("--check", action="store_true", help="print the expected output instead")
    args = p.parse_args()
    n, dim = args.funcs, args.dim
    out = []
    for i in range(n):
        expr, _ = body(i)
        out.append(f"def f{i}(a, b) {{\n  var k = {fmt_tensor(constant(i, dim))};\n  return {expr};\n}}\n")
    start = [[float((r * dim + c) % 5) for c in range(dim)] for r in range(dim)]
    ones = [[1.0] * dim for _ in range(dim)]
    main_lines = [f"  var x0 = {fmt_tensor(start)};", f"  var b = {fmt_tensor(ones)};"]
    x, b = start, ones
    for i in range(n):
        main_lines.append(f"  var x{i + 1} = f{i}(x{i}, b);")
        x = body(i)[1](x, b, constant(i, dim))
    main_lines.append(f"  print(x{n});")
    if args.check:
        print("\n".join(" ".join("%f" % v for v in row) + " " for row in x))
        return
    print("".join(out) + "def main() {\n" + "\n".join(main_lines) + "\n}")


if __name__ == "__main__":
    main()
