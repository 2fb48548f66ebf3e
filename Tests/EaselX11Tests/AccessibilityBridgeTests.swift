import CDBus
import Easel
import EaselCairo
import Foundation
import Testing

@testable import EaselATSPI

/// The AT-SPI bridge's answers without a bus: what `GetChildren`, `GetRole`, `GetState`,
/// `GetExtents`, `GetInterfaces`, the `Action` and `Value` interfaces say for a window of a
/// few controls, drawn at an origin and a zoom in a window placed on the screen, and the
/// D-Bus values as libdbus marshals them. The bus itself is `AccessibilityBusTests`'.
@MainActor
@Suite struct AccessibilityBridgeTests {
  /// What the controls did.
  @MainActor final class Log {
    var saves = 0
    var archives = 0
    var isOn = true
    var level = 3
  }

  /// A heading, a button, a switch made with a tap gesture (as seed 000's), an adjustable
  /// element with a named action.
  struct Controls: View {
    let log: Log
    @State private var isOn = true
    @State private var level = 3
    @State private var wifi = true

    var body: some View {
      VStack(spacing: 10) {
        Text("Settings").accessibilityAddTraits(.isHeader)
        Button("Save") { log.saves += 1 }
        Toggle("Wi-Fi", isOn: $wifi)
        Capsule()
          .frame(width: 60, height: 30)
          .onTapGesture {
            isOn.toggle()
            log.isOn = isOn
          }
          .accessibilityLabel("Switch")
          .accessibilityValue(isOn ? "On" : "Off")
          .accessibilityAddTraits(isOn ? .isSelected : [])
        Circle()
          .frame(width: 40, height: 40)
          .accessibilityElement(children: .ignore)
          .accessibilityLabel("Level")
          .accessibilityValue("\(level) of 10")
          .accessibilityHint("Turns the level")
          .accessibilityAdjustableAction { direction in
            level += direction == .increment ? 1 : -1
            log.level = level
          }
          .accessibilityAction(named: "Archive") { log.archives += 1 }
      }
      .frame(width: 200, height: 200)
    }
  }

  /// The controls' graph shown at `origin` and `zoom` in a window whose content is at
  /// `screen` on the screen, `scale` pixels a point: the preview's device canvas, in small.
  @MainActor final class Window: AccessibilityWindowSource {
    let graph: ViewGraph
    let origin = CGPoint(x: 20, y: 30)
    let zoom: CGFloat = 0.5
    let screen = CGRect(x: 100, y: 50, width: 300, height: 400)
    let scale: CGFloat = 2

    init(log: Log) {
      graph = ViewGraph(root: Controls(log: log), textEngine: PangoTextEngine())
      graph.layout(in: CGSize(width: 200, height: 200))
    }

    var accessibilityTitle: String { "Controls" }
    var accessibilityIsActive: Bool { true }

    func accessibilityGroups() -> [AccessibilityElementGroup] {
      let elements = graph.accessibilityTree().map { element in
        var element = element
        element.frame = CGRect(
          x: origin.x + element.frame.minX * zoom, y: origin.y + element.frame.minY * zoom,
          width: element.frame.width * zoom, height: element.frame.height * zoom)
        return element
      }
      return [
        AccessibilityElementGroup(
          name: "Canvas", frame: CGRect(x: origin.x, y: origin.y, width: 100, height: 100),
          elements: elements)
      ]
    }

    var accessibilityScreenFrame: (frame: CGRect, scale: CGFloat) { (screen, scale) }

    func accessibilityTap(at point: CGPoint) {
      let canvas = CGPoint(x: (point.x - origin.x) / zoom, y: (point.y - origin.y) / zoom)
      graph.send(PointerEvent(.down, at: canvas, time: 1))
      graph.send(PointerEvent(.up, at: canvas, time: 1.05))
      graph.layout(in: CGSize(width: 200, height: 200))
    }
  }

