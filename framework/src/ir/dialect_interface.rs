//! Dialect interfaces (MLIR's `DialectInterface`): hooks a dialect implements as a whole
//! for a transformation or an analysis (whether its ops may be inlined, how to fold a
//! constant), rather than per op.
//!
//! An interface is a Rust trait; an implementation is registered for a dialect with
//! [`Context::add_dialect_interface`] (MLIR's `addInterfaces`) and found with
//! [`Context::dialect_interface`] (MLIR's `Dialect::getInterface<I>()`). A
//! [`DialectInterfaceCollection`] gathers the implementations of one interface by every
//! dialect, and finds the one for an op through the op's dialect (MLIR's
//! `DialectInterfaceCollection::getInterfaceFor`).
//!
//! ```
//! use strata_framework::ir::dialect_interface::DialectInterfaceCollection;
//! use strata_framework::Context;
//!
//! /// Whether a dialect's ops may be inlined (MLIR's `DialectInlinerInterface`).
//! trait Inliner: Send + Sync {
//!     fn is_legal_to_inline(&self) -> bool;
//! }
//!
//! struct ToyInliner;
//! impl Inliner for ToyInliner {
//!     fn is_legal_to_inline(&self) -> bool {
//!         true
//!     }
//! }
//!
//! let ctx = Context::new();
//! ctx.add_dialect_interface::<dyn Inliner>("toy", Box::new(ToyInliner)).unwrap();
//! assert!(ctx.dialect_interface::<dyn Inliner>("toy").unwrap().is_legal_to_inline());
//! assert!(ctx.dialect_interface::<dyn Inliner>("arith").is_none());
//! let all = DialectInterfaceCollection::<dyn Inliner>::new(&ctx);
//! assert!(all.interface_for("toy").is_some());
//! ```

use std::any::{Any, TypeId};
use std::sync::Arc;

use crate::ir::body::{Body, Op};
use crate::ir::context::FxHashMap;
use crate::Context;

/// A registered implementation of the interface `I` (a trait object type such as
/// `dyn Inliner`), shared by the context and its users; dereferences to `I`.
pub struct InterfaceRef<I: ?Sized>(Arc<Box<I>>);

impl<I: ?Sized> std::ops::Deref for InterfaceRef<I> {
    type Target = I;
    fn deref(&self) -> &I {
        &self.0
    }
}

impl<I: ?Sized> Clone for InterfaceRef<I> {
    fn clone(&self) -> Self {
        InterfaceRef(self.0.clone())
    }
}

/// Why a dialect interface could not be registered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DialectInterfaceError {
    /// The dialect already has an implementation of this interface (MLIR: "interface
    /// kind has already been registered").
    AlreadyRegistered {
        /// The dialect namespace.
        dialect: String,
        /// The interface's type name.
        interface: &'static str,
    },
}

impl std::fmt::Display for DialectInterfaceError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DialectInterfaceError::AlreadyRegistered { dialect, interface } => write!(
                f,
                "dialect '{dialect}' already has an implementation of {interface}"
            ),
        }
    }
}

impl std::error::Error for DialectInterfaceError {}

impl Context {
    /// Registers `imp` as dialect `dialect`'s implementation of the interface `I` (a trait
    /// object type: `add_dialect_interface::<dyn Inliner>("toy", Box::new(ToyInliner))`).
    /// A dialect implements an interface at most once.
    pub fn add_dialect_interface<I: ?Sized + Send + Sync + 'static>(
        &self,
        dialect: &str,
        imp: Box<I>,
    ) -> Result<(), DialectInterfaceError> {
        let mut map = self
            .dialect_interfaces
            .write()
            .unwrap_or_else(|e| e.into_inner());
        let by_dialect = map.entry(TypeId::of::<I>()).or_default();
        if by_dialect.contains_key(dialect) {
            return Err(DialectInterfaceError::AlreadyRegistered {
                dialect: dialect.to_string(),
                interface: std::any::type_name::<I>(),
            });
        }
        let shared: Arc<dyn Any + Send + Sync> = Arc::new(imp);
        by_dialect.insert(dialect.to_string(), shared);
        Ok(())
    }

    /// Dialect `dialect`'s implementation of the interface `I`, if it has one.
    pub fn dialect_interface<I: ?Sized + Send + Sync + 'static>(
        &self,
        dialect: &str,
    ) -> Option<InterfaceRef<I>> {
        let map = self
            .dialect_interfaces
            .read()
            .unwrap_or_else(|e| e.into_inner());
        let shared = map.get(&TypeId::of::<I>())?.get(dialect)?.clone();
        shared.downcast::<Box<I>>().ok().map(InterfaceRef)
    }
}

