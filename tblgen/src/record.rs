//! Records, their fields, and the keeper that owns them all.

use crate::diag::{Diagnostics, Severity};
use crate::init::{Init, InitRef};
use crate::source::{Loc, SourceMap};
use crate::types::RecTy;
use rustc_hash::FxHashMap as HashMap;
use std::rc::Rc;

/// Index of a record (class or def) in its [`RecordKeeper`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RecId(pub u32);

/// How a field was declared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldKind {
    /// An ordinary field.
    Normal,
    /// Declared with `field`: may stay non-concrete in a def.
    NonconcreteOk,
    /// A template argument of a class or multiclass.
    TemplateArg,
}

/// A field of a record: name, type and current value.
#[derive(Clone, Debug)]
pub struct RecordVal {
    /// The field name (for template arguments, qualified: `Class:arg`).
    pub name: Rc<str>,
    /// Where it was declared or last set.
    pub loc: Loc,
    /// The declared type.
    pub ty: RecTy,
    /// The value; `?` when unset.
    pub value: InitRef,
    /// How it was declared.
    pub kind: FieldKind,
}

/// An `assert` attached to a record, checked when the record is complete.
#[derive(Clone, Debug)]
pub struct Assertion {
    /// Where the condition starts.
    pub loc: Loc,
    /// Must fold to a true int/bit.
    pub condition: InitRef,
    /// Shown when it does not.
    pub message: InitRef,
}

/// A class or a def.
#[derive(Clone, Debug)]
pub struct Record {
    /// The name: a string once resolved; in a multiclass it can be an
    /// expression over `NAME` and template arguments.
    pub name: InitRef,
    name_cache: Rc<str>,
    /// Where it was defined; instantiations append the locations of the
    /// `defm`s and loops that produced them.
    pub locs: Vec<Loc>,
    /// Fields in declaration order (template arguments included).
    pub values: Vec<RecordVal>,
    /// Names of the template arguments, in order.
    pub template_args: Vec<Rc<str>>,
    /// All superclasses, transitively, in LLVM's order, with the location
    /// of the reference.
    pub superclasses: Vec<(RecId, Loc)>,
    /// Asserts to check.
    pub assertions: Vec<Assertion>,
    /// True for classes, false for defs.
    pub is_class: bool,
    /// True for records given a generated `anonymous_N` name.
    pub is_anonymous: bool,
    /// The record type of a def in the keeper (its superclasses are final).
    ty_cache: std::cell::OnceCell<RecTy>,
    /// Its id in the keeper: given when it is added, or, for a def, when
    /// its final resolution starts ([`RecordKeeper::reserve_def`]).
    id: Option<RecId>,
}

impl Record {
    /// A new, empty record.
    pub fn new(name: InitRef, loc: Loc, is_class: bool, is_anonymous: bool) -> Record {
        let name_cache = name.unquoted_name();
        Record {
            name,
            name_cache,
            locs: vec![loc],
            values: Vec::new(),
            template_args: Vec::new(),
            superclasses: Vec::new(),
            assertions: Vec::new(),
            is_class,
            is_anonymous,
            ty_cache: std::cell::OnceCell::new(),
            id: None,
        }
    }

    /// Its id in the keeper, once it has one.
    pub fn id(&self) -> Option<RecId> {
        self.id
    }

    /// Is the record's name the string `value` (a code fragment if `code`)?
    /// LLVM's pointer comparison of a name with the record's `getNameInit`:
    /// an anonymous record is named by its plain `anonymous_N` string, and
    /// a name not resolved yet is no string at all.
    pub fn is_named(&self, value: &str, code: bool) -> bool {
        match &*self.name {
            Init::Str { value: v, code: c } => &**v == value && *c == code,
            Init::Anon(_) => !code && *self.name_cache == *value,
            _ => false,
        }
    }

    /// The name as printed (`getNameInitAsString`).
    pub fn name_str(&self) -> &str {
        &self.name_cache
    }

    /// The shared name string.
    pub fn name_rc(&self) -> Rc<str> {
        self.name_cache.clone()
    }

    /// Renames the record.
    pub fn set_name(&mut self, name: InitRef) {
        self.name_cache = name.unquoted_name();
        self.name = name;
    }

    /// The first location.
    pub fn loc(&self) -> Loc {
        self.locs[0]
    }

