import CDBus
import Dispatch
import Foundation

/// One private libdbus connection to a bus, served on the main queue.
///
/// Opened on any thread (`open(address:)` and the blocking calls of the bus's handshake are
/// made before the connection is handed to the main actor); `start(handler:)` then watches the
/// connection's socket with a dispatch read source on the main queue, the queue the window's
/// X11 events come on, so that every message is read, handled and answered on the main
/// actor between frames and nothing ever waits for the bus there: replies and signals are
/// queued in libdbus's outgoing buffer and written at once (`flush()` after each turn, which
/// on a local socket takes microseconds; a full socket buffer is written as it drains).
final class DBusConnection: @unchecked Sendable {
  /// The libdbus connection.
  let raw: OpaquePointer
  /// The unique name the bus gave the connection (`:1.42`).
  let uniqueName: String
  private var readSource: (any DispatchSourceRead)?
  private var handler: ((OpaquePointer) -> Void)?

  /// Opens a private connection to the bus at `address` and says hello; blocking.
  init(address: String) throws {
    var error = DBusError()
    dbus_error_init(&error)
    guard let connection = dbus_connection_open_private(address, &error) else {
      defer { dbus_error_free(&error) }
      throw DBusFailure(error)
    }
    dbus_connection_set_exit_on_disconnect(connection, 0)
    guard dbus_bus_register(connection, &error) != 0 else {
      defer { dbus_error_free(&error) }
      dbus_connection_close(connection)
      dbus_connection_unref(connection)
      throw DBusFailure(error)
    }
    raw = connection
    uniqueName = dbus_bus_get_unique_name(connection).map { String(cString: $0) } ?? ""
  }

  /// Closes the connection.
  func close() {
    readSource?.cancel()
    readSource = nil
    dbus_connection_close(raw)
    dbus_connection_unref(raw)
  }

  /// Calls `method` and waits up to `timeout` seconds for its reply; for the handshake before
  /// the connection is served, never on the main actor once it is.
  func callBlocking(
    destination: String, path: String, interface: String, method: String,
    arguments: [DBusValue] = [], timeout: Double = 5
  ) throws -> [DBusValue] {
    let message = Self.methodCall(destination, path, interface, method, arguments)
    defer { dbus_message_unref(message) }
    var error = DBusError()
    dbus_error_init(&error)
    guard
      let reply = dbus_connection_send_with_reply_and_block(
        raw, message, Int32(timeout * 1000), &error)
    else {
      defer { dbus_error_free(&error) }
      throw DBusFailure(error)
    }
    defer { dbus_message_unref(reply) }
    return DBusValue.arguments(of: reply)
  }

  /// A method call message with `arguments`.
  static func methodCall(
    _ destination: String, _ path: String, _ interface: String, _ method: String,
    _ arguments: [DBusValue]
  ) -> OpaquePointer {
    let message = dbus_message_new_method_call(destination, path, interface, method)!
    append(arguments, to: message)
    return message
  }

  /// Appends `values` to `message`'s arguments.
  static func append(_ values: [DBusValue], to message: OpaquePointer) {
    guard !values.isEmpty else { return }
    var iter = DBusMessageIter()
    dbus_message_iter_init_append(message, &iter)
    for value in values { value.append(to: &iter) }
  }

  /// Starts serving: every message that comes goes to `handler` on the main actor.
  @MainActor func start(handler: @escaping @MainActor (OpaquePointer) -> Void) {
    self.handler = { message in MainActor.assumeIsolated { handler(message) } }
    let box = Unmanaged.passUnretained(self).toOpaque()
    dbus_connection_add_filter(
      raw,
      { _, message, data in
        guard let message, let data else { return DBUS_HANDLER_RESULT_NOT_YET_HANDLED }
        let connection = Unmanaged<DBusConnection>.fromOpaque(data).takeUnretainedValue()
        connection.handler?(message)
        return DBUS_HANDLER_RESULT_HANDLED
      }, box, nil)
    var descriptor: Int32 = -1
    guard dbus_connection_get_unix_fd(raw, &descriptor) != 0 else { return }
    // The source watches a duplicate of the socket, closed by its cancel handler: `cancel()`
    // takes effect later, and a watched number closed at once (by `close()`) and taken by the
    // next descriptor opened would leave libdispatch holding it registered, so that a source
    // made on the new descriptor would never fire.
    let watched = dup(descriptor)
    let source = DispatchSource.makeReadSource(
      fileDescriptor: watched >= 0 ? watched : descriptor, queue: .main)
    if watched >= 0 { source.setCancelHandler { _ = Glibc.close(watched) } }
    source.setEventHandler { [weak self] in
      MainActor.assumeIsolated { self?.readAndDispatch() }
    }
    readSource = source
    source.resume()
    // Messages may already wait in libdbus's buffer (read with the handshake).
    readAndDispatch()
  }

