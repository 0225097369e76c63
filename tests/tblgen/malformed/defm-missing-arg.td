// EXPECT-ERROR: 5:10: value not specified for template argument 'M::n' (#0) of multiclass 'M'
multiclass M<int n> {
  def _a { int v = n; }
}
defm X : M;
