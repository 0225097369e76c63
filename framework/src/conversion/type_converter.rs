//! Type conversions (MLIR's `TypeConverter`): how a conversion changes the types of
//! values, block arguments and signatures, and how it bridges a value of one type to a
//! use expecting another (materializations).
//!
//! Conversions are tried newest first. Each may leave a type to the next (`None`),
//! convert it to zero or more types, or fail. Materializations build the ops that turn
//! values of converted types back into the original type (source), into the converted
//! type (target), or rebuild a block argument from its converted arguments (argument);
//! a materialization that does not apply returns `None` and the next is tried.

use std::sync::{Arc, RwLock};

use crate::ir::body::{Block, Body, Value};
use crate::ir::context::{Attribute, Context, FxHashMap, Type};

use super::rewriter::ConversionPatternRewriter;

/// A type conversion: `None` leaves the type to the next conversion; `Some(true)` converted
/// it (to the types pushed, possibly none: the value is dropped); `Some(false)` failed.
pub type ConversionFn = Arc<dyn Fn(&Context, Type, &mut Vec<Type>) -> Option<bool> + Send + Sync>;

/// A materialization: builds, at the rewriter's insertion point, a value of the given
/// type from the given values, at the given location; `None` when it does not apply.
pub type MaterializationFn = Arc<
    dyn Fn(&mut ConversionPatternRewriter<'_>, Type, &[Value], Attribute) -> Option<Value>
        + Send
        + Sync,
>;

/// How one original input of a signature maps to the converted inputs (MLIR's
/// `SignatureConversion::InputMapping`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InputMapping {
    /// The first converted input it maps to.
    pub input_no: usize,
    /// How many converted inputs it maps to (0 when it is dropped).
    pub size: usize,
    /// The value replacing a dropped input, if any.
    pub replacement: Option<Value>,
}

/// The conversion of a signature: per original input, the converted inputs it maps to,
/// and the converted input types (MLIR's `TypeConverter::SignatureConversion`).
#[derive(Clone, Debug, Default)]
pub struct SignatureConversion {
    remapped: Vec<Option<InputMapping>>,
    converted: Vec<Type>,
}

impl SignatureConversion {
    /// A conversion of a signature of `num_inputs` inputs, none mapped yet.
    pub fn new(num_inputs: usize) -> Self {
        SignatureConversion {
            remapped: vec![None; num_inputs],
            converted: Vec::new(),
        }
    }

    /// Maps original input `orig` to new converted inputs of `types` (MLIR's `addInputs`).
    pub fn add_inputs(&mut self, orig: usize, types: &[Type]) {
        let input_no = self.converted.len();
        self.remapped[orig] = Some(InputMapping {
            input_no,
            size: types.len(),
            replacement: None,
        });
        self.converted.extend_from_slice(types);
    }

    /// Appends converted inputs no original input maps to.
    pub fn append_inputs(&mut self, types: &[Type]) {
        self.converted.extend_from_slice(types);
    }

    /// Maps original input `orig` to `size` converted inputs from `input_no` (MLIR's
    /// `remapInput`).
    pub fn remap_input(&mut self, orig: usize, input_no: usize, size: usize) {
        self.remapped[orig] = Some(InputMapping {
            input_no,
            size,
            replacement: None,
        });
    }

    /// Drops original input `orig`, its uses taking `value` (MLIR's `remapInput` with a
    /// value).
    pub fn remap_input_to_value(&mut self, orig: usize, value: Value) {
        self.remapped[orig] = Some(InputMapping {
            input_no: 0,
            size: 0,
            replacement: Some(value),
        });
    }

    /// The converted input types.
    pub fn converted_types(&self) -> &[Type] {
        &self.converted
    }

    /// How original input `i` maps, if it does.
    pub fn input_mapping(&self, i: usize) -> Option<InputMapping> {
        self.remapped[i]
    }

    /// The number of original inputs.
    pub fn num_inputs(&self) -> usize {
        self.remapped.len()
    }
}

