import CDBus
import Foundation

extension AccessibilityBridge {
  /// Easel only: the work of a client's first walk of `source`'s tree, without a bus: the
  /// tree made from the window's elements (as on a first query), then, for every object, the
  /// replies a walk asks for (children, role, state, name, description, interfaces, extents,
  /// and the value of an element with one) built and marshalled into D-Bus messages as they
  /// would be written to the socket. Returns the number of objects, the bytes marshalled and
  /// the time it all took; for benchmarks.
  public static func measureFirstExport(of source: any AccessibilityWindowSource) -> (
    objects: Int, bytes: Int, duration: Duration
  ) {
    let bridge = AccessibilityBridge(source: source, applicationName: "easel-bench")
    let start = ContinuousClock.now
    let count = bridge.makeTreeForMeasuring()
    var bytes = 0
    for path in bridge.allPaths {
      guard let object = bridge.treeObject(path) else { continue }
      var replies: [[DBusValue]?] = [
        bridge.accessible("GetChildren", [], of: object),
        bridge.accessible("GetRole", [], of: object),
        bridge.accessible("GetState", [], of: object),
        bridge.accessible("GetInterfaces", [], of: object),
        bridge.properties(
          "Get", [.string(ATSPIInterface.accessible), .string("Name")], of: object),
        bridge.properties(
          "Get", [.string(ATSPIInterface.accessible), .string("Description")], of: object),
        bridge.component("GetExtents", [.uint32(0)], of: object),
      ]
      if object.value != nil {
        replies.append(bridge.properties("GetAll", [.string(ATSPIInterface.value)], of: object))
      }
      for reply in replies {
        guard let reply, let message = dbus_message_new(DBusMessageInfo.methodReturn) else {
          continue
        }
        dbus_message_set_reply_serial(message, 1)
        DBusConnection.append(reply, to: message)
        var buffer: UnsafeMutablePointer<CChar>?
        var length: Int32 = 0
        if dbus_message_marshal(message, &buffer, &length) != 0 {
          bytes += Int(length)
          dbus_free(buffer)
        }
        dbus_message_unref(message)
      }
    }
    return (count, bytes, ContinuousClock.now - start)
  }
}
