// An op interface's `verify` becomes a provided method of its trait (`$_op` is the op's
// `OpRef`, `self` its typed view), and each op listing the interface lists a `fn` that
// runs it among its traits: `Verify` in trait order, `VerifyRegions` (for
// `verifyWithRegions`) once the ops in its regions are verified. An interface with a
// verifier and no methods still becomes a trait. `DeclareOpInterfaceMethods` keeps the
// interface's verifier.

// RUN: tblgen --gen-op-defs -I %S/../../spec %s | FileCheck %s

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def CountedOpInterface : OpInterface<"CountedOpInterface"> {
  let methods = [InterfaceMethod<"The count.", "i64", "getCount">];
  let verify = [{
    if self.get_count() < 0 {
      return Err($_op.op_error("count must not be negative"));
    }
    Ok(())
  }];
}

def RegionCheckedOpInterface : OpInterface<"RegionCheckedOpInterface"> {
  let verify = [{ Ok(()) }];
  let verifyWithRegions = 1;
}

def Test_AOp : Op<Test_Dialect, "a", [CountedOpInterface, Pure]>;
def Test_BOp : Op<Test_Dialect, "b", [
    DeclareOpInterfaceMethods<CountedOpInterface>, RegionCheckedOpInterface]> {
  let regions = (region AnyRegion:$body);
}

// CHECK-LABEL: pub trait CountedOpInterface: OpView {
// CHECK: fn verify_trait(&self) -> Result<(), Diagnostic> {
// CHECK-NEXT: if self.get_count() < 0 {
// CHECK-NEXT: return Err(self.op().op_error("count must not be negative"));
// CHECK: fn get_count(&self) -> i64;

// CHECK-LABEL: pub trait RegionCheckedOpInterface: OpView {
// CHECK: once the ops in its regions are verified (`verifyWithRegions`)
// CHECK: fn verify_trait(

// CHECK-LABEL: pub static TEST_A: OpSpec
// CHECK: traits: &[
// CHECK-NEXT: OpTrait::Verify("CountedOpInterface::Trait", verify_a_op_counted_op_interface),
// CHECK-NEXT: OpTrait::Marker("ConditionallySpeculatable::Trait"),
// CHECK-NEXT: OpTrait::Marker("AlwaysSpeculatableImplTrait"),

// CHECK-LABEL: fn verify_a_op_counted_op_interface(op: &OpRef<'_>) -> Result<(), Diagnostic> {
// CHECK-NEXT: <AOp<'_> as CountedOpInterface>::verify_trait(&AOp(*op))

// CHECK-LABEL: pub static TEST_B: OpSpec
// CHECK: traits: &[
// CHECK-NEXT: OpTrait::Verify("CountedOpInterface::Trait", verify_b_op_counted_op_interface),
// CHECK-NEXT: OpTrait::VerifyRegions(
// CHECK-NEXT: "RegionCheckedOpInterface::Trait",
// CHECK-NEXT: verify_b_op_region_checked_op_interface,
