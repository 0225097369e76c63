#!/usr/bin/env python3
"""Random functions of arith, scf and cf ops for the differential test
(tests/differential.rs): `gen_program.py SEED [FUNCS]` prints a module of FUNCS
functions (default 8) made from SEED alone (Python's `random.Random(SEED)`).

Each function takes (i32, i32, i1, index) and returns an i32. Its body mixes
constants (small values and edge cases, so that folds and canonicalization
patterns fire), integer arithmetic, comparisons, selects, casts, `scf.if` with
results, `scf.for` with constant or argument bounds and an accumulator, and
ends in a `cf.cond_br` diamond whose join block returns.
"""

import random
import sys

INT_CONSTS = [0, 1, -1, 2, 3, 4, 7, 8, 16, 255, -128, 2147483647, -2147483648]
BIN_I32 = ["addi", "subi", "muli", "andi", "ori", "xori", "shli", "shrui",
           "shrsi", "divsi", "divui", "remsi", "remui", "maxsi", "minsi",
           "maxui", "minui", "ceildivsi", "floordivsi"]
BIN_I1 = ["andi", "ori", "xori"]
PREDICATES = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]


class Func:
    def __init__(self, rng, name):
        self.rng = rng
        self.name = name
        self.next = 0
        self.lines = []

    def fresh(self):
        self.next += 1
        return f"%v{self.next}"

    def emit(self, indent, text):
        self.lines.append("  " * indent + text)

    def pick(self, pool, ty):
        return self.rng.choice(pool[ty])

    def op(self, indent, pool):
        """One op (or a region op) using and extending `pool` (type -> values)."""
        r = self.rng.random()
        v = self.fresh()
        if r < 0.18:
            kind = self.rng.choice(["i32", "i32", "i1", "index"])
            if kind == "i32":
                self.emit(indent, f"{v} = arith.constant {self.rng.choice(INT_CONSTS)} : i32")
            elif kind == "i1":
                self.emit(indent, f"{v} = arith.constant {self.rng.choice(['true', 'false'])}")
            else:
                self.emit(indent, f"{v} = arith.constant {self.rng.choice([0, 1, 2, 4])} : index")
            pool[kind].append(v)
        elif r < 0.52:
            op = self.rng.choice(BIN_I32)
            a, b = self.pick(pool, "i32"), self.pick(pool, "i32")
            self.emit(indent, f"{v} = arith.{op} {a}, {b} : i32")
            pool["i32"].append(v)
        elif r < 0.58:
            op = self.rng.choice(BIN_I1)
            a, b = self.pick(pool, "i1"), self.pick(pool, "i1")
            self.emit(indent, f"{v} = arith.{op} {a}, {b} : i1")
            pool["i1"].append(v)
        elif r < 0.68:
            p = self.rng.choice(PREDICATES)
            a, b = self.pick(pool, "i32"), self.pick(pool, "i32")
            self.emit(indent, f"{v} = arith.cmpi {p}, {a}, {b} : i32")
            pool["i1"].append(v)
        elif r < 0.74:
            c, a, b = self.pick(pool, "i1"), self.pick(pool, "i32"), self.pick(pool, "i32")
            self.emit(indent, f"{v} = arith.select {c}, {a}, {b} : i32")
            pool["i32"].append(v)
        elif r < 0.80:
            which = self.rng.choice(["extui", "extsi", "trunci", "index_cast", "to_index"])
            if which in ("extui", "extsi"):
                self.emit(indent, f"{v} = arith.{which} {self.pick(pool, 'i1')} : i1 to i32")
                pool["i32"].append(v)
            elif which == "trunci":
                self.emit(indent, f"{v} = arith.trunci {self.pick(pool, 'i32')} : i32 to i1")
                pool["i1"].append(v)
            elif which == "index_cast":
                self.emit(indent, f"{v} = arith.index_cast {self.pick(pool, 'index')} : index to i32")
                pool["i32"].append(v)
            else:
                self.emit(indent, f"{v} = arith.index_cast {self.pick(pool, 'i32')} : i32 to index")
                pool["index"].append(v)
        elif r < 0.90 and indent < 4:
            self.scf_if(indent, pool, v)
        elif indent < 4:
            self.scf_for(indent, pool, v)
        else:
            a, b = self.pick(pool, "i32"), self.pick(pool, "i32")
            self.emit(indent, f"{v} = arith.addi {a}, {b} : i32")
            pool["i32"].append(v)

    def region(self, indent, pool, n):
        """A region body of `n` ops seeing `pool`; gives the value it yields."""
        inner = {k: list(vs) for k, vs in pool.items()}
        for _ in range(n):
            self.op(indent, inner)
        return self.pick(inner, "i32")

    def scf_if(self, indent, pool, v):
        c = self.pick(pool, "i1")
        self.emit(indent, f"{v} = scf.if {c} -> (i32) {{")
        y = self.region(indent + 1, pool, self.rng.randint(0, 3))
        self.emit(indent + 1, f"scf.yield {y} : i32")
        self.emit(indent, "} else {")
        y = self.region(indent + 1, pool, self.rng.randint(0, 3))
        self.emit(indent + 1, f"scf.yield {y} : i32")
        self.emit(indent, "}")
        pool["i32"].append(v)

    def scf_for(self, indent, pool, v):
        lb, ub, step = (self.pick(pool, "index") for _ in range(3))
        init = self.pick(pool, "i32")
        iv, acc = self.fresh(), self.fresh()
        self.emit(indent, f"{v} = scf.for {iv} = {lb} to {ub} step {step} "
                          f"iter_args({acc} = {init}) -> (i32) {{")
        inner = {k: list(vs) for k, vs in pool.items()}
        inner["index"].append(iv)
        inner["i32"].append(acc)
        y = self.region(indent + 1, inner, self.rng.randint(1, 4))
        self.emit(indent + 1, f"scf.yield {y} : i32")
        self.emit(indent, "}")
        pool["i32"].append(v)

    def build(self):
        pool = {"i32": ["%a", "%b"], "i1": ["%c"], "index": ["%i"]}
        self.emit(0, f"func.func @{self.name}(%a: i32, %b: i32, %c: i1, %i: index) -> i32 {{")
        # scf.for needs a step that is not zero at run time; the generated bounds may
        # still be anything, which only the folds look at.
        step = self.fresh()
        self.emit(1, f"{step} = arith.constant 1 : index")
        pool["index"].append(step)
        for _ in range(self.rng.randint(4, 14)):
            self.op(1, pool)
        cond = self.pick(pool, "i1")
        x, y = self.pick(pool, "i32"), self.pick(pool, "i32")
        self.emit(1, f"cf.cond_br {cond}, ^bb1({x} : i32), ^bb2")
        self.emit(0, "^bb1(%x: i32):")
        left = {k: list(vs) for k, vs in pool.items()}
        left["i32"].append("%x")
        for _ in range(self.rng.randint(0, 3)):
            self.op(1, left)
        self.emit(1, f"cf.br ^bb3({self.pick(left, 'i32')} : i32)")
        self.emit(0, "^bb2:")
        right = {k: list(vs) for k, vs in pool.items()}
        for _ in range(self.rng.randint(0, 3)):
            self.op(1, right)
        self.emit(1, f"cf.br ^bb3({self.rng.choice([y, self.pick(right, 'i32')])} : i32)")
        self.emit(0, "^bb3(%r: i32):")
        self.emit(1, "return %r : i32")
        self.emit(0, "}")
        return "\n".join(self.lines)


def main():
    seed = int(sys.argv[1])
    funcs = int(sys.argv[2]) if len(sys.argv) > 2 else 8
    rng = random.Random(seed)
    print(f"// gen_program.py {seed} {funcs}")
    for n in range(funcs):
        print(Func(rng, f"f{n}").build())


if __name__ == "__main__":
    main()
