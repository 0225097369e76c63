//! `strata-cpu-runner`: MLIR 16's `mlir-cpu-runner` (its `JitRunnerMain` and
//! `ExecutionEngine`) for modules in the `llvm` dialect.
//!
//! The input (a file, or standard input) is parsed and verified in a context holding the
//! dialects mlir-cpu-runner loads (`builtin` and `llvm`; the other dialects it knows are
//! declared, so an op of any other dialect is reported as unknown), the entry point
//! (`-e`, `main` by default) is checked against `-entry-point-result`
//! (`f32` by default, `i32`, `i64`, `void`), the module is translated to LLVM IR
//! ([`crate::translate_module`]), every function definition gets its packed interface
//! `_mlir_NAME(ptr)` (arguments and result through an array of pointers), the module is
//! set up for the host (triple, data layout), copied into a new LLVM context through
//! bitcode as MLIR does, optimized with LLVM's default pipeline under `-O0`…`-O3`, and
//! JIT-compiled by LLVM's ORC `LLJIT` through its C API, as MLIR's `ExecutionEngine`
//! does: symbols resolve in the process (where `-shared-libs` are loaded first, globally,
//! as LLVM's `DynamicLibrary` loads them), and an unresolved symbol is ORC's own error.
//! A library exporting `__mlir_runner_init` and `__mlir_runner_destroy` registers its
//! symbols through the first (`src/shim.cpp` calls it with an `llvm::StringMap`), and the
//! second runs after the entry point. `-dump-object-file` writes the object the JIT
//! compiled (kept by an object transform, MLIR's object cache) to `-object-filename`.
//!
//! Messages go to standard error with mlir-cpu-runner's wording: diagnostics as MLIR's
//! default handler prints them (`loc("file":line:col): error: message`, notes dropped),
//! then `could not parse the input IR`, or `Error: ` and the failure; the exit code is 1.
//! A non-void result is printed after everything the program wrote through C's standard
//! output (mlir-cpu-runner's two output buffers show the result first when its output is
//! not a terminal).

use std::collections::HashMap;
use std::ffi::{c_char, c_void, CStr, CString};
use std::io::Write;
use std::sync::{Arc, Mutex};

use inkwell::context::Context as LlContext;
use inkwell::llvm_sys::bit_reader::LLVMParseBitcodeInContext2;
use inkwell::llvm_sys::bit_writer::LLVMWriteBitcodeToMemoryBuffer;
use inkwell::llvm_sys::core as llc;
use inkwell::llvm_sys::error::{LLVMErrorRef, LLVMGetErrorMessage};
use inkwell::llvm_sys::orc2 as orc;
use inkwell::llvm_sys::orc2::lljit as orcj;
use inkwell::llvm_sys::prelude::{LLVMModuleRef, LLVMTypeRef};
use inkwell::llvm_sys::target as lltarget;
use inkwell::llvm_sys::target_machine as tm;
use inkwell::llvm_sys::transforms::pass_builder as pb;
use strata::opt::{fix_implicit_module_loc, UPSTREAM_DIALECTS};
use strata_framework::asm::{parse_module, ParseOptions};
use strata_framework::ir::attrs::AttrKind;
use strata_framework::ir::registry::OpRef;
use strata_framework::ir::types::{FloatKind, TypeKind};
use strata_framework::support::diag::{self, DiagLoc, Diagnostic, LocationResolver, Severity};
use strata_framework::{Body, Context, Op, Type};

/// The tool's name in its messages.
const PROGRAM: &str = "strata-cpu-runner";

/// The dialects mlir-cpu-runner 16 registers (`registerAllToLLVMIRTranslations`): an op of
/// any other dialect is unknown to it.
const RUNNER_DIALECTS: &[&str] = &[
    "acc",
    "amx",
    "arm_neon",
    "arm_sve",
    "builtin",
    "llvm",
    "nvvm",
    "omp",
    "rocdl",
    "x86vector",
];

// `src/shim.cpp`: calls a library's `__mlir_runner_init` with an `llvm::StringMap`.
extern "C" {
    fn strata_llvm_runner_init(
        init: *mut c_void,
        each: extern "C" fn(*mut c_void, *const c_char, usize, *mut c_void),
        data: *mut c_void,
    );
}

// The C library: loading libraries as LLVM's `DynamicLibrary` does, and flushing C's
// standard output before the result is printed.
extern "C" {
    fn dlopen(file: *const c_char, mode: i32) -> *mut c_void;
    fn dlsym(handle: *mut c_void, name: *const c_char) -> *mut c_void;
    fn fflush(stream: *mut c_void) -> i32;
}
const RTLD_LAZY: i32 = 1;
const RTLD_GLOBAL: i32 = 0x100;

