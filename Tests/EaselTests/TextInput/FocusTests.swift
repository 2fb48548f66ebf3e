import EaselTesting
import Foundation
import Testing

@testable import Easel

/// Focus through `ViewHost`: `@FocusState` follows and moves focus, Tab order, Return submits,
/// Escape and clicks elsewhere leave the field, default focus.
@MainActor
@Suite struct FocusTests {
  static let size = CGSize(width: 320, height: 400)

  /// A sign-in form: Return in the name moves to the password, Return there submits.
  struct SignIn: View {
    enum Field: Hashable { case name, password }
    let log: TextBox
    @FocusState private var focus: Field?
    @State private var name = ""
    @State private var password = ""

    var body: some View {
      VStack {
        TextField("Name", text: $name)
          .focused($focus, equals: .name)
          .onSubmit { focus = .password }
          .accessibilityIdentifier("name")
        SecureField("Password", text: $password)
          .focused($focus, equals: .password)
          .accessibilityIdentifier("password")
        Button("Edit name") { focus = .name }.accessibilityIdentifier("edit")
        Button("Done") { focus = nil }.accessibilityIdentifier("done")
        Color.gray.frame(height: 60).accessibilityIdentifier("empty")
      }
      .onSubmit { log.log.append("submit \(name) \(password)") }
      .onChange(of: focus) { _, value in
        log.log.append("focus \(value.map { "\($0)" } ?? "nil")")
      }
    }
  }

  @Test func settingTheFocusStateMovesFocusAndFocusSetsTheState() {
    let log = TextBox()
    let host = ViewHost(SignIn(log: log), size: Self.size)
    #expect(host.focusedIdentifier == nil)
    host.tap("edit")
    #expect(host.focusedIdentifier == "name")
    #expect(log.log == ["focus name"])
    host.type("ada")
    host.press(.return)
    // Return submits: every onSubmit around the field runs, the inner one moves focus on.
    #expect(host.focusedIdentifier == "password")
    #expect(log.log == ["focus name", "submit ada ", "focus password"])
    host.type("pw")
    host.press(.return)
    #expect(host.focusedIdentifier == nil)
    #expect(log.log.suffix(2) == ["submit ada pw", "focus nil"])
    // A click on a field sets the state too.
    host.tap("name")
    #expect(host.focusedIdentifier == "name")
    #expect(log.log.last == "focus name")
    host.tap("done")
    #expect(host.focusedIdentifier == nil)
    #expect(log.log.last == "focus nil")
  }

  @Test func escapeAndAClickElsewhereLeaveTheField() {
    let log = TextBox()
    let host = ViewHost(SignIn(log: log), size: Self.size)
    host.tap("name")
    #expect(host.focusedIdentifier == "name")
    host.press(.escape)
    #expect(host.focusedIdentifier == nil)
    host.tap("password")
    #expect(host.focusedIdentifier == "password")
    host.tap("empty")
    #expect(host.focusedIdentifier == nil)
    #expect(log.log == ["focus name", "focus nil", "focus password", "focus nil"])
  }

  @Test func tabMovesFocusInReadingOrder() {
    let host = ViewHost(
      VStack {
        HStack {
          TextField("A", text: .constant("")).accessibilityIdentifier("a")
          TextField("B", text: .constant("")).accessibilityIdentifier("b")
        }
        TextField("C", text: .constant("")).accessibilityIdentifier("c")
        TextField("D", text: .constant("")).disabled(true).accessibilityIdentifier("d")
      }, size: Self.size)
    // With nothing focused, Tab focuses the first field, Shift+Tab the last.
    #expect(host.press(.tab))
    #expect(host.focusedIdentifier == "a")
    host.press(.tab)
    #expect(host.focusedIdentifier == "b")
    host.press(.tab)
    #expect(host.focusedIdentifier == "c")
    // The disabled field is passed over, and focus wraps around.
    host.press(.tab)
    #expect(host.focusedIdentifier == "a")
    host.press(.tab, modifiers: .shift)
    #expect(host.focusedIdentifier == "c")
    host.press(.escape)
    host.press(.tab, modifiers: .shift)
    #expect(host.focusedIdentifier == "c")
    // A click on a disabled field does not focus it.
    host.tap("d")
    #expect(host.focusedIdentifier == nil)
  }

