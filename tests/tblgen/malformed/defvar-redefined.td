// EXPECT-ERROR: 3:8: def or global variable of this name already exists
defvar v = 1;
defvar v = 2;