/// The text of `--help`.
pub fn help_text() -> String {
    format!(
        "OVERVIEW: MLIR CPU execution driver\n\
         \n\
         USAGE: {PROGRAM} [options] <input file>\n\
         \n\
         OPTIONS:\n\
         \n\
         General options:\n\
         \n\
         \x20 -e <<function name>>           - The function to be called\n\
         \x20 --entry-point-result=<f32 | i32 | i64 | void> - Textual description of the function type to be called\n\
         \x20 --shared-libs=<string>         - Libraries to link dynamically\n\
         \x20 --dump-object-file             - Dump JITted-compiled object to file specified with -object-filename (<input file>.o by default).\n\
         \x20 --object-filename=<string>     - Dump JITted-compiled object to file <input file>.o\n\
         \x20 --O0                           - Run opt passes and codegen at O0\n\
         \x20 --O1                           - Run opt passes and codegen at O1\n\
         \x20 --O2                           - Run opt passes and codegen at O2\n\
         \x20 --O3                           - Run opt passes and codegen at O3\n\
         \n\
         Generic Options:\n\
         \n\
         \x20 --help                         - Display available options\n"
    )
}

/// The parsed command line.
struct Args {
    input: String,
    entry: String,
    result: String,
    shared_libs: Vec<String>,
    opt: [bool; 4],
    dump_object: bool,
    object_filename: String,
}

impl Args {
    /// The lowest `-On` given (mlir-cpu-runner's `getCommandLineOptLevel`).
    fn opt_level(&self) -> Option<u32> {
        (0..4u32).find(|&i| self.opt[i as usize])
    }
}

fn parse_args(args: &[String]) -> Result<Args, String> {
    let mut a = Args {
        input: "-".into(),
        entry: "main".into(),
        result: "f32".into(),
        shared_libs: Vec::new(),
        opt: [false; 4],
        dump_object: false,
        object_filename: String::new(),
    };
    let mut positional = None;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let flag = arg.strip_prefix("--").or_else(|| arg.strip_prefix('-'));
        let (name, inline) = match flag {
            Some(f) if !f.is_empty() => match f.split_once('=') {
                Some((n, v)) => (Some(n), Some(v.to_string())),
                None => (Some(f), None),
            },
            _ => (None, None),
        };
        let Some(name) = name else {
            if positional.is_some() {
                return Err(format!(
                    "Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: {PROGRAM} --help"
                ));
            }
            positional = Some(arg.clone());
            continue;
        };
        let mut value = |inline: Option<String>| -> Result<String, String> {
            match inline {
                Some(v) => Ok(v),
                None => it
                    .next()
                    .cloned()
                    .ok_or_else(|| format!("for the -{name} option: requires a value!")),
            }
        };
        match name {
            "e" => a.entry = value(inline)?,
            "entry-point-result" => a.result = value(inline)?,
            "shared-libs" => a
                .shared_libs
                .extend(value(inline)?.split(',').map(str::to_string)),
            "dump-object-file" if inline.is_none() => a.dump_object = true,
            "object-filename" => a.object_filename = value(inline)?,
            "O0" | "O1" | "O2" | "O3" if inline.is_none() => {
                a.opt[usize::from(name.as_bytes()[1] - b'0')] = true
            }
            _ => {
                return Err(format!(
                    "Unknown command line argument '{arg}'.  Try: '{PROGRAM} --help'"
                ))
            }
        }
    }
    if let Some(p) = positional {
        a.input = p;
    }
    Ok(a)
}

/// `strata-cpu-runner` with arguments `args` (without the program name); the exit code.
pub fn main_with_args(args: &[String]) -> i32 {
    if args
        .iter()
        .any(|a| a == "-h" || a == "--help" || a == "-help")
    {
        // A closed standard output is no failure of the tool.
        let mut out = std::io::stdout().lock();
        let _ = out
            .write_all(help_text().as_bytes())
            .and_then(|()| out.flush());
        return 0;
    }
    let a = match parse_args(args) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{PROGRAM}: {e}");
            return 1;
        }
    };
    match run(&a) {
        Ok(()) => 0,
        Err(message) => {
            eprint!("{message}");
            1
        }
    }
}

/// A context with the dialects mlir-cpu-runner loads.
fn runner_context() -> Context {
    let ctx = Context::new();
    for &(name, resources) in UPSTREAM_DIALECTS {
        if RUNNER_DIALECTS.contains(&name) {
            ctx.declare_dialect(name, resources);
        }
    }
    strata_framework::builtin::register(&ctx);
    strata::dialects::llvm::register_dialect(&ctx);
    ctx
}

/// `s` as MLIR prints a string attribute's contents (LLVM's `printEscapedString`).
fn escape(s: &str) -> String {
    let mut out = String::new();
    for b in s.bytes() {
        match b {
            b'\\' => out.push_str("\\\\"),
            b' '..=b'~' if b != b'"' => out.push(b as char),
            _ => out.push_str(&format!("\\{b:02X}")),
        }
    }
    out
}

/// Renders the errors among `diags` as MLIR's default diagnostic handler prints them
/// (with no handler registered): `LOC: error: MESSAGE`, the location in its printed form
/// (left out when unknown); warnings, remarks and notes are not shown.
fn render_default(ctx: &Context, diags: &[Diagnostic]) -> String {
    let mut out = String::new();
    for d in diags.iter().filter(|d| d.severity == Severity::Error) {
        match &d.loc {
            DiagLoc::Unknown => {}
            DiagLoc::Pos(p) => {
                let file = if p.file == "-" { "<stdin>" } else { &p.file };
                out.push_str(&format!("loc(\"{}\":{}:{}): ", escape(file), p.line, p.col));
            }
            DiagLoc::Attr(l) => {
                let info = ctx.resolve(*l);
                if !info.unknown {
                    out.push_str(&info.text);
                    out.push_str(": ");
                }
            }
        }
        out.push_str("error: ");
        out.push_str(&d.message);
        out.push('\n');
    }
    out
}

