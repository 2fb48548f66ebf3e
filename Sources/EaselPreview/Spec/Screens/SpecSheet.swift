import Easel
import Foundation

/// A `Button`'s `sheet`: the view it presents, at which detents, and the boolean state that
/// says whether it is shown.
public struct SpecSheet: Equatable, Sendable {
  /// The presented view.
  public var content: SpecNode
  /// The heights the sheet rests at; empty for SwiftUI's default (large).
  public var detents: [SpecDetent]
  /// Whether the grabber is shown: `nil` for SwiftUI's automatic choice.
  public var dragIndicator: Bool?
  /// The boolean state entry the sheet is shown by (`"$name"`), if any: the button sets it,
  /// dismissing clears it, and a spec whose entry starts `true` starts with the sheet up.
  public var isPresented: String?

  /// Creates a sheet.
  public init(
    content: SpecNode, detents: [SpecDetent] = [], dragIndicator: Bool? = nil,
    isPresented: String? = nil
  ) {
    self.content = content
    self.detents = detents
    self.dragIndicator = dragIndicator
    self.isPresented = isPresented
  }

  /// Builds the presented view with its detents and grabber.
  @MainActor func makeContent(in context: SpecContext) -> AnyView {
    var view = content.makeView(in: context)
    if !detents.isEmpty {
      view = AnyView(view.presentationDetents(Set(detents.map { $0.detent(in: context) })))
    }
    if let dragIndicator {
      view = AnyView(view.presentationDragIndicator(dragIndicator ? .visible : .hidden))
    }
    return view
  }
}