    /// The field with this name.
    pub fn value(&self, name: &str) -> Option<&RecordVal> {
        self.values.iter().find(|v| &*v.name == name)
    }

    /// The field with this name, mutably.
    pub fn value_mut(&mut self, name: &str) -> Option<&mut RecordVal> {
        self.values.iter_mut().find(|v| &*v.name == name)
    }

    /// The value of the field with this name.
    pub fn field(&self, name: &str) -> Option<&InitRef> {
        self.value(name).map(|v| &v.value)
    }

    /// Removes a field.
    pub fn remove_value(&mut self, name: &str) {
        self.values.retain(|v| &*v.name != name);
    }

    /// Is `name` one of the template arguments?
    pub fn is_template_arg(&self, name: &str) -> bool {
        self.template_args.iter().any(|a| &**a == name)
    }

    /// Does this record derive from `class` (directly or not)?
    pub fn is_subclass_of(&self, class: RecId) -> bool {
        self.superclasses.iter().any(|(c, _)| *c == class)
    }

    /// Does this record derive from a class named `name`?
    pub fn is_subclass_of_name(&self, name: &str, rk: &RecordKeeper) -> bool {
        self.superclasses
            .iter()
            .any(|(c, _)| rk.rec(*c).name_str() == name)
    }

    /// The direct superclasses, last first (LLVM's `getDirectSuperClasses`).
    pub fn direct_superclasses_with(&self, rk: &RecordKeeper) -> Vec<RecId> {
        let mut out = Vec::new();
        let mut scs = &self.superclasses[..];
        while let Some((sc, _)) = scs.last() {
            let n = rk.rec(*sc).superclasses.len();
            scs = &scs[..scs.len() - 1 - n];
            out.push(*sc);
        }
        out
    }

    /// Adds a field (no check for duplicates).
    pub fn add_value(&mut self, v: RecordVal) {
        self.values.push(v);
    }
}

/// What the slot of a record being built outside the keeper holds. LLVM
/// builds records in place, so a record can be seen through its type or a
/// reference to it while it is built; the slot stands in for it meanwhile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Slot {
    /// A class being parsed: a mirror of its fields and superclasses,
    /// brought up to date after each field and superclass it gets.
    Class,
    /// A def in its final resolution that has not referred to itself: a
    /// placeholder.
    Reserved,
    /// A def in its final resolution that has referred to itself: a mirror,
    /// kept up to date field by field.
    Mirrored,
}

/// All classes, defs and global variables of one TableGen run.
pub struct RecordKeeper {
    recs: Vec<Record>,
    classes: HashMap<Rc<str>, RecId>,
    defs: HashMap<Rc<str>, RecId>,
    globals: HashMap<Rc<str>, InitRef>,
    /// Records being built outside the keeper, and what their slots hold.
    in_progress: Vec<(RecId, Slot)>,
    anon_counter: u32,
    /// Anonymous instantiations `Class<args>`, uniqued like LLVM's `VarDefInit`.
    pub(crate) vardef_cache: HashMap<(RecId, Vec<InitRef>), InitRef>,
    /// The source files read (filled in when parsing ends).
    pub sources: SourceMap,
    /// Diagnostics reported while parsing and evaluating, positioned once
    /// the sources are known.
    pending: Vec<(Severity, String, Option<Loc>)>,
    /// Set by fatal evaluation errors: parsing stops at the next check.
    pub(crate) fatal: bool,
}

impl Default for RecordKeeper {
    fn default() -> Self {
        Self::new()
    }
}

impl RecordKeeper {
    /// An empty keeper.
    pub fn new() -> Self {
        RecordKeeper {
            recs: Vec::new(),
            classes: HashMap::default(),
            defs: HashMap::default(),
            globals: HashMap::default(),
            in_progress: Vec::new(),
            anon_counter: 0,
            vardef_cache: HashMap::default(),
            sources: SourceMap::default(),
            pending: Vec::new(),
            fatal: false,
        }
    }

    /// The record with this id.
    pub fn rec(&self, id: RecId) -> &Record {
        &self.recs[id.0 as usize]
    }

    /// The record with this id, mutably.
    pub fn rec_mut(&mut self, id: RecId) -> &mut Record {
        &mut self.recs[id.0 as usize]
    }