/// Runs `f` with the diagnostics the context emits collected; its result and them.
fn collecting<T>(ctx: &Context, f: impl FnOnce() -> Result<T, Diagnostic>) -> (Option<T>, String) {
    let collected = Arc::new(Mutex::new(Vec::new()));
    let scope = ctx
        .diag_engine()
        .scoped_handler(diag::collect_into(collected.clone()));
    let result = match f() {
        Ok(v) => Some(v),
        Err(d) => {
            ctx.emit(d);
            None
        }
    };
    drop(scope);
    let collected = std::mem::take(&mut *collected.lock().unwrap_or_else(|e| e.into_inner()));
    (result, render_default(ctx, &collected))
}

/// LLVM's wording of an I/O error (`std::error_code::message`).
fn io_message(e: &std::io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error ") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}

/// The result type `-entry-point-result` names.
#[derive(Clone, Copy, PartialEq)]
enum ResultKind {
    Void,
    I32,
    I64,
    F32,
}

/// What an `Error: ` message carries.
fn error(message: &str) -> String {
    format!("Error: {message}\n")
}

/// The whole run; the text for standard error on failure.
fn run(a: &Args) -> Result<(), String> {
    let input = if a.input == "-" {
        let mut s = String::new();
        if let Err(e) = std::io::Read::read_to_string(&mut std::io::stdin(), &mut s) {
            return Err(format!(
                "cannot open input file '-': {}\ncould not parse the input IR\n",
                io_message(&e)
            ));
        }
        s
    } else {
        match std::fs::read(&a.input) {
            Ok(bytes) => String::from_utf8(bytes)
                .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()),
            Err(e) => {
                return Err(format!(
                    "cannot open input file '{}': {}\ncould not parse the input IR\n",
                    a.input,
                    io_message(&e)
                ))
            }
        }
    };
    let file_name = if a.input == "-" { "<stdin>" } else { &a.input };
    let ctx = runner_context();
    let opts = ParseOptions {
        file_name: file_name.to_string(),
        ..Default::default()
    };
    let (module, diags) = collecting(&ctx, || {
        let mut m = parse_module(&ctx, &input, &opts)?;
        fix_implicit_module_loc(&ctx, &mut m, &input, &opts);
        strata_framework::verify::verify_module(&ctx, &m)?;
        Ok(m)
    });
    let Some(module) = module else {
        return Err(format!("{diags}could not parse the input IR\n"));
    };
    let kind = match a.result.as_str() {
        "i32" => ResultKind::I32,
        "i64" => ResultKind::I64,
        "f32" => ResultKind::F32,
        "void" => ResultKind::Void,
        _ => return Err(error("unsupported function type")),
    };
    check_entry(&ctx, &module.body, module.op, &a.entry, kind).map_err(|e| error(&e))?;
    // mlir-cpu-runner's `JitRunner`: the libraries (absolute paths) that register their
    // symbols themselves, and those left to the execution engine.
    let mut runner_symbols: Vec<(String, usize)> = Vec::new();
    let mut destroy_fns: Vec<extern "C" fn()> = Vec::new();
    let mut engine_libs = Vec::new();
    for lib in &a.shared_libs {
        let path = make_absolute(lib);
        let c = CString::new(path.clone()).unwrap_or_default();
        // SAFETY: loading a library the user names runs its initializers, as
        // mlir-cpu-runner does; the symbols are only read.
        let (init, destroy) = unsafe {
            let h = dlopen(c.as_ptr(), RTLD_LAZY | RTLD_GLOBAL);
            if h.is_null() {
                (std::ptr::null_mut(), std::ptr::null_mut())
            } else {
                (
                    dlsym(h, c"__mlir_runner_init".as_ptr()),
                    dlsym(h, c"__mlir_runner_destroy".as_ptr()),
                )
            }
        };
        if init.is_null() || destroy.is_null() {
            engine_libs.push(path);
            continue;
        }
        extern "C" fn each(data: *mut c_void, name: *const c_char, len: usize, sym: *mut c_void) {
            // SAFETY: `data` is the vector below; `name` holds `len` bytes.
            unsafe {
                let list = &mut *(data as *mut Vec<(String, usize)>);
                let bytes = std::slice::from_raw_parts(name as *const u8, len);
                list.push((String::from_utf8_lossy(bytes).into_owned(), sym as usize));
            }
        }
        // SAFETY: the library's `__mlir_runner_init(llvm::StringMap<void *> &)`, and its
        // `__mlir_runner_destroy()`.
        unsafe {
            strata_llvm_runner_init(
                init,
                each,
                &mut runner_symbols as *mut Vec<(String, usize)> as *mut c_void,
            );
            destroy_fns.push(std::mem::transmute::<*mut c_void, extern "C" fn()>(destroy));
        }
    }
    let llctx = LlContext::create();
    let (llmodule, diags) = collecting(&ctx, || {
        crate::translate_module(&ctx, &module.body, module.op, &llctx)
    });
    let Some(llmodule) = llmodule else {
        return Err(format!("{diags}{}", error("could not convert to LLVM IR")));
    };
    let mut engine = Engine::new(a.opt_level())?;
    engine.prepare(llmodule.as_mut_ptr());
    engine.jit(llmodule.as_mut_ptr(), &engine_libs, &runner_symbols)?;
    let address = engine.lookup(&format!("_mlir_{}", a.entry))?;
    if a.dump_object {
        let file = if a.object_filename.is_empty() {
            format!("{}.o", a.input)
        } else {
            a.object_filename.clone()
        };
        // MLIR's `SimpleObjectCache::dumpToObjectFile`: the one object compiled.
        if let Some(object) = engine.objects.first() {
            if let Err(e) = std::fs::write(&file, object) {
                eprintln!("cannot open output file '{file}': {}", io_message(&e));
            }
        }
    }
    let result = call(address, kind);
    for destroy in destroy_fns {
        destroy();
    }
    // SAFETY: flushing every C stream.
    unsafe { fflush(std::ptr::null_mut()) };
    let text = match result {
        Value::None => String::new(),
        Value::I32(v) => format!("{v}\n"),
        Value::I64(v) => format!("{v}\n"),
        Value::F32(v) => format!("{}\n", llvm_double(f64::from(v))),
    };
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
    drop(engine);
    Ok(())
}

