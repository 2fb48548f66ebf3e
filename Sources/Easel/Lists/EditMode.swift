import Foundation

/// Whether the user can edit the rows of a list: delete controls and reorder handles show
/// while it is active.
public enum EditMode: Hashable, Sendable {
  /// Not editing.
  case inactive
  /// Editing for a moment, as a swipe does.
  case transient
  /// Editing.
  case active

  /// Whether this mode is editing (`.active` or `.transient`).
  public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
  /// The edit mode of the views inside, as a binding: an `EditButton` toggles it, and a list
  /// shows its delete controls and reorder handles while it is editing. `nil` where no view
  /// provides one.
  ///
  /// Differs from SwiftUI: a `List` provides one to its own rows when none comes from
  /// outside; an `EditButton` outside the list shares it only when a view above both
  /// provides one (`.environment(\.editMode, $mode)`).
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}

/// A button that toggles the edit mode of the environment: "Edit" when inactive, "Done"
/// (bold) while editing, with an animation.
public struct EditButton: View {
  @Environment(\.editMode) private var editMode

  /// Creates an edit button.
  public init() {}

  public var body: some View {
    let editing = editMode?.wrappedValue.isEditing ?? false
    let mode = editMode
    Button {
      withAnimation(.easeInOut(duration: 0.3)) {
        mode?.wrappedValue = editing ? .inactive : .active
      }
    } label: {
      Text(editing ? "Done" : "Edit").fontWeight(editing ? .semibold : .regular)
    }
  }
}

/// Gives the content an edit mode of its own when none comes from outside.
struct EditModeProvider<Content: View>: View {
  let content: Content
  @Environment(\.editMode) private var outer
  @State private var own = EditMode.inactive

  var body: some View {
    let binding = outer ?? $own
    // Rows read whether the list is editing as a plain value: a binding in the environment
    // never compares equal, so rows reading it would run again at every scroll.
    return content.transformEnvironment(\.editMode) { $0 = binding }
      .environment(\.listIsEditing, binding.wrappedValue.isEditing)
  }
}

struct ListIsEditingKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether the list around is in edit mode.
  var listIsEditing: Bool {
    get { self[ListIsEditingKey.self] }
    set { self[ListIsEditingKey.self] = newValue }
  }
}
