import Easel
import Foundation

extension PreviewScene {
  /// Easel only: the accessibility elements of each device canvas as the window shows them:
  /// the device's name, the canvas's frame, and its elements with their frames in window
  /// points (the canvas's origin and zoom applied).
  /// What an accessibility bridge publishes.
  public func windowAccessibilityGroups() -> [(
    device: String, frame: CGRect, elements: [AccessibilityElement]
  )] {
    canvases.map { canvas in
      let elements = canvas.graph.accessibilityTree().map { element in
        var element = element
        element.frame = canvas.windowRect(element.frame)
        return element
      }
      return (canvas.device.name, canvas.frame, elements)
    }
  }
}