/// `entry` in the module's top level, checked as mlir-cpu-runner checks it: an
/// `llvm.func` with a body, with no arguments, and the result `kind` names (any for
/// `void`). For `void` mlir-cpu-runner does not check the arguments: it calls a function
/// that has some with none, and crashes; here that is `function inputs not supported`,
/// as for the other results.
fn check_entry(
    ctx: &Context,
    body: &Body,
    module: Op,
    entry: &str,
    kind: ResultKind,
) -> Result<(), String> {
    let mop = OpRef::new(ctx, body, module);
    let inner = mop.region_body();
    let ops: Vec<Op> = mop
        .regions()
        .first()
        .and_then(|&r| inner.entry_block(r))
        .map(|b| inner.block_ops(b).collect())
        .unwrap_or_default();
    let func = ops
        .into_iter()
        .map(|op| OpRef::new(ctx, inner, op))
        .find(|o| {
            matches!(o.attr("sym_name").map(|a| ctx.attr_kind_ref(a)),
            Some(AttrKind::String { value, .. }) if value.as_slice() == entry.as_bytes())
        });
    let func = func.filter(|o| {
        o.name() == "llvm.func"
            && o.regions()
                .first()
                .is_some_and(|&r| o.region_body().entry_block(r).is_some())
    });
    let Some(func) = func else {
        return Err("entry point not found".into());
    };
    let fty = match func.attr("function_type").map(|a| ctx.attr_kind_ref(a)) {
        Some(AttrKind::Type(t)) => *t,
        _ => return Err("entry point not found".into()),
    };
    let Some(fty) = strata::dialects::llvm::LLVMFunctionType::from_type(ctx, fty) else {
        return Err("entry point not found".into());
    };
    if !fty.param_types().is_empty() {
        return Err("function inputs not supported".into());
    }
    let ret: Type = fty.return_type();
    let ok = matches!(
        (kind, ctx.type_kind_ref(ret)),
        (ResultKind::Void, _)
            | (ResultKind::I32, TypeKind::Integer { width: 32, .. })
            | (ResultKind::I64, TypeKind::Integer { width: 64, .. })
            | (ResultKind::F32, TypeKind::Float(FloatKind::F32))
    );
    if !ok {
        let name = match kind {
            ResultKind::I32 => "i32",
            ResultKind::I64 => "i64",
            _ => "f32",
        };
        return Err(format!("only single {name} function result supported"));
    }
    Ok(())
}

/// `path` made absolute as LLVM's `sys::fs::make_absolute` does: a relative path after the
/// current directory and a `/`, not normalized (`./a.so` stays `/cwd/./a.so`).
fn make_absolute(path: &str) -> String {
    if path.starts_with('/') {
        return path.to_string();
    }
    match std::env::current_dir() {
        Ok(cwd) => format!("{}/{path}", cwd.to_string_lossy().trim_end_matches('/')),
        Err(_) => path.to_string(),
    }
}

/// The entry point's result.
enum Value {
    None,
    I32(i32),
    I64(i64),
    F32(f32),
}

/// Calls the packed interface at `address`: its one argument points at the pointers to
/// the arguments (none) followed by the pointer to the result.
fn call(address: u64, kind: ResultKind) -> Value {
    // SAFETY: `address` is the JIT-compiled `void _mlir_NAME(void **)`; the slot points
    // at storage of the result's type, which the checks above established.
    unsafe {
        let f: extern "C" fn(*mut *mut c_void) = std::mem::transmute(address as usize);
        macro_rules! with_result {
            ($t:ty, $v:ident) => {{
                let mut res: $t = Default::default();
                let mut slot = &mut res as *mut $t as *mut c_void;
                f(&mut slot);
                Value::$v(res)
            }};
        }
        match kind {
            ResultKind::Void => {
                let mut empty: *mut c_void = std::ptr::null_mut();
                f(&mut empty);
                Value::None
            }
            ResultKind::I32 => with_result!(i32, I32),
            ResultKind::I64 => with_result!(i64, I64),
            ResultKind::F32 => with_result!(f32, F32),
        }
    }
}