  /// Reads what the socket holds and handles every complete message.
  @MainActor func readAndDispatch() {
    dbus_connection_read_write(raw, 0)
    while dbus_connection_dispatch(raw) == DBUS_DISPATCH_DATA_REMAINS {}
    if dbus_connection_get_is_connected(raw) == 0 {
      readSource?.cancel()
      readSource = nil
    }
    flush()
  }

  /// Whether the connection is still open.
  var isConnected: Bool { dbus_connection_get_is_connected(raw) != 0 }

  /// Queues `message` and writes it out.
  func send(_ message: OpaquePointer) {
    var serial: UInt32 = 0
    dbus_connection_send(raw, message, &serial)
    flush()
  }

  /// Sends a method call without waiting for its reply; returns its serial, with which the
  /// reply comes to the handler.
  @discardableResult
  func call(
    destination: String, path: String, interface: String, method: String,
    arguments: [DBusValue] = []
  ) -> UInt32 {
    let message = Self.methodCall(destination, path, interface, method, arguments)
    defer { dbus_message_unref(message) }
    var serial: UInt32 = 0
    dbus_connection_send(raw, message, &serial)
    flush()
    return serial
  }

  /// Writes what libdbus has queued. Writing may read messages into libdbus's buffer, which
  /// the socket's read source would not announce: those are handled on the next turn of the
  /// main queue.
  func flush() {
    guard dbus_connection_has_messages_to_send(raw) != 0 else { return }
    dbus_connection_flush(raw)
    guard dbus_connection_get_dispatch_status(raw) == DBUS_DISPATCH_DATA_REMAINS,
      readSource != nil, !dispatchScheduled
    else { return }
    dispatchScheduled = true
    DispatchQueue.main.async { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.dispatchScheduled = false
        self.readAndDispatch()
      }
    }
  }

  /// Whether a turn of the main queue will handle messages already read.
  private var dispatchScheduled = false

  /// Replies to `call` with `values`.
  func reply(to call: OpaquePointer, _ values: [DBusValue]) {
    guard dbus_message_get_no_reply(call) == 0 else { return }
    let reply = dbus_message_new_method_return(call)!
    defer { dbus_message_unref(reply) }
    Self.append(values, to: reply)
    send(reply)
  }

  /// Replies to `call` with the error `name`.
  func replyError(to call: OpaquePointer, _ name: String, _ text: String) {
    guard dbus_message_get_no_reply(call) == 0 else { return }
    let reply = dbus_message_new_error(call, name, text)!
    defer { dbus_message_unref(reply) }
    send(reply)
  }

  /// Emits a signal from `path`.
  func emit(path: String, interface: String, member: String, _ values: [DBusValue]) {
    let signal = dbus_message_new_signal(path, interface, member)!
    defer { dbus_message_unref(signal) }
    Self.append(values, to: signal)
    var serial: UInt32 = 0
    dbus_connection_send(raw, signal, &serial)
  }

  /// Asks the bus to send this connection the signals that `rule` matches, without waiting.
  func addMatch(_ rule: String) {
    dbus_bus_add_match(raw, rule, nil)
  }
}

/// A D-Bus error: its name and message.
struct DBusFailure: Error, CustomStringConvertible {
  var name: String
  var message: String

  init(_ error: DBusError) {
    name = error.name.map { String(cString: $0) } ?? "org.freedesktop.DBus.Error.Failed"
    message = error.message.map { String(cString: $0) } ?? ""
  }

  init(name: String, message: String) {
    self.name = name
    self.message = message
  }

  var description: String { "\(name): \(message)" }
}

/// The fields of a message that say what it is.
struct DBusMessageInfo {
  var type: Int32
  var path: String
  var interface: String
  var member: String
  var sender: String
  var replySerial: UInt32

  init(_ message: OpaquePointer) {
    type = dbus_message_get_type(message)
    path = dbus_message_get_path(message).map { String(cString: $0) } ?? ""
    interface = dbus_message_get_interface(message).map { String(cString: $0) } ?? ""
    member = dbus_message_get_member(message).map { String(cString: $0) } ?? ""
    sender = dbus_message_get_sender(message).map { String(cString: $0) } ?? ""
    replySerial = dbus_message_get_reply_serial(message)
  }

  static let methodCall = Int32(1)
  static let methodReturn = Int32(2)
  static let error = Int32(3)
  static let signal = Int32(4)
}
