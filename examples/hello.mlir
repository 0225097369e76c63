// A small function in the func, arith and cf dialects: strata-opt parses the custom
// forms, verifies, and prints it back as mlir-opt 16 would.
func.func @clamp(%x: i32, %lo: i32, %hi: i32) -> i32 {
  %below = arith.cmpi slt, %x, %lo : i32
  cf.cond_br %below, ^low, ^check
^check:
  %above = arith.cmpi sgt, %x, %hi : i32
  %r = arith.select %above, %hi, %x : i32
  return %r : i32
^low:
  return %lo : i32
}

func.func @area(%w: f32, %h: f32) -> f32 {
  %half = arith.constant 0.5 : f32
  %p = arith.mulf %w, %h fastmath<fast> : f32
  %a = arith.mulf %p, %half : f32
  return %a : f32
}
