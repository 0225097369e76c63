//===- constants.td - `test` constants -----------------------------------===//
//
// The `test` dialect's constant: what its constant materializer creates when a
// fold of a `test` op gives an attribute (`src/dialects/test.rs`).
//
//===----------------------------------------------------------------------===//

def Test_ConstantOp : Test_Op<"constant", [ConstantLike, NoMemoryEffect]> {
  let summary = "a constant of any attribute";
  let description = [{
    Any attribute as a value of any type; it folds to that attribute.

    ```mlir
    %0 = "test.constant"() {value = 42 : i32} : () -> i32
    ```
  }];
  let arguments = (ins AnyAttr:$value);
  let results = (outs AnyType);
  let hasFolder = 1;
}
