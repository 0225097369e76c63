// EXPECT-ERROR: 4:1: expected '}' at end of 'then' clause
if 1 then {
  def A;
