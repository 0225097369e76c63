// Integer literals wider than 128 bits out of their type's range, in MLIR's wording;
// mlir-opt agrees.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error@+1 {{integer constant out of range for attribute}}
"t.op"() {a = 1606938044258990275541962092341162602522202993782792835301376 : i200} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"t.op"() {a = 803469022129495137770981046170581301261101496891396417650688 : si200} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"t.op"() {a = -803469022129495137770981046170581301261101496891396417650689 : i200} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"t.op"() {a = -0 : i200} : () -> ()

// -----

// expected-error@+1 {{negative integer literal not valid for unsigned integer type}}
"t.op"() {a = -1 : ui200} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"t.op"() {a = 0x1000000000000000000000000000000000000000000000000000000000000000000 : i256} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for type}}
"t.op"() {a = dense<[1, 1606938044258990275541962092341162602522202993782792835301376]> : tensor<2xi200>} : () -> ()

// -----

// expected-error@+1 {{expected unsigned integer elements, but parsed negative value}}
"t.op"() {a = dense<[1, -1]> : tensor<2xui200>} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for type}}
"t.op"() {a = dense<[1, 803469022129495137770981046170581301261101496891396417650688]> : tensor<2xsi200>} : () -> ()

// -----

// expected-error@+1 {{elements hex data size is invalid for provided type: 'tensor<2xi129>'}}
"t.op"() {a = dense<"0x0102"> : tensor<2xi129>} : () -> ()

// -----

// expected-error@+1 {{expected integer elements, but parsed floating-point}}
"t.op"() {a = dense<[1.5]> : tensor<1xi300>} : () -> ()
