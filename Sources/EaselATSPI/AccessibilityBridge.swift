import CDBus
import Easel
import Foundation

/// Easel only: publishes a window's accessibility elements on AT-SPI, the accessibility bus
/// of the Linux desktop, so that screen readers (Orca) and accessibility tools (Accerciser,
/// pyatspi) read them and act on them.
///
/// `start(source:applicationName:)` finds the accessibility bus (`$AT_SPI_BUS_ADDRESS`, else
/// `org.a11y.Bus.GetAddress` on the session bus) and connects on a thread of its own, so the
/// window never waits for it; without a session bus it does nothing. Once connected it
/// serves the bus on the main queue (see `DBusConnection`), registers the application with
/// the registry (`org.a11y.atspi.Socket.Embed`) and answers `Accessible`, `Component`,
/// `Action`, `Value`, `Text` and `Application` for the application, the window's frame, a
/// panel for each group (the preview's device canvases) and each element in it.
///
/// The window calls `setNeedsUpdate()` after each frame it presents. When no assistive
/// technology listens for events (the registry lists no event listeners) that only drops the
/// tree kept for queries, to be made again on the next query; when one does, the bridge makes
/// the tree again at once, compares it with the last one and emits `object:state-changed`,
/// `object:property-change`, `object:children-changed` and `focus:` for what changed, with
/// the frame that shows the change.
@MainActor
public final class AccessibilityBridge {
  /// Where the elements come from.
  public let source: any AccessibilityWindowSource
  /// The application's name on the bus.
  public let applicationName: String
  private var connection: DBusConnection?
  /// The registry's desktop, the application's parent once `Embed` answered.
  private var desktop = DBusValue.reference("org.a11y.atspi.Registry", ATSPITree.rootPath)
  /// The tree last published, or `nil` when it must be made again before it is read.
  private var tree: ATSPITree?
  private var paths = ATSPITree.Paths()
  /// The event listeners the registry reported: (bus name, event), normalized.
  var listeners: [(bus: String, event: String)] = []
  private var embedSerial: UInt32 = 0
  private var eventsSerial: UInt32 = 0
  /// The application's id, which the registry may set (`Application.Id`).
  var applicationID: Int32 = 0
  /// How long the last tree took to make.
  public private(set) var lastTreeDuration: Duration?

  init(source: any AccessibilityWindowSource, applicationName: String) {
    self.source = source
    self.applicationName = applicationName
  }

  /// Starts publishing `source` on the accessibility bus, when there is one: returns at
  /// once, and the bridge connects on its own thread. Returns `nil` when there is no session
  /// bus to find the accessibility bus on (nothing is started), or when
  /// `$EASEL_ACCESSIBILITY` is `0`.
  public static func start(
    source: any AccessibilityWindowSource, applicationName: String
  ) -> AccessibilityBridge? {
    let environment = ProcessInfo.processInfo.environment
    if environment["EASEL_ACCESSIBILITY"] == "0" { return nil }
    let direct = environment["AT_SPI_BUS_ADDRESS"].flatMap { $0.isEmpty ? nil : $0 }
    let session = environment["DBUS_SESSION_BUS_ADDRESS"].flatMap { $0.isEmpty ? nil : $0 }
    // No session bus: libdbus would try to start one (autolaunch); an app has no business
    // doing that.
    guard direct != nil || session != nil else {
      debug("no session bus, accessibility is not published")
      return nil
    }
    let bridge = AccessibilityBridge(source: source, applicationName: applicationName)
    Thread.detachNewThread {
      do {
        let address = try direct ?? accessibilityBusAddress(session: session!)
        let connection = try DBusConnection(address: address)
        DispatchQueue.main.async {
          MainActor.assumeIsolated { bridge.connected(connection) }
        }
      } catch {
        debug("no accessibility bus (\(error))")
      }
    }
    return bridge
  }

  /// Asks the session bus where the accessibility bus is (`org.a11y.Bus.GetAddress`, which
  /// starts `at-spi-bus-launcher` when it is not running); blocking.
  nonisolated static func accessibilityBusAddress(session: String) throws -> String {
    let bus = try DBusConnection(address: session)
    defer { bus.close() }
    let reply = try bus.callBlocking(
      destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus",
      method: "GetAddress")
    guard let address = reply.first?.stringValue, !address.isEmpty else {
      throw DBusFailure(name: "org.a11y.Bus", message: "GetAddress gave no address")
    }
    return address
  }

