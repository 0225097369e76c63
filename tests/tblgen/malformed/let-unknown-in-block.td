// EXPECT-ERROR: 2:5: Value 'z' unknown!
let z = 1 in
def A;