/// The type conversions and materializations of a conversion (see the module
/// documentation).
#[derive(Default)]
pub struct TypeConverter {
    conversions: Vec<ConversionFn>,
    argument_materializations: Vec<MaterializationFn>,
    source_materializations: Vec<MaterializationFn>,
    target_materializations: Vec<MaterializationFn>,
    cache: RwLock<FxHashMap<Type, Option<Vec<Type>>>>,
}

impl TypeConverter {
    /// A converter without conversions: it converts no type.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a conversion (see [`ConversionFn`]); it is tried before those added earlier.
    pub fn add_conversion(
        &mut self,
        f: impl Fn(&Context, Type, &mut Vec<Type>) -> Option<bool> + Send + Sync + 'static,
    ) {
        self.conversions.push(Arc::new(f));
        self.cache.write().expect("type cache").clear();
    }

    /// Adds a 1:1 conversion: `Some(t)` converts to `t`, `None` leaves the type to the
    /// next conversion.
    pub fn add_type_conversion(
        &mut self,
        f: impl Fn(&Context, Type) -> Option<Type> + Send + Sync + 'static,
    ) {
        self.add_conversion(move |ctx, t, out| {
            let converted = f(ctx, t)?;
            out.push(converted);
            Some(true)
        });
    }

    /// Adds the conversion of every type to itself (the usual first conversion, which the
    /// others override).
    pub fn add_identity_conversion(&mut self) {
        self.add_conversion(|_, t, out| {
            out.push(t);
            Some(true)
        });
    }

