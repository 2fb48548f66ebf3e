import CX11
import Foundation

/// Sends an `InputStorm`'s events to the window a `WindowDriver` drives, through XTest, in
/// batches that each end with the window's sync handshake: the X connection never holds more
/// than a batch of unanswered input, and a window that stops answering is seen at the end of
/// the batch it stopped in.
///
/// The window gets the keyboard focus first, so key presses reach it wherever the pointer is.
/// The player keeps track of the buttons and modifiers it holds down; `releaseAll()` lets go
/// of them.
public final class InputStormPlayer {
  /// The driver whose connection and window the events go to.
  public let driver: WindowDriver
  /// The buttons held down.
  public private(set) var buttonsDown: Set<Int> = []
  /// The modifiers held down.
  public private(set) var modifiersDown: Set<InputStorm.Modifier> = []
  /// How many events have been sent.
  public private(set) var sent = 0
  private var keycodes: [Int32: KeyCode] = [:]
  private var origin: (x: Int32, y: Int32)

  /// A player on `driver`'s window; gives the window the keyboard focus.
  public init(driver: WindowDriver) {
    self.driver = driver
    origin = (0, 0)
    origin = windowOrigin()
    XSetInputFocus(driver.display, driver.window, Int32(RevertToPointerRoot), UInt(CurrentTime))
    XFlush(driver.display)
  }

  /// The window's top-left corner on the screen: found again after each sync, as the window
  /// may have moved itself (the preview's grid grows the window over the screen).
  private func windowOrigin() -> (x: Int32, y: Int32) {
    var x: Int32 = 0
    var y: Int32 = 0
    var child: Window = 0
    XTranslateCoordinates(
      driver.display, driver.window, XDefaultRootWindow(driver.display), 0, 0, &x, &y, &child)
    return (x, y)
  }

  private func keycode(_ keysym: Int32) -> KeyCode {
    if let code = keycodes[keysym] { return code }
    let code = XKeysymToKeycode(driver.display, KeySym(keysym))
    keycodes[keysym] = code
    return code
  }

  private func fakeKey(_ keysym: Int32, down: Bool) {
    XTestFakeKeyEvent(driver.display, UInt32(keycode(keysym)), down ? 1 : 0, 0)
  }

  private func fakeButton(_ button: Int, down: Bool) {
    XTestFakeButtonEvent(driver.display, UInt32(button), down ? 1 : 0, 0)
  }

  /// Sends one event (buffered: it goes out with the next flush or round trip).
  public func send(_ event: InputStorm.Event) {
    sent += 1
    let display = driver.display
    switch event {
    case .move(let x, let y):
      XTestFakeMotionEvent(display, -1, origin.x + Int32(x), origin.y + Int32(y), 0)
    case .button(let button, let down):
      if down { buttonsDown.insert(button) } else { buttonsDown.remove(button) }
      fakeButton(button, down: down)
    case .wheel(let button):
      fakeButton(button, down: true)
      fakeButton(button, down: false)
    case .modifier(let modifier, let down):
      if down { modifiersDown.insert(modifier) } else { modifiersDown.remove(modifier) }
      fakeKey(modifier.keysym, down: down)
    case .key(let key, _):
      fakeKey(key.keysym, down: true)
      fakeKey(key.keysym, down: false)
    case .resize(let width, let height):
      XResizeWindow(display, driver.window, UInt32(width), UInt32(height))
    }
  }

  /// Sends `events`, syncing with the window after every `batch` of them and after the last,
  /// and calling `afterSync` with the number sent so far after each sync (to check that the
  /// window's process still runs, or to read its output). Throws when a sync is not answered
  /// within `timeout` seconds, or what `afterSync` throws.
  public func play(
    _ events: [InputStorm.Event], batch: Int = 100, timeout: TimeInterval = 30,
    afterSync: (Int) throws -> Void = { _ in }
  ) throws {
    let batch = max(batch, 1)
    for (index, event) in events.enumerated() {
      send(event)
      if (index + 1) % batch == 0 || index == events.count - 1 {
        try driver.sync(timeout: timeout)
        origin = windowOrigin()
        try afterSync(index + 1)
      }
    }
  }

  /// Lets go of every button and modifier held down.
  public func releaseAll() {
    for button in buttonsDown.sorted() { send(.button(button, down: false)) }
    for modifier in InputStorm.Modifier.allCases where modifiersDown.contains(modifier) {
      send(.modifier(modifier, down: false))
    }
    XFlush(driver.display)
  }
}
