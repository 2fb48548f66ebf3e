import Easel
import Foundation

/// The AT-SPI interfaces' methods and properties. Each returns the reply's arguments, or
/// `nil` for a method the object does not offer (answered with UnknownMethod).
extension AccessibilityBridge {
  // MARK: Properties

  func properties(_ member: String, _ arguments: [DBusValue], of object: ATSPIObject)
    -> [DBusValue]?
  {
    switch member {
    case "Get":
      guard arguments.count >= 2, let interface = arguments[0].stringValue,
        let name = arguments[1].stringValue,
        let value = propertyList(interface, of: object).first(where: { $0.0 == name })?.1
      else { return nil }
      return [.variant(value)]
    case "GetAll":
      let interface = arguments.first?.stringValue ?? ""
      return [.properties(propertyList(interface, of: object))]
    case "Set":
      guard arguments.count >= 3, let interface = arguments[0].stringValue,
        let name = arguments[1].stringValue
      else { return nil }
      if interface == ATSPIInterface.value, name == "CurrentValue",
        let wanted = arguments[2].doubleValue
      {
        setCurrentValue(wanted, of: object)
        return []
      }
      if interface == ATSPIInterface.application, name == "Id",
        let id = arguments[2].intValue
      {
        applicationID = Int32(truncatingIfNeeded: id)
        return []
      }
      return nil
    default:
      return nil
    }
  }

  /// The properties of `interface` for `object`.
  func propertyList(_ interface: String, of object: ATSPIObject) -> [(String, DBusValue)] {
    switch interface {
    case ATSPIInterface.accessible:
      return [
        ("Name", .string(object.name)), ("Description", .string(object.description)),
        ("Parent", parentReference(of: object)),
        ("ChildCount", .int32(Int32(object.children.count))),
        ("Locale", .string(Self.locale)), ("AccessibleId", .string(object.identifier)),
        ("HelpText", .string(object.description)),
      ]
    case ATSPIInterface.application where object.role == .application:
      return [
        ("ToolkitName", .string("Easel")), ("Version", .string("1")),
        ("AtspiVersion", .string("2.1")), ("Id", .int32(applicationID)),
      ]
    case ATSPIInterface.action where !object.actionNames.isEmpty:
      return [("NActions", .int32(Int32(object.actionNames.count)))]
    case ATSPIInterface.value where object.value != nil:
      let current = object.currentValue
      return [
        ("MinimumValue", .double(min(0, current))), ("MaximumValue", .double(max(100, current))),
        ("MinimumIncrement", .double(1)), ("CurrentValue", .double(current)),
        ("Text", .string(object.value ?? "")),
      ]
    case ATSPIInterface.text where object.hasText:
      return [
        ("CharacterCount", .int32(Int32(object.name.unicodeScalars.count))),
        ("CaretOffset", .int32(-1)),
      ]
    default:
      return []
    }
  }

  /// Adjusts an adjustable element toward `wanted`: one increment when it is above the
  /// current value, one decrement when below (SwiftUI's adjustable action moves by steps).
  func setCurrentValue(_ wanted: Double, of object: ATSPIObject) {
    guard let element = object.element, element.isAdjustable else { return }
    let current = object.currentValue
    if wanted > current {
      element.adjust(.increment)
    } else if wanted < current {
      element.adjust(.decrement)
    }
  }

  // MARK: Accessible

  func accessible(_ member: String, _ arguments: [DBusValue], of object: ATSPIObject)
    -> [DBusValue]?
  {
    switch member {
    case "GetChildAtIndex":
      let index = arguments.first?.intValue ?? -1
      guard object.children.indices.contains(index) else {
        return [.reference("", "/org/a11y/atspi/null")]
      }
      return [reference(object.children[index])]
    case "GetChildren":
      return [.array(element: "(so)", object.children.map(reference))]
    case "GetIndexInParent":
      let siblings = object.path == ATSPITree.rootPath ? [] : currentSiblings(of: object)
      return [.int32(Int32(siblings.firstIndex(of: object.path) ?? -1))]
    case "GetRelationSet":
      return [.array(element: "(ua(so))", [])]
    case "GetRole":
      return [.uint32(object.role.rawValue)]
    case "GetRoleName", "GetLocalizedRoleName":
      return [.string(object.role.name)]
    case "GetState":
      return [.array(element: "u", object.states.words.map { .uint32($0) })]
    case "GetAttributes":
      var attributes = [("toolkit", "Easel")]
      if !object.identifier.isEmpty { attributes.append(("id", object.identifier)) }
      if let value = object.value { attributes.append(("value", value)) }
      return [.stringDictionary(attributes)]
    case "GetApplication":
      return [reference(ATSPITree.rootPath)]
    case "GetInterfaces":
      return [.strings(object.interfaces)]
    default:
      return nil
    }
  }

  private func currentSiblings(of object: ATSPIObject) -> [String] {
    treeObject(object.parent)?.children ?? []
  }

  // MARK: Component

