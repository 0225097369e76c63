//===- regions.td - `test` ops with regions ------------------------------===//
//
// Ops of MLIR's `test` dialect holding regions, used by the tests of passes that
// walk or move code between regions.
//
//===----------------------------------------------------------------------===//

def Test_GraphRegionOp : Test_Op<"graph_region", [
    NoTerminator, HasOnlyGraphRegion]> {
  let summary = "an op with a graph region";
  let description = [{
    Its one region is a graph region: its ops may use values defined after
    them. It needs no terminator.
  }];
  let regions = (region AnyRegion:$region);
  let assemblyFormat = "attr-dict-with-keyword $region";
}
