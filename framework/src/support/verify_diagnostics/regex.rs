//! A small POSIX extended regex engine with LLVM's (Henry Spencer's) syntax
//! and error messages, for the `expected-*-re` forms; matching is a Pike VM
//! (linear time, no recursion).

use std::sync::Arc;

pub(super) const E_PAREN: &str = "parentheses not balanced";
pub(super) const E_EMPTY: &str = "empty (sub)expression";
pub(super) const E_BADRPT: &str = "repetition-operator operand invalid";
pub(super) const E_ESCAPE: &str = "trailing backslash (\\)";
pub(super) const E_BRACK: &str = "brackets ([ ]) not balanced";
pub(super) const E_BRACE: &str = "braces not balanced";
pub(super) const E_BADBR: &str = "invalid repetition count(s)";
pub(super) const E_RANGE: &str = "invalid character range";
pub(super) const E_CTYPE: &str = "invalid character class";
pub(super) const E_COLLATE: &str = "invalid collating element";
pub(super) const E_SUBREG: &str = "invalid backreference number";
pub(super) const E_SPACE: &str = "out of memory";
pub(super) const E_BACKREF: &str = "back-references are not supported";
const DUP_MAX: u32 = 255;
const MAX_DEPTH: usize = 200;
const MAX_STATES: usize = 100_000;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Assert {
    Bol,
    Eol,
    WordStart,
    WordEnd,
}

#[derive(Clone, Debug)]
enum Node {
    Empty,
    Set(Arc<[bool; 256]>),
    Assert(Assert),
    Concat(Vec<Node>),
    Alt(Vec<Node>),
    Repeat(Box<Node>, u32, Option<u32>),
}

#[derive(Clone, Debug)]
enum Inst {
    Set(Arc<[bool; 256]>),
    Assert(Assert),
    Split(usize, usize),
    Jmp(usize),
    Match,
}

/// A compiled regex (only `is_match` is needed).
#[derive(Clone, Debug)]
pub(super) struct Regex {
    prog: Vec<Inst>,
    /// Number of `^` / `$` written in the pattern (Spencer's `nbol`/`neol`).
    nbol: usize,
    neol: usize,
}

struct Parser<'a> {
    p: &'a [u8],
    i: usize,
    closed: Vec<bool>,
    nbol: usize,
    neol: usize,
    depth: usize,
}

fn byte_set(f: impl Fn(u8) -> bool) -> Arc<[bool; 256]> {
    let mut set = [false; 256];
    for (b, slot) in set.iter_mut().enumerate() {
        *slot = f(b as u8);
    }
    Arc::new(set)
}

fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.p.get(self.i).copied()
    }
    fn peek2(&self) -> Option<u8> {
        self.p.get(self.i + 1).copied()
    }
    fn more(&self) -> bool {
        self.i < self.p.len()
    }
    fn eat(&mut self, c: u8) -> bool {
        let hit = self.peek() == Some(c);
        self.i += usize::from(hit);
        hit
    }
    fn eat_two(&mut self, a: u8, b: u8) -> bool {
        let hit = self.peek() == Some(a) && self.peek2() == Some(b);
        self.i += 2 * usize::from(hit);
        hit
    }
    fn next(&mut self) -> Option<u8> {
        let c = self.peek();
        self.i += usize::from(c.is_some());
        c
    }
    fn is_rep_start(&self) -> bool {
        match self.peek() {
            Some(b'*' | b'+' | b'?') => true,
            Some(b'{') => self.peek2().is_some_and(|c| c.is_ascii_digit()),
            _ => false,
        }
    }

    /// Spencer `p_ere`: alternatives up to `stop` (or the end).
    fn ere(&mut self, stop: Option<u8>) -> Result<Node, &'static str> {
        let mut alts = Vec::new();
        loop {
            let mut items = Vec::new();
            while let Some(c) = self.peek() {
                if c == b'|' || Some(c) == stop {
                    break;
                }
                items.push(self.ere_exp()?);
            }
            if items.is_empty() {
                return Err(E_EMPTY);
            }
            alts.push(Node::Concat(items));
            if !self.eat(b'|') {
                break;
            }
        }
        Ok(if alts.len() == 1 {
            alts.remove(0)
        } else {
            Node::Alt(alts)
        })
    }

    /// Spencer `p_ere_exp`: one atom and its optional repetition.
    fn ere_exp(&mut self) -> Result<Node, &'static str> {
        let c = self.next().ok_or(E_EMPTY)?;
        let mut was_caret = false;
        let atom = match c {
            b'(' => {
                if !self.more() {
                    return Err(E_PAREN);
                }
                let group = self.closed.len();
                self.closed.push(false);
                self.depth += 1;
                if self.depth > MAX_DEPTH {
                    return Err(E_SPACE);
                }
                let inner = if self.peek() == Some(b')') {
                    Node::Empty
                } else {
                    self.ere(Some(b')'))?
                };
                self.depth -= 1;
                if !self.eat(b')') {
                    return Err(E_PAREN);
                }
                self.closed[group] = true;
                inner
            }
            b')' => return Err(E_PAREN),
            b'^' => {
                was_caret = true;
                self.nbol += 1;
                Node::Assert(Assert::Bol)
            }
            b'$' => {
                self.neol += 1;
                Node::Assert(Assert::Eol)
            }
            b'|' => return Err(E_EMPTY),
            b'*' | b'+' | b'?' => return Err(E_BADRPT),
            b'.' => Node::Set(byte_set(|_| true)),
            b'[' => self.bracket()?,
            b'\\' => {
                let c = self.next().ok_or(E_ESCAPE)?;
                if (b'1'..=b'9').contains(&c) {
                    // LLVM accepts a back-reference to a closed group; this
                    // engine does not support them.
                    let closed = self.closed.get(usize::from(c - b'0'));
                    return Err(if closed == Some(&true) {
                        E_BACKREF
                    } else {
                        E_SUBREG
                    });
                }
                Node::Set(byte_set(|b| b == c))
            }
            b'{' if self.peek().is_some_and(|c| c.is_ascii_digit()) => return Err(E_BADRPT),
            c => Node::Set(byte_set(|b| b == c)),
        };
        if !self.is_rep_start() {
            return Ok(atom);
        }
        let op = self.next().unwrap_or(b'*');
        if was_caret {
            return Err(E_BADRPT);
        }
        let (min, max) = match op {
            b'*' => (0, None),
            b'+' => (1, None),
            b'?' => (0, Some(1)),
            _ => {
                let min = self.count()?;
                let max = if self.eat(b',') {
                    if self.peek().is_some_and(|c| c.is_ascii_digit()) {
                        let max = self.count()?;
                        if min > max {
                            return Err(E_BADBR);
                        }
                        Some(max)
                    } else {
                        None
                    }
                } else {
                    Some(min)
                };
                if !self.eat(b'}') {
                    while self.more() && self.peek() != Some(b'}') {
                        self.i += 1;
                    }
                    return Err(if self.more() { E_BADBR } else { E_BRACE });
                }
                (min, max)
            }
        };
        if self.is_rep_start() {
            return Err(E_BADRPT);
        }
        Ok(Node::Repeat(Box::new(atom), min, max))
    }

    fn count(&mut self) -> Result<u32, &'static str> {
        let (mut n, mut digits) = (0u32, 0);
        while let Some(c) = self.peek().filter(|c| c.is_ascii_digit()) {
            if n > DUP_MAX {
                break;
            }
            n = n * 10 + u32::from(c - b'0');
            digits += 1;
            self.i += 1;
        }
        if digits == 0 || n > DUP_MAX {
            return Err(E_BADBR);
        }
        Ok(n)
    }

    /// Spencer `p_bracket`, after the `[`.
    fn bracket(&mut self) -> Result<Node, &'static str> {
        if self.p[self.i..].starts_with(b"[:<:]]") {
            self.i += 6;
            return Ok(Node::Assert(Assert::WordStart));
        }
        if self.p[self.i..].starts_with(b"[:>:]]") {
            self.i += 6;
            return Ok(Node::Assert(Assert::WordEnd));
        }
        let mut set = [false; 256];
        let invert = self.eat(b'^');
        if self.eat(b']') {
            set[usize::from(b']')] = true;
        } else if self.eat(b'-') {
            set[usize::from(b'-')] = true;
        }
        while self.more()
            && self.peek() != Some(b']')
            && !(self.peek() == Some(b'-') && self.peek2() == Some(b']'))
        {
            self.bracket_term(&mut set)?;
        }
        if self.eat(b'-') {
            set[usize::from(b'-')] = true;
        }
        if !self.eat(b']') {
            return Err(E_BRACK);
        }
        Ok(Node::Set(byte_set(|b| set[usize::from(b)] != invert)))
    }

    fn bracket_term(&mut self, set: &mut [bool; 256]) -> Result<(), &'static str> {
        let kind = match self.peek() {
            Some(b'[') => self.peek2(),
            Some(b'-') => return Err(E_RANGE),
            _ => None,
        };
        match kind {
            Some(b':') => {
                self.i += 2;
                if matches!(self.peek(), None | Some(b'-' | b']')) {
                    return Err(if self.more() { E_CTYPE } else { E_BRACK });
                }
                let start = self.i;
                while self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
                    self.i += 1;
                }
                let f: fn(&u8) -> bool = match &self.p[start..self.i] {
                    b"alnum" => u8::is_ascii_alphanumeric,
                    b"alpha" => u8::is_ascii_alphabetic,
                    b"blank" => |c| *c == b' ' || *c == b'\t',
                    b"cntrl" => u8::is_ascii_control,
                    b"digit" => u8::is_ascii_digit,
                    b"graph" => u8::is_ascii_graphic,
                    b"lower" => u8::is_ascii_lowercase,
                    b"print" => |c| c.is_ascii_graphic() || *c == b' ',
                    b"punct" => u8::is_ascii_punctuation,
                    b"space" => |c| c.is_ascii_whitespace() || *c == 0x0b,
                    b"upper" => u8::is_ascii_uppercase,
                    b"xdigit" => u8::is_ascii_hexdigit,
                    _ => return Err(E_CTYPE),
                };
                for (b, slot) in set.iter_mut().enumerate() {
                    *slot |= f(&(b as u8));
                }
                if !self.more() {
                    return Err(E_BRACK);
                }
                if !self.eat_two(b':', b']') {
                    return Err(E_CTYPE);
                }
            }
            Some(b'=') => {
                self.i += 2;
                if matches!(self.peek(), None | Some(b'-' | b']')) {
                    return Err(if self.more() { E_COLLATE } else { E_BRACK });
                }
                let c = self.collating_element(b'=')?;
                set[usize::from(c)] = true;
                if !self.more() {
                    return Err(E_BRACK);
                }
                if !self.eat_two(b'=', b']') {
                    return Err(E_COLLATE);
                }
            }
            _ => {
                let start = self.bracket_symbol()?;
                let finish = if self.peek() == Some(b'-') && self.peek2().is_some_and(|c| c != b']')
                {
                    self.i += 1;
                    if self.eat(b'-') {
                        b'-'
                    } else {
                        self.bracket_symbol()?
                    }
                } else {
                    start
                };
                if start > finish {
                    return Err(E_RANGE);
                }
                for b in start..=finish {
                    set[usize::from(b)] = true;
                }
            }
        }
        Ok(())
    }

    fn bracket_symbol(&mut self) -> Result<u8, &'static str> {
        if !self.more() {
            return Err(E_BRACK);
        }
        if !self.eat_two(b'[', b'.') {
            return self.next().ok_or(E_BRACK);
        }
        let c = self.collating_element(b'.')?;
        if !self.eat_two(b'.', b']') {
            return Err(E_COLLATE);
        }
        Ok(c)
    }

    /// Only single-character collating elements are supported.
    fn collating_element(&mut self, end: u8) -> Result<u8, &'static str> {
        let start = self.i;
        while self.more() && !(self.peek() == Some(end) && self.peek2() == Some(b']')) {
            self.i += 1;
        }
        if !self.more() {
            return Err(E_BRACK);
        }
        match self.p[start..self.i] {
            [c] => Ok(c),
            _ => Err(E_COLLATE),
        }
    }
}