/// `x` as LLVM's `raw_ostream` prints a double (`write_double`, exponent style, six
/// digits): `1.500000e+00`, `nan`, `INF`, `-INF`.
pub fn llvm_double(x: f64) -> String {
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x < 0.0 { "-INF" } else { "INF" }.into();
    }
    let s = format!("{x:.6e}");
    let (mantissa, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let sign = if exp < 0 { '-' } else { '+' };
    format!("{mantissa}e{sign}{:02}", exp.abs())
}

/// What MLIR's `toyc` does for `-emit=llvm` (its `dumpLLVMIR`): `module` (in the `llvm`
/// dialect) translated to LLVM IR, given the host's triple and data layout, optimized by
/// LLVM's default pipeline at `-O{opt_level}`, and printed. The error is the
/// translation's diagnostics as MLIR prints them, or LLVM's message.
pub fn optimized_llvm_ir(
    ctx: &Context,
    body: &Body,
    module: Op,
    opt_level: u32,
) -> Result<String, String> {
    let llctx = LlContext::create();
    let (llmodule, diags) = collecting(ctx, || crate::translate_module(ctx, body, module, &llctx));
    let Some(llmodule) = llmodule else {
        return Err(diags);
    };
    let engine = Engine::new(None)?;
    engine.setup_target(llmodule.as_mut_ptr());
    engine
        .optimize(llmodule.as_mut_ptr(), opt_level)
        .map_err(|e| format!("Failed to optimize LLVM IR {e}\n"))?;
    Ok(crate::print_module(&llmodule))
}

/// What MLIR's `toyc` does for `-emit=jit` (its `runJit`): an execution engine for
/// `module` (in the `llvm` dialect) whose transformer is LLVM's default pipeline at
/// `-O{opt_level}`, and `entry` invoked through its packed interface with no arguments
/// and no result. What the program prints goes to standard output, flushed before this
/// returns. The error is the failure as `strata-cpu-runner` reports it.
pub fn run_packed_entry(
    ctx: &Context,
    body: &Body,
    module: Op,
    entry: &str,
    opt_level: u32,
) -> Result<(), String> {
    check_entry(ctx, body, module, entry, ResultKind::Void).map_err(|e| error(&e))?;
    let llctx = LlContext::create();
    let (llmodule, diags) = collecting(ctx, || crate::translate_module(ctx, body, module, &llctx));
    let Some(llmodule) = llmodule else {
        return Err(format!("{diags}{}", error("could not convert to LLVM IR")));
    };
    let mut engine = Engine::new(Some(opt_level))?;
    // The JIT generates code at LLVM's default level, as MLIR's engine does when its
    // options leave it unset.
    engine.codegen_level = 2;
    engine.prepare(llmodule.as_mut_ptr());
    engine.jit(llmodule.as_mut_ptr(), &[], &[])?;
    let address = engine.lookup(&format!("_mlir_{entry}"))?;
    call(address, ResultKind::Void);
    // SAFETY: flushing every C stream.
    unsafe { fflush(std::ptr::null_mut()) };
    drop(engine);
    Ok(())
}

/// The message of an LLVM error (consumed).
fn take_message(e: LLVMErrorRef) -> String {
    // SAFETY: `e` is an error LLVM returned; the message is disposed once copied.
    unsafe {
        let m = LLVMGetErrorMessage(e);
        let s = CStr::from_ptr(m).to_string_lossy().into_owned();
        inkwell::llvm_sys::error::LLVMDisposeErrorMessage(m);
        s
    }
}

/// A C string for LLVM.
fn cstring(s: &str) -> CString {
    CString::new(s.replace('\0', "")).unwrap_or_default()
}

/// MLIR's `ExecutionEngine` over ORC's `LLJIT`: the host's target machines (one for the
/// optimizing pipeline, one handed to the JIT), the JIT once created.
struct Engine {
    opt_level: Option<u32>,
    /// The level of the JIT's code generation (`-On`, else LLVM's default, 2).
    codegen_level: u32,
    triple: CString,
    target: tm::LLVMTargetRef,
    cpu: CString,
    features: CString,
    jit: orcj::LLVMOrcLLJITRef,
    /// The objects the JIT compiled (MLIR's object cache), for `-dump-object-file`. Boxed:
    /// the JIT's object transform holds its address, which must not move with the engine.
    #[allow(clippy::box_collection)]
    objects: Box<Vec<Vec<u8>>>,
}

impl Engine {
    /// The host's target (mlir-cpu-runner's `JITTargetMachineBuilder::detectHost`).
    fn new(opt_level: Option<u32>) -> Result<Self, String> {
        // SAFETY: LLVM's initialization and host queries; the strings are copied.
        unsafe {
            if lltarget::LLVM_InitializeNativeTarget() != 0
                || lltarget::LLVM_InitializeNativeAsmPrinter() != 0
            {
                return Err("Failed to create a JITTargetMachineBuilder for the host\n".into());
            }
            let own = |p: *mut c_char| {
                let s = CStr::from_ptr(p).to_owned();
                llc::LLVMDisposeMessage(p);
                s
            };
            let triple = own(tm::LLVMGetDefaultTargetTriple());
            let mut target = std::ptr::null_mut();
            let mut message = std::ptr::null_mut();
            if tm::LLVMGetTargetFromTriple(triple.as_ptr(), &mut target, &mut message) != 0 {
                if !message.is_null() {
                    llc::LLVMDisposeMessage(message);
                }
                return Err("Failed to create a TargetMachine for the host\n".into());
            }
            Ok(Engine {
                opt_level,
                codegen_level: opt_level.unwrap_or(2),
                triple,
                target,
                cpu: own(tm::LLVMGetHostCPUName()),
                features: own(tm::LLVMGetHostCPUFeatures()),
                jit: std::ptr::null_mut(),
                objects: Box::default(),
            })
        }
    }

