//! Side effects of an op, read from records as MLIR's `SideEffect` and
//! `SideEffectTrait` read them: the effects a `SideEffectsTraitBase` trait lists for
//! the op as a whole (`MemoryEffects<[MemWrite]>`, `NoMemoryEffect`), and the
//! `SideEffect` decorators of its operands, results and symbol reference attributes
//! (`Arg<AnyMemRef, "", [MemRead]>`).

use super::{OdsError, Operator, TraitKind};
use crate::record::{RecId, RecordKeeper};

/// One effect (a `SideEffect` def): what it does, to which resource, for which
/// interface.
#[derive(Clone, Debug)]
pub struct SideEffect {
    /// The def (`MemRead`, or an anonymous `MemAlloc<...>`).
    pub def: RecId,
    /// `effect`: the effect's path in the host language (`MemoryEffect::Read`).
    pub effect: String,
    /// `resource`: the resource's path (`Resource::DEFAULT`).
    pub resource: String,
    /// `interfaceTrait`: the trait of the interface the effect belongs to
    /// (`MemoryEffectOpInterface::Trait`).
    pub interface_trait: String,
    /// `baseEffectName`: the type of the interface's effects (`MemoryEffect`).
    pub base_effect: String,
}

impl SideEffect {
    /// Reads a `SideEffect` def.
    pub fn from_def(rk: &RecordKeeper, def: RecId) -> Result<SideEffect, OdsError> {
        let r = rk.rec(def);
        Ok(SideEffect {
            def,
            effect: rk.get_string(r, "effect")?.to_string(),
            resource: rk.get_string(r, "resource")?.to_string(),
            interface_trait: rk.get_string(r, "interfaceTrait")?.to_string(),
            base_effect: rk.get_string(r, "baseEffectName")?.to_string(),
        })
    }

    /// The name of the interface the effect belongs to (its trait without `::Trait`).
    pub fn interface_name(&self) -> &str {
        self.interface_trait
            .strip_suffix("::Trait")
            .unwrap_or(&self.interface_trait)
    }
}

/// What an effect applies to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EffectSite {
    /// The op as a whole (an effect of a `SideEffectsTraitBase` trait).
    Op,
    /// Each value of operand group `index`.
    Operand(usize),
    /// Each value of result group `index`.
    Result(usize),
    /// The symbol reference attribute `name` (when present, if `optional`).
    Symbol {
        /// The attribute's name.
        name: String,
        /// `OptionalAttr`: the effect applies only when the attribute is there.
        optional: bool,
    },
}

/// An effect of an op and where it applies.
#[derive(Clone, Debug)]
pub struct EffectLocation {
    /// The effect.
    pub effect: SideEffect,
    /// What it applies to.
    pub site: EffectSite,
}

/// Whether the attribute constraint `def` is a symbol reference (`SymbolRefAttr`,
/// `FlatSymbolRefAttr`, or an optional or defaulted one of those).
fn is_symbol_ref_attr(rk: &RecordKeeper, mut def: RecId) -> bool {
    // `OptionalAttr`/`DefaultValuedAttr`/`ConfinedAttr` wrap their `baseAttr`.
    for _ in 0..16 {
        let r = rk.rec(def);
        if r.is_subclass_of_name("SymbolRefAttr", rk)
            || r.is_subclass_of_name("FlatSymbolRefAttr", rk)
            || matches!(r.name_str(), "SymbolRefAttr" | "FlatSymbolRefAttr")
        {
            return true;
        }
        match r.field("baseAttr").and_then(|v| v.as_def()) {
            Some(base) if base != def => def = base,
            _ => return false,
        }
    }
    false
}

impl Operator {
    /// The op's side effects, in the order MLIR's generated `getEffects` appends them:
    /// those of its `SideEffectsTraitBase` traits (in trait order), then those of its
    /// operands (in argument order), of its symbol reference attributes (in argument
    /// order, with the operands), and of its results. A decorator on an attribute that
    /// is not a symbol reference is ignored, as MLIR ignores it.
    pub fn side_effects(&self, rk: &RecordKeeper) -> Result<Vec<EffectLocation>, OdsError> {
        let mut out = Vec::new();
        let mut push = |decorators: &[RecId], site: EffectSite| -> Result<(), OdsError> {
            for &d in decorators {
                if rk.rec(d).is_subclass_of_name("SideEffect", rk) {
                    out.push(EffectLocation {
                        effect: SideEffect::from_def(rk, d)?,
                        site: site.clone(),
                    });
                }
            }
            Ok(())
        };
        for t in &self.traits {
            let r = rk.rec(t.def);
            if t.kind == TraitKind::Interface && r.is_subclass_of_name("SideEffectsTraitBase", rk) {
                push(&rk.get_list_of_defs(r, "effects")?, EffectSite::Op)?;
            }
        }
        // The operands and attributes, in the order of the op's arguments.
        let args = rk.get_dag(rk.rec(self.def), "arguments")?;
        let (mut operand, mut attr) = (0, 0);
        for (a, _) in args.args.iter() {
            let crate::init::Init::Def(d) = &**a else {
                continue;
            };
            let r = rk.rec(*d);
            let constraint = if r.is_subclass_of_name("OpVariable", rk) {
                rk.get_def(r, "constraint")?
            } else {
                *d
            };
            if rk.rec(constraint).is_subclass_of_name("TypeConstraint", rk) {
                if let Some(o) = self.operands.get(operand) {
                    push(&o.decorators, EffectSite::Operand(operand))?;
                }
                operand += 1;
            } else {
                if let Some(a) = self.attributes.get(attr) {
                    if is_symbol_ref_attr(rk, a.attr.def) {
                        push(
                            &a.decorators,
                            EffectSite::Symbol {
                                name: a.name.clone(),
                                optional: a.attr.is_optional,
                            },
                        )?;
                    }
                }
                attr += 1;
            }
        }
        for (i, r) in self.results.iter().enumerate() {
            push(&r.decorators, EffectSite::Result(i))?;
        }
        Ok(out)
    }

    /// The names of the effect interfaces the op implements through effects in its spec:
    /// those of its `SideEffectsTraitBase` traits (even with no effect, as
    /// `NoMemoryEffect`) and of its decorators, each once, in that order.
    pub fn effect_interfaces(&self, rk: &RecordKeeper) -> Result<Vec<String>, OdsError> {
        let mut names: Vec<String> = Vec::new();
        let mut add = |trait_name: &str| {
            let name = trait_name.strip_suffix("::Trait").unwrap_or(trait_name);
            if !names.iter().any(|n| n == name) {
                names.push(name.to_string());
            }
        };
        for t in &self.traits {
            let r = rk.rec(t.def);
            if t.kind == TraitKind::Interface && r.is_subclass_of_name("SideEffectsTraitBase", rk) {
                add(rk.get_string(r, "trait")?);
            }
        }
        for e in self.side_effects(rk)? {
            add(&e.effect.interface_trait);
        }
        Ok(names)
    }
}
