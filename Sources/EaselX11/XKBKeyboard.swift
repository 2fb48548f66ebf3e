import CX11
import CXKBCommon
import Easel
import Foundation

/// A keyboard as libxkbcommon models it: a keymap (the layout's keys, levels and groups), the
/// state of its modifiers and groups, and a Compose state for dead keys and Compose sequences.
/// It turns the keycodes of key events into SwiftUI's `KeyPress`es: `é` from a dead acute and
/// `e` on a layout with dead keys, `ß` and `ñ` from their own keys or from Compose, and
/// Control with a letter named by the first Latin layout (Ctrl+C copies on a Cyrillic one).
///
/// A window reads the keymap and state of the X server's core keyboard
/// (`init(connection:)`), follows the state through XkbStateNotify events and reads the keymap
/// again when it changes (`setxkbmap`, or `xdotool` binding a spare key to a character). Tests
/// build one from layout names (`init(layout:variant:composeLocale:)`) and press keys by code.
@MainActor
final class XKBKeyboard {
  /// The library's context: where keymaps and Compose tables are looked up.
  private let context: OpaquePointer
  /// The keymap in use.
  private var keymap: OpaquePointer
  /// The modifiers and groups in effect.
  private var state: OpaquePointer
  /// The Compose table of the locale (`nil` when none was found: dead keys then type nothing).
  private let composeTable: OpaquePointer?
  /// Where a dead key or Compose sequence has got to.
  private let composeState: OpaquePointer?
  /// The X connection (XCB, under Xlib's) and the core keyboard's device, for a window.
  private let device: (connection: OpaquePointer, id: Int32)?
  /// The first event code of the XKB extension on the window's connection.
  let eventBase: Int32

