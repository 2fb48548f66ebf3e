/// A failure in a test's own set-up, with a message that says what to do.
struct TestFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
