// EXPECT-ERROR: 3:5: def already exists: A
def A;
def A;