    /// A target machine for the host generating code at `level` (0 to 3).
    fn target_machine(&self, level: u32) -> tm::LLVMTargetMachineRef {
        let level = match level {
            0 => tm::LLVMCodeGenOptLevel::LLVMCodeGenLevelNone,
            1 => tm::LLVMCodeGenOptLevel::LLVMCodeGenLevelLess,
            2 => tm::LLVMCodeGenOptLevel::LLVMCodeGenLevelDefault,
            _ => tm::LLVMCodeGenOptLevel::LLVMCodeGenLevelAggressive,
        };
        // SAFETY: the target and strings are live.
        unsafe {
            tm::LLVMCreateTargetMachine(
                self.target,
                self.triple.as_ptr(),
                self.cpu.as_ptr(),
                self.features.as_ptr(),
                level,
                tm::LLVMRelocMode::LLVMRelocDefault,
                tm::LLVMCodeModel::LLVMCodeModelJITDefault,
            )
        }
    }

    /// MLIR's `setupTargetTripleAndDataLayout` and `packFunctionArguments` on `m`.
    fn prepare(&self, m: LLVMModuleRef) {
        self.setup_target(m);
        // SAFETY: `m` is a live module.
        unsafe { pack_function_arguments(m) };
    }

    /// MLIR's `setupTargetTripleAndDataLayout` on `m`: the host's triple and data layout.
    fn setup_target(&self, m: LLVMModuleRef) {
        // SAFETY: `m` is a live module; every value made here belongs to its context.
        unsafe {
            let machine = self.target_machine(2);
            let layout = tm::LLVMCreateTargetDataLayout(machine);
            lltarget::LLVMSetModuleDataLayout(m, layout);
            inkwell::llvm_sys::target::LLVMDisposeTargetData(layout);
            llc::LLVMSetTarget(m, self.triple.as_ptr());
            tm::LLVMDisposeTargetMachine(machine);
        }
    }

    /// LLVM's default pipeline at `-O{level}` on `m` (MLIR's `makeOptimizingTransformer`).
    fn optimize(&self, m: LLVMModuleRef, level: u32) -> Result<(), String> {
        // SAFETY: `m` is a live module; the options and machine are disposed once.
        unsafe {
            let machine = self.target_machine(2);
            let options = pb::LLVMCreatePassBuilderOptions();
            let passes = cstring(&format!("default<O{level}>"));
            let e = pb::LLVMRunPasses(m, passes.as_ptr(), machine, options);
            pb::LLVMDisposePassBuilderOptions(options);
            tm::LLVMDisposeTargetMachine(machine);
            if !e.is_null() {
                return Err(take_message(e));
            }
        }
        Ok(())
    }

