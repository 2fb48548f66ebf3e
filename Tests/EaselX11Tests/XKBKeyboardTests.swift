import Easel
import Testing

@testable import EaselX11

/// Keys through libxkbcommon, with keymaps made from layout names (xkb-data) and the
/// en_US.UTF-8 Compose table (libX11's data): characters on several layouts, dead keys,
/// Compose sequences and Control shortcuts on a non-Latin layout. No X server: the keys are
/// pressed by their evdev codes (Linux's key code + 8).
@MainActor
@Suite struct XKBKeyboardTests {
  /// Evdev key codes of the keys used (the position on the keyboard, not the character).
  enum Code {
    static let escape: UInt32 = 9
    static let minus: UInt32 = 20
    static let y: UInt32 = 29
    static let o: UInt32 = 32
    static let `return`: UInt32 = 36
    static let leftControl: UInt32 = 37
    static let a: UInt32 = 38
    static let semicolon: UInt32 = 47
    static let apostrophe: UInt32 = 48
    static let grave: UInt32 = 49
    static let leftShift: UInt32 = 50
    static let c: UInt32 = 54
    static let n: UInt32 = 57
    static let space: UInt32 = 65
    static let rightAlt: UInt32 = 108
    static let left: UInt32 = 113
    static let e: UInt32 = 26
    static let s: UInt32 = 39
  }

  /// Presses and releases `code` (with `held` keys down around it), returning what it typed.
  func press(_ code: UInt32, on keyboard: XKBKeyboard, holding held: [UInt32] = []) -> KeyPress? {
    for key in held { keyboard.updateKey(key, down: true) }
    keyboard.updateKey(code, down: true)
    let press = keyboard.keyPress(keycode: code)
    keyboard.updateKey(code, down: false)
    for key in held.reversed() { keyboard.updateKey(key, down: false) }
    return press
  }

  func keyboard(_ layout: String, variant: String = "", options: String = "") throws
    -> XKBKeyboard
  {
    // The system's table for en_US.UTF-8 itself, not the locale's lookup, which would read
    // XCOMPOSEFILE or a ~/.XCompose on the machine first.
    let made = XKBKeyboard(
      layout: layout, variant: variant, options: options,
      composeLocale: "/usr/share/X11/locale/en_US.UTF-8/Compose")
    return try #require(made, "no keymap for \(layout) \(variant) (is xkb-data installed?)")
  }

  @Test func lettersAndShiftOnUS() throws {
    let us = try keyboard("us")
    #expect(press(Code.a, on: us)?.characters == "a")
    let shifted = press(Code.a, on: us, holding: [Code.leftShift])
    #expect(shifted?.characters == "A")
    #expect(shifted?.modifiers == .shift)
    #expect(press(Code.y, on: us)?.characters == "y")
    #expect(press(Code.return, on: us)?.key == .return)
    #expect(press(Code.left, on: us)?.key == .leftArrow)
    #expect(press(Code.escape, on: us)?.key == .escape)
    // A modifier alone types nothing.
    #expect(us.keyPress(keycode: Code.leftShift) == nil)
  }

  @Test func theLayoutDecidesTheCharacter() throws {
    let german = try keyboard("de", variant: "")
    #expect(press(Code.y, on: german)?.characters == "z")
    #expect(press(Code.minus, on: german)?.characters == "ß")
    let spanish = try keyboard("es")
    #expect(press(Code.semicolon, on: spanish)?.characters == "ñ")
  }

  @Test func deadKeysCompose() throws {
    let international = try keyboard("us", variant: "intl")
    #expect(international.hasComposeTable)
    // ' is a dead acute: it types nothing, then é.
    #expect(press(Code.apostrophe, on: international) == nil)
    #expect(international.isComposing)
    #expect(press(Code.e, on: international)?.characters == "é")
    #expect(!international.isComposing)
    // A dead acute and the space bar type the apostrophe itself.
    #expect(press(Code.apostrophe, on: international) == nil)
    #expect(press(Code.space, on: international)?.characters == "'")
    // ~ (Shift+`) is a dead tilde: ñ.
    #expect(press(Code.grave, on: international, holding: [Code.leftShift]) == nil)
    #expect(press(Code.n, on: international)?.characters == "ñ")
    // German: ^ is a dead circumflex.
    let german = try keyboard("de")
    #expect(press(Code.grave, on: german) == nil)
    #expect(press(Code.o, on: german)?.characters == "ô")
  }

  @Test func escapeCancelsADeadKey() throws {
    let international = try keyboard("us", variant: "intl")
    #expect(press(Code.apostrophe, on: international) == nil)
    #expect(press(Code.escape, on: international) == nil)
    #expect(!international.isComposing)
    #expect(press(Code.e, on: international)?.characters == "e")
    #expect(press(Code.escape, on: international)?.key == .escape)
  }

  @Test func aComposeKeySequence() throws {
    // Right Alt as the Compose key: Compose s s is ß, Compose o " is ö.
    let compose = try keyboard("us", options: "compose:ralt")
    #expect(press(Code.rightAlt, on: compose) == nil)
    #expect(press(Code.s, on: compose) == nil)
    #expect(press(Code.s, on: compose)?.characters == "ß")
    #expect(press(Code.rightAlt, on: compose) == nil)
    #expect(press(Code.o, on: compose) == nil)
    #expect(press(Code.apostrophe, on: compose, holding: [Code.leftShift])?.characters == "ö")
  }

  @Test func controlShortcutsNameTheLatinLetter() throws {
    let us = try keyboard("us")
    let copy = press(Code.c, on: us, holding: [Code.leftControl])
    #expect(copy?.key == "c")
    #expect(copy?.characters == "c")
    #expect(copy?.modifiers == .control)
    // On a Russian layout the key types с (Cyrillic es); with Control it is still C, named
    // from the Latin layout beside it.
    let russian = try keyboard("ru,us")
    #expect(press(Code.c, on: russian)?.characters == "с")
    let cyrillicCopy = press(Code.c, on: russian, holding: [Code.leftControl])
    #expect(cyrillicCopy?.key == "c")
    #expect(cyrillicCopy?.modifiers == .control)
  }
}
