// Included by ../cli-io.td (found through -I).
def FromInclude;
