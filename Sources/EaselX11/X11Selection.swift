import CX11
import Easel
import Foundation

/// An X11 selection (`CLIPBOARD` or `PRIMARY`) as a text field's pasteboard, shared with every
/// other X11 program: what a field copies, another program pastes, and the other way round.
///
/// Setting `string` makes the window the selection's owner and keeps the text; the window then
/// answers other programs' requests for it (as `UTF8_STRING`, `TEXT` or Latin-1 `STRING`, and
/// the list of `TARGETS`), until another program takes the selection over; a text longer than
/// the server's largest request goes in pieces (`INCR`), each written when the requestor has
/// read the one before. Reading `string`
/// when another program owns it asks for its text and waits for the answer, at most
/// `timeout`; an owner that does not answer, refuses, or offers no text reads as `nil`, and a
/// long text sent in pieces (`INCR`) is put together, up to `maximumBytes`.
@MainActor
public final class X11Selection: TextPasteboard {
  /// How long a paste waits for another program's answer.
  public var timeout: Duration = .seconds(1)
  /// The longest text read from another program, in bytes; a longer one reads as `nil`.
  public static let maximumBytes = 16 << 20

  private unowned let owner: X11Window
  /// The selection's atom (`CLIPBOARD` or `PRIMARY`).
  public let atom: Atom
  /// The text the window offers while it owns the selection.
  private var offered: String?
  /// The texts being sent to other programs in pieces.
  private var transfers: [OutgoingTransfer] = []
  /// The longest text sent in one piece, in bytes, when set below the server's largest
  /// request (tests send in pieces without megabytes of text).
  var pieceLimit: Int?
  /// How long a requestor may take to read a piece before its transfer is given up.
  static let transferTimeout: Duration = .seconds(30)

  /// A text going to another program in pieces: the piece after `sent` is written to the
  /// requestor's property each time the requestor deletes it, then an empty one ends it.
  private struct OutgoingTransfer {
    let requestor: Window
    let property: Atom
    let type: Atom
    let bytes: [UInt8]
    let pieceSize: Int
    var sent = 0
    var lastActivity = ContinuousClock.now
  }
  private let atoms: Atoms

  struct Atoms {
    let utf8: Atom
    let text: Atom
    let targets: Atom
    let incr: Atom
    let transfer: Atom

    init(_ display: OpaquePointer) {
      utf8 = XInternAtom(display, "UTF8_STRING", 0)
      text = XInternAtom(display, "TEXT", 0)
      targets = XInternAtom(display, "TARGETS", 0)
      incr = XInternAtom(display, "INCR", 0)
      transfer = XInternAtom(display, "_EASEL_SELECTION", 0)
    }
  }

  init(_ name: String, of owner: X11Window) {
    self.owner = owner
    atom = XInternAtom(owner.display, name, 0)
    atoms = Atoms(owner.display)
  }

  /// Whether the window owns the selection now.
  public var isOwned: Bool { offered != nil }

  /// The selection's text: the window's own while it owns the selection, else what its
  /// owner sends (`nil` when nobody owns it or the owner offers no text in time). Setting it
  /// makes the window the owner; setting `nil` gives the selection up.
  public var string: String? {
    get {
      if let offered { return offered }
      return request()
    }
    set {
      let display = owner.display
      offered = newValue
      XSetSelectionOwner(
        display, atom, newValue == nil ? Window(None) : owner.window, Time(CurrentTime))
      if newValue != nil, XGetSelectionOwner(display, atom) != owner.window {
        offered = nil
      }
      XFlush(display)
    }
  }

  // MARK: Answering other programs

  /// Another program has taken the selection.
  func clear() {
    offered = nil
  }

