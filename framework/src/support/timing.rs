//! Execution time measurement (MLIR's `DefaultTimingManager`, `mlir/Support/Timing`): a
//! tree of named timers, started and stopped any number of times, nested from any thread,
//! and printed as mlir-opt 16's `--mlir-timing` report (`... Execution time report ...`),
//! as a tree or as a list.
//!
//! A timer nested from the thread that created its parent is a child of it; one nested
//! from another thread is kept apart (an "async" child, per thread) until the report, which
//! merges it into the children of the same id: the wall time of a merged timer is the
//! longest of its threads', its user time the sum, and a timer's user time includes that
//! of its async children. So, as in MLIR, the report shows a `User Time` column exactly
//! when work ran on other threads (the user time then differs from the wall time).

use std::any::TypeId;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::thread::ThreadId;
use std::time::{Duration, Instant};

/// How a report lays out the timers (`--mlir-timing-display`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DisplayMode {
    /// Every timer, nested timers indented under their parent (MLIR's default).
    #[default]
    Tree,
    /// The timers merged by name (the root included, as MLIR 16 does), longest first.
    List,
}

/// What identifies a nested timer among its siblings: nesting twice with the same id gives
/// the same timer.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TimerId {
    /// A timer known by its name (`Parser`).
    Name(String),
    /// A timer of an object with a numeric identity (a pass).
    Key(u64),
    /// A timer of a type (an analysis).
    Type(TypeId),
}

/// A timer of the tree (cheap to clone: clones are the same timer).
#[derive(Clone)]
pub struct Timer(Arc<TimerNode>);

struct TimerNode {
    /// The thread that created the timer: nesting from another one makes an async child.
    thread: ThreadId,
    data: Mutex<TimerData>,
}

#[derive(Default)]
struct TimerData {
    name: String,
    wall: Duration,
    user: Duration,
    hidden: bool,
    children: Vec<(TimerId, Timer)>,
    /// Children nested from other threads, by thread, in the order the threads came.
    async_children: Vec<(ThreadId, Vec<(TimerId, Timer)>)>,
}

impl Timer {
    /// The root timer of a report: hidden (its children are shown at the top level), named
    /// `root` (which list mode shows, as MLIR 16 does).
    pub fn root() -> Timer {
        let t = Timer::new("root".into());
        t.hide();
        t
    }

