//! Timing of whole tool runs for the benchmarks (`benches/*.rs` include it with `#[path]`):
//! the wall time, CPU time and peak memory of a command, best of several runs taken in
//! turns.
#![allow(dead_code)]

use std::process::Command;

/// Runs a command and prints its wall time, its peak resident memory (the child's
/// `ru_maxrss`, which Python's `resource` reads through `getrusage`), its exit code and
/// its CPU time (the child's user + system time, all its threads).
const MEASURE: &str = r#"
import resource, subprocess, sys, time
t = time.perf_counter()
r = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
e = time.perf_counter() - t
u = resource.getrusage(resource.RUSAGE_CHILDREN)
sys.stderr.write(r.stderr.decode(errors="replace")[-2000:])
print(f"{e} {u.ru_maxrss} {r.returncode} {u.ru_utime + u.ru_stime}")
"#;

/// One run of a command.
pub struct Sample {
    /// Wall time.
    pub seconds: f64,
    /// Peak resident memory.
    pub max_rss_kib: u64,
    /// CPU time (user + system, all threads); in [`best_of`], the least of the runs.
    pub cpu_seconds: f64,
}

/// Runs `cmd` once under the measuring wrapper.
pub fn measure(cmd: &[&str]) -> Result<Sample, String> {
    let out = Command::new("python3")
        .arg("-c")
        .arg(MEASURE)
        .args(cmd)
        .output()
        .map_err(|e| format!("cannot run python3: {e}"))?;
    let text = String::from_utf8_lossy(&out.stdout);
    let mut parts = text.split_whitespace();
    let (Some(s), Some(r), Some(code), Some(cpu)) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(format!(
            "measuring failed: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    };
    if code != "0" {
        return Err(format!(
            "`{}` exited with {code}: {}",
            cmd.join(" "),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(Sample {
        seconds: s.parse().map_err(|_| "bad time".to_string())?,
        max_rss_kib: r.parse().map_err(|_| "bad rss".to_string())?,
        cpu_seconds: cpu.parse().map_err(|_| "bad CPU time".to_string())?,
    })
}

/// The best (fastest) of `n` runs of each command, the commands taking turns so that a
/// slow spell of a shared machine weighs on all of them alike; its CPU time is the least
/// CPU time of the runs (which need not be the fastest one's).
pub fn best_of(n: usize, cmds: &[&[&str]]) -> Vec<Result<Sample, String>> {
    // `None` until a command has run; a command that fails is not run again.
    let mut best: Vec<Option<Result<Sample, String>>> = cmds.iter().map(|_| None).collect();
    for _ in 0..n.max(1) {
        for (cmd, b) in cmds.iter().zip(best.iter_mut()) {
            if matches!(b, Some(Err(_))) {
                continue;
            }
            let r = measure(cmd);
            match (r, &mut *b) {
                (Ok(s), Some(Ok(x))) => {
                    let cpu = s.cpu_seconds.min(x.cpu_seconds);
                    if s.seconds < x.seconds {
                        *x = s;
                    }
                    x.cpu_seconds = cpu;
                }
                (r, b) => *b = Some(r),
            }
        }
    }
    best.into_iter()
        .map(|b| b.unwrap_or_else(|| Err("not run".to_string())))
        .collect()
}