  /// Answers another program's request for the selection's text.
  func answer(_ request: XSelectionRequestEvent) {
    let display = owner.display
    // Clients older than ICCCM 2 name no property: the target is used instead.
    let property = request.property == Atom(None) ? request.target : request.property
    var stored = false
    if let offered, request.selection == atom {
      stored = store(offered, as: request.target, on: request.requestor, property: property)
    }
    var reply = XEvent()
    reply.xselection.type = SelectionNotify
    reply.xselection.display = display
    reply.xselection.requestor = request.requestor
    reply.xselection.selection = request.selection
    reply.xselection.target = request.target
    reply.xselection.property = stored ? property : Atom(None)
    reply.xselection.time = request.time
    XSendEvent(display, request.requestor, 0, 0, &reply)
    XFlush(display)
  }

  /// Writes `text` in the form `target` asks for to `requestor`'s `property`, or the start of
  /// a transfer in pieces when it is too long for one request; `false` for a form the window
  /// does not offer.
  private func store(_ text: String, as target: Atom, on requestor: Window, property: Atom)
    -> Bool
  {
    let display = owner.display
    if target == atoms.targets {
      var forms: [Atom] = [atoms.targets, atoms.utf8, atoms.text, Atom(XA_STRING)]
      let count = Int32(forms.count)
      // Format 32 properties are arrays of C longs, which `Atom` is.
      forms.withUnsafeMutableBytes { bytes in
        _ = XChangeProperty(
          display, requestor, property, Atom(XA_ATOM), 32, PropModeReplace,
          bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), count)
      }
      return true
    }
    let bytes: [UInt8]
    let type: Atom
    switch target {
    case atoms.utf8, atoms.text:
      bytes = Array(text.utf8)
      type = atoms.utf8
    case Atom(XA_STRING):
      bytes = text.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") }
      type = Atom(XA_STRING)
    default:
      return false
    }
    let limit =
      Int(
        XExtendedMaxRequestSize(display) > 0
          ? XExtendedMaxRequestSize(display) : XMaxRequestSize(display)) * 4 - 256
    let pieceSize = max(min(limit, pieceLimit ?? limit), 1)
    guard bytes.count <= pieceSize else {
      beginTransfer(bytes, as: type, to: requestor, property: property, pieceSize: pieceSize)
      return true
    }
    var copy = bytes
    copy.withUnsafeMutableBufferPointer { buffer in
      _ = XChangeProperty(
        display, requestor, property, type, 8, PropModeReplace, buffer.baseAddress,
        Int32(buffer.count))
    }
    return true
  }

  /// Starts sending `bytes` in pieces: the property says `INCR` with the length, and the
  /// window watches the requestor's properties for it to be read.
  private func beginTransfer(
    _ bytes: [UInt8], as type: Atom, to requestor: Window, property: Atom, pieceSize: Int
  ) {
    let display = owner.display
    let now = ContinuousClock.now
    transfers.removeAll { transfer in
      let stale =
        now - transfer.lastActivity > Self.transferTimeout
        || (transfer.requestor == requestor && transfer.property == property)
      if stale { XSelectInput(display, transfer.requestor, NoEventMask) }
      return stale
    }
    XSelectInput(display, requestor, PropertyChangeMask)
    var length = [CLong(bytes.count)]
    length.withUnsafeMutableBytes { buffer in
      _ = XChangeProperty(
        display, requestor, property, atoms.incr, 32, PropModeReplace,
        buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
    }
    transfers.append(
      OutgoingTransfer(
        requestor: requestor, property: property, type: type, bytes: bytes,
        pieceSize: pieceSize))
  }

  /// A property of another window changed: when a requestor deleted the piece it read, the
  /// next piece is written (an empty one after the last, which ends the transfer).
  func propertyChanged(_ event: XPropertyEvent) {
    guard event.state == PropertyDelete,
      let index = transfers.firstIndex(where: {
        $0.requestor == event.window && $0.property == event.atom
      })
    else { return }
    let display = owner.display
    var transfer = transfers[index]
    let end = min(transfer.sent + transfer.pieceSize, transfer.bytes.count)
    var piece = Array(transfer.bytes[transfer.sent..<end])
    piece.withUnsafeMutableBufferPointer { buffer in
      _ = XChangeProperty(
        display, transfer.requestor, transfer.property, transfer.type, 8, PropModeReplace,
        buffer.baseAddress, Int32(buffer.count))
    }
    if piece.isEmpty {
      transfers.remove(at: index)
      XSelectInput(display, transfer.requestor, NoEventMask)
    } else {
      transfer.sent = end
      transfer.lastActivity = .now
      transfers[index] = transfer
    }
    XFlush(display)
  }

  // MARK: Asking another program

  /// Asks the selection's owner for its text, as UTF-8 and failing that as Latin-1, and
  /// waits for it.
  private func request() -> String? {
    let display = owner.display
    guard XGetSelectionOwner(display, atom) != Window(None) else { return nil }
    let deadline = ContinuousClock.now + timeout
    for target in [atoms.utf8, Atom(XA_STRING)] {
      guard let bytes = convert(to: target, until: deadline) else { continue }
      return target == atoms.utf8
        ? String(decoding: bytes, as: UTF8.self)
        : String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }
    return nil
  }

  /// The selection converted to `target` by its owner, or `nil` when it refuses or does not
  /// answer by `deadline`.
  private func convert(to target: Atom, until deadline: ContinuousClock.Instant) -> [UInt8]? {
    let display = owner.display
    let window = owner.window
    return owner.watchingProperties {
      XDeleteProperty(display, window, atoms.transfer)
      XConvertSelection(display, atom, target, atoms.transfer, window, Time(CurrentTime))
      XFlush(display)
      return receive(target, until: deadline)
    }
  }

  /// Waits for the answer to a conversion to `target` and reads it.
  private func receive(_ target: Atom, until deadline: ContinuousClock.Instant) -> [UInt8]? {
    guard
      let notify = owner.waitForEvent(
        SelectionNotify, until: deadline,
        where: { $0.xselection.selection == self.atom && $0.xselection.target == target })
    else { return nil }
    guard notify.xselection.property != Atom(None) else { return nil }
    guard let (type, first) = readProperty(delete: true) else { return nil }
    guard type == atoms.incr else { return first }
    // A long text comes in pieces: each time the window deletes the property, the owner
    // writes the next piece, and an empty one ends it. Each piece has `timeout` to come.
    var bytes: [UInt8] = []
    while owner.waitForEvent(
      PropertyNotify, until: max(deadline, ContinuousClock.now + timeout),
      where: {
        $0.xproperty.atom == self.atoms.transfer && $0.xproperty.state == PropertyNewValue
      }) != nil
    {
      // The notice of a value read already (the `INCR` one, or a piece's) comes before
      // the next piece is there: wait on for it.
      guard let (_, piece) = readProperty(delete: true) else { continue }
      if piece.isEmpty { return bytes }
      bytes += piece
      guard bytes.count <= Self.maximumBytes else { return nil }
    }
    return nil
  }

  /// The transfer property's type and bytes, deleted after reading when `delete` is set.
  private func readProperty(delete: Bool) -> (Atom, [UInt8])? {
    let display = owner.display
    var type = Atom(None)
    var format: Int32 = 0
    var count: UInt = 0
    var remaining: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    let status = XGetWindowProperty(
      display, owner.window, atoms.transfer, 0, Self.maximumBytes / 4, delete ? 1 : 0,
      Atom(AnyPropertyType), &type, &format, &count, &remaining, &data)
    defer { if let data { XFree(data) } }
    guard status == Success, type != Atom(None) else { return nil }
    // Format 32 items are C longs in memory; a text is format 8.
    let itemSize = format == 32 ? MemoryLayout<CLong>.size : Int(format) / 8
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: Int(count) * itemSize)) }
    return (type, bytes ?? [])
  }
}