  func component(_ member: String, _ arguments: [DBusValue], of object: ATSPIObject)
    -> [DBusValue]?
  {
    guard object.frame != nil else { return nil }
    let coordinateType = UInt32(arguments.last?.intValue ?? 0)
    switch member {
    case "GetExtents":
      let (x, y, width, height) = extents(of: object, coordinateType: coordinateType)
      return [.structure([.int32(x), .int32(y), .int32(width), .int32(height)])]
    case "GetPosition":
      let (x, y, _, _) = extents(of: object, coordinateType: coordinateType)
      return [.int32(x), .int32(y)]
    case "GetSize":
      let (_, _, width, height) = extents(of: object)
      return [.int32(width), .int32(height)]
    case "Contains":
      guard arguments.count >= 3, let x = arguments[0].intValue, let y = arguments[1].intValue
      else { return nil }
      let (left, top, width, height) = extents(of: object, coordinateType: coordinateType)
      let inside =
        x >= left && x < Int(left) + Int(width) && y >= top && y < Int(top) + Int(height)
      return [.bool(inside)]
    case "GetAccessibleAtPoint":
      guard arguments.count >= 3, let x = arguments[0].intValue, let y = arguments[1].intValue
      else { return nil }
      for child in object.children.reversed() {
        guard let candidate = treeObject(child) else { continue }
        let (left, top, width, height) = extents(of: candidate, coordinateType: coordinateType)
        if x >= left && x < Int(left) + Int(width) && y >= top && y < Int(top) + Int(height) {
          return [reference(child)]
        }
      }
      return [.reference("", "/org/a11y/atspi/null")]
    case "GetLayer":
      return [.uint32(object.role == .frame ? 7 : 3)]  // window, widget
    case "GetMDIZOrder":
      return [.int16(0)]
    case "GetAlpha":
      return [.double(1)]
    case "GrabFocus":
      return [.bool(false)]
    case "ScrollTo", "ScrollToPoint", "SetExtents", "SetPosition", "SetSize":
      return [.bool(false)]
    default:
      return nil
    }
  }

  // MARK: Action

  func action(_ member: String, _ arguments: [DBusValue], of object: ATSPIObject)
    -> [DBusValue]?
  {
    let names = object.actionNames
    guard !names.isEmpty else { return nil }
    let index = arguments.first?.intValue ?? -1
    let name = names.indices.contains(index) ? names[index] : ""
    switch member {
    case "GetName", "GetLocalizedName":
      return [.string(name)]
    case "GetDescription":
      return [.string(name == "click" ? object.description : "")]
    case "GetKeyBinding":
      return [.string("")]
    case "GetActions":
      return [
        .array(
          element: "(sss)",
          names.map {
            .structure([.string($0), .string($0 == "click" ? object.description : ""), .string("")])
          })
      ]
    case "DoAction":
      return [.bool(perform(actionAt: index, of: object))]
    default:
      return nil
    }
  }

  // MARK: Text

  func text(_ member: String, _ arguments: [DBusValue], of object: ATSPIObject) -> [DBusValue]? {
    guard object.hasText else { return nil }
    let scalars = Array(object.name.unicodeScalars)
    let count = scalars.count
    func slice(_ start: Int, _ end: Int) -> String {
      let from = max(0, min(start, count))
      let to = end < 0 ? count : max(from, min(end, count))
      var text = String.UnicodeScalarView()
      text.append(contentsOf: scalars[from..<to])
      return String(text)
    }
    let offset = arguments.first?.intValue ?? 0
    /// The range around `offset` at `boundary`: a character, else the whole (single line) text.
    func range(_ boundary: Int) -> (Int, Int) {
      boundary == 0 ? (min(max(offset, 0), count), min(max(offset, 0) + 1, count)) : (0, count)
    }
    switch member {
    case "GetText":
      let end = arguments.count > 1 ? arguments[1].intValue ?? -1 : -1
      return [.string(slice(offset, end))]
    case "GetCharacterAtOffset":
      guard offset >= 0, offset < count else { return [.int32(0)] }
      return [.int32(Int32(scalars[offset].value))]
    case "GetTextAtOffset", "GetStringAtOffset":
      let (start, end) = range(arguments.count > 1 ? arguments[1].intValue ?? 0 : 0)
      return [.string(slice(start, end)), .int32(Int32(start)), .int32(Int32(end))]
    case "GetTextBeforeOffset", "GetTextAfterOffset":
      let boundary = arguments.count > 1 ? arguments[1].intValue ?? 0 : 0
      let step = member == "GetTextBeforeOffset" ? -1 : 1
      guard boundary == 0, offset + step >= 0, offset + step < count else {
        return [.string(""), .int32(0), .int32(0)]
      }
      let start = offset + step
      return [.string(slice(start, start + 1)), .int32(Int32(start)), .int32(Int32(start + 1))]
    case "GetCharacterExtents", "GetRangeExtents":
      let (x, y, width, height) = extents(
        of: object, coordinateType: UInt32(arguments.last?.intValue ?? 0))
      return [.int32(x), .int32(y), .int32(width), .int32(height)]
    case "GetOffsetAtPoint":
      return [.int32(0)]
    case "GetNSelections":
      return [.int32(0)]
    case "GetSelection":
      return [.int32(0), .int32(0)]
    case "GetAttributes", "GetAttributeRun":
      return [.stringDictionary([]), .int32(0), .int32(Int32(count))]
    case "GetDefaultAttributes", "GetDefaultAttributeSet":
      return [.stringDictionary([])]
    case "GetAttributeValue":
      return [.string("")]
    default:
      return nil
    }
  }
}
