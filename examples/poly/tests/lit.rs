//! The poly dialect's FileCheck tests: every `tests/*.mlir` file with `// RUN:` lines is
//! one test. Each RUN line runs under `bash -c` with `set -o pipefail` in a temporary
//! directory and must exit 0. Substitutions: `%s` the test file, `%t` a temporary path of
//! the test's own, `poly-opt` this crate's tool; `FileCheck` and `not` are LLVM 16's
//! (`/usr/lib/llvm-16/bin`, else the `PATH`'s). A test whose tools are missing is
//! ignored with the reason printed, never passed; under `CI=true` it fails instead.

use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Where an LLVM 16 tool is: `/usr/lib/llvm-16/bin`, else found on the `PATH`.
fn llvm_tool(name: &str) -> Option<PathBuf> {
    let pinned = Path::new("/usr/lib/llvm-16/bin").join(name);
    if pinned.is_file() {
        return Some(pinned);
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join(name))
        .find(|p| p.is_file())
}

/// `line` with `word` replaced by `with` where it stands as a word of the command (not
/// inside a longer name or a path).
fn replace_word(line: &str, word: &str, with: &str) -> String {
    let is_name = |c: char| c.is_ascii_alphanumeric() || "-_./".contains(c);
    let mut out = String::new();
    let mut rest = line;
    while let Some(i) = rest.find(word) {
        let before = rest[..i].chars().next_back();
        let after = rest[i + word.len()..].chars().next();
        out.push_str(&rest[..i]);
        if before.is_some_and(is_name) || after.is_some_and(is_name) {
            out.push_str(word);
        } else {
            out.push_str(with);
        }
        rest = &rest[i + word.len()..];
    }
    out.push_str(rest);
    out
}

/// The RUN commands of `text`, a line ending in `\` continued on the next RUN line.
fn run_lines(text: &str) -> Vec<String> {
    let mut commands = Vec::new();
    let mut pending = String::new();
    for line in text.lines() {
        let Some((_, cmd)) = line.split_once("RUN:") else {
            continue;
        };
        let cmd = cmd.trim();
        match cmd.strip_suffix('\\') {
            Some(head) => {
                pending.push_str(head);
                pending.push(' ');
            }
            None => {
                pending.push_str(cmd);
                commands.push(std::mem::take(&mut pending));
            }
        }
    }
    commands
}

fn run(test: &Path, tmp: &Path) -> Result<(), Failed> {
    let text = std::fs::read_to_string(test).map_err(|e| format!("{}: {e}", test.display()))?;
    let commands = run_lines(&text);
    if commands.is_empty() {
        return Err(format!("{}: no RUN line", test.display()).into());
    }
    let (filecheck, not) = match (llvm_tool("FileCheck"), llvm_tool("not")) {
        (Some(f), Some(n)) => (f, n),
        _ => return Err("FileCheck and not (LLVM 16) are not installed".into()),
    };
    std::fs::create_dir_all(tmp).map_err(|e| format!("{}: {e}", tmp.display()))?;
    for cmd in commands {
        let mut line = cmd
            .replace("%s", &test.display().to_string())
            .replace("%t", &tmp.join("out").display().to_string());
        line = replace_word(&line, "poly-opt", env!("CARGO_BIN_EXE_poly-opt"));
        line = replace_word(&line, "FileCheck", &filecheck.display().to_string());
        line = replace_word(&line, "not", &not.display().to_string());
        let out = Command::new("bash")
            .arg("-c")
            .arg(format!("set -o pipefail; {line}"))
            .current_dir(tmp)
            .output()
            .map_err(|e| format!("bash: {e}"))?;
        if !out.status.success() {
            return Err(format!(
                "RUN: {cmd}\nexit: {}\nstdout:\n{}\nstderr:\n{}",
                out.status,
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            )
            .into());
        }
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let tools_missing = llvm_tool("FileCheck").is_none() || llvm_tool("not").is_none();
    let ci = std::env::var("CI").is_ok_and(|v| v == "true");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/ is readable")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    let tmp_root = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("poly-lit");
    let trials = files
        .into_iter()
        .map(|file| {
            let name = file.file_name().unwrap().to_string_lossy().into_owned();
            let tmp = tmp_root.join(&name);
            let skip = tools_missing && !ci;
            if skip {
                println!("skipped: {name}: FileCheck and not (LLVM 16) are not installed");
            }
            Trial::test(name, move || run(&file, &tmp)).with_ignored_flag(skip)
        })
        .collect();
    libtest_mimic::run(&args, trials).exit();
}