  /// The paths of the group's elements, by name.
  static func elements(of bridge: AccessibilityBridge) throws -> [String: ATSPIObject] {
    let root = try #require(bridge.treeObject(ATSPITree.rootPath))
    let windowPath = try #require(root.children.first)
    let window = try #require(bridge.treeObject(windowPath))
    let groupPath = try #require(window.children.first)
    let group = try #require(bridge.treeObject(groupPath))
    #expect(window.role == .frame && window.name == "Controls")
    #expect(group.role == .panel && group.name == "Canvas")
    var objects: [String: ATSPIObject] = [:]
    for path in group.children {
      let object = try #require(bridge.treeObject(path))
      objects[object.name] = object
    }
    return objects
  }

  @Test func rolesStatesAndInterfacesFollowTheTraits() throws {
    let window = Window(log: Log())
    let bridge = AccessibilityBridge(source: window, applicationName: "test")
    let objects = try Self.elements(of: bridge)
    #expect(objects.keys.sorted() == ["Level", "Save", "Settings", "Switch", "Wi-Fi"])
    // SwiftUI's Toggle: a button valued "1" — a toggle button, checked.
    let wifi = try #require(objects["Wi-Fi"])
    #expect(wifi.role == .toggleButton && wifi.states.contains(.checked))
    let heading = try #require(objects["Settings"])
    let button = try #require(objects["Save"])
    let toggle = try #require(objects["Switch"])
    let level = try #require(objects["Level"])
    // GetRole's numbers are at-spi2-core's AtspiRole.
    #expect(bridge.accessible("GetRole", [], of: heading) == [.uint32(83)])
    #expect(bridge.accessible("GetRole", [], of: button) == [.uint32(43)])
    #expect(bridge.accessible("GetRole", [], of: toggle) == [.uint32(62)])
    #expect(bridge.accessible("GetRole", [], of: level) == [.uint32(51)])
    #expect(bridge.accessible("GetRoleName", [], of: toggle) == [.string("toggle button")])
    // GetState: two words of AtspiStateType bits. The switch is on: checkable (41) and
    // checked (4), with enabled (8), sensitive (24), showing (25) and visible (30).
    let on: UInt64 = 1 << 4 | 1 << 8 | 1 << 24 | 1 << 25 | 1 << 30 | 1 << 41
    #expect(
      bridge.accessible("GetState", [], of: toggle)
        == [.array(element: "u", [.uint32(UInt32(on & 0xFFFF_FFFF)), .uint32(UInt32(on >> 32))])])
    #expect(
      bridge.accessible("GetInterfaces", [], of: level)
        == [
          .strings([
            ATSPIInterface.accessible, ATSPIInterface.component, ATSPIInterface.action,
            ATSPIInterface.value,
          ])
        ])
    #expect(
      bridge.accessible("GetInterfaces", [], of: heading)
        == [.strings([ATSPIInterface.accessible, ATSPIInterface.component, ATSPIInterface.text])])
    #expect(
      bridge.properties(
        "Get", [.string(ATSPIInterface.accessible), .string("Description")], of: level)
        == [.variant(.string("Turns the level"))])
    #expect(bridge.text("GetText", [.int32(0), .int32(-1)], of: heading) == [.string("Settings")])
    // The application: Easel's toolkit name, and the id the registry sets.
    let application = try #require(bridge.treeObject(ATSPITree.rootPath))
    let app = DBusValue.string(ATSPIInterface.application)
    #expect(
      bridge.properties("Get", [app, .string("ToolkitName")], of: application)
        == [.variant(.string("Easel"))])
    #expect(
      bridge.properties("Set", [app, .string("Id"), .variant(.int32(7))], of: application) == [])
    #expect(
      bridge.properties("Get", [app, .string("Id")], of: application) == [.variant(.int32(7))])
    #expect(
      bridge.text("GetTextAtOffset", [.int32(2), .uint32(0)], of: heading)
        == [.string("t"), .int32(2), .int32(3)])
  }

  @Test func extentsAreTheWindowsPlacePlusTheCanvasOriginAndZoomInPixels() throws {
    let window = Window(log: Log())
    let bridge = AccessibilityBridge(source: window, applicationName: "test")
    let objects = try Self.elements(of: bridge)
    let level = try #require(objects["Level"])
    let frame = try #require(window.graph.accessibilityTree().first { $0.label == "Level" }?.frame)
    // Screen pixels: (screen origin + canvas origin + frame × zoom) × scale.
    let x = Int32(((100 + 20 + frame.minX * 0.5) * 2).rounded())
    let y = Int32(((50 + 30 + frame.minY * 0.5) * 2).rounded())
    let size = Int32((40 * 0.5 * 2).rounded())
    #expect(
      bridge.component("GetExtents", [.uint32(0)], of: level)
        == [.structure([.int32(x), .int32(y), .int32(size), .int32(size)])])
    // Window pixels leave the screen origin out.
    #expect(
      bridge.component("GetExtents", [.uint32(1)], of: level)
        == [.structure([.int32(x - 200), .int32(y - 100), .int32(size), .int32(size)])])
    let canvas = try #require(bridge.treeObject(level.parent))
    #expect(
      bridge.component(
        "GetAccessibleAtPoint", [.int32(x + 2), .int32(y + 2), .uint32(0)], of: canvas)
        == [bridge.reference(level.path)])
  }

  @Test func actionsTapAdjustAndRunNamedActions() throws {
    let log = Log()
    let window = Window(log: log)
    let bridge = AccessibilityBridge(source: window, applicationName: "test")
    var objects = try Self.elements(of: bridge)
    let button = try #require(objects["Save"])
    let toggle = try #require(objects["Switch"])
    let level = try #require(objects["Level"])
    #expect(bridge.action("GetActions", [], of: button)?.first?.elements.count == 1)
    #expect(bridge.action("GetName", [.int32(0)], of: button) == [.string("click")])
    #expect(
      (0..<3).map { bridge.action("GetName", [.int32(Int32($0))], of: level) }
        == [[.string("increment")], [.string("decrement")], [.string("Archive")]])

    // `click` taps the centre: the button's action runs, the switch turns off.
    #expect(bridge.action("DoAction", [.int32(0)], of: button) == [.bool(true)])
    #expect(log.saves == 1)
    #expect(bridge.action("DoAction", [.int32(0)], of: toggle) == [.bool(true)])
    #expect(!log.isOn)
    bridge.setNeedsUpdate()
    objects = try Self.elements(of: bridge)
    let off = try #require(objects["Switch"])
    // The same object, still a toggle button (it was seen selected), no longer checked.
    #expect(off.path == toggle.path)
    #expect(off.role == .toggleButton)
    #expect(off.states.contains(.checkable) && !off.states.contains(.checked))
    #expect(off.value == "Off")
    #expect(
      bridge.propertyList(ATSPIInterface.value, of: off).first { $0.0 == "CurrentValue" }?.1
        == .double(0))

    // Value: CurrentValue is the number in the value; setting it higher increments.
    #expect(
      bridge.properties("Get", [.string(ATSPIInterface.value), .string("CurrentValue")], of: level)
        == [.variant(.double(3))])
    #expect(
      bridge.properties(
        "Set", [.string(ATSPIInterface.value), .string("CurrentValue"), .variant(.double(4))],
        of: level) == [])
    #expect(log.level == 4)
    #expect(bridge.action("DoAction", [.int32(1)], of: level) == [.bool(true)])
    #expect(log.level == 3)
    #expect(bridge.action("DoAction", [.int32(2)], of: level) == [.bool(true)])
    #expect(log.archives == 1)
    #expect(bridge.action("DoAction", [.int32(3)], of: level) == [.bool(false)])
  }

  @Test func valuesSurviveLibdbusMarshalling() throws {
    let values: [DBusValue] = [
      .reference(":1.5", "/org/a11y/atspi/accessible/3"),
      .array(element: "(so)", []),
      .properties([("Name", .string("Kapcsoló")), ("Count", .int32(-2))]),
      .array(element: "u", [.uint32(1 << 31), .uint32(7)]),
      .structure([.double(2.5), .bool(true), .int16(-3), .byte(200), .int64(1 << 40)]),
      .strings(["a", ""]),
    ]
    let message = try #require(dbus_message_new(DBusMessageInfo.methodReturn))
    defer { dbus_message_unref(message) }
    // A reply as the bus would carry it: its own serial and the serial it answers.
    dbus_message_set_serial(message, 2)
    dbus_message_set_reply_serial(message, 1)
    DBusConnection.append(values, to: message)
    var buffer: UnsafeMutablePointer<CChar>?
    var length: Int32 = 0
    #expect(dbus_message_marshal(message, &buffer, &length) != 0)
    defer { dbus_free(buffer) }
    var error = DBusError()
    dbus_error_init(&error)
    let read = try #require(dbus_message_demarshal(buffer, length, &error))
    defer { dbus_message_unref(read) }
    #expect(DBusValue.arguments(of: read) == values)
    #expect(
      String(cString: dbus_message_get_signature(read))
        == "(so)a(so)a{sv}au(dbnyx)as")
  }
}

