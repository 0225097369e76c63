//! Source files and locations.
//!
//! Every token, record and field carries a [`Loc`]: a file id and a byte
//! offset. The [`SourceMap`] owns the file contents and turns a `Loc` into a
//! `file:line:col` position on demand, so locations stay 8 bytes wide.

use std::path::{Path, PathBuf};

/// Index of a file in a [`SourceMap`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FileId(pub u32);

/// A position in a source file: the file and a byte offset into it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Loc {
    /// The file the position is in.
    pub file: FileId,
    /// Byte offset from the start of the file.
    pub offset: u32,
}

/// One loaded source file.
#[derive(Debug)]
pub struct SourceFile {
    /// The path the file was opened with.
    pub path: PathBuf,
    /// The raw bytes; TableGen input need not be UTF-8.
    pub text: Vec<u8>,
    /// The `include` that brought this file in, if any.
    pub included_from: Option<Loc>,
    line_starts: Vec<u32>,
}

impl SourceFile {
    fn new(path: PathBuf, text: Vec<u8>, included_from: Option<Loc>) -> Self {
        let mut line_starts = vec![0u32];
        for (i, b) in text.iter().enumerate() {
            if *b == b'\n' {
                line_starts.push(i as u32 + 1);
            }
        }
        SourceFile {
            path,
            text,
            included_from,
            line_starts,
        }
    }

    /// 1-based line and column of a byte offset (the column counts bytes).
    pub fn line_col(&self, offset: u32) -> (usize, usize) {
        let line = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        (line + 1, (offset - self.line_starts[line]) as usize + 1)
    }

    /// The text of a 1-based line, without its line terminator.
    pub fn line_text(&self, line: usize) -> String {
        let start = self.line_starts[line - 1] as usize;
        let end = self
            .line_starts
            .get(line)
            .map(|e| *e as usize)
            .unwrap_or(self.text.len());
        let bytes = &self.text[start..end];
        let bytes = bytes.strip_suffix(b"\n").unwrap_or(bytes);
        let bytes = bytes.strip_suffix(b"\r").unwrap_or(bytes);
        String::from_utf8_lossy(bytes).into_owned()
    }
}

/// All files read while processing one input, in the order they were opened.
#[derive(Debug, Default)]
pub struct SourceMap {
    files: Vec<SourceFile>,
}

impl SourceMap {
    /// Adds a file's contents and returns its id.
    pub fn add(&mut self, path: PathBuf, text: Vec<u8>) -> FileId {
        self.add_included(path, text, None)
    }

    /// Adds a file brought in by the `include` at `from`.
    pub fn add_included(&mut self, path: PathBuf, text: Vec<u8>, from: Option<Loc>) -> FileId {
        self.files.push(SourceFile::new(path, text, from));
        FileId(self.files.len() as u32 - 1)
    }

    /// The file with the given id.
    pub fn file(&self, id: FileId) -> &SourceFile {
        &self.files[id.0 as usize]
    }

    /// Looks a file up by the path it was opened with.
    pub fn find(&self, path: &Path) -> Option<FileId> {
        self.files
            .iter()
            .position(|f| f.path == path)
            .map(|i| FileId(i as u32))
    }

    /// Resolves a location to a printable position.
    pub fn position(&self, loc: Loc) -> Position {
        let f = self.file(loc.file);
        let (line, column) = f.line_col(loc.offset);
        let mut included_from = Vec::new();
        let mut from = f.included_from;
        while let Some(l) = from {
            let inc = self.file(l.file);
            let (line, column) = inc.line_col(l.offset);
            included_from.push((inc.path.clone(), line, column));
            from = inc.included_from;
        }
        Position {
            path: f.path.clone(),
            line,
            column,
            line_text: f.line_text(line),
            included_from,
        }
    }
}

/// A location resolved to file, line and column, with the text of its line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// The file's path as it was opened.
    pub path: PathBuf,
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in bytes.
    pub column: usize,
    /// The whole source line, for rendering a caret under the column.
    pub line_text: String,
    /// The chain of `include`s that led to this file, innermost first.
    pub included_from: Vec<(PathBuf, usize, usize)>,
}
