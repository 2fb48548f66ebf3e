/// An error talking to the X server.
public enum X11Error: Error, CustomStringConvertible, Equatable {
  /// No display could be opened.
  case cannotOpenDisplay(String?)
  /// The screen's visual is not one Easel can present to.
  case unsupportedVisual(depth: Int32, redMask: UInt, greenMask: UInt, blueMask: UInt)
  /// The server refused to create an image of this size.
  case cannotCreateImage(width: Int, height: Int)

  public var description: String {
    switch self {
    case .cannotOpenDisplay(let name):
      "cannot open the X display \(name.map { "\"\($0)\"" } ?? "(DISPLAY is not set)")"
    case .unsupportedVisual(let depth, let red, let green, let blue):
      "the X screen's default visual (depth \(depth), masks "
        + "\(String(red, radix: 16))/\(String(green, radix: 16))/\(String(blue, radix: 16))) "
        + "is not 24-bit TrueColor; Easel needs a 24- or 32-bit TrueColor screen"
    case .cannotCreateImage(let width, let height):
      "the X server could not take a \(width)×\(height) image"
    }
  }
}
