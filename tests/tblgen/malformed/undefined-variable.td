// EXPECT-ERROR: 3:11: Variable not defined: 'notDefinedAnywhere'
def A {
  int x = notDefinedAnywhere;
}
