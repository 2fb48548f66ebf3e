import Easel
import Foundation

/// One of a sheet's `detents`: `"medium"`, `"large"`, `{"fraction": number}` or
/// `{"height": length}`.
public enum SpecDetent: Equatable, Sendable {
  /// Half the screen.
  case medium
  /// The full height.
  case large
  /// A fraction (0 to 1) of the full height.
  case fraction(SpecNumber)
  /// A height in points.
  case height(SpecNumber)

  /// The detent with its number evaluated in `context`.
  @MainActor func detent(in context: SpecContext) -> PresentationDetent {
    switch self {
    case .medium: .medium
    case .large: .large
    case .fraction(let number): .fraction(context.number(number))
    case .height(let number): .height(context.number(number))
    }
  }

  /// The numbers it holds, for validation.
  var numbers: [SpecNumber] {
    switch self {
    case .medium, .large: []
    case .fraction(let number), .height(let number): [number]
    }
  }
}
