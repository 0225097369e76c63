// EXPECT-ERROR: 9:12: option 'pipeline' of pass 'PipelineOption' holds a pipeline, which only a ListOption may h
// ACTION: --gen-pass-decls
// A pipeline is only held by a ListOption.
include "base/PassBase.td"

def PipelineOption : Pass<"pipeline-option"> {
  let summary = "Has a pipeline option";
  let options = [
    Option<"pipeline", "pipeline", "OpPassManager", /*default=*/"", "A pipeline">,
  ];
}