  /// Whether `$EASEL_ATSPI_DEBUG` is set.
  nonisolated static let isDebugging =
    ProcessInfo.processInfo.environment["EASEL_ATSPI_DEBUG"] != nil

  /// Writes `line` to standard output when `$EASEL_ATSPI_DEBUG` is set (unbuffered, with the
  /// window's other lines, which tests read).
  nonisolated static func debug(_ line: String) {
    guard isDebugging else { return }
    FileHandle.standardOutput.write(Data("easel: accessibility: \(line)\n".utf8))
  }

  /// Whether the bridge is connected to the accessibility bus.
  public var isConnected: Bool { connection?.isConnected ?? false }

  /// The bridge's unique name on the accessibility bus, once connected.
  public var busName: String? { connection?.uniqueName }

  func connected(_ connection: DBusConnection) {
    self.connection = connection
    connection.start { [weak self] message in self?.handle(message) }
    connection.addMatch(
      "type='signal',interface='\(ATSPIInterface.registry)',member='EventListenerRegistered'")
    connection.addMatch(
      "type='signal',interface='\(ATSPIInterface.registry)',member='EventListenerDeregistered'")
    eventsSerial = connection.call(
      destination: "org.a11y.atspi.Registry", path: "/org/a11y/atspi/registry",
      interface: ATSPIInterface.registry, method: "GetRegisteredEvents")
    embedSerial = connection.call(
      destination: "org.a11y.atspi.Registry", path: ATSPITree.rootPath,
      interface: ATSPIInterface.socket, method: "Embed",
      arguments: [.reference(connection.uniqueName, ATSPITree.rootPath)])
    Self.debug("published as \(connection.uniqueName)")
  }

  // MARK: The tree

  /// Says the window presented a frame: what it shows may have changed. Without listeners
  /// this only forgets the tree; with listeners it makes it again and emits what changed.
  public func setNeedsUpdate() {
    // A bus that went away has no listeners.
    let live = connection?.isConnected == true && !listeners.isEmpty
    guard tree != nil || live else { return }
    guard live, let old = tree else {
      tree = nil
      return
    }
    let new = makeTree()
    tree = new
    emitChanges(from: old, to: new)
  }

  /// The tree, made now if needed.
  private var currentTree: ATSPITree {
    if let tree { return tree }
    let made = makeTree()
    tree = made
    return made
  }

  /// The paths of the current tree's objects, the application's first, then depth first.
  var allPaths: [String] {
    var paths: [String] = []
    var stack = [ATSPITree.rootPath]
    while let path = stack.popLast() {
      paths.append(path)
      stack += (treeObject(path)?.children ?? []).reversed()
    }
    return paths
  }

  /// The object at `path` in the current tree.
  func treeObject(_ path: String) -> ATSPIObject? { currentTree.objects[path] }

  private func makeTree() -> ATSPITree {
    let start = ContinuousClock.now
    let made = ATSPITree.make(from: source, applicationName: applicationName, paths: &paths)
    let took = ContinuousClock.now - start
    let milliseconds =
      Double(took.components.attoseconds) / 1e15 + Double(took.components.seconds) * 1000
    Self.debug(
      (lastTreeDuration == nil ? "first tree made on query: " : "tree made: ")
        + "\(made.objects.count) objects in " + String(format: "%.2f", milliseconds) + " ms")
    lastTreeDuration = took
    return made
  }

  /// Makes the tree as a first query does, for measuring; returns its object count.
  func makeTreeForMeasuring() -> Int {
    tree = makeTree()
    return tree?.objects.count ?? 0
  }

  // MARK: Events

  /// Whether a listener wants `event` (`object:state-changed:checked`), by the registry's
  /// list: a listener for a prefix (`object:`, `object:state-changed`) or for everything.
  func isListened(_ event: String) -> Bool {
    let wanted = Self.normalized(event)
    return listeners.contains { wanted.hasPrefix($0.event) }
  }

