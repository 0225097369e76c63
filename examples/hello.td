// A tiny dialect written in TableGen: types, ops built with a multiclass,
// traits, and a `foreach` over bit widths.
//
//   cargo run --release -p strata-tblgen --bin tblgen -- --print-records -I spec examples/hello.td
//
// prints every class and record, exactly as `llvm-tblgen --print-records` does.

class Dialect<string name> {
  string Name = name;
  string Summary = "";
}

def Hello_Dialect : Dialect<"hello"> {
  let Summary = "A dialect that greets";
}

class Trait;
def Pure : Trait;
def Commutative : Trait;

class Type<string mnemonic, int width = 0> {
  string Mnemonic = mnemonic;
  int Width = width;
}

// i8, i16, i32, i64
foreach w = [8, 16, 32, 64] in
  def Hello_I#w : Type<"i"#w, w>;

def Hello_String : Type<"string">;

// Operators of `dag` values, as in MLIR's ODS.
def ins;
def outs;

class Op<Dialect dialect, string mnemonic, list<Trait> traits = []> {
  Dialect OpDialect = dialect;
  string Mnemonic = mnemonic;
  string OpName = dialect.Name # "." # mnemonic;
  list<Trait> Traits = traits;
  dag Arguments = (ins);
  dag Results = (outs);
  bit HasFolder = 0;
}

// One op per integer operand kind for each binary arithmetic operation.
multiclass BinaryOp<string mnemonic, list<Trait> traits> {
  def _I32 : Op<Hello_Dialect, mnemonic # "i", traits> {
    let Arguments = (ins Hello_I32:$lhs, Hello_I32:$rhs);
    let Results = (outs Hello_I32:$result);
  }
  def _I64 : Op<Hello_Dialect, mnemonic # "i", traits> {
    let Arguments = (ins Hello_I64:$lhs, Hello_I64:$rhs);
    let Results = (outs Hello_I64:$result);
  }
}

let HasFolder = 1 in {
  defm Hello_Add : BinaryOp<"add", [Pure, Commutative]>;
  defm Hello_Mul : BinaryOp<"mul", [Pure, Commutative]>;
}
defm Hello_Sub : BinaryOp<"sub", [Pure]>;

def Hello_GreetOp : Op<Hello_Dialect, "greet"> {
  let Arguments = (ins Hello_String:$name);
  let Results = (outs Hello_String:$greeting);
  string Greeting = !strconcat("Hello, ", "world", "!");
  int NumTraits = !size(Traits);
}
