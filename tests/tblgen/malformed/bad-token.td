// EXPECT-ERROR: 3:5: Unexpected character
def A;
def @B;