  /// The locale whose Compose table is used: `LC_ALL`, `LC_CTYPE` or `LANG`, the first that is
  /// set; "C" when none is.
  static var environmentLocale: String {
    let environment = ProcessInfo.processInfo.environment
    for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
      if let value = environment[name], !value.isEmpty { return value }
    }
    return "C"
  }

  /// The Compose table for `locale`, or for en_US.UTF-8 where the locale has none or an
  /// empty one ("C" and "POSIX", whose table is empty, as on a server or in a container).
  private static func composeTable(context: OpaquePointer, locale: String) -> OpaquePointer? {
    if locale.hasPrefix("/") {
      // A Compose file named by its path: read as it is, whatever `XCOMPOSEFILE` or the
      // user's `~/.XCompose` say (the keyboards tests build, which must not depend on them).
      guard let file = fopen(locale, "r") else { return nil }
      defer { fclose(file) }
      return xkb_compose_table_new_from_file(
        context, file, "en_US.UTF-8", XKB_COMPOSE_FORMAT_TEXT_V1, XKB_COMPOSE_COMPILE_NO_FLAGS)
    }
    let plain = locale == "C" || locale == "POSIX"
    if !plain,
      let table = xkb_compose_table_new_from_locale(context, locale, XKB_COMPOSE_COMPILE_NO_FLAGS)
    {
      return table
    }
    return xkb_compose_table_new_from_locale(context, "en_US.UTF-8", XKB_COMPOSE_COMPILE_NO_FLAGS)
  }

  private init(
    context: OpaquePointer, keymap: OpaquePointer, state: OpaquePointer, composeLocale: String,
    device: (connection: OpaquePointer, id: Int32)?, eventBase: Int32
  ) {
    self.context = context
    self.keymap = keymap
    self.state = state
    self.device = device
    self.eventBase = eventBase
    composeTable = Self.composeTable(context: context, locale: composeLocale)
    composeState = composeTable.flatMap { xkb_compose_state_new($0, XKB_COMPOSE_STATE_NO_FLAGS) }
  }

  /// A keyboard with the keymap that the rules (evdev) make of `layout`, `variant` and
  /// `options`, with the Compose table of `composeLocale` (a locale name, or the path of a
  /// Compose file, which is then read alone); `nil` when the keymap cannot be made (xkb-data
  /// is missing, or the layout is unknown).
  convenience init?(
    layout: String, variant: String = "", options: String = "",
    composeLocale: String = "en_US.UTF-8"
  ) {
    guard let context = xkb_context_new(XKB_CONTEXT_NO_ENVIRONMENT_NAMES) else { return nil }
    let made: OpaquePointer? = "evdev".withCString { rules in
      "pc105".withCString { model in
        layout.withCString { layout in
          variant.withCString { variant in
            options.withCString { options in
              var names = xkb_rule_names(
                rules: rules, model: model, layout: layout, variant: variant, options: options)
              return xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS)
            }
          }
        }
      }
    }
    guard let keymap = made, let state = xkb_state_new(keymap) else {
      xkb_context_unref(context)
      return nil
    }
    self.init(
      context: context, keymap: keymap, state: state, composeLocale: composeLocale, device: nil,
      eventBase: -1)
  }

  /// The keyboard of the X server `display` is connected to: its core keyboard's keymap and
  /// state, with the Compose table of `composeLocale`. Asks for the XKB events that keep them
  /// current. `nil` when the server has no usable XKB extension (the window then reads keys
  /// with `XLookupString`).
  convenience init?(display: OpaquePointer, composeLocale: String = XKBKeyboard.environmentLocale) {
    guard let connection = XGetXCBConnection(display) else { return nil }
    var eventBase: UInt8 = 0
    guard
      xkb_x11_setup_xkb_extension(
        connection, UInt16(XKB_X11_MIN_MAJOR_XKB_VERSION), UInt16(XKB_X11_MIN_MINOR_XKB_VERSION),
        XKB_X11_SETUP_XKB_EXTENSION_NO_FLAGS, nil, nil, &eventBase, nil) == 1
    else { return nil }
    let id = xkb_x11_get_core_keyboard_device_id(connection)
    guard id >= 0, let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else { return nil }
    guard
      let keymap = xkb_x11_keymap_new_from_device(
        context, connection, id, XKB_KEYMAP_COMPILE_NO_FLAGS),
      let state = xkb_x11_state_new_from_device(keymap, connection, id)
    else {
      xkb_context_unref(context)
      return nil
    }
    self.init(
      context: context, keymap: keymap, state: state, composeLocale: composeLocale,
      device: (connection, id), eventBase: Int32(eventBase))
    // The state as it changes, and the keymap when it is replaced or changed.
    XkbSelectEventDetails(
      display, UInt32(XkbUseCoreKbd), UInt32(XkbStateNotify), UInt(XkbAllStateComponentsMask),
      UInt(XkbAllStateComponentsMask))
    let mapEvents = UInt32(XkbNewKeyboardNotifyMask | XkbMapNotifyMask)
    XkbSelectEvents(display, UInt32(XkbUseCoreKbd), mapEvents, mapEvents)
  }

  isolated deinit {
    composeState.map { xkb_compose_state_unref($0) }
    composeTable.map { xkb_compose_table_unref($0) }
    xkb_state_unref(state)
    xkb_keymap_unref(keymap)
    xkb_context_unref(context)
  }

  /// Whether a dead key or the start of a Compose sequence waits for the keys that finish it.
  var isComposing: Bool {
    guard let composeState else { return false }
    return xkb_compose_state_get_status(composeState) == XKB_COMPOSE_COMPOSING
  }

  /// Whether the keymap has a Compose table (dead keys compose characters).
  var hasComposeTable: Bool { composeTable != nil }

  /// The number of layouts (groups) the keymap has.
  var layoutCount: Int { Int(xkb_keymap_num_layouts(keymap)) }

  // MARK: Events from the X server

  /// Handles an XKB event of the window's connection: a state change updates the modifiers
  /// and groups; a new or changed keymap is read again from the server (unless another change
  /// of the core keyboard's keymap waits right behind it, which will read it). Events of
  /// other keyboard devices are ignored. Returns whether the event was an XKB one.
  func handle(_ event: XEvent, nextIsKeymapChange: Bool) -> Bool {
    guard event.type == eventBase, let device else { return false }
    var event = event
    return withUnsafePointer(to: &event) { pointer -> Bool in
      let kind = pointer.withMemoryRebound(to: XkbAnyEvent.self, capacity: 1) { $0.pointee }
      guard kind.device == UInt32(device.id) else { return true }
      switch kind.xkb_type {
      case XkbStateNotify:
        let change = pointer.withMemoryRebound(to: XkbStateNotifyEvent.self, capacity: 1) {
          $0.pointee
        }
        xkb_state_update_mask(
          state, change.base_mods, change.latched_mods, change.locked_mods,
          UInt32(bitPattern: change.base_group), UInt32(bitPattern: change.latched_group),
          UInt32(bitPattern: change.locked_group))
      case XkbNewKeyboardNotify, XkbMapNotify:
        if !nextIsKeymapChange { reloadKeymap() }
      default:
        break
      }
      return true
    }
  }

  /// Whether `event` is an XKB event that replaces or changes the core keyboard's keymap
  /// (the server sends one for each keyboard device; only the core keyboard's count).
  func isKeymapChange(_ event: XEvent) -> Bool {
    guard event.type == eventBase, let device else { return false }
    var event = event
    let kind = withUnsafePointer(to: &event) {
      $0.withMemoryRebound(to: XkbAnyEvent.self, capacity: 1) { $0.pointee }
    }
    return kind.device == UInt32(device.id)
      && (kind.xkb_type == XkbNewKeyboardNotify || kind.xkb_type == XkbMapNotify)
  }

  /// Reads the keymap again from the server, keeping the modifiers and groups this keyboard
  /// has followed through the event stream.
  ///
  /// The state is not read from the server: the server's state is that of now, ahead of the
  /// events still queued. XTest input switches the core keyboard to XTest's device, which
  /// sends a keymap change; a key pressed before modifiers that are already down by the time
  /// the change is handled must still type what it typed (a plain `n`, not `N`). The state
  /// notifications queued behind the change bring the state up to date in order.
  private func reloadKeymap() {
    guard let device,
      let newKeymap = xkb_x11_keymap_new_from_device(
        context, device.connection, device.id, XKB_KEYMAP_COMPILE_NO_FLAGS),
      let newState = xkb_state_new(newKeymap)
    else { return }
    xkb_state_update_mask(
      newState,
      xkb_state_serialize_mods(state, XKB_STATE_MODS_DEPRESSED),
      xkb_state_serialize_mods(state, XKB_STATE_MODS_LATCHED),
      xkb_state_serialize_mods(state, XKB_STATE_MODS_LOCKED),
      xkb_state_serialize_layout(state, XKB_STATE_LAYOUT_DEPRESSED),
      xkb_state_serialize_layout(state, XKB_STATE_LAYOUT_LATCHED),
      xkb_state_serialize_layout(state, XKB_STATE_LAYOUT_LOCKED))
    xkb_state_unref(state)
    xkb_keymap_unref(keymap)
    keymap = newKeymap
    state = newState
  }

  /// Sets the modifiers and groups from a key event's core `state` field (the modifier bits,
  /// and the group in bits 13 and 14), for a keyboard that gets no XkbStateNotify events.
  func updateState(coreState: UInt32) {
    xkb_state_update_mask(state, coreState & 0xFF, 0, 0, 0, 0, (coreState >> 13) & 0x3)
  }

  /// Moves the state as pressing (`down`) or releasing the key `keycode` does: for a keyboard
  /// without a server to report the state (tests).
  func updateKey(_ keycode: UInt32, down: Bool) {
    xkb_state_update_key(state, keycode, down ? XKB_KEY_DOWN : XKB_KEY_UP)
  }

  // MARK: Keys

  /// The modifiers in effect, as SwiftUI's `EventModifiers` (Alt, Mod1, is Option).
  var modifiers: EventModifiers {
    var modifiers: EventModifiers = []
    let effective = XKB_STATE_MODS_EFFECTIVE
    if xkb_state_mod_name_is_active(state, XKB_MOD_NAME_SHIFT, effective) == 1 {
      modifiers.insert(.shift)
    }
    if xkb_state_mod_name_is_active(state, XKB_MOD_NAME_CTRL, effective) == 1 {
      modifiers.insert(.control)
    }
    if xkb_state_mod_name_is_active(state, XKB_MOD_NAME_ALT, effective) == 1 {
      modifiers.insert(.option)
    }
    if xkb_state_mod_name_is_active(state, XKB_MOD_NAME_CAPS, effective) == 1 {
      modifiers.insert(.capsLock)
    }
    return modifiers
  }

  /// The key the key `keycode` is under the current state, with the text it types; `nil` for
  /// a modifier alone, a key that types nothing, a dead key or Compose key that starts or
  /// continues a sequence, and a key that cancels one (as Xlib's input method does).
  ///
  /// A named key (arrows, Return, F1, …) is its `KeyEquivalent`. With Control held a key is
  /// named by its character (Ctrl+C is "c" with `.control`), from the first layout whose
  /// character there is Latin when the current one's is not.
  func keyPress(keycode: UInt32) -> KeyPress? {
    let keysym = xkb_state_key_get_one_sym(state, keycode)
    guard keysym != UInt32(XKB_KEY_NoSymbol) else { return nil }
    let modifiers = self.modifiers
    if let named = X11Window.namedKeys[Int32(truncatingIfNeeded: keysym)] {
      // A named key ends a sequence being composed (Escape cancels it) without typing.
      if isComposing {
        composeState.map { xkb_compose_state_reset($0) }
        return nil
      }
      let characters =
        named == .return || named == .tab || named == .escape || named == .delete
        ? String(named.character) : ""
      return KeyPress(named, characters: characters, modifiers: modifiers)
    }
    if modifiers.contains(.control) {
      guard let letter = commandCharacter(keycode: keycode, keysym: keysym) else { return nil }
      return KeyPress(KeyEquivalent(letter), characters: String(letter), modifiers: modifiers)
    }
    if let composeState, modifiers.isDisjoint(with: [.control, .option]),
      xkb_compose_state_feed(composeState, keysym) == XKB_COMPOSE_FEED_ACCEPTED
    {
      switch xkb_compose_state_get_status(composeState) {
      case XKB_COMPOSE_COMPOSING:
        return nil
      case XKB_COMPOSE_CANCELLED:
        xkb_compose_state_reset(composeState)
        return nil
      case XKB_COMPOSE_COMPOSED:
        let text = Self.string { xkb_compose_state_get_utf8(composeState, $0, $1) }
        xkb_compose_state_reset(composeState)
        guard let first = text.first else { return nil }
        return KeyPress(KeyEquivalent(first), characters: text, modifiers: modifiers)
      default:
        break
      }
    }
    let text = Self.string { xkb_state_key_get_utf8(state, keycode, $0, $1) }
    // Control characters (Backspace's, Escape's) are named keys, above; none types text.
    guard let first = text.first,
      text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
    else { return nil }
    return KeyPress(KeyEquivalent(first), characters: text, modifiers: modifiers)
  }

  /// The character that names the key `keycode` for a Control shortcut: its keysym's
  /// character when that is printable ASCII, else the first level of the first layout that
  /// puts a printable ASCII character there.
  private func commandCharacter(keycode: UInt32, keysym: UInt32) -> Character? {
    if let character = Self.asciiCharacter(keysym) { return character }
    let layouts = xkb_keymap_num_layouts_for_key(keymap, keycode)
    for layout in 0..<layouts {
      var symbols: UnsafePointer<xkb_keysym_t>?
      let count = xkb_keymap_key_get_syms_by_level(keymap, keycode, layout, 0, &symbols)
      if count > 0, let symbols, let character = Self.asciiCharacter(symbols[0]) {
        return character
      }
    }
    return nil
  }

  /// The printable ASCII character of `keysym` (Latin keysyms are their code points).
  private static func asciiCharacter(_ keysym: UInt32) -> Character? {
    let value = xkb_keysym_to_utf32(keysym)
    guard (0x21...0x7E).contains(value), let scalar = Unicode.Scalar(value) else { return nil }
    return Character(scalar)
  }

  /// The UTF-8 text a libxkbcommon call writes into a buffer of the size it asks for.
  private static func string(
    _ write: (UnsafeMutablePointer<CChar>?, Int) -> Int32
  ) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    var count = Int(write(&buffer, buffer.count))
    if count >= buffer.count {
      buffer = [CChar](repeating: 0, count: count + 1)
      count = Int(write(&buffer, buffer.count))
    }
    guard count > 0 else { return "" }
    return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
