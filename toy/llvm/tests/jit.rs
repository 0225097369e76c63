//! `toyc-ch6 -emit=jit` and `toyc-ch7 -emit=jit` on programs at the affine level
//! (`tests/jit/*.mlir`, what the lowering to affine gives Toy programs): the values printed
//! must be those this test computes on its own from each file's `// VALUES:` line, a
//! description of the program (`transpose-square ROWS COLS v...`: the transpose of the
//! matrix, squared element-wise; `identity ROWS COLS v...`: the matrix as it is), printed
//! as `printf("%f ")` prints them, a newline after each row.

use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};
use std::process::Command;

const TOYC: [&str; 2] = [
    env!("CARGO_BIN_EXE_toyc-ch6"),
    env!("CARGO_BIN_EXE_toyc-ch7"),
];

/// The matrix of `rows` x `cols` values printed as Toy's `print` prints a 2-D tensor.
fn printed(rows: usize, cols: usize, values: &[f64]) -> String {
    let mut out = String::new();
    for r in 0..rows {
        for c in 0..cols {
            out.push_str(&format!("{:.6} ", values[r * cols + c]));
        }
        out.push('\n');
    }
    out
}

/// What the program described by `spec` prints.
fn expected(spec: &str) -> Result<String, String> {
    let words: Vec<&str> = spec.split_whitespace().collect();
    let (kind, rows, cols) = match words.as_slice() {
        [k, r, c, ..] => (
            *k,
            r.parse::<usize>().map_err(|e| e.to_string())?,
            c.parse::<usize>().map_err(|e| e.to_string())?,
        ),
        _ => return Err(format!("bad VALUES line: {spec}")),
    };
    let values: Vec<f64> = words[3..]
        .iter()
        .map(|w| w.parse::<f64>().map_err(|e| e.to_string()))
        .collect::<Result<_, _>>()?;
    if values.len() != rows * cols {
        return Err(format!("{} values for {rows}x{cols}", values.len()));
    }
    match kind {
        "identity" => Ok(printed(rows, cols, &values)),
        "transpose-square" => {
            let mut t = vec![0.0; rows * cols];
            for r in 0..rows {
                for c in 0..cols {
                    let v = values[r * cols + c];
                    t[c * rows + r] = v * v;
                }
            }
            Ok(printed(cols, rows, &t))
        }
        _ => Err(format!("unknown program kind {kind}")),
    }
}

fn check(file: &Path, toyc: &str, opt: bool) -> Result<(), Failed> {
    let text = std::fs::read_to_string(file).map_err(|e| e.to_string())?;
    let spec = text
        .lines()
        .find_map(|l| l.trim().strip_prefix("// VALUES:"))
        .ok_or("no `// VALUES:` line")?;
    let want = expected(spec)?;
    let mut cmd = Command::new(toyc);
    cmd.arg(file).arg("-emit=jit");
    if opt {
        cmd.arg("-opt");
    }
    let out = cmd.output().map_err(|e| e.to_string())?;
    let got = String::from_utf8_lossy(&out.stdout);
    if !out.status.success() {
        return Err(format!(
            "exit {:?}: {}",
            out.status.code(),
            String::from_utf8_lossy(&out.stderr)
        )
        .into());
    }
    if got != want {
        return Err(format!("printed:\n{got}\nexpected:\n{want}").into());
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/jit");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    files.retain(|f| f.extension().is_some_and(|e| e == "mlir"));
    files.sort();
    let mut trials = Vec::new();
    for file in files {
        let name = file
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        for (n, toyc) in TOYC.iter().enumerate() {
            for opt in [false, true] {
                let file = file.clone();
                let label = format!("ch{}/{name}{}", n + 6, if opt { " -opt" } else { "" });
                trials.push(Trial::test(label, move || check(&file, toyc, opt)));
            }
        }
    }
    if trials.is_empty() {
        trials.push(Trial::test("jit-inputs", || {
            Err("no tests/jit/*.mlir".into())
        }));
    }
    libtest_mimic::run(&args, trials).exit();
}
