import Easel
import EaselATSPI
import EaselPreview
import EaselX11
import Foundation

/// The preview window on the accessibility bus: its device canvases' elements, published by
/// an `AccessibilityBridge` when the desktop has an accessibility bus (nothing happens
/// without one).
@MainActor
final class PreviewWindowAccessibility: AccessibilityWindowSource {
  private weak var scene: PreviewScene?
  private weak var host: WindowHost?
  private let title: () -> String
  private(set) var bridge: AccessibilityBridge?

  /// Publishes `scene`, shown by `host` under `title`, and follows each frame `host`
  /// presents.
  init(scene: PreviewScene, host: WindowHost, name: String, title: @escaping () -> String) {
    self.scene = scene
    self.host = host
    self.title = title
    bridge = AccessibilityBridge.start(source: self, applicationName: name)
    guard bridge != nil else { return }
    let presented = host.onPresent
    host.onPresent = { [weak self] frame in
      presented?(frame)
      self?.bridge?.setNeedsUpdate()
    }
  }

  var accessibilityTitle: String { title() }

  func accessibilityGroups() -> [AccessibilityElementGroup] {
    (scene?.windowAccessibilityGroups() ?? []).map {
      AccessibilityElementGroup(name: $0.device, frame: $0.frame, elements: $0.elements)
    }
  }

  var accessibilityScreenFrame: (frame: CGRect, scale: CGFloat) {
    guard let host else { return (.zero, 1) }
    return (host.screenFrame, host.scale)
  }

  var accessibilityIsActive: Bool { scene?.isWindowFocused ?? false }

  func accessibilityTap(at point: CGPoint) {
    host?.sendPointer(.down, at: point)
    host?.sendPointer(.up, at: point)
  }
}