  /// An event name as compared: lower case, without dashes (the registry may hold
  /// `Object:StateChanged:` or `object:state-changed`).
  static func normalized(_ event: String) -> String {
    event.lowercased().replacingOccurrences(of: "-", with: "")
  }

  private func emitChanges(from old: ATSPITree, to new: ATSPITree) {
    guard let connection else { return }
    for (path, object) in new.objects {
      guard let before = old.objects[path] else { continue }
      if before.name != object.name {
        emitObject(
          path, "PropertyChange", "accessible-name", 0, 0, .string(object.name),
          event: "object:property-change:accessible-name")
      }
      if before.description != object.description {
        emitObject(
          path, "PropertyChange", "accessible-description", 0, 0, .string(object.description),
          event: "object:property-change:accessible-description")
      }
      if before.value != object.value {
        emitObject(
          path, "PropertyChange", "accessible-value", 0, 0, .string(object.value ?? ""),
          event: "object:property-change:accessible-value")
      }
      if before.role != object.role {
        emitObject(
          path, "PropertyChange", "accessible-role", 0, 0, .uint32(object.role.rawValue),
          event: "object:property-change:accessible-role")
      }
      if before.states != object.states {
        for state in ATSPIState.allCases
        where before.states.contains(state) != object.states.contains(state) {
          let on: Int32 = object.states.contains(state) ? 1 : 0
          emitObject(
            path, "StateChanged", state.eventName, on, 0, .int32(0),
            event: "object:state-changed:\(state.eventName)")
        }
      }
      if before.children != object.children {
        let kept = Set(object.children)
        for (index, child) in before.children.enumerated().reversed() where !kept.contains(child) {
          emitObject(
            path, "ChildrenChanged", "remove", Int32(index), 0,
            .reference(connection.uniqueName, child), event: "object:children-changed:remove")
        }
        let had = Set(before.children)
        for (index, child) in object.children.enumerated() where !had.contains(child) {
          emitObject(
            path, "ChildrenChanged", "add", Int32(index), 0,
            .reference(connection.uniqueName, child), event: "object:children-changed:add")
        }
      }
    }
    let wasActive = old.objects[ATSPITree.windowPath]?.states.contains(.active) ?? false
    let isActive = new.objects[ATSPITree.windowPath]?.states.contains(.active) ?? false
    if wasActive != isActive, isListened(isActive ? "window:activate" : "window:deactivate") {
      connection.emit(
        path: ATSPITree.windowPath, interface: ATSPIInterface.windowEvent,
        member: isActive ? "Activate" : "Deactivate",
        [
          .string(""), .int32(0), .int32(0),
          .variant(.string(new.objects[ATSPITree.windowPath]?.name ?? "")), .properties([]),
        ])
    }
    if new.focusedPath != old.focusedPath, let focused = new.focusedPath,
      isListened("focus:")
    {
      connection.emit(
        path: focused, interface: ATSPIInterface.focusEvent, member: "Focus",
        [.string(""), .int32(0), .int32(0), .variant(.int32(0)), .properties([])])
    }
    connection.flush()
  }

  private func emitObject(
    _ path: String, _ member: String, _ detail: String, _ detail1: Int32, _ detail2: Int32,
    _ value: DBusValue, event: String
  ) {
    guard isListened(event), let connection else { return }
    connection.emit(
      path: path, interface: ATSPIInterface.objectEvent, member: member,
      [.string(detail), .int32(detail1), .int32(detail2), .variant(value), .properties([])])
  }

  // MARK: Messages

