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

// CHECK-LABEL: pub trait CountedOpInterface: ::strata_framework::ods::OpView {
// CHECK: fn verify_trait(
// CHECK-NEXT: &self,
// CHECK-NEXT: ) -> ::core::result::Result<(), ::strata_framework::support::diag::Diagnostic> {
// CHECK-NEXT: if self.get_count() < 0 {
// CHECK-NEXT: return Err(self.op().op_error("count must not be negative"));
// CHECK: fn get_count(&self) -> i64;

// CHECK-LABEL: pub trait RegionCheckedOpInterface: ::strata_framework::ods::OpView {
// CHECK: once the ops in its regions are verified (`verifyWithRegions`)
// CHECK: fn verify_trait(

// CHECK-LABEL: pub static A_OP_SPEC
// CHECK: traits: &[
// CHECK-NEXT: ::strata_framework::ods::OpTrait::Verify(
// CHECK-NEXT: "CountedOpInterface::Trait",
// CHECK-NEXT: verify_a_op_counted_op_interface,
// CHECK-NEXT: ),
// CHECK-NEXT: ::strata_framework::ods::OpTrait::Marker("AlwaysSpeculatableImplTrait"),

// CHECK-LABEL: fn verify_a_op_counted_op_interface(
// CHECK-NEXT: op: &::strata_framework::ir::registry::OpRef<'_>,
// CHECK-NEXT: ) -> ::core::result::Result<(), ::strata_framework::support::diag::Diagnostic> {
// CHECK-NEXT: <AOp<'_> as CountedOpInterface>::verify_trait(&AOp(*op))

// CHECK-LABEL: pub static B_OP_SPEC
// CHECK: traits: &[
// CHECK-NEXT: ::strata_framework::ods::OpTrait::Verify(
// CHECK-NEXT: "CountedOpInterface::Trait",
// CHECK-NEXT: verify_b_op_counted_op_interface,
// CHECK-NEXT: ),
// CHECK-NEXT: ::strata_framework::ods::OpTrait::VerifyRegions(
// CHECK-NEXT: "RegionCheckedOpInterface::Trait",
// CHECK-NEXT: verify_b_op_region_checked_op_interface,
