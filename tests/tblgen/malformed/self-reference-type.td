// EXPECT-ERROR: 7:5: Expected type 'Other', got 'Props' in: !cast<Other>("Wrong")
// A def naming itself through a cast to a class it does not derive from.
class Other;
class Props {
  Other O = !cast<Other>(NAME);
}
def Wrong : Props;
