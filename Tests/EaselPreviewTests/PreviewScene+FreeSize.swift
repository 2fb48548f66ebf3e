import Easel
import Foundation

@testable import EaselPreview

extension PreviewScene {
  /// A scene of one free-size canvas, 400 × 400 points at scale 1, showing `content`, laid
  /// out in a window of that size.
  static func freeSize(_ content: @escaping () -> AnyView) -> PreviewScene {
    var free = DeviceCatalog.freeSize
    free.size = CGSize(width: 400, height: 400)
    let scene = PreviewScene(
      settings: PreviewScene.Settings(device: free), devices: [free], scale: 1,
      content: { _ in content() }, inspect: { _, _, _ in nil })
    scene.layout(in: CGSize(width: 400, height: 400))
    return scene
  }

  /// A free-size scene of one `TextField` 300 points wide, prompted "Name", bound to `box`.
  static func field(_ box: FieldText) -> PreviewScene {
    freeSize {
      AnyView(
        TextField("Name", text: Binding(get: { box.text }, set: { box.text = $0 }))
          .frame(width: 300))
    }
  }
}

/// The text a test scene's field is bound to.
@MainActor final class FieldText {
  var text = ""
}
