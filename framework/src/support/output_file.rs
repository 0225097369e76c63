//! Output files written whole: a file is either left as it was or holds all of the new
//! text, never part of it (the text goes to a temporary file renamed into place). Errors
//! read as MLIR's `openOutputFile` ones: `cannot open output file 'NAME': REASON`, the
//! reason in the system's words.

use std::io::Write;
use std::path::{Path, PathBuf};

/// The system's description of an I/O error (`No such file or directory`), without the
/// `(os error N)` suffix Rust adds.
pub fn io_reason(e: &std::io::Error) -> String {
    let text = e.to_string();
    match text.find(" (os error ") {
        Some(i) if e.raw_os_error().is_some() => text[..i].to_string(),
        _ => text,
    }
}

fn open_error(name: &str, e: &std::io::Error) -> String {
    format!("cannot open output file '{name}': {}", io_reason(e))
}

fn write_error(name: &str, e: &std::io::Error) -> String {
    format!("cannot write output file '{name}': {}", io_reason(e))
}

/// Writes `data` to the file `name` whole (`-`: standard output). A regular file (or none)
/// is replaced by renaming a temporary file of the same directory over it, keeping the
/// old file's permissions; a device or pipe (`/dev/null`) is written directly. The error
/// is the message to report.
pub fn write_output_file(name: &str, data: &[u8]) -> Result<(), String> {
    if name == "-" {
        let mut out = std::io::stdout().lock();
        return out
            .write_all(data)
            .and_then(|()| out.flush())
            .map_err(|e| write_error(name, &e));
    }
    // Through a symbolic link: the file it points to is replaced, not the link.
    let target: PathBuf = match std::fs::symlink_metadata(name) {
        Ok(m) if m.file_type().is_symlink() => {
            std::fs::canonicalize(name).unwrap_or_else(|_| PathBuf::from(name))
        }
        _ => PathBuf::from(name),
    };
    let existing = std::fs::metadata(&target).ok();
    if let Some(m) = &existing {
        if !m.file_type().is_file() {
            // A directory fails here as MLIR's does (`Is a directory`).
            let mut f = std::fs::File::create(&target).map_err(|e| open_error(name, &e))?;
            return f.write_all(data).map_err(|e| write_error(name, &e));
        }
        // An existing file the user may not write is refused as opening it would be.
        std::fs::OpenOptions::new()
            .write(true)
            .open(&target)
            .map_err(|e| open_error(name, &e))?;
    }
    let (tmp, mut file) = create_sibling(&target).map_err(|e| open_error(name, &e))?;
    let written = file
        .write_all(data)
        .and_then(|()| file.flush())
        .and_then(|()| match &existing {
            Some(m) => file.set_permissions(m.permissions()),
            None => Ok(()),
        });
    drop(file);
    if let Err(e) = written.and_then(|()| std::fs::rename(&tmp, &target)) {
        let _ = std::fs::remove_file(&tmp);
        return Err(write_error(name, &e));
    }
    Ok(())
}

/// A new file next to `target` (same directory, so that renaming it over `target` replaces
/// it at once), with its path.
fn create_sibling(target: &Path) -> std::io::Result<(PathBuf, std::fs::File)> {
    let dir = match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let base = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut last = None;
    for _ in 0..64 {
        let path = dir.join(format!(".{base}.strata-tmp-{}", random_hex(8)));
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(f) => return Ok((path, f)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => last = Some(e),
            Err(e) => return Err(e),
        }
    }
    Err(last.unwrap_or_else(|| std::io::Error::other("no temporary file name left")))
}

/// Writes `data` to a new file of the system's temporary directory named
/// `{prefix}-XXXXXX.{suffix}` (six random hexadecimal digits, readable by the user only),
/// whole, and returns its path (MLIR's `createTemporaryFile`).
pub fn write_temporary_file(prefix: &str, suffix: &str, data: &[u8]) -> Result<String, String> {
    let dir = std::env::temp_dir();
    for _ in 0..128 {
        let path = dir.join(format!("{prefix}-{}.{suffix}", random_hex(6)));
        let name = path.to_string_lossy().into_owned();
        let mut opts = std::fs::OpenOptions::new();
        opts.write(true).create_new(true);
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::mode(&mut opts, 0o600);
        // The name is taken (an empty file) before the text is renamed over it.
        match opts.open(&path) {
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(open_error(&name, &e)),
        }
        return match write_output_file(&name, data) {
            Ok(()) => Ok(name),
            Err(e) => {
                let _ = std::fs::remove_file(&path);
                Err(e)
            }
        };
    }
    Err(format!(
        "cannot open output file '{}': no temporary file name left",
        dir.display()
    ))
}

/// `n` random hexadecimal digits (from the standard library's randomly keyed hasher).
fn random_hex(n: usize) -> String {
    use std::hash::{BuildHasher, Hasher};
    let mut out = String::new();
    while out.len() < n {
        let mut h = std::collections::hash_map::RandomState::new().build_hasher();
        h.write_usize(out.len());
        out.push_str(&format!("{:016x}", h.finish()));
    }
    out.truncate(n);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "strata-output-file-test-{}-{name}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn replaces_files_whole_and_reports_errors_in_mlir_words() {
        let dir = scratch("replace");
        let f = dir.join("out.mlir");
        let name = f.to_str().unwrap();
        write_output_file(name, b"first").unwrap();
        write_output_file(name, b"second").unwrap();
        assert_eq!(std::fs::read_to_string(&f).unwrap(), "second");
        // No temporary file is left next to it.
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
        let missing = dir.join("no/such/dir.mlir");
        let missing = missing.to_str().unwrap();
        assert_eq!(
            write_output_file(missing, b"x").unwrap_err(),
            format!("cannot open output file '{missing}': No such file or directory")
        );
        let d = dir.to_str().unwrap();
        assert_eq!(
            write_output_file(d, b"x").unwrap_err(),
            format!("cannot open output file '{d}': Is a directory")
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn writes_through_links_and_keeps_permissions() {
        use std::os::unix::fs::PermissionsExt;
        let dir = scratch("links");
        let real = dir.join("real.mlir");
        std::fs::write(&real, "old").unwrap();
        std::fs::set_permissions(&real, std::fs::Permissions::from_mode(0o640)).unwrap();
        let link = dir.join("link.mlir");
        std::os::unix::fs::symlink(&real, &link).unwrap();
        write_output_file(link.to_str().unwrap(), b"new").unwrap();
        assert!(std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink());
        assert_eq!(std::fs::read_to_string(&real).unwrap(), "new");
        let mode = std::fs::metadata(&real).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o640);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn temporary_files_have_fresh_names() {
        let a = write_temporary_file("strata_test", "tmp.mlir", b"a").unwrap();
        let b = write_temporary_file("strata_test", "tmp.mlir", b"b").unwrap();
        assert_ne!(a, b);
        let file = Path::new(&a).file_name().unwrap().to_str().unwrap();
        assert!(file.starts_with("strata_test-") && file.ends_with(".tmp.mlir"));
        assert_eq!(file.len(), "strata_test-".len() + 6 + ".tmp.mlir".len());
        assert_eq!(std::fs::read_to_string(&a).unwrap(), "a");
        assert_eq!(std::fs::read_to_string(&b).unwrap(), "b");
        std::fs::remove_file(a).unwrap();
        std::fs::remove_file(b).unwrap();
    }
}
