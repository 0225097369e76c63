// EXPECT-ERROR: 3:10: Couldn't find multiclass 'N'
multiclass M { def _x; }
defm D : N;