    fn new(name: String) -> Timer {
        Timer(Arc::new(TimerNode {
            thread: std::thread::current().id(),
            data: Mutex::new(TimerData {
                name,
                ..TimerData::default()
            }),
        }))
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, TimerData> {
        self.0.data.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The child timer `id` (named by `name` when it is created), from this thread.
    pub fn nest(&self, id: TimerId, name: impl FnOnce() -> String) -> Timer {
        let tid = std::thread::current().id();
        let mut data = self.lock();
        let list = if tid == self.0.thread {
            &mut data.children
        } else {
            let k = match data.async_children.iter().position(|(t, _)| *t == tid) {
                Some(k) => k,
                None => {
                    data.async_children.push((tid, Vec::new()));
                    data.async_children.len() - 1
                }
            };
            &mut data.async_children[k].1
        };
        if let Some((_, t)) = list.iter().find(|(i, _)| *i == id) {
            return t.clone();
        }
        let t = Timer::new(name());
        list.push((id, t.clone()));
        t
    }

    /// The child timer named `name`.
    pub fn nest_named(&self, name: &str) -> Timer {
        self.nest(TimerId::Name(name.to_string()), || name.to_string())
    }

    /// Hides the timer from tree reports: its children are shown in its place.
    pub fn hide(&self) {
        self.lock().hidden = true;
    }

    /// Adds a measured duration to the timer.
    pub fn add(&self, d: Duration) {
        let mut data = self.lock();
        data.wall += d;
        data.user += d;
    }

    /// Starts the timer: it runs until the scope is stopped or dropped.
    pub fn start(&self) -> TimingScope {
        TimingScope {
            timer: self.clone(),
            start: Instant::now(),
        }
    }

    /// mlir-opt 16's execution time report of this root timer, in `mode`.
    pub fn report(&self, mode: DisplayMode) -> String {
        let mut root = Node::from_timer(self);
        root.add_async_user_time();
        root.merge_async_children();
        root.print(mode)
    }
}

/// A running timer: the time from its start to its end (or its drop) is added to it.
pub struct TimingScope {
    timer: Timer,
    start: Instant,
}

impl TimingScope {
    /// The running timer.
    pub fn timer(&self) -> &Timer {
        &self.timer
    }

    /// Stops the timer now.
    pub fn stop(self) {}
}

impl Drop for TimingScope {
    fn drop(&mut self) {
        self.timer.add(self.start.elapsed());
    }
}

/// A timer taken out of the shared tree for the report.
struct Node {
    name: String,
    wall: Duration,
    user: Duration,
    hidden: bool,
    children: Vec<(TimerId, Node)>,
    async_children: Vec<Vec<(TimerId, Node)>>,
}

impl Node {
    fn from_timer(t: &Timer) -> Node {
        let data = t.lock();
        let list = |l: &[(TimerId, Timer)]| {
            l.iter()
                .map(|(id, t)| (id.clone(), Node::from_timer(t)))
                .collect()
        };
        Node {
            name: data.name.clone(),
            wall: data.wall,
            user: data.user,
            hidden: data.hidden,
            children: list(&data.children),
            async_children: data.async_children.iter().map(|(_, l)| list(l)).collect(),
        }
    }

    /// Adds the user time of the async children (recursively) to this timer's, which
    /// already includes that of its other children; the user time added.
    fn add_async_user_time(&mut self) -> Duration {
        let mut added = Duration::ZERO;
        for (_, c) in &mut self.children {
            added += c.add_async_user_time();
        }
        for list in &mut self.async_children {
            for (_, c) in list {
                c.add_async_user_time();
                added += c.user;
            }
        }
        self.user += added;
        added
    }

    /// Folds the async children into the children, recursively.
    fn merge_async_children(&mut self) {
        for (_, c) in &mut self.children {
            c.merge_async_children();
        }
        for list in std::mem::take(&mut self.async_children) {
            self.merge_children(list);
        }
    }

    fn merge_children(&mut self, other: Vec<(TimerId, Node)>) {
        for (id, mut c) in other {
            match self.children.iter_mut().find(|(i, _)| *i == id) {
                None => {
                    c.merge_async_children();
                    self.children.push((id, c));
                }
                Some((_, into)) => {
                    into.wall = into.wall.max(c.wall);
                    into.user += c.user;
                    into.merge_children(c.children);
                    for list in c.async_children {
                        into.merge_children(list);
                    }
                }
            }
        }
    }

    fn record(&self) -> Record {
        Record {
            wall: self.wall.as_secs_f64(),
            user: self.user.as_secs_f64(),
        }
    }

    fn print(&self, mode: DisplayMode) -> String {
        let total = self.record();
        let rule =
            "===-------------------------------------------------------------------------===";
        let title = "... Execution time report ...";
        let mut s = format!(
            "{rule}\n{:pad$}{title}\n{rule}\n  Total Execution Time: {:.4} seconds\n\n",
            "",
            total.wall,
            pad = (80 - title.len()) / 2
        );
        if total.shows_user() {
            s.push_str("  ----User Time----");
        }
        s.push_str("  ----Wall Time----  ----Name----\n");
        match mode {
            DisplayMode::Tree => self.print_tree(&total, 0, &mut s),
            DisplayMode::List => {
                let mut merged: Vec<(&str, Record)> = Vec::new();
                let mut index: HashMap<&str, usize> = HashMap::new();
                self.flatten(&mut merged, &mut index);
                merged.sort_by(|a, b| b.1.wall.total_cmp(&a.1.wall));
                for (name, r) in merged {
                    r.print_row(&total, 0, name, &mut s);
                }
            }
        }
        let mut rest = total;
        for (_, c) in &self.children {
            let r = c.record();
            rest.wall -= r.wall;
            rest.user -= r.user;
        }
        rest.print_row(&total, 0, "Rest", &mut s);
        total.print_row(&total, 0, "Total", &mut s);
        s
    }

    fn print_tree(&self, total: &Record, indent: usize, s: &mut String) {
        let mut child_indent = indent;
        if !self.hidden {
            self.record().print_row(total, indent, &self.name, s);
            child_indent += 2;
        }
        for (_, c) in &self.children {
            c.print_tree(total, child_indent, s);
        }
    }

    fn flatten<'a>(
        &'a self,
        out: &mut Vec<(&'a str, Record)>,
        index: &mut HashMap<&'a str, usize>,
    ) {
        let r = self.record();
        match index.get(self.name.as_str()) {
            Some(&k) => {
                out[k].1.wall += r.wall;
                out[k].1.user += r.user;
            }
            None => {
                index.insert(&self.name, out.len());
                out.push((&self.name, r));
            }
        }
        for (_, c) in &self.children {
            c.flatten(out, index);
        }
    }
}

/// Wall and user time, in seconds.
#[derive(Clone, Copy)]
struct Record {
    wall: f64,
    user: f64,
}

impl Record {
    fn shows_user(&self) -> bool {
        self.user != self.wall
    }

    /// A row: the user time (when the total shows it) and the wall time, each with its
    /// share of the total, then the name, indented.
    fn print_row(&self, total: &Record, indent: usize, name: &str, s: &mut String) {
        let cell = |t: f64, of: f64, s: &mut String| {
            let pct = if of > 0.0 { 100.0 * t / of } else { 0.0 };
            s.push_str(&format!("  {t:8.4} ({pct:5.1}%)"));
        };
        if total.shows_user() {
            cell(self.user, total.user, s);
        }
        cell(self.wall, total.wall, s);
        s.push_str(&format!("  {:indent$}{name}\n", ""));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Replaces every number of a report with `N`, to compare its structure.
    fn shape(report: &str) -> String {
        let mut out = String::new();
        let mut in_num = false;
        for c in report.chars() {
            if c.is_ascii_digit() || (in_num && c == '.') {
                if !in_num {
                    out.push('N');
                }
                in_num = true;
            } else {
                in_num = false;
                out.push(c);
            }
        }
        out
    }

    #[test]
    fn tree_and_list_reports() {
        let root = Timer::root();
        root.nest_named("Parser").add(Duration::from_millis(2));
        let p = root.nest(TimerId::Key(1), || "Pipeline".into());
        p.hide();
        p.nest(TimerId::Key(2), || "CSE".into())
            .add(Duration::from_millis(1));
        p.add(Duration::from_millis(1));
        root.add(Duration::from_millis(10));
        let tree = root.report(DisplayMode::Tree);
        assert!(
            tree.contains("  ----Wall Time----  ----Name----\n"),
            "{tree}"
        );
        assert!(
            tree.contains(")  Parser\n") && tree.contains(")  CSE\n"),
            "{tree}"
        );
        assert!(
            !tree.contains("Pipeline") && !tree.contains("root"),
            "{tree}"
        );
        assert!(tree.ends_with("(100.0%)  Total\n"), "{tree}");
        let list = root.report(DisplayMode::List);
        // The root comes first, the longest; then by time.
        let names: Vec<&str> = list
            .lines()
            .skip(6)
            .map(|l| l.rsplit("  ").next().unwrap_or(""))
            .collect();
        assert_eq!(
            names,
            ["root", "Parser", "Pipeline", "CSE", "Rest", "Total"]
        );
        assert_eq!(
            shape(&tree).lines().nth(3),
            Some("  Total Execution Time: N seconds")
        );
    }

    #[test]
    fn async_children_merge_and_show_user_time() {
        let root = Timer::root();
        let adaptor = root.nest(TimerId::Key(1), || "adaptor".into());
        std::thread::scope(|s| {
            for _ in 0..2 {
                let adaptor = adaptor.clone();
                s.spawn(move || {
                    let p =
                        adaptor.nest(TimerId::Name("p".into()), || "'func.func' Pipeline".into());
                    p.add(Duration::from_millis(3));
                });
            }
        });
        adaptor.add(Duration::from_millis(4));
        root.add(Duration::from_millis(5));
        let tree = root.report(DisplayMode::Tree);
        assert!(
            tree.contains("  ----User Time----  ----Wall Time----"),
            "{tree}"
        );
        // One merged pipeline row: wall 3 ms (the longest thread), user 6 ms (the sum).
        assert_eq!(tree.matches("Pipeline").count(), 1, "{tree}");
        assert!(
            tree.contains("    0.0060 ") && tree.contains("    0.0030 "),
            "{tree}"
        );
    }
}
