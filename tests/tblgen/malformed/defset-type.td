// EXPECT-ERROR: 4:7: adding record of incompatible type '{}' to defset
class C;
defset list<C> S = {
  def A;
}
