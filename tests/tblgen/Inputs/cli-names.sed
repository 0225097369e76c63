# Sets aside what differs between tblgen's and mlir-tblgen's command-line
# errors: the tool's name and the path it was started with.
s/^[^ ]*tblgen:/TOOL:/
s/'[^']*tblgen --help'/'TOOL --help'/
s/See: [^ ]*tblgen --help/See: TOOL --help/
