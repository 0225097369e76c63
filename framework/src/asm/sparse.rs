//! `sparse<indices, values> : type` (MLIR's `SparseElementsAttr`): its tensor literals read
//! and checked by `asm::tensor_literal`, the indices checked against the type's shape, and
//! stored structured ([`AttrKind::SparseElements`]): the indices as a `dense` of `i64`, the
//! values as a `dense` of the element type (a `dense` of strings for other element types).

use super::lexer::{unescape, TokenKind as T};
use super::parser::{PResult, Parser};
use super::tensor_literal::{show, TensorLiteral};
use crate::ir::attrs::AttrKind;
use crate::ir::attrs::{canonical, elem_kind, DenseElemKind};
use crate::ir::context::{Attribute, Type};
use crate::ir::types::{Signedness, TypeKind};

impl Parser<'_> {
    fn tensor_of(&self, shape: Vec<i64>, elem: Type) -> Type {
        self.ctx.intern_type(TypeKind::RankedTensor {
            shape,
            elem,
            encoding: None,
        })
    }

    /// MLIR's `getStringAttr`: the values of a literal of another element type are
    /// strings (a hex string is one string; other tokens are empty strings), kept as the
    /// canonical body of a `dense` of strings.
    fn sparse_string_values(&self, lit: &TensorLiteral) -> String {
        let string_of = |s: usize, e: usize, is_string: bool| -> Vec<u8> {
            if is_string {
                unescape(&self.src[s + 1..e - 1]).unwrap_or_default()
            } else {
                Vec::new()
            }
        };
        let values: Vec<Vec<u8>> = match lit.hex {
            Some((s, e)) => vec![string_of(s, e, true)],
            None => lit
                .scalars
                .iter()
                .map(|x| string_of(x.start, x.end, x.kind == T::String))
                .collect(),
        };
        let mut out = String::new();
        let splat = values.len() == 1 || values.windows(2).all(|w| w[0] == w[1]);
        if values.is_empty() {
            return out;
        }
        if splat {
            super::print_attr::write_escaped_string(&mut out, &values[0]);
            return out;
        }
        out.push('[');
        for (i, v) in values.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            super::print_attr::write_escaped_string(&mut out, v);
        }
        out.push(']');
        out
    }

    /// `sparse` (the keyword at `kw`, the current token after it): MLIR 16's
    /// `parseSparseElementsAttr` and `SparseElementsAttr::verify`.
    pub(crate) fn parse_sparse(&mut self, kw: usize) -> PResult<Attribute> {
        self.expect(T::Less, "Expected '<' after 'sparse'")?;
        let open = self.prev_end;
        let i64t = self.ctx.int_type(64);
        let index_kind = DenseElemKind::Int(64, Signedness::Signless);
        if self.eat(T::Greater) {
            let (ty, shape, elem) = self.elements_literal_type()?;
            let indices_ty = self.tensor_of(vec![0, shape.len() as i64], i64t);
            let indices =
                self.ctx
                    .intern_attr(canonical(indices_ty, index_kind, false, Vec::new(), 0));
            let values_ty = self.tensor_of(vec![0], elem);
            let values = match elem_kind(self.ctx, elem) {
                Some((kind, complex)) => canonical(values_ty, kind, complex, Vec::new(), 0),
                None => AttrKind::Verbatim {
                    keyword: "dense".to_string(),
                    body: String::new(),
                    ty: Some(values_ty),
                },
            };
            let values = self.ctx.intern_attr(values);
            return Ok(self.ctx.intern_attr(AttrKind::SparseElements {
                ty,
                indices,
                values,
            }));
        }
        let ind = self.tensor_literal(false)?;
        self.expect(T::Comma, "expected ','")?;
        let val = self.tensor_literal(true)?;
        let close = self.tok.start;
        self.expect(T::Greater, "expected '>'")?;
        let (ty, shape, elem) = self.elements_literal_type()?;
        let rank = shape.len() as i64;
        let elem_is_int = matches!(
            self.ctx.type_kind_ref(elem),
            TypeKind::Integer { .. } | TypeKind::Complex(_)
        );
        let kinds = elem_kind(self.ctx, elem);
        if kinds.is_none() && elem_is_int {
            // Integers wider than 128 bits (or `i0`) are not modelled: kept as text.
            return Ok(self.ctx.intern_attr(AttrKind::Verbatim {
                keyword: "sparse".to_string(),
                body: self.src[open..close].to_string(),
                ty: Some(ty),
            }));
        }

        // The indices: `[1, rank]` for a splat, else the literal's shape.
        let ind_shape = if ind.shape.is_empty() {
            vec![1, rank]
        } else {
            ind.shape.clone()
        };
        let indices_ty = self.tensor_of(ind_shape.clone(), i64t);
        let indices = self
            .tensor_literal_values(&ind, ind.start, indices_ty)?
            .expect("i64 indices are modelled");
        // The values: `[number of indices]` for a splat, else the literal's shape.
        let val_shape = if val.shape.is_empty() {
            vec![ind_shape[0]]
        } else {
            val.shape.clone()
        };
        let values_ty = self.tensor_of(val_shape.clone(), elem);
        let values = match self.tensor_literal_values(&val, val.start, values_ty)? {
            Some(values) => values,
            None => AttrKind::Verbatim {
                keyword: "dense".to_string(),
                body: self.sparse_string_values(&val),
                ty: Some(values_ty),
            },
        };

        // `SparseElementsAttr::verify`.
        if val_shape.len() != 1 {
            return Err(self.err_at(kw, "expected 1-d tensor for sparse element values"));
        }
        let shape_error = || {
            self.err_at(
                kw,
                format!(
                    "expected shape ([{}]); inferred shape of indices literal ([{}]); \
                     inferred shape of values literal ([{}])",
                    show(&shape),
                    show(&ind_shape),
                    show(&val_shape)
                ),
            )
        };
        match ind_shape.len() {
            2 if ind_shape[1] == rank => {}
            1 if rank == 1 => {}
            _ => return Err(shape_error()),
        }
        let count = ind_shape[0];
        if count != val_shape[0] {
            return Err(shape_error());
        }
        let AttrKind::DenseElements { values: ivals, .. } = &indices else {
            unreachable!("indices are dense i64 elements");
        };
        let total: i64 = ind_shape.iter().product();
        let valid = |index: &[u64]| {
            index
                .iter()
                .zip(&shape)
                .all(|(&i, &d)| (i as i64) >= 0 && (i as i64) < d)
        };
        let index_error = |n: i64, index: &[u64]| {
            let list = index
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(", ");
            self.err_at(
                kw,
                format!(
                    "sparse index #{n} is not contained within the value shape, with \
                     index=[{list}], and type='{}'",
                    self.type_str(ty)
                ),
            )
        };
        if total > 0 {
            if ivals.len() == 1 {
                let index = vec![ivals[0] as u64; rank as usize];
                if !valid(&index) {
                    return Err(index_error(0, &index));
                }
            } else {
                let r = rank as usize;
                for i in 0..count as usize {
                    let index: Vec<u64> = ivals[i * r..(i + 1) * r]
                        .iter()
                        .map(|&v| v as u64)
                        .collect();
                    if !valid(&index) {
                        return Err(index_error(i as i64, &index));
                    }
                }
            }
        }
        let indices = self.ctx.intern_attr(indices);
        let values = self.ctx.intern_attr(values);
        Ok(self.ctx.intern_attr(AttrKind::SparseElements {
            ty,
            indices,
            values,
        }))
    }
}