  /// A field bound to a Boolean focus state.
  struct Search: View {
    let log: TextBox
    @FocusState private var isSearching: Bool
    @State private var query = ""

    var body: some View {
      VStack {
        TextField("Search", text: $query)
          .focused($isSearching)
          .accessibilityIdentifier("search")
        Button(isSearching ? "Cancel" : "Search") { isSearching.toggle() }
          .accessibilityIdentifier("toggle")
      }
      .onChange(of: isSearching) { _, value in log.log.append("\(value)") }
    }
  }

  @Test func aBooleanFocusState() {
    let log = TextBox()
    let host = ViewHost(Search(log: log), size: Self.size)
    host.tap("toggle")
    #expect(host.focusedIdentifier == "search")
    host.tap("toggle")
    #expect(host.focusedIdentifier == nil)
    host.tap("search")
    #expect(log.log == ["true", "false", "true"])
    host.press(.escape)
    #expect(log.log == ["true", "false", "true", "false"])
  }

  /// A form whose second field takes focus by default.
  struct Defaulted: View {
    enum Field: Hashable { case first, second }
    @FocusState private var focus: Field?

    var body: some View {
      VStack {
        TextField("First", text: .constant("")).focused($focus, equals: .first)
          .accessibilityIdentifier("first")
        TextField("Second", text: .constant("")).focused($focus, equals: .second)
          .accessibilityIdentifier("second")
      }
      .defaultFocus($focus, .second)
    }
  }

  @Test func defaultFocusFocusesItsViewWhenItAppears() {
    let host = ViewHost(Defaulted(), size: Self.size)
    #expect(host.focusedIdentifier == "second")
    host.press(.escape)
    #expect(host.focusedIdentifier == nil)
    // An automatic default does not apply to Tab.
    host.press(.tab)
    #expect(host.focusedIdentifier == "first")
  }

  /// Two fields whose second is the default also for moves the user makes.
  struct UserDefaulted: View {
    @FocusState private var focus: Int?

    var body: some View {
      VStack {
        TextField("One", text: .constant("")).focused($focus, equals: 1)
          .accessibilityIdentifier("one")
        TextField("Two", text: .constant("")).focused($focus, equals: 2)
          .accessibilityIdentifier("two")
      }
      .defaultFocus($focus, 2, priority: .userInitiated)
    }
  }

  @Test func aUserInitiatedDefaultFocusAppliesToTab() {
    let host = ViewHost(UserDefaulted(), size: Self.size)
    #expect(host.focusedIdentifier == "two")
    host.press(.escape)
    host.press(.tab)
    #expect(host.focusedIdentifier == "two")
    host.press(.tab)
    #expect(host.focusedIdentifier == "one")
  }

  @Test func aFieldThatLeavesTheGraphLosesFocus() {
    let log = TextBox()
    let host = ViewHost(Removable(log: log), size: Self.size)
    host.tap("field")
    #expect(host.focusedIdentifier == "field")
    host.tap("remove")
    #expect(host.focusedIdentifier == nil)
    #expect(log.log == ["true", "false"])
  }

  struct Removable: View {
    let log: TextBox
    @State private var shows = true
    @FocusState private var focused: Bool

    var body: some View {
      VStack {
        if shows {
          TextField("Field", text: .constant("x")).focused($focused)
            .accessibilityIdentifier("field")
        }
        Button("Remove") { shows = false }.accessibilityIdentifier("remove")
      }
      .onChange(of: focused) { _, value in log.log.append("\(value)") }
    }
  }

  @Test func theDeprecatedCallbacksHearEditingAndReturn() {
    let log = TextBox()
    let host = ViewHost(
      TextField(
        "Old", text: log.binding,
        onEditingChanged: { log.log.append("editing \($0)") },
        onCommit: { log.log.append("commit") }
      ).accessibilityIdentifier("old"), size: Self.size)
    host.type("x", into: "old")
    host.press(.return)
    #expect(log.log == ["editing true", "editing false", "commit"])
  }
}
