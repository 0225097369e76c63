//! Op interfaces at run time. An interface with methods in a spec (`OpInterface<...>` with
//! `InterfaceMethod`s) is generated as a Rust trait, a `FooModel` struct of `fn` pointers
//! (one per method) and a `FooRef` handle. Each op implementing it registers its model in
//! its [`OpSpec`](super::OpSpec) under the interface's name, so a pass holding any op can
//! ask for the interface by name and call its methods without knowing the op.

use crate::ir::body::Value;
use crate::ir::context::{Attribute, Context, Identifier};
use crate::ir::registry::OpRef;
use std::any::Any;

/// What every typed op view is: an [`OpRef`]. Interface traits require it, so that their
/// default bodies (`$_op` in a spec) reach the op.
pub trait OpView {
    /// The op.
    fn op(&self) -> OpRef<'_>;
}

pub use crate::ir::registry::InterfaceImpl;

/// The model of interface `name` registered for `op`'s name, if `op` implements it.
pub fn interface_model<M: Any>(op: &OpRef<'_>, name: &str) -> Option<&'static M> {
    interface_model_for(op.ctx, op.body.op_name(op.op), name)
}

/// The model of interface `name` registered for the op named `op_name`, if that op
/// implements it (and `M` is the interface's model type).
pub fn interface_model_for<M: Any>(
    ctx: &Context,
    op_name: Identifier,
    name: &str,
) -> Option<&'static M> {
    let spec = ctx.op_info_of(op_name).and_then(super::OpSpec::of)?;
    spec.interfaces
        .iter()
        .find(|i| i.name == name)
        .and_then(|i| i.model.downcast_ref::<M>())
}

/// The names of the interfaces (with methods) that `op` implements.
pub fn interface_names(op: &OpRef<'_>) -> Vec<&'static str> {
    op.ctx
        .op_info_of(op.body.op_name(op.op))
        .and_then(super::OpSpec::of)
        .map(|s| s.interfaces.iter().map(|i| i.name).collect())
        .unwrap_or_default()
}

/// What a call calls (MLIR's `CallInterfaceCallable`): a symbol or a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallInterfaceCallable {
    /// A symbol reference attribute (`@f`).
    Symbol(Attribute),
    /// An SSA value of function type.
    Value(Value),
}