impl Regex {
    /// Compiles a POSIX extended regex (LLVM flavour) or returns LLVM's error.
    pub(super) fn new(pattern: &[u8]) -> Result<Regex, &'static str> {
        let mut parser = Parser {
            p: pattern,
            i: 0,
            closed: vec![false],
            nbol: 0,
            neol: 0,
            depth: 0,
        };
        let node = parser.ere(None)?;
        if parser.more() {
            return Err(E_PAREN);
        }
        let mut prog = Vec::new();
        emit(&node, &mut prog)?;
        prog.push(Inst::Match);
        Ok(Regex {
            prog,
            nbol: parser.nbol,
            neol: parser.neol,
        })
    }

    /// Unanchored search for the pattern anywhere in `text`, emulating
    /// Spencer's `fast()` matcher: at each position, assertions advance only
    /// in flag steps (`nbol`/`neol` anchor steps, then at most one word
    /// boundary step), each seeing only the states present before it.
    pub(super) fn is_match(&self, text: &[u8]) -> bool {
        let mut cur = StateSet::new(self.prog.len());
        self.closure(&mut cur, 0);
        let fresh = cur.list.clone();
        let mut next = StateSet::new(self.prog.len());
        for pos in 0..=text.len() {
            let last = pos.checked_sub(1).and_then(|i| text.get(i)).copied();
            let c = text.get(pos).copied();
            let (bol, eol) = (pos == 0, pos == text.len());
            let steps = if bol { self.nbol } else { 0 } + if eol { self.neol } else { 0 };
            for _ in 0..steps {
                self.flag_step(&mut cur, |a| {
                    (a == Assert::Bol && bol) || (a == Assert::Eol && eol)
                });
            }
            let flag_bol = bol && !eol;
            let mut word = None;
            if (flag_bol || last.is_some_and(|l| !is_word(l))) && c.is_some_and(is_word) {
                word = Some(Assert::WordStart);
            }
            if last.is_some_and(is_word) && ((eol && !bol) || c.is_some_and(|c| !is_word(c))) {
                word = Some(Assert::WordEnd);
            }
            if let Some(w) = word {
                self.flag_step(&mut cur, |a| a == w);
            }
            if cur
                .list
                .iter()
                .any(|&pc| matches!(self.prog[pc], Inst::Match))
            {
                return true;
            }
            let Some(c) = c else { break };
            next.clear();
            for &pc in &fresh {
                next.insert(pc);
            }
            for &pc in &cur.list {
                if let Inst::Set(set) = &self.prog[pc] {
                    if set[usize::from(c)] {
                        self.closure(&mut next, pc + 1);
                    }
                }
            }
            std::mem::swap(&mut cur, &mut next);
        }
        false
    }

    /// Advances every state sitting on an assertion accepted by `accept`.
    fn flag_step(&self, set: &mut StateSet, accept: impl Fn(Assert) -> bool) {
        let before: Vec<usize> = set.list.clone();
        for pc in before {
            if let Inst::Assert(a) = self.prog[pc] {
                if accept(a) {
                    self.closure(set, pc + 1);
                }
            }
        }
    }

    /// Adds `pc` and every state reachable through `Split`/`Jmp`.
    fn closure(&self, set: &mut StateSet, pc: usize) {
        let mut stack = vec![pc];
        while let Some(pc) = stack.pop() {
            if pc >= self.prog.len() || !set.insert(pc) {
                continue;
            }
            match self.prog[pc] {
                Inst::Jmp(t) => stack.push(t),
                Inst::Split(a, b) => stack.extend([b, a]),
                _ => {}
            }
        }
    }
}

