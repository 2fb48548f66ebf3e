import Easel
import Foundation

/// Easel only: what a window gives the AT-SPI bridge — its title, its accessibility
/// elements grouped by the canvases it shows, where it is on the screen, and a way to tap.
///
/// The preview window is one (`EaselPreviewWindow` adapts its device canvases); any window
/// that shows view graphs can be.
@MainActor
public protocol AccessibilityWindowSource: AnyObject {
  /// The window's title, the name of its frame on the bus.
  var accessibilityTitle: String { get }
  /// The window's groups (the preview's device canvases) and their elements, with frames in
  /// window points, in reading order.
  func accessibilityGroups() -> [AccessibilityElementGroup]
  /// Where the window's content is on the screen, in points, and pixels per point.
  var accessibilityScreenFrame: (frame: CGRect, scale: CGFloat) { get }
  /// Whether the window has the keyboard focus (its frame is active; Orca reads the active
  /// window).
  var accessibilityIsActive: Bool { get }
  /// Taps at `point` in window points, as the pointer would: a press and a release there.
  func accessibilityTap(at point: CGPoint)
}

/// Easel only: one group of accessibility elements in a window, such as a device canvas of
/// the preview.
public struct AccessibilityElementGroup {
  /// The group's name (the device's name).
  public var name: String
  /// The group's frame in window points.
  public var frame: CGRect
  /// The group's elements with their frames in window points, in reading order; the one
  /// with the keyboard focus says `isFocused`.
  public var elements: [AccessibilityElement]

  /// Creates a group.
  public init(name: String, frame: CGRect, elements: [AccessibilityElement]) {
    self.name = name
    self.frame = frame
    self.elements = elements
  }
}