/// The implementations of the interface `I` by every dialect that has one, as registered
/// when the collection was made; [`DialectInterfaceCollection::interface_for_op`] finds
/// the one for an op through the op's dialect.
pub struct DialectInterfaceCollection<I: ?Sized> {
    by_dialect: FxHashMap<String, InterfaceRef<I>>,
}

impl<I: ?Sized + Send + Sync + 'static> DialectInterfaceCollection<I> {
    /// Gathers the implementations of `I` registered in `ctx`.
    pub fn new(ctx: &Context) -> Self {
        let map = ctx
            .dialect_interfaces
            .read()
            .unwrap_or_else(|e| e.into_inner());
        let by_dialect = map
            .get(&TypeId::of::<I>())
            .into_iter()
            .flatten()
            .filter_map(|(d, shared)| {
                let imp = shared.clone().downcast::<Box<I>>().ok()?;
                Some((d.clone(), InterfaceRef(imp)))
            })
            .collect();
        DialectInterfaceCollection { by_dialect }
    }

    /// The implementation of dialect `dialect`.
    pub fn interface_for(&self, dialect: &str) -> Option<&I> {
        self.by_dialect.get(dialect).map(|r| &**r)
    }

    /// The implementation of the dialect of `op` (held in `body`): the namespace before
    /// the first `.` of its name.
    pub fn interface_for_op(&self, ctx: &Context, body: &Body, op: Op) -> Option<&I> {
        let name = ctx.ident_ref(body.op_name(op));
        let dialect = name.split_once('.').map_or(name, |(d, _)| d);
        self.interface_for(dialect)
    }

    /// The dialects implementing `I`, sorted.
    pub fn dialects(&self) -> Vec<&str> {
        let mut v: Vec<&str> = self.by_dialect.keys().map(String::as_str).collect();
        v.sort_unstable();
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::body::OperationState;

    trait Inliner: Send + Sync {
        fn cost(&self) -> u32;
    }
    trait Folder: Send + Sync {
        fn name(&self) -> &'static str;
    }
    struct Cheap;
    impl Inliner for Cheap {
        fn cost(&self) -> u32 {
            1
        }
    }
    struct Dear;
    impl Inliner for Dear {
        fn cost(&self) -> u32 {
            9
        }
    }
    struct ToyFolder;
    impl Folder for ToyFolder {
        fn name(&self) -> &'static str {
            "toy"
        }
    }

    #[test]
    fn registers_finds_and_collects_by_dialect() {
        let ctx = Context::new();
        ctx.add_dialect_interface::<dyn Inliner>("toy", Box::new(Cheap))
            .unwrap();
        ctx.add_dialect_interface::<dyn Inliner>("affine", Box::new(Dear))
            .unwrap();
        ctx.add_dialect_interface::<dyn Folder>("toy", Box::new(ToyFolder))
            .unwrap();
        // One implementation of an interface per dialect; another interface is separate.
        let again = ctx.add_dialect_interface::<dyn Inliner>("toy", Box::new(Dear));
        assert!(matches!(
            again,
            Err(DialectInterfaceError::AlreadyRegistered { ref dialect, .. }) if dialect == "toy"
        ));
        assert_eq!(
            ctx.dialect_interface::<dyn Inliner>("toy").unwrap().cost(),
            1
        );
        assert_eq!(
            ctx.dialect_interface::<dyn Folder>("toy").unwrap().name(),
            "toy"
        );
        assert!(ctx.dialect_interface::<dyn Folder>("affine").is_none());
        assert!(ctx.dialect_interface::<dyn Inliner>("arith").is_none());

        let inliners = DialectInterfaceCollection::<dyn Inliner>::new(&ctx);
        assert_eq!(inliners.dialects(), vec!["affine", "toy"]);
        let mut body = Body::new();
        let make = |body: &mut Body, name: &str| {
            body.create_op(OperationState {
                name: ctx.ident(name),
                operands: vec![],
                attrs: ctx.empty_dictionary(),
                result_types: vec![],
                loc: ctx.unknown_loc(),
                successors: vec![],
                num_regions: 0,
                isolated_from_above: false,
            })
        };
        let a = make(&mut body, "affine.for");
        let t = make(&mut body, "toy.add");
        let m = make(&mut body, "arith.addi");
        assert_eq!(
            inliners.interface_for_op(&ctx, &body, a).map(|i| i.cost()),
            Some(9)
        );
        assert_eq!(
            inliners.interface_for_op(&ctx, &body, t).map(|i| i.cost()),
            Some(1)
        );
        assert!(inliners.interface_for_op(&ctx, &body, m).is_none());
    }
}