    /// Swaps a class out to define it while reading the keeper; its slot
    /// mirrors it ([`Self::sync_mirror`]) until [`Self::put_back`].
    pub(crate) fn take(&mut self, id: RecId) -> Record {
        self.in_progress.push((id, Slot::Class));
        let placeholder = Record {
            name: self.recs[id.0 as usize].name.clone(),
            name_cache: self.recs[id.0 as usize].name_cache.clone(),
            locs: self.recs[id.0 as usize].locs.clone(),
            values: Vec::new(),
            template_args: Vec::new(),
            superclasses: Vec::new(),
            assertions: Vec::new(),
            is_class: true,
            is_anonymous: false,
            ty_cache: std::cell::OnceCell::new(),
            id: Some(id),
        };
        std::mem::replace(&mut self.recs[id.0 as usize], placeholder)
    }

    /// … and back in.
    pub(crate) fn put_back(&mut self, id: RecId, r: Record) {
        self.in_progress.retain(|(p, _)| *p != id);
        self.recs[id.0 as usize] = r;
    }

    /// Brings the mirror of a class being defined (see [`Self::take`]) up
    /// to date with `r`, after it got a field or a superclass: its type and
    /// fields are then what LLVM sees of it (`!cast<C>(NAME).field` in the
    /// body of class `C`, or `C` as a subclass of its superclasses).
    pub(crate) fn sync_mirror(&mut self, r: &Record) {
        let Some(id) = r.id else { return };
        if self.in_progress.contains(&(id, Slot::Class)) {
            let slot = &mut self.recs[id.0 as usize];
            slot.values = r.values.clone();
            slot.superclasses = r.superclasses.clone();
        }
    }

    /// The class with this name.
    pub fn class(&self, name: &str) -> Option<RecId> {
        self.classes.get(name).copied()
    }

    /// The def with this name.
    pub fn def(&self, name: &str) -> Option<RecId> {
        self.defs.get(name).copied()
    }

    /// All classes, sorted by name.
    pub fn classes(&self) -> Vec<RecId> {
        let mut v: Vec<_> = self.classes.iter().map(|(k, v)| (k.clone(), *v)).collect();
        v.sort_by(|a, b| a.0.cmp(&b.0));
        v.into_iter().map(|(_, id)| id).collect()
    }

    /// All defs, sorted by name.
    pub fn defs(&self) -> Vec<RecId> {
        let mut v: Vec<_> = self.defs.iter().map(|(k, v)| (k.clone(), *v)).collect();
        v.sort_by(|a, b| a.0.cmp(&b.0));
        v.into_iter().map(|(_, id)| id).collect()
    }

    /// All defs deriving from the class named `class`, sorted by name.
    pub fn defs_derived_from(&self, class: &str) -> Vec<RecId> {
        let Some(c) = self.class(class) else {
            return Vec::new();
        };
        self.defs()
            .into_iter()
            .filter(|d| self.rec(*d).is_subclass_of(c))
            .collect()
    }

    /// Adds a class; the caller has checked the name is free.
    pub fn add_class(&mut self, mut r: Record) -> RecId {
        let id = RecId(self.recs.len() as u32);
        r.id = Some(id);
        self.classes.insert(r.name_rc(), id);
        self.recs.push(r);
        id
    }

    /// Adds a def (at the id reserved for it, if any); the caller has
    /// checked the name is free.
    pub fn add_def(&mut self, mut r: Record) -> RecId {
        let Some(id) = r.id else {
            let id = RecId(self.recs.len() as u32);
            r.id = Some(id);
            self.defs.insert(r.name_rc(), id);
            self.recs.push(r);
            return id;
        };
        let before = self.in_progress.len();
        self.in_progress.retain(|(p, _)| *p != id);
        debug_assert_ne!(before, self.in_progress.len(), "def added twice");
        self.defs.insert(r.name_rc(), id);
        self.recs[id.0 as usize] = r;
        id
    }

    /// Gives a def its id before its final resolution, where LLVM lets it
    /// refer to itself (the def is added at that id by [`Self::add_def`]).
    /// Until then its name is not registered: only the def itself can
    /// reach the id, through [`Self::in_progress_id`].
    pub fn reserve_def(&mut self, r: &mut Record) {
        let id = RecId(self.recs.len() as u32);
        r.id = Some(id);
        self.recs
            .push(Record::new(r.name.clone(), r.loc(), false, r.is_anonymous));
        self.in_progress.push((id, Slot::Reserved));
    }