  private func handle(_ message: OpaquePointer) {
    let info = DBusMessageInfo(message)
    switch info.type {
    case DBusMessageInfo.methodCall:
      handleCall(message, info)
    case DBusMessageInfo.methodReturn:
      let values = DBusValue.arguments(of: message)
      if info.replySerial == embedSerial, let first = values.first {
        desktop = first
      } else if info.replySerial == eventsSerial, let list = values.first {
        listeners = list.elements.compactMap { entry in
          let fields = entry.elements
          guard fields.count >= 2, let bus = fields[0].stringValue,
            let event = fields[1].stringValue
          else { return nil }
          return (bus, Self.normalized(event))
        }
      }
    case DBusMessageInfo.signal where info.interface == ATSPIInterface.registry:
      let values = DBusValue.arguments(of: message)
      guard values.count >= 2, let bus = values[0].stringValue,
        let event = values[1].stringValue.map(Self.normalized)
      else { return }
      Self.debug("\(info.member) \(bus) \(event)")
      if info.member == "EventListenerRegistered" {
        listeners.append((bus, event))
      } else if info.member == "EventListenerDeregistered" {
        if event.isEmpty {
          // The listener's connection closed: the registry drops all of its listeners.
          listeners.removeAll { $0.bus == bus }
        } else if let index = listeners.firstIndex(where: { $0.bus == bus && $0.event == event }) {
          listeners.remove(at: index)
        }
      }
    default:
      break
    }
  }

  private func handleCall(_ message: OpaquePointer, _ info: DBusMessageInfo) {
    guard let connection else { return }
    let arguments = DBusValue.arguments(of: message)
    if info.interface == ATSPIInterface.cache, info.member == "GetItems" {
      // No cache of the whole tree is offered: clients ask object by object.
      connection.reply(to: message, [.array(element: "((so)(so)(so)iiassusau)", [])])
      return
    }
    guard let object = currentTree.objects[info.path] else {
      connection.replyError(
        to: message, "org.freedesktop.DBus.Error.UnknownObject",
        "no accessible object at \(info.path)")
      return
    }
    let result: [DBusValue]?
    switch info.interface {
    case ATSPIInterface.properties:
      result = properties(info.member, arguments, of: object)
    case ATSPIInterface.accessible, "":
      result = accessible(info.member, arguments, of: object)
    case ATSPIInterface.component:
      result = component(info.member, arguments, of: object)
    case ATSPIInterface.action:
      result = action(info.member, arguments, of: object)
    case ATSPIInterface.value:
      result = nil
    case ATSPIInterface.text:
      result = text(info.member, arguments, of: object)
    case ATSPIInterface.application:
      result = info.member == "GetLocale" ? [.string(Self.locale)] : nil
    default:
      result = nil
    }
    if let result {
      connection.reply(to: message, result)
    } else {
      connection.replyError(
        to: message, "org.freedesktop.DBus.Error.UnknownMethod",
        "\(info.interface).\(info.member) is not offered by \(info.path)")
    }
  }

  static var locale: String {
    let identifier = Locale.current.identifier
    return identifier.isEmpty ? "C" : identifier
  }

  /// A reference to the object at `path` of this application.
  func reference(_ path: String) -> DBusValue {
    .reference(connection?.uniqueName ?? "", path)
  }

  /// A reference to `object`'s parent.
  func parentReference(of object: ATSPIObject) -> DBusValue {
    object.path == ATSPITree.rootPath ? desktop : reference(object.parent)
  }

  /// The object's rectangle in screen pixels, or in window pixels for `coordinateType` 1.
  func extents(of object: ATSPIObject, coordinateType: UInt32 = 0) -> (Int32, Int32, Int32, Int32) {
    guard let frame = object.frame else { return (0, 0, 0, 0) }
    let screen = source.accessibilityScreenFrame
    let origin = coordinateType == 0 ? screen.frame.origin : .zero
    let scale = screen.scale
    func pixels(_ value: CGFloat) -> Int32 { Int32((value * scale).rounded()) }
    return (
      pixels(origin.x + frame.minX), pixels(origin.y + frame.minY), pixels(frame.width),
      pixels(frame.height)
    )
  }

  /// Performs `object`'s AT-SPI action at `index`: "click" runs the element's default action,
  /// or else taps its centre as the pointer would; "increment" and "decrement" adjust it;
  /// others are its named actions.
  func perform(actionAt index: Int, of object: ATSPIObject) -> Bool {
    let names = object.actionNames
    guard let element = object.element, names.indices.contains(index) else { return false }
    switch names[index] {
    case "click":
      if !element.perform(.default) {
        source.accessibilityTap(at: CGPoint(x: element.frame.midX, y: element.frame.midY))
      }
    case "increment": element.adjust(.increment)
    case "decrement": element.adjust(.decrement)
    case let name: element.performAction(named: name)
    }
    return true
  }
}