    /// Copies `m` into a new context (through bitcode, as MLIR's
    /// `cloneModuleIntoNewContext`), optimizes it under `-On`, creates the JIT, loads the
    /// libraries as MLIR's `ExecutionEngine` does, and adds the module and the symbols
    /// that libraries registered.
    fn jit(
        &mut self,
        m: LLVMModuleRef,
        libs: &[String],
        symbols: &[(String, usize)],
    ) -> Result<(), String> {
        // SAFETY: ORC's C API used as documented: each object is handed over or disposed
        // once.
        unsafe {
            let buffer = LLVMWriteBitcodeToMemoryBuffer(m);
            let tsc = orc::LLVMOrcCreateNewThreadSafeContext();
            let mut copy = std::ptr::null_mut();
            let failed = LLVMParseBitcodeInContext2(
                orc::LLVMOrcThreadSafeContextGetContext(tsc),
                buffer,
                &mut copy,
            ) != 0;
            llc::LLVMDisposeMemoryBuffer(buffer);
            if failed {
                orc::LLVMOrcDisposeThreadSafeContext(tsc);
                return Err(error("could not convert to LLVM IR"));
            }
            if let Some(level) = self.opt_level {
                if let Err(e) = self.optimize(copy, level) {
                    llc::LLVMDisposeModule(copy);
                    orc::LLVMOrcDisposeThreadSafeContext(tsc);
                    return Err(error(&e));
                }
            }
            let builder = orcj::LLVMOrcCreateLLJITBuilder();
            let machine = self.target_machine(self.codegen_level);
            let jtmb = orc::LLVMOrcJITTargetMachineBuilderCreateFromTargetMachine(machine);
            orcj::LLVMOrcLLJITBuilderSetJITTargetMachineBuilder(builder, jtmb);
            let e = orcj::LLVMOrcCreateLLJIT(&mut self.jit, builder);
            if !e.is_null() {
                llc::LLVMDisposeModule(copy);
                orc::LLVMOrcDisposeThreadSafeContext(tsc);
                return Err(error(&take_message(e)));
            }
            orc::LLVMOrcObjectTransformLayerSetTransform(
                orcj::LLVMOrcLLJITGetObjTransformLayer(self.jit),
                keep_object,
                &mut *self.objects as *mut Vec<Vec<u8>> as *mut c_void,
            );
            let prefix = orcj::LLVMOrcLLJITGetGlobalPrefix(self.jit);
            let session = orcj::LLVMOrcLLJITGetExecutionSession(self.jit);
            self.load_libraries(session, libs, prefix);
            let tsm = orc::LLVMOrcCreateNewThreadSafeModule(copy, tsc);
            orc::LLVMOrcDisposeThreadSafeContext(tsc);
            let main = orcj::LLVMOrcLLJITGetMainJITDylib(self.jit);
            let e = orcj::LLVMOrcLLJITAddLLVMIRModule(self.jit, main, tsm);
            if !e.is_null() {
                return Err(error(&take_message(e)));
            }
            let mut generator = std::ptr::null_mut();
            let e = orc::LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess(
                &mut generator,
                prefix,
                None,
                std::ptr::null_mut(),
            );
            if !e.is_null() {
                return Err(error(&take_message(e)));
            }
            orc::LLVMOrcJITDylibAddGenerator(main, generator);
            if !symbols.is_empty() {
                let mut pairs: Vec<orc::LLVMOrcCSymbolMapPair> = symbols
                    .iter()
                    .map(|(name, address)| orc::LLVMOrcCSymbolMapPair {
                        Name: orcj::LLVMOrcLLJITMangleAndIntern(
                            self.jit,
                            cstring(name).as_ptr(),
                        ),
                        Sym: orc::LLVMJITEvaluatedSymbol {
                            Address: *address as u64,
                            Flags: orc::LLVMJITSymbolFlags {
                                GenericFlags:
                                    orc::LLVMJITSymbolGenericFlags::LLVMJITSymbolGenericFlagsExported
                                        as u8,
                                TargetFlags: 0,
                            },
                        },
                    })
                    .collect();
                let unit = orc::LLVMOrcAbsoluteSymbols(pairs.as_mut_ptr(), pairs.len());
                let e = orc::LLVMOrcJITDylibDefine(main, unit);
                if !e.is_null() {
                    return Err(error(&take_message(e)));
                }
            }
        }
        Ok(())
    }

    /// MLIR's `ExecutionEngine` on each library: a file it cannot read or a library it
    /// cannot load is reported and left out (the run goes on); a loaded one gets a
    /// JITDylib of its own, and its symbols resolve through the process, where it is
    /// loaded globally.
    fn load_libraries(
        &self,
        session: orc::LLVMOrcExecutionSessionRef,
        libs: &[String],
        prefix: c_char,
    ) {
        for lib in libs {
            if let Err(e) = std::fs::File::open(lib).and_then(|mut f| {
                let mut byte = [0u8; 1];
                std::io::Read::read(&mut f, &mut byte).map(|_| ())
            }) {
                eprintln!(
                    "Failed to create MemoryBuffer for: {lib}\nError: {}",
                    io_message(&e)
                );
                continue;
            }
            let name = cstring(lib);
            // SAFETY: the session is live; the generator is handed to the JITDylib.
            unsafe {
                let jd = orc::LLVMOrcExecutionSessionCreateBareJITDylib(session, name.as_ptr());
                let mut generator = std::ptr::null_mut();
                let e = orc::LLVMOrcCreateDynamicLibrarySearchGeneratorForPath(
                    &mut generator,
                    name.as_ptr(),
                    prefix,
                    None,
                    std::ptr::null_mut(),
                );
                if !e.is_null() {
                    eprintln!("Could not load {lib}:\n  {}", take_message(e));
                    continue;
                }
                orc::LLVMOrcJITDylibAddGenerator(jd, generator);
            }
        }
    }

    /// The address of `name`, compiling what it needs; ORC's error otherwise.
    fn lookup(&self, name: &str) -> Result<u64, String> {
        let mut address = 0;
        let n = cstring(name);
        // SAFETY: the JIT is live.
        let e = unsafe { orcj::LLVMOrcLLJITLookup(self.jit, &mut address, n.as_ptr()) };
        if !e.is_null() {
            return Err(error(&take_message(e)));
        }
        Ok(address)
    }
}

/// ORC's object transform: keeps a copy of each object compiled, leaves it unchanged.
extern "C" fn keep_object(
    ctx: *mut c_void,
    object: *mut inkwell::llvm_sys::prelude::LLVMMemoryBufferRef,
) -> LLVMErrorRef {
    // SAFETY: `ctx` is the engine's boxed object list, which outlives the JIT; `object`
    // is a live buffer ORC hands over.
    unsafe {
        let list = &mut *(ctx as *mut Vec<Vec<u8>>);
        let start = llc::LLVMGetBufferStart(*object) as *const u8;
        let size = llc::LLVMGetBufferSize(*object);
        list.push(std::slice::from_raw_parts(start, size).to_vec());
    }
    std::ptr::null_mut()
}

