import Easel
import Foundation

/// The screen the interface is on. In Easel's preview it is the device being previewed: the
/// preview sets `UIScreen.main`'s bounds and scale when the device or orientation changes
/// (`UIScreen.present(bounds:scale:idiom:)`); elsewhere it is an iPhone 15's 393 × 852 points
/// at scale 3. Read from any thread, as code that sizes views from it often does in a
/// property's initial value.
public final class UIScreen: NSObject, @unchecked Sendable {
  /// The screen of the device the interface is shown on.
  public static let main = UIScreen()

  private let lock = NSLock()
  private var state = (bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: CGFloat(3))

  /// The screen's rectangle in points, in the current orientation.
  public var bounds: CGRect { lock.withLock { state.bounds } }
  /// Pixels per point.
  public var scale: CGFloat { lock.withLock { state.scale } }

  /// The screen in pixels.
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }
  /// Pixels per point of the screen itself.
  public var nativeScale: CGFloat { scale }

  /// Sets the screen the interface is on: the preview calls this with the device it shows.
  public static func present(bounds: CGRect, scale: CGFloat, idiom: UIUserInterfaceIdiom) {
    main.lock.withLock { main.state = (CGRect(origin: .zero, size: bounds.size), scale) }
    UIDevice.current.idiom = idiom
  }
}

/// What kind of device the interface is on.
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone
  case pad
  case tv
  case carPlay
  case mac = 5
  case vision = 6
}

/// The device the interface runs on: in the preview, the device being previewed.
public final class UIDevice: NSObject, @unchecked Sendable {
  /// The current device.
  public static let current = UIDevice()

  private let lock = NSLock()
  private var currentIdiom = UIUserInterfaceIdiom.phone
  var idiom: UIUserInterfaceIdiom {
    get { lock.withLock { currentIdiom } }
    set { lock.withLock { currentIdiom = newValue } }
  }

  /// Phone or pad, from the previewed device.
  public var userInterfaceIdiom: UIUserInterfaceIdiom { idiom }
  /// The device's name, as iOS gives it to apps.
  public var name: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
  /// The device's model.
  public var model: String { name }
  /// The operating system.
  public let systemName = "iOS"
  /// The operating system's version that Easel's SwiftUI follows.
  public let systemVersion = "18.0"
}
