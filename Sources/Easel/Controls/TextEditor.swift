import Foundation

/// A view that edits long text on many lines: it fills the space it is offered, wraps its
/// text, and scrolls to keep the caret in view. Return starts a new line and Tab types a tab;
/// it takes the font, colour, alignment and line spacing of its environment. It has no border
/// or background of its own (text field styles do not apply to it).
public struct TextEditor: View {
  let input: TextInputDescription

  /// An editor for `text`.
  public init(text: Binding<String>) {
    input = TextInputDescription(source: .text(text), kind: .editor)
  }

  public var body: some View {
    StyledTextInput(input: input, label: AnyView(EmptyView()))
  }
}
