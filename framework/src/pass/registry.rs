//! The pass registry (MLIR's `PassRegistration` and `PassPipelineRegistration`): passes
//! and named pipelines by command-line argument, each with its summary and options, from
//! which textual pipelines and `--pass` flags build pass managers, and `--help` lists
//! them.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use super::base::Pass;
use super::manager::{Nesting, OpPassManager};
use super::options::{help_width, parse_options, print_options_help, OptionBase, OptionError};

/// Makes a pass with its default options.
pub type PassConstructor = Box<dyn Fn() -> Box<dyn Pass> + Send + Sync>;

/// Adds a registered pipeline to a pass manager, given the option string written after its
/// name; option errors go to the list, a failure message to the error.
type PipelineBuilder = Box<
    dyn Fn(&mut OpPassManager, &str, &mut Vec<OptionError>) -> Result<(), Option<String>>
        + Send
        + Sync,
>;

/// Makes the options of a pipeline, for `--help`.
type OptionsMaker = Box<dyn Fn() -> Vec<Box<dyn OptionBase>> + Send + Sync>;

/// A registered pass (MLIR's `PassInfo`).
pub struct PassInfo {
    argument: String,
    description: String,
    constructor: PassConstructor,
}

/// A registered pipeline (MLIR's `PassPipelineInfo`).
pub struct PassPipelineInfo {
    argument: String,
    description: String,
    builder: PipelineBuilder,
    options: OptionsMaker,
}

/// The options of a registered pipeline (MLIR's `PassPipelineOptions`): a set of options
/// parsed from the text after the pipeline's name and handed to its builder.
pub trait PipelineOptions: Default + 'static {
    /// The options, to print their help.
    fn options(&self) -> Vec<&dyn OptionBase>;
    /// The options, to parse them.
    fn options_mut(&mut self) -> Vec<&mut dyn OptionBase>;
}

/// A pipeline without options.
impl PipelineOptions for () {
    fn options(&self) -> Vec<&dyn OptionBase> {
        Vec::new()
    }
    fn options_mut(&mut self) -> Vec<&mut dyn OptionBase> {
        Vec::new()
    }
}

/// A registered pass or pipeline (MLIR's `PassRegistryEntry`).
#[derive(Clone, Copy)]
pub enum RegistryEntry<'r> {
    /// A pass.
    Pass(&'r PassInfo),
    /// A pipeline.
    Pipeline(&'r PassPipelineInfo),
}

impl RegistryEntry<'_> {
    /// The command-line argument.
    pub fn argument(&self) -> &str {
        match self {
            RegistryEntry::Pass(p) => &p.argument,
            RegistryEntry::Pipeline(p) => &p.argument,
        }
    }

    /// The summary.
    pub fn description(&self) -> &str {
        match self {
            RegistryEntry::Pass(p) => &p.description,
            RegistryEntry::Pipeline(p) => &p.description,
        }
    }

    /// The entry's options with their defaults.
    fn default_options(&self) -> Vec<Box<dyn OptionBase>> {
        match self {
            RegistryEntry::Pass(p) => {
                let pass = (p.constructor)();
                pass.options().into_iter().map(|o| o.clone_box()).collect()
            }
            RegistryEntry::Pipeline(p) => (p.options)(),
        }
    }

    /// Adds the pass (with `options` parsed) or the pipeline to `pm`, as MLIR's registry
    /// entries do: option errors go to `option_errors` (MLIR writes them to stderr as they
    /// happen), and the error holds the message of a failure that has one (a pass for
    /// another op than `pm`'s with explicit nesting).
    pub fn add_to_pipeline(
        &self,
        pm: &mut OpPassManager,
        options: &str,
        option_errors: &mut Vec<OptionError>,
    ) -> Result<(), Option<String>> {
        match self {
            RegistryEntry::Pass(info) => {
                let mut pass = (info.constructor)();
                let parsed = parse_options(&mut pass.options_mut(), options);
                if let Err(e) = &parsed {
                    option_errors.push(e.clone());
                }
                if pm.nesting() == Nesting::Explicit {
                    if let (Some(pm_op), Some(pass_op)) = (pm.op_name(), pass.op_name()) {
                        if pm_op != pass_op {
                            return Err(Some(format!(
                                "Can't add pass '{}' restricted to '{pass_op}' on a PassManager intended to run on '{pm_op}', did you intend to nest?",
                                pass.name()
                            )));
                        }
                    }
                }
                pm.add_pass(pass).map_err(Some)?;
                parsed.map_err(|_| None)
            }
            RegistryEntry::Pipeline(info) => (info.builder)(pm, options, option_errors),
        }
    }

    /// The width of the entry's options in `--help` (MLIR's `getOptionWidth`).
    fn option_width(&self) -> usize {
        let options = self.default_options();
        options.iter().map(|o| help_width(&**o)).max().unwrap_or(0) + 2
    }

    /// Appends the entry's `--help` lines as mlir-opt 16 prints them: `--ARG<pad>-   SUMMARY`
    /// at `indent` (the dash one column after `desc_indent`), then its options, each
    /// `--OPTION<pad> - HELP` two columns further in (the ` - ` at `desc_indent`, as LLVM
    /// prints every option).
    fn print_help(&self, indent: usize, desc_indent: usize, out: &mut String) {
        let width = desc_indent.saturating_sub(indent + 1);
        let _ = writeln!(
            out,
            "{:indent$}--{:<width$}-   {}",
            "",
            self.argument(),
            self.description()
        );
        let options = self.default_options();
        let refs: Vec<&dyn OptionBase> = options.iter().map(|o| &**o).collect();
        print_options_help(&refs, indent, desc_indent, out);
    }
}