    /// The id of `r`, a def referring to itself, as the value of the
    /// reference (LLVM's `DefInit::get(CurRec)`). While `r` is in its final
    /// resolution, its slot becomes a mirror of it, so that the reference
    /// has `r`'s type and fields, as LLVM's does; `None` if `r` has no id.
    pub fn in_progress_id(&mut self, r: &Record) -> Option<RecId> {
        let id = r.id?;
        if let Some(p) = self.in_progress.iter_mut().find(|(p, _)| *p == id) {
            if p.1 == Slot::Reserved {
                p.1 = Slot::Mirrored;
                self.recs[id.0 as usize] = r.clone();
            }
        }
        Some(id)
    }

    /// Keeps the mirror of a def in its final resolution (see
    /// [`Self::in_progress_id`]) in step with field `idx` of `r`.
    pub(crate) fn update_mirror(&mut self, r: &Record, idx: usize) {
        let Some(id) = r.id else { return };
        if self.in_progress.contains(&(id, Slot::Mirrored)) {
            self.recs[id.0 as usize].values[idx] = r.values[idx].clone();
        }
    }

    /// A `defvar` or `defset` at the top level.
    pub fn add_global(&mut self, name: Rc<str>, value: InitRef) {
        self.globals.insert(name, value);
    }

    /// A def (as a value) or a global variable.
    pub fn global(&self, name: &str) -> Option<InitRef> {
        if let Some(d) = self.def(name) {
            return Some(Init::def(d));
        }
        self.globals.get(name).cloned()
    }

    /// The next `anonymous_N` name.
    pub fn new_anonymous_name(&mut self) -> InitRef {
        let n = self.anon_counter;
        self.anon_counter += 1;
        std::rc::Rc::new(Init::Anon(n))
    }

    /// The record type of a def: its direct superclasses.
    pub fn record_type(&self, r: &Record) -> RecTy {
        RecTy::record(&r.direct_superclasses_with(self), self)
    }

    /// The record type of a def in the keeper, cached.
    pub fn def_type(&self, id: RecId) -> RecTy {
        let r = self.rec(id);
        r.ty_cache.get_or_init(|| self.record_type(r)).clone()
    }

    /// Reports an error at a location. Nothing is reported after a fatal
    /// error: LLVM exits there, while evaluation here only stops at the
    /// parser's next check.
    pub fn error(&mut self, loc: Option<Loc>, msg: impl Into<String>) {
        if !self.fatal {
            self.pending.push((Severity::Error, msg.into(), loc));
        }
    }

    /// Reports an error that ends evaluation (LLVM's `PrintFatalError`).
    pub fn fatal(&mut self, loc: Option<Loc>, msg: impl Into<String>) {
        self.error(loc, msg);
        self.fatal = true;
    }

    /// Reports a note (none after a fatal error, as [`Self::error`]).
    pub fn note(&mut self, loc: Option<Loc>, msg: impl Into<String>) {
        if !self.fatal {
            self.pending.push((Severity::Note, msg.into(), loc));
        }
    }

    /// True if an error has been reported.
    pub fn has_errors(&self) -> bool {
        self.pending.iter().any(|d| d.0 == Severity::Error)
    }

    /// The diagnostics reported so far, positioned in `sources`.
    pub fn diagnostics(&self) -> Diagnostics {
        let mut d = Diagnostics::default();
        for (sev, msg, loc) in &self.pending {
            d.push(*sev, msg.clone(), loc.map(|l| self.sources.position(l)));
        }
        d
    }
}

/// Why a typed field lookup failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldError {
    /// Where the record was defined.
    pub loc: Loc,
    /// LLVM's wording, e.g. `Record `Foo' does not have a field named `bar'!`.
    pub message: String,
}

impl std::fmt::Display for FieldError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

/// Typed access to a record's fields, as backends need it (LLVM's
/// `getValueAs…`). Every failure names the record and field.
impl RecordKeeper {
    fn field_of<'r>(&'r self, rec: &'r Record, field: &str) -> Result<&'r InitRef, FieldError> {
        rec.field(field).ok_or_else(|| FieldError {
            loc: rec.loc(),
            message: format!(
                "Record `{}' does not have a field named `{}'!",
                rec.name_str(),
                field
            ),
        })
    }