/// The bridge's events on a private session bus, read by a second connection: `focus:` and
/// state changes as Tab moves the focus between two text fields, a value change as one is
/// typed into, each sent when the frame after the change is presented.
@MainActor
@Suite(.serialized) struct AccessibilityEventTests {
  /// The fields' texts.
  @MainActor final class Texts {
    var first = ""
    var second = ""
  }

  /// Two text fields, as a window shows them.
  @MainActor final class Fields: AccessibilityWindowSource {
    let texts = Texts()
    let graph: ViewGraph

    init() {
      let texts = texts
      graph = ViewGraph(
        root: VStack(spacing: 20) {
          TextField("First", text: Binding(get: { texts.first }, set: { texts.first = $0 }))
            .accessibilityIdentifier("first")
          TextField("Second", text: Binding(get: { texts.second }, set: { texts.second = $0 }))
            .accessibilityIdentifier("second")
        }
        .padding(20), textEngine: PangoTextEngine())
      graph.layout(in: CGSize(width: 300, height: 200))
    }

    var accessibilityTitle: String { "Fields" }
    var accessibilityIsActive: Bool { true }
    var accessibilityScreenFrame: (frame: CGRect, scale: CGFloat) {
      (CGRect(x: 0, y: 0, width: 300, height: 200), 1)
    }

