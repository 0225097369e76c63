"test.foo"() ({
  "test.bar"() : () -> ()
}) : () -> ()
