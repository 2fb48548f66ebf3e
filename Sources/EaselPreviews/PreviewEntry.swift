/// One preview: from a `#Preview` macro or a registered `PreviewProvider`.
public struct PreviewEntry: Sendable, Identifiable {
  /// The name given to `#Preview("…")` or taken from the provider's type; `nil` when unnamed.
  public let name: String?
  /// How the preview is sized (the last layout trait; `.device` when none).
  public let layout: PreviewLayout
  /// The orientation it starts in (the last orientation trait; `.portrait` when none).
  public let orientation: InterfaceOrientation
  /// The device it asks for with `previewDevice(_:)`, if any.
  public let device: String?
  /// The file it was declared in (`Module/File.swift`).
  public let fileID: String
  /// The line it was declared on.
  public let line: Int
  private let body: @MainActor @Sendable () -> AnyView

  /// A preview of the view `body` builds.
  public init<Content: View>(
    _ name: String? = nil, traits: [PreviewTrait<Preview.ViewTraits>] = [], device: String? = nil,
    fileID: String, line: Int, @ViewBuilder body: @escaping @MainActor @Sendable () -> Content
  ) {
    self.name = name
    self.device = device
    var layout = PreviewLayout.device
    var orientation = InterfaceOrientation.portrait
    for trait in traits {
      switch trait.value {
      case .layout(let value): layout = value
      case .orientation(let value): orientation = value
      }
    }
    self.layout = layout
    self.orientation = orientation
    self.fileID = fileID
    self.line = line
    self.body = { AnyView(body()) }
  }

  /// A preview of the view `body` returns: a closure with statements and an explicit
  /// `return`, as `#Preview { @State var value = 0; return Row(value: $value) }` was written
  /// before `@Previewable` (no view builder applies to it).
  @_disfavoredOverload
  public init(
    _ name: String? = nil, traits: [PreviewTrait<Preview.ViewTraits>] = [], device: String? = nil,
    fileID: String, line: Int, returning body: @escaping @MainActor @Sendable () -> any View
  ) {
    self.init(
      name, traits: traits, device: device, fileID: fileID, line: line,
      body: { AnyView(body()) })
  }

  /// Where it was declared: `Module/File.swift:12`.
  public var id: String { "\(fileID):\(line)" }

  /// The name, or where it was declared when it has none.
  public var displayName: String { name ?? id }

  /// Builds the view.
  @MainActor public func makeView() -> AnyView { body() }
}