/// A set of program counters with O(1) insert and clear proportional to size.
struct StateSet {
    member: Vec<bool>,
    list: Vec<usize>,
}

impl StateSet {
    fn new(n: usize) -> Self {
        StateSet {
            member: vec![false; n],
            list: Vec::new(),
        }
    }
    fn insert(&mut self, pc: usize) -> bool {
        let fresh = !self.member[pc];
        if fresh {
            self.member[pc] = true;
            self.list.push(pc);
        }
        fresh
    }
    fn clear(&mut self) {
        for &pc in &self.list {
            self.member[pc] = false;
        }
        self.list.clear();
    }
}

/// Compiles `node` onto `prog` (Thompson construction, repeats expanded).
fn emit(node: &Node, prog: &mut Vec<Inst>) -> Result<(), &'static str> {
    if prog.len() > MAX_STATES {
        return Err(E_SPACE);
    }
    match node {
        Node::Empty => {}
        Node::Set(s) => prog.push(Inst::Set(s.clone())),
        Node::Assert(a) => prog.push(Inst::Assert(*a)),
        Node::Concat(items) => {
            for item in items {
                emit(item, prog)?;
            }
        }
        Node::Alt(alts) => {
            let mut jumps = Vec::new();
            for (k, alt) in alts.iter().enumerate() {
                let split = prog.len();
                if k + 1 < alts.len() {
                    prog.push(Inst::Split(split + 1, 0));
                }
                emit(alt, prog)?;
                if k + 1 < alts.len() {
                    jumps.push(prog.len());
                    prog.push(Inst::Jmp(0));
                    let next = prog.len();
                    prog[split] = Inst::Split(split + 1, next);
                }
            }
            let end = prog.len();
            for j in jumps {
                prog[j] = Inst::Jmp(end);
            }
        }
        Node::Repeat(body, min, max) => {
            for _ in 0..*min {
                emit(body, prog)?;
            }
            match max {
                None => {
                    let split = prog.len();
                    prog.push(Inst::Split(split + 1, 0));
                    emit(body, prog)?;
                    prog.push(Inst::Jmp(split));
                    let end = prog.len();
                    prog[split] = Inst::Split(split + 1, end);
                }
                Some(max) => {
                    let mut splits = Vec::new();
                    for _ in *min..*max {
                        splits.push(prog.len());
                        prog.push(Inst::Split(prog.len() + 1, 0));
                        emit(body, prog)?;
                    }
                    let end = prog.len();
                    for s in splits {
                        prog[s] = Inst::Split(s + 1, end);
                    }
                }
            }
        }
    }
    if prog.len() > MAX_STATES {
        return Err(E_SPACE);
    }
    Ok(())
}
