import Easel

/// A text size a spec is shown at: one of SwiftUI's `DynamicTypeSize`s, named in specs and on
/// the command line by its case name (`large`, `accessibility1`, …). The spec's views see it as
/// their `dynamicTypeSize`, and fonts grow by its factor relative to the default `large`.
public typealias SpecTextSize = DynamicTypeSize

extension DynamicTypeSize {
  /// The name specs and `--text-size` give the size: its case name.
  public var specName: String { String(describing: self) }

  /// The size whose case name is `specName`, or `nil`.
  public init?(specName: String) {
    guard let size = Self.allCases.first(where: { $0.specName == specName }) else { return nil }
    self = size
  }

  /// The factor every font size is multiplied by: Dynamic Type's for the body style (the body
  /// style's size, 14 to 53 points, over 17).
  public var scale: Double { Double(_fontScale) }
}
