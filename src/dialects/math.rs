//! The `math` dialect (`spec/dialects/math.td`): MLIR 16's math ops, all declarative.
//! The float ops carry arith's `fastmath` flags.

include!(concat!(env!("OUT_DIR"), "/math_ops.rs"));
