import Easel
import UIKit

extension Image {
  /// An image showing a UIKit image: its resource, symbol or file, drawn in its own colours
  /// (`.alwaysOriginal`) or as a template (`.alwaysTemplate`); `.automatic` keeps the
  /// image's default (template for symbols, original for the rest).
  ///
  /// Differs from SwiftUI: a symbol is sized by the environment's font, as
  /// `Image(systemName:)` is, not by the UIImage's configuration, and a UIImage's tint colour
  /// is not drawn.
  public init(uiImage: UIImage) {
    var image: Image
    switch uiImage.source {
    case .named(let name): image = Image(name)
    case .system(let name): image = Image(systemName: name)
    case .file(let path): image = Image(path)
    }
    switch uiImage.renderingMode {
    case .automatic: break
    case .alwaysOriginal: image = image.renderingMode(.original)
    case .alwaysTemplate: image = image.renderingMode(.template)
    }
    self = image
  }
}