    func accessibilityGroups() -> [AccessibilityElementGroup] {
      [
        AccessibilityElementGroup(
          name: "Fields", frame: CGRect(x: 0, y: 0, width: 300, height: 200),
          elements: graph.accessibilityTree())
      ]
    }

    func accessibilityTap(at point: CGPoint) {
      graph.send(PointerEvent(.down, at: point, time: 1))
      graph.send(PointerEvent(.up, at: point, time: 1.05))
    }

    /// Sends `key` and lays the graph out, as the window's next frame does.
    func type(_ key: KeyPress) {
      graph.send(key)
      graph.layout(in: CGSize(width: 300, height: 200))
    }
  }

  /// A signal as read: its path, interface, member and arguments.
  struct Signal: CustomStringConvertible {
    var path: String
    var interface: String
    var member: String
    var arguments: [DBusValue]
    var description: String { "\(path) \(interface).\(member) \(arguments)" }
  }

  /// Reads the signals `connection` receives until `count` have come or `timeout` has passed.
  static func signals(
    on connection: DBusConnection, count: Int, timeout: Duration = .seconds(10)
  ) -> [Signal] {
    var signals: [Signal] = []
    let deadline = ContinuousClock.now + timeout
    while signals.count < count, ContinuousClock.now < deadline {
      _ = dbus_connection_read_write(connection.raw, 100)
      while let message = dbus_connection_pop_message(connection.raw) {
        let info = DBusMessageInfo(message)
        if info.type == DBusMessageInfo.signal, info.interface.hasPrefix("org.a11y.atspi.Event") {
          signals.append(
            Signal(
              path: info.path, interface: info.interface, member: info.member,
              arguments: DBusValue.arguments(of: message)))
        }
        dbus_message_unref(message)
      }
    }
    return signals
  }

