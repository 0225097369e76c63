// An op nested pass managers may not run on: not isolated from above, or unregistered.
module {
  %0 = builtin.unrealized_conversion_cast to i32
  "test.iso"() ({
  }) : () -> ()
}
