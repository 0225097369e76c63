//! The record dump (`--print-records`), byte-identical to `llvm-tblgen`.

use crate::init::Init;
use crate::record::{FieldKind, Record, RecordKeeper, RecordVal};
use crate::types::RecTy;

/// Prints all classes, then all defs, each sorted by name.
pub fn print_records(rk: &RecordKeeper) -> String {
    let mut out = String::with_capacity(1 << 16);
    out.push_str("------------- Classes -----------------\n");
    for id in rk.classes() {
        out.push_str("class ");
        print_record(&mut out, rk.rec(id), rk);
    }
    out.push_str("------------- Defs -----------------\n");
    for id in rk.defs() {
        out.push_str("def ");
        print_record(&mut out, rk.rec(id), rk);
    }
    out
}

fn print_record(out: &mut String, r: &Record, rk: &RecordKeeper) {
    out.push_str(r.name_str());
    if !r.template_args.is_empty() {
        out.push('<');
        for (i, a) in r.template_args.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            if let Some(v) = r.value(a) {
                print_value(out, v, rk);
            }
        }
        out.push('>');
    }
    out.push_str(" {");
    if !r.superclasses.is_empty() {
        out.push_str("\t//");
        for (c, _) in &r.superclasses {
            out.push(' ');
            out.push_str(rk.rec(*c).name_str());
        }
    }
    out.push('\n');
    for pass_nonconcrete in [true, false] {
        for v in &r.values {
            if v.kind == FieldKind::TemplateArg {
                continue;
            }
            if (v.kind == FieldKind::NonconcreteOk) == pass_nonconcrete {
                out.push_str("  ");
                print_value(out, v, rk);
                out.push_str(";\n");
            }
        }
    }
    out.push_str("}\n");
}

fn print_value(out: &mut String, v: &RecordVal, rk: &RecordKeeper) {
    if v.kind == FieldKind::NonconcreteOk {
        out.push_str("field ");
    }
    match (&v.ty, &*v.value) {
        (RecTy::String, Init::Str { code: true, .. }) => out.push_str("code"),
        (RecTy::String, _) => out.push_str("string"),
        (t, _) => t.write(out, rk),
    }
    out.push(' ');
    out.push_str(&v.name);
    out.push_str(" = ");
    v.value.write(out, rk);
}