    fn wrong_type(&self, rec: &Record, field: &str, what: &str, v: &InitRef) -> FieldError {
        FieldError {
            loc: rec.value(field).map(|f| f.loc).unwrap_or(rec.loc()),
            message: format!(
                "Record `{}', field `{}' does not have {}! (it is `{}')",
                rec.name_str(),
                field,
                what,
                v.to_string(self)
            ),
        }
    }

    /// A `string`/`code` field.
    pub fn get_string<'r>(&'r self, rec: &'r Record, field: &str) -> Result<&'r str, FieldError> {
        let v = self.field_of(rec, field)?;
        v.as_str()
            .ok_or_else(|| self.wrong_type(rec, field, "a string initializer", v))
    }

    /// A `string` field that may be unset (`?`): `None` then.
    pub fn get_optional_string<'r>(
        &'r self,
        rec: &'r Record,
        field: &str,
    ) -> Result<Option<&'r str>, FieldError> {
        let v = self.field_of(rec, field)?;
        if v.is_unset() {
            return Ok(None);
        }
        v.as_str()
            .map(Some)
            .ok_or_else(|| self.wrong_type(rec, field, "a string initializer", v))
    }

    /// An `int` field (also accepts `bit` and concrete `bits`).
    pub fn get_int(&self, rec: &Record, field: &str) -> Result<i64, FieldError> {
        let v = self.field_of(rec, field)?;
        crate::fold::as_int(v, self)
            .ok_or_else(|| self.wrong_type(rec, field, "an int initializer", v))
    }

    /// A `bit` field.
    pub fn get_bit(&self, rec: &Record, field: &str) -> Result<bool, FieldError> {
        let v = self.field_of(rec, field)?;
        match &**v {
            Init::Bit(b) => Ok(*b),
            _ => crate::fold::as_int(v, self)
                .filter(|x| *x == 0 || *x == 1)
                .map(|x| x == 1)
                .ok_or_else(|| self.wrong_type(rec, field, "a bit initializer", v)),
        }
    }

    /// A field holding a def.
    pub fn get_def(&self, rec: &Record, field: &str) -> Result<RecId, FieldError> {
        let v = self.field_of(rec, field)?;
        v.as_def()
            .ok_or_else(|| self.wrong_type(rec, field, "a def initializer", v))
    }

    /// A `list<…>` field's elements.
    pub fn get_list<'r>(
        &'r self,
        rec: &'r Record,
        field: &str,
    ) -> Result<&'r [InitRef], FieldError> {
        let v = self.field_of(rec, field)?;
        match &**v {
            Init::List { elems, .. } => Ok(elems),
            _ => Err(self.wrong_type(rec, field, "a list initializer", v)),
        }
    }

    /// A `list<SomeClass>` field's defs.
    pub fn get_list_of_defs(&self, rec: &Record, field: &str) -> Result<Vec<RecId>, FieldError> {
        self.get_list(rec, field)?
            .iter()
            .map(|e| {
                e.as_def()
                    .ok_or_else(|| self.wrong_type(rec, field, "a list of def initializers", e))
            })
            .collect()
    }

    /// A `list<string>` field's strings.
    pub fn get_list_of_strings<'r>(
        &'r self,
        rec: &'r Record,
        field: &str,
    ) -> Result<Vec<&'r str>, FieldError> {
        self.get_list(rec, field)?
            .iter()
            .map(|e| {
                e.as_str()
                    .ok_or_else(|| self.wrong_type(rec, field, "a list of string initializers", e))
            })
            .collect()
    }

    /// A `dag` field.
    pub fn get_dag<'r>(
        &'r self,
        rec: &'r Record,
        field: &str,
    ) -> Result<&'r crate::init::Dag, FieldError> {
        let v = self.field_of(rec, field)?;
        match &**v {
            Init::Dag(d) => Ok(d),
            _ => Err(self.wrong_type(rec, field, "a dag initializer", v)),
        }
    }

    /// Is the field `?`?
    pub fn is_unset(&self, rec: &Record, field: &str) -> Result<bool, FieldError> {
        Ok(self.field_of(rec, field)?.is_unset())
    }
}