impl Drop for Engine {
    fn drop(&mut self) {
        if !self.jit.is_null() {
            // SAFETY: the JIT is disposed once; an error on the way out is dropped.
            unsafe {
                let e = orcj::LLVMOrcDisposeLLJIT(self.jit);
                if !e.is_null() {
                    let _ = take_message(e);
                }
            }
        }
    }
}

/// MLIR's `packFunctionArguments`: for each function definition `NAME`, a function
/// `void _mlir_NAME(ptr %args)` loading each argument through the pointer `%args[i]`,
/// calling `NAME`, and storing a non-void result through the pointer after them.
///
/// # Safety
/// `m` must be a live module.
unsafe fn pack_function_arguments(m: LLVMModuleRef) {
    let c = llc::LLVMGetModuleContext(m);
    let ptr = llc::LLVMPointerTypeInContext(c, 0);
    let i64t = llc::LLVMInt64TypeInContext(c);
    let void = llc::LLVMVoidTypeInContext(c);
    let mut params = [ptr];
    let wrapper_type = llc::LLVMFunctionType(void, params.as_mut_ptr(), 1, 0);
    let builder = llc::LLVMCreateBuilderInContext(c);
    let mut funcs = Vec::new();
    let mut f = llc::LLVMGetFirstFunction(m);
    while !f.is_null() {
        funcs.push(f);
        f = llc::LLVMGetNextFunction(f);
    }
    let mut made = HashMap::new();
    for f in funcs {
        if llc::LLVMIsDeclaration(f) != 0 || made.contains_key(&(f as usize)) {
            continue;
        }
        let mut len = 0;
        let name = llc::LLVMGetValueName2(f, &mut len);
        let name = String::from_utf8_lossy(std::slice::from_raw_parts(name as *const u8, len));
        let wrapper_name = cstring(&format!("_mlir_{name}"));
        if !llc::LLVMGetNamedFunction(m, wrapper_name.as_ptr()).is_null() {
            continue;
        }
        let wrapper = llc::LLVMAddFunction(m, wrapper_name.as_ptr(), wrapper_type);
        made.insert(wrapper as usize, ());
        let bb = llc::LLVMAppendBasicBlockInContext(c, wrapper, c"".as_ptr());
        llc::LLVMPositionBuilderAtEnd(builder, bb);
        let list = llc::LLVMGetParam(wrapper, 0);
        let fty: LLVMTypeRef = llc::LLVMGlobalGetValueType(f);
        let n = llc::LLVMCountParamTypes(fty) as usize;
        let mut arg_types = vec![std::ptr::null_mut(); n];
        llc::LLVMGetParamTypes(fty, arg_types.as_mut_ptr());
        let slot = |i: usize| {
            let mut index = [llc::LLVMConstInt(i64t, i as u64, 0)];
            let at = llc::LLVMBuildGEP2(builder, ptr, list, index.as_mut_ptr(), 1, c"".as_ptr());
            llc::LLVMBuildLoad2(builder, ptr, at, c"".as_ptr())
        };
        let mut args: Vec<_> = arg_types
            .iter()
            .enumerate()
            .map(|(i, &t)| llc::LLVMBuildLoad2(builder, t, slot(i), c"".as_ptr()))
            .collect();
        let result = llc::LLVMBuildCall2(
            builder,
            fty,
            f,
            args.as_mut_ptr(),
            args.len() as u32,
            c"".as_ptr(),
        );
        if llc::LLVMGetTypeKind(llc::LLVMGetReturnType(fty))
            != inkwell::llvm_sys::LLVMTypeKind::LLVMVoidTypeKind
        {
            llc::LLVMBuildStore(builder, result, slot(n));
        }
        llc::LLVMBuildRetVoid(builder);
    }
    llc::LLVMDisposeBuilder(builder);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn doubles_print_as_llvm_prints_them() {
        assert_eq!(llvm_double(2.75), "2.750000e+00");
        assert_eq!(llvm_double(-1.375), "-1.375000e+00");
        assert_eq!(llvm_double(1.0e-30), "1.000000e-30");
        assert_eq!(llvm_double(-3.25e38), "-3.250000e+38");
        assert_eq!(llvm_double(0.0), "0.000000e+00");
        assert_eq!(llvm_double(1.0e300), "1.000000e+300");
        assert_eq!(llvm_double(f64::NAN), "nan");
        assert_eq!(llvm_double(f64::INFINITY), "INF");
        assert_eq!(llvm_double(f64::NEG_INFINITY), "-INF");
    }

    #[test]
    fn command_line_as_llvm_reads_it() {
        let args = |a: &[&str]| parse_args(&a.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        let a = args(&[
            "-e=f",
            "--entry-point-result",
            "i64",
            "-O3",
            "-O1",
            "x.mlir",
        ])
        .unwrap();
        assert_eq!((a.entry.as_str(), a.result.as_str()), ("f", "i64"));
        assert_eq!((a.input.as_str(), a.opt_level()), ("x.mlir", Some(1)));
        let a = args(&["-shared-libs=a.so,,b.so", "-shared-libs", "c.so"]).unwrap();
        assert_eq!(a.shared_libs, ["a.so", "", "b.so", "c.so"]);
        assert_eq!(a.input, "-");
        assert!(args(&["-O4"]).is_err());
        assert!(args(&["-e"]).is_err());
        assert!(args(&["a", "b"]).is_err());
    }
}