/// The registered passes and pipelines, by argument.
#[derive(Default)]
pub struct PassRegistry {
    passes: BTreeMap<String, PassInfo>,
    pipelines: BTreeMap<String, PassPipelineInfo>,
}

/// The registry passes consult while they run (see [`PassRegistry::install_global`]).
static GLOBAL: std::sync::OnceLock<&'static PassRegistry> = std::sync::OnceLock::new();

impl PassRegistry {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }

    /// Makes this registry the one passes consult to build pipelines from text while their
    /// options are parsed or while they run (MLIR's global pass registry: the inliner's
    /// `default-pipeline` and `op-pipelines`). The first registry installed stays; whether
    /// this one is it.
    pub fn install_global(&'static self) -> bool {
        GLOBAL.set(self).is_ok() || std::ptr::eq(*GLOBAL.get().expect("set"), self)
    }

    /// The registry installed with [`PassRegistry::install_global`], if any.
    pub fn global() -> Option<&'static PassRegistry> {
        GLOBAL.get().copied()
    }

    /// Registers the pass `constructor` makes, under its argument and with its
    /// description (MLIR's `registerPass`).
    ///
    /// # Panics
    /// If the pass has no argument (a programming error, fatal in MLIR too).
    pub fn register_pass(
        &mut self,
        constructor: impl Fn() -> Box<dyn Pass> + Send + Sync + 'static,
    ) {
        let pass = constructor();
        assert!(
            !pass.argument().is_empty(),
            "Trying to register '{}' pass that does not override `getArgument()`",
            pass.name()
        );
        let info = PassInfo {
            argument: pass.argument().to_string(),
            description: pass.description().to_string(),
            constructor: Box::new(constructor),
        };
        self.passes.entry(info.argument.clone()).or_insert(info);
    }

    /// Registers a pipeline without options: `builder` adds its passes to a pass manager.
    pub fn register_pipeline(
        &mut self,
        argument: &str,
        description: &str,
        builder: impl Fn(&mut OpPassManager) -> Result<(), String> + Send + Sync + 'static,
    ) {
        self.register_pipeline_with_options::<()>(argument, description, move |pm, _| builder(pm));
    }

    /// Registers a pipeline taking the options `O`, parsed from the text after its name.
    pub fn register_pipeline_with_options<O: PipelineOptions>(
        &mut self,
        argument: &str,
        description: &str,
        builder: impl Fn(&mut OpPassManager, &O) -> Result<(), String> + Send + Sync + 'static,
    ) {
        let info = PassPipelineInfo {
            argument: argument.to_string(),
            description: description.to_string(),
            builder: Box::new(move |pm, text, option_errors| {
                let mut options = O::default();
                let parsed = parse_options(&mut options.options_mut(), text);
                if let Err(e) = parsed {
                    option_errors.push(e);
                    return Err(None);
                }
                builder(pm, &options).map_err(Some)
            }),
            options: Box::new(|| {
                O::default()
                    .options()
                    .into_iter()
                    .map(|o| o.clone_box())
                    .collect()
            }),
        };
        self.pipelines.insert(info.argument.clone(), info);
    }

    /// The pipeline or pass registered under `argument` (pipelines first, as in MLIR).
    pub fn lookup(&self, argument: &str) -> Option<RegistryEntry<'_>> {
        if let Some(p) = self.pipelines.get(argument) {
            return Some(RegistryEntry::Pipeline(p));
        }
        self.passes.get(argument).map(RegistryEntry::Pass)
    }

    /// The registered passes, by argument.
    pub fn passes(&self) -> impl Iterator<Item = RegistryEntry<'_>> {
        self.passes.values().map(RegistryEntry::Pass)
    }

    /// The registered pipelines, by argument.
    pub fn pipelines(&self) -> impl Iterator<Item = RegistryEntry<'_>> {
        self.pipelines.values().map(RegistryEntry::Pipeline)
    }

    /// The description column `--help` needs for the pass list (MLIR's
    /// `PassNameParser::getOptionWidth`): the longest argument plus 10, or an entry's
    /// options plus 4 if wider.
    pub fn help_width(&self) -> usize {
        let entries = || self.passes().chain(self.pipelines());
        let names = entries().map(|e| e.argument().len() + 8).max().unwrap_or(0) + 2;
        entries()
            .map(|e| e.option_width() + 4)
            .fold(names, usize::max)
    }

    /// The pass list of `--help`, as mlir-opt 16 prints it with the ` - ` before option
    /// descriptions at column `desc_indent` (LLVM's global width): the heading, `Passes:` and each pass with its options, then
    /// `Pass Pipelines:` and each pipeline when there are any.
    pub fn print_help(&self, heading: &str, desc_indent: usize, out: &mut String) {
        let _ = writeln!(out, "  {heading}");
        let _ = writeln!(out, "    Passes:");
        for e in self.passes() {
            e.print_help(6, desc_indent, out);
        }
        if !self.pipelines.is_empty() {
            let _ = writeln!(out, "    Pass Pipelines:");
            for e in self.pipelines() {
                e.print_help(6, desc_indent, out);
            }
        }
    }
}
