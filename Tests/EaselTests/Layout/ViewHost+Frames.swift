import EaselTesting
import Foundation
import Testing

extension ViewHost {
  /// The frames of the views tagged `identifiers`, in their order; the test fails when one of
  /// them is not laid out.
  func frames(of identifiers: [String]) throws -> [CGRect] {
    try identifiers.map { try #require(frame(of: $0), "\($0) is laid out") }
  }
}