    /// Adds an argument materialization (MLIR's `addArgumentMaterialization`).
    pub fn add_argument_materialization(
        &mut self,
        f: impl Fn(&mut ConversionPatternRewriter<'_>, Type, &[Value], Attribute) -> Option<Value>
            + Send
            + Sync
            + 'static,
    ) {
        self.argument_materializations.push(Arc::new(f));
    }

    /// Adds a source materialization (MLIR's `addSourceMaterialization`).
    pub fn add_source_materialization(
        &mut self,
        f: impl Fn(&mut ConversionPatternRewriter<'_>, Type, &[Value], Attribute) -> Option<Value>
            + Send
            + Sync
            + 'static,
    ) {
        self.source_materializations.push(Arc::new(f));
    }

    /// Adds a target materialization (MLIR's `addTargetMaterialization`).
    pub fn add_target_materialization(
        &mut self,
        f: impl Fn(&mut ConversionPatternRewriter<'_>, Type, &[Value], Attribute) -> Option<Value>
            + Send
            + Sync
            + 'static,
    ) {
        self.target_materializations.push(Arc::new(f));
    }

    /// Converts `t`, pushing the converted types to `out`; `false` when no conversion
    /// applies or one fails (MLIR's `convertType`).
    pub fn convert_type(&self, ctx: &Context, t: Type, out: &mut Vec<Type>) -> bool {
        if let Some(cached) = self.cache.read().expect("type cache").get(&t) {
            return match cached {
                Some(types) => {
                    out.extend_from_slice(types);
                    true
                }
                None => false,
            };
        }
        let mut converted = Vec::new();
        let mut result = None;
        for f in self.conversions.iter().rev() {
            converted.clear();
            match f(ctx, t, &mut converted) {
                None => continue,
                Some(ok) => {
                    result = ok.then(|| converted.clone());
                    break;
                }
            }
        }
        self.cache
            .write()
            .expect("type cache")
            .insert(t, result.clone());
        match result {
            Some(types) => {
                out.extend_from_slice(&types);
                true
            }
            None => false,
        }
    }

    /// What `t` converts to, without collecting the types: `Err(())` when it does not
    /// convert, `Ok(Some(ty))` when it converts to exactly one type `ty`, `Ok(None)` when
    /// to none or several.
    pub(crate) fn convert_type_single(&self, ctx: &Context, t: Type) -> Result<Option<Type>, ()> {
        if let Some(cached) = self.cache.read().expect("type cache").get(&t) {
            return match cached.as_deref() {
                Some(&[ty]) => Ok(Some(ty)),
                Some(_) => Ok(None),
                None => Err(()),
            };
        }
        let mut out = Vec::new();
        if !self.convert_type(ctx, t, &mut out) {
            return Err(());
        }
        Ok(match out[..] {
            [ty] => Some(ty),
            _ => None,
        })
    }

    /// The type `t` converts to when it converts to exactly one type.
    pub fn convert_type_1(&self, ctx: &Context, t: Type) -> Option<Type> {
        self.convert_type_single(ctx, t).ok().flatten()
    }

    /// Converts every type of `types`; `false` if one does not convert.
    pub fn convert_types(&self, ctx: &Context, types: &[Type], out: &mut Vec<Type>) -> bool {
        types.iter().all(|&t| self.convert_type(ctx, t, out))
    }

    /// Whether `t` is legal: it converts to itself (MLIR's `isLegal`).
    pub fn is_legal(&self, ctx: &Context, t: Type) -> bool {
        self.convert_type_1(ctx, t) == Some(t)
    }

    /// Whether every type of `types` is legal.
    pub fn are_legal(&self, ctx: &Context, types: &[Type]) -> bool {
        types.iter().all(|&t| self.is_legal(ctx, t))
    }

    /// Whether every block argument of every block of `body`'s `region` has a legal type
    /// (MLIR's `isLegal(Region *)`).
    pub fn is_region_legal(
        &self,
        ctx: &Context,
        body: &Body,
        region: crate::ir::body::Region,
    ) -> bool {
        body.region_blocks(region).all(|b| {
            body.block_args(b)
                .iter()
                .all(|&a| self.is_legal(ctx, body.value_type(a)))
        })
    }

    /// Adds the conversion of input `i` of type `t` to `conversion` (MLIR's
    /// `convertSignatureArg`); `false` if `t` does not convert. An input whose type
    /// converts to no type is dropped (left unmapped).
    pub fn convert_signature_arg(
        &self,
        ctx: &Context,
        i: usize,
        t: Type,
        conversion: &mut SignatureConversion,
    ) -> bool {
        let mut out = Vec::new();
        if !self.convert_type(ctx, t, &mut out) {
            return false;
        }
        // A type converting to no type drops the input: it maps to nothing.
        if !out.is_empty() {
            conversion.add_inputs(i, &out);
        }
        true
    }

    /// The conversion of the arguments of `block` (MLIR's `convertBlockSignature`); `None`
    /// if one does not convert.
    pub fn convert_block_signature(
        &self,
        ctx: &Context,
        body: &Body,
        block: Block,
    ) -> Option<SignatureConversion> {
        let args = body.block_args(block);
        let mut conversion = SignatureConversion::new(args.len());
        for (i, &a) in args.iter().enumerate() {
            if !self.convert_signature_arg(ctx, i, body.value_type(a), &mut conversion) {
                return None;
            }
        }
        Some(conversion)
    }

    fn materialize(
        list: &[MaterializationFn],
        rewriter: &mut ConversionPatternRewriter<'_>,
        ty: Type,
        inputs: &[Value],
        loc: Attribute,
    ) -> Option<Value> {
        list.iter().rev().find_map(|f| f(rewriter, ty, inputs, loc))
    }

    /// Rebuilds a block argument of type `ty` from its converted arguments `inputs`
    /// (MLIR's `materializeArgumentConversion`).
    pub fn materialize_argument(
        &self,
        rewriter: &mut ConversionPatternRewriter<'_>,
        ty: Type,
        inputs: &[Value],
        loc: Attribute,
    ) -> Option<Value> {
        Self::materialize(&self.argument_materializations, rewriter, ty, inputs, loc)
    }

    /// Turns converted values back into a value of the original type `ty` (MLIR's
    /// `materializeSourceConversion`).
    pub fn materialize_source(
        &self,
        rewriter: &mut ConversionPatternRewriter<'_>,
        ty: Type,
        inputs: &[Value],
        loc: Attribute,
    ) -> Option<Value> {
        Self::materialize(&self.source_materializations, rewriter, ty, inputs, loc)
    }

    /// Turns values into a value of the converted type `ty` (MLIR's
    /// `materializeTargetConversion`).
    pub fn materialize_target(
        &self,
        rewriter: &mut ConversionPatternRewriter<'_>,
        ty: Type,
        inputs: &[Value],
        loc: Attribute,
    ) -> Option<Value> {
        Self::materialize(&self.target_materializations, rewriter, ty, inputs, loc)
    }
}