  @Test func focusStateAndValueEventsFollowTheFields() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-daemon") else {
      print(
        "AccessibilityEventTests skipped: /usr/bin/dbus-daemon is missing (package dbus-daemon)")
      return
    }
    let bus = try AccessibilityBusTests.SessionBus(displayName: ":0")
    defer { bus.stop() }
    let fields = Fields()
    let bridge = AccessibilityBridge(source: fields, applicationName: "test")
    let connection = try DBusConnection(address: bus.address)
    bridge.connected(connection)
    let listener = try DBusConnection(address: bus.address)
    defer { listener.close() }
    _ = try listener.callBlocking(
      destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
      interface: "org.freedesktop.DBus", method: "AddMatch",
      arguments: [.string("type='signal',sender='\(connection.uniqueName)'")])

    // Nothing listens: a change sends nothing.
    bridge.listeners = []
    _ = bridge.treeObject(ATSPITree.rootPath)
    fields.type(KeyPress(.tab))
    bridge.setNeedsUpdate()
    #expect(fields.graph.focusedIdentifier == "first")
    // The bus has routed whatever the bridge sent before it answers the bridge's ping.
    _ = try connection.callBlocking(
      destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
      interface: "org.freedesktop.DBus.Peer", method: "Ping")
    #expect(Self.signals(on: listener, count: 1, timeout: .milliseconds(200)).isEmpty)

    // A screen reader listens for focus and object events, as the registry reports them.
    bridge.listeners = [(":1.99", "focus:"), (":1.99", "object:")]
    _ = bridge.treeObject(ATSPITree.rootPath)
    fields.type(KeyPress(.tab))
    bridge.setNeedsUpdate()
    #expect(fields.graph.focusedIdentifier == "second")
    // focused off the first field, focusable and focused on the second, focus: on it.
    let moved = Self.signals(on: listener, count: 4)
    #expect(moved.count == 4, "\(moved)")
    let group = try #require(bridge.treeObject(ATSPITree.windowPath)?.children.first)
    let paths = try #require(bridge.treeObject(group)?.children)
    #expect(paths.count == 2)
    let states = moved.filter {
      $0.member == "StateChanged" && $0.arguments.first == .string("focused")
    }
    let focusOff = states.first { $0.path == paths[0] }
    let focusOn = states.first { $0.path == paths[1] }
    let focus = moved.first { $0.interface == ATSPIInterface.focusEvent }
    #expect(
      focusOff?.arguments
        == [.string("focused"), .int32(0), .int32(0), .variant(.int32(0)), .properties([])],
      "\(moved)")
    #expect(
      focusOn?.arguments
        == [.string("focused"), .int32(1), .int32(0), .variant(.int32(0)), .properties([])],
      "\(moved)")
    #expect(focus?.path == paths[1] && focus?.member == "Focus", "\(moved)")

    // Typing into the focused field changes its value.
    fields.type(KeyPress("x"))
    bridge.setNeedsUpdate()
    #expect(fields.texts.second == "x")
    let typed = Self.signals(on: listener, count: 1)
    #expect(typed.count == 1)
    #expect(typed.first?.path == paths[1])
    #expect(
      typed.first?.arguments
        == [
          .string("accessible-value"), .int32(0), .int32(0), .variant(.string("x")),
          .properties([]),
        ], "\(typed)")
    connection.close()
  }
}
