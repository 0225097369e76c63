// Enum attributes are typed: a cmpf predicate is not a cmpi predicate.
use strata::dialects::arith;

fn main() {
    let _: arith::CmpIPredicate = arith::CmpFPredicate::OLT;
}
