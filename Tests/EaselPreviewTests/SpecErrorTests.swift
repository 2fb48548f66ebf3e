import EaselPreview
import EaselPreviewCatalog
import Foundation
import Testing

/// Every kind of mistake in a spec file produces a `SpecError` that names the file, the key
/// path, what was expected and what was found, and the closest valid name.
struct SpecErrorTests {
  // MARK: Malformed files

  @Test func malformedJSONGivesLineAndColumn() throws {
    let json = "{\n  \"view\": {\n    \"type\": \"Text\",\n    \"text\": ]\n  }\n}\n"
    let error = try #require(specError(json, fileName: "Bad.json"))
    #expect(error.kind == .malformedJSON)
    #expect(error.line == 4)
    #expect(error.column == 13)
    #expect(error.description == "Bad.json:4:13: malformed JSON: invalid value")
  }

  @Test func columnsCountCharactersNotBytes() throws {
    let error = try #require(specError("{\"title\": \"héllo\" \"view\": 1}"))
    #expect(error.kind == .malformedJSON)
    #expect(error.line == 1)
    // The second string starts at character 19 (the é is two bytes but one character).
    #expect(error.column == 19)
  }

  @Test func truncatedFilePointsAtTheEnd() throws {
    let error = try #require(specError("{\"view\": {\n  \"type\": "))
    #expect(error.kind == .malformedJSON)
    #expect(error.description == "Hello.json:2:11: malformed JSON: unexpected end of file")
  }

  @Test func emptyFileIsMalformed() throws {
    let error = try #require(specError(""))
    #expect(error.kind == .malformedJSON)
    #expect(error.line == 1 && error.column == 1)
  }

  @Test func topLevelMustBeAnObject() throws {
    let error = try #require(specError("[1, 2]"))
    #expect(error.kind == .typeMismatch)
    #expect(error.keyPath == "")
    #expect(
      error.description
        == "Hello.json:1:1: expected an object with a \"view\" or \"component\" at the top level, "
        + "found an array")
  }

  @Test func fileLargerThanOneMebibyteIsRefused() throws {
    let json = #"{"view": {"type": "Text", "text": "x"}}"#
    let exactlyOneMebibyte = json + String(repeating: " ", count: (1 << 20) - json.utf8.count)
    #expect(specError(exactlyOneMebibyte) == nil)
    let error = try #require(specError(exactlyOneMebibyte + " "))
    #expect(error.kind == .fileTooLarge)
    #expect(error.description.hasPrefix("Hello.json:1:1: expected a file of at most 1 MiB"))
  }

  @Test func loadingRefusesLargeFilesWithoutReadingThemWhole() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-spec-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data(repeating: 0x20, count: 3 << 20).write(to: url)
    #expect(throws: SpecError.self) { try Spec.load(contentsOf: url, registry: .catalog) }
    do {
      _ = try Spec.load(contentsOf: url, registry: .catalog)
    } catch {
      #expect(error.kind == .fileTooLarge)
      #expect(error.fileName == url.lastPathComponent)
    }
  }

  @Test func missingFileIsUnreadable() throws {
    let url = URL(fileURLWithPath: "/nonexistent/Missing.json")
    do {
      _ = try Spec.load(contentsOf: url, registry: .catalog)
      Issue.record("loading a missing file succeeded")
    } catch {
      #expect(error.kind == .unreadable)
      #expect(error.description.hasPrefix("Missing.json: cannot read the file"))
    }
    do {
      _ = try Spec.load(contentsOf: FileManager.default.temporaryDirectory, registry: .catalog)
      Issue.record("loading a folder succeeded")
    } catch {
      #expect(error.kind == .unreadable)
    }
  }

  // MARK: Keys

  @Test func missingViewIsReported() throws {
    let error = try #require(specError(#"{"title": "No view"}"#))
    #expect(error.kind == .missingKey)
    #expect(error.keyPath == "view")
    #expect(
      error.description.hasPrefix("Hello.json:1:1: view: missing required key; expected a view"))
  }

  @Test func unknownKeySuggestsTheClosestKey() throws {
    let error = try #require(
      viewError(
        """
        {"type": "VStack", "children": [
          {"type": "Text", "text": "a"},
          {"type": "Rectangle", "fram": {"width": 10}}
        ]}
        """))
    #expect(error.kind == .unknownKey)
    #expect(error.keyPath == "view.children[1].fram")
    #expect(error.suggestion == "frame")
    #expect(
      error.description
        == #"Hello.json:3:25: view.children[1].fram: unknown key; did you mean "frame"?"#
    )
  }

  @Test func unknownTopLevelKeySuggestsTheClosestKey() throws {
    let error = try #require(
      specError(#"{"colourScheme": "dark", "view": {"type": "Text", "text": "a"}}"#))
    #expect(error.keyPath == "colourScheme")
    #expect(error.suggestion == "colorScheme")
  }

  @Test func unknownKeyWithNothingCloseListsTheValidKeys() throws {
    let error = try #require(viewError(#"{"type": "Text", "text": "a", "zzzzzz": 1}"#))
    #expect(error.kind == .unknownKey)
    #expect(error.suggestion == nil)
    #expect(error.message.contains("expected one of type, text, padding, frame"))
  }

  @Test func keyOfAnotherViewTypeSaysWhichTypesHaveIt() throws {
    let error = try #require(viewError(#"{"type": "ZStack", "spacing": 4}"#))
    #expect(error.kind == .unknownKey)
    #expect(error.keyPath == "view.spacing")
    #expect(
      error.description
        == "Hello.json:1:29: view.spacing: unknown key for ZStack; "
        + #""spacing" is a key of VStack, HStack"#)
  }

  @Test func unknownKeyInsideAModifierObject() throws {
    let error = try #require(
      viewError(#"{"type": "Text", "text": "a", "padding": {"top": 1, "lead": 2}}"#))
    #expect(error.keyPath == "view.padding.lead")
    #expect(error.suggestion == "leading")
  }

  @Test func oddKeysAreQuotedInThePath() throws {
    let error = try #require(viewError(#"{"type": "Text", "text": "a", "my key": 1}"#))
    #expect(error.keyPath == #"view["my key"]"#)
  }

  // MARK: Types

  @Test func unknownTypeSuggestsTheClosestType() throws {
    let error = try #require(viewError(#"{"type": "VStack", "children": [{"type": "Txt"}]}"#))
    #expect(error.kind == .unknownType)
    #expect(error.keyPath == "view.children[0].type")
    #expect(
      error.description
        == #"Hello.json:1:51: view.children[0].type: unknown view type "Txt"; did you mean "Text"?"#
    )
    #expect(viewError(#"{"type": "vstack"}"#)?.suggestion == "VStack")
    #expect(viewError(#"{"type": "Rect"}"#)?.suggestion == "Rectangle")
  }

  @Test func unknownTypeWithNothingCloseListsTheTypes() throws {
    let error = try #require(viewError(#"{"type": "NavigationSplitView"}"#))
    #expect(error.suggestion == nil)
    #expect(
      error.message.hasSuffix(
        "expected one of VStack, HStack, ZStack, Text, Image, Spacer, Rectangle, Circle, "
          + "Capsule, Ellipse, RoundedRectangle, ContainerRelativeShape, Color, GeometryReader, "
          + "Component, NavigationStack, List, Form, Section, NavigationLink, Button, Label, "
          + "LabeledContent, TabView"))
  }

  @Test func missingTypeAndRequiredKeys() throws {
    #expect(viewError(#"{"text": "a"}"#)?.keyPath == "view.type")
    #expect(viewError(#"{"text": "a"}"#)?.kind == .missingKey)
    let text = try #require(viewError(#"{"type": "Text"}"#))
    #expect(
      text.description == "Hello.json:1:10: view.text: missing required key; expected a string")
    #expect(viewError(#"{"type": "RoundedRectangle"}"#)?.keyPath == "view.cornerRadius")
    #expect(viewError(#"{"type": "Color"}"#)?.keyPath == "view.color")
  }

  @Test func wrongValueTypesSayWhatWasFound() throws {
    let height = try #require(
      viewError(
        """
        {"type": "VStack",
         "children": [{"type": "Color", "color": "red", "frame": {"height": "tall"}}]}
        """))
    // A string in a numeric field is an expression; a word that names nothing is an error at
    // the word.
    #expect(height.kind == .badExpression)
    #expect(
      height.description
        == #"Hello.json:2:70: view.children[0].frame.height: bad expression "tall": "#
        + "unknown name \"tall\"; expected width, height, infinity or a numeric state value")
    let text = try #require(viewError(#"{"type": "Text", "text": 5}"#))
    #expect(text.description == "Hello.json:1:35: view.text: expected a string, found the number 5")
    let children = try #require(viewError(#"{"type": "HStack", "children": {"type": "Text"}}"#))
    #expect(children.keyPath == "view.children")
    #expect(children.message == "expected an array of view nodes, found an object")
    let child = try #require(viewError(#"{"type": "HStack", "children": ["Text"]}"#))
    #expect(child.keyPath == "view.children[0]")
    #expect(child.kind == .typeMismatch)
    #expect(
      specError(#"{"title": null, "view": {"type": "Spacer"}}"#)?.message
        == "expected a string, found null")
  }

  @Test func booleansAreNotNumbers() throws {
    let error = try #require(viewError(#"{"type": "VStack", "spacing": true}"#))
    #expect(error.kind == .typeMismatch)
    #expect(
      error.description
        == "Hello.json:1:40: view.spacing: expected a number or an expression string, found true")
    #expect(viewError(#"{"type": "Spacer", "minLength": false}"#)?.kind == .typeMismatch)
    #expect(viewError(#"{"type": "Spacer", "layoutPriority": true}"#)?.kind == .typeMismatch)
    // 1 and 0 are numbers, not booleans.
    #expect(viewError(#"{"type": "Spacer", "minLength": 1, "layoutPriority": 0}"#) == nil)
  }

  @Test func unknownNamesSuggestTheClosestName() throws {
    let alignment = try #require(viewError(#"{"type": "VStack", "alignment": "centre"}"#))
    #expect(alignment.kind == .invalidValue)
    #expect(
      alignment.description
        == "Hello.json:1:42: view.alignment: expected one of leading, center, trailing, "
        + #"found the string "centre"; did you mean "center"?"#)
    #expect(viewError(#"{"type": "HStack", "alignment": "leading"}"#)?.suggestion == nil)
    #expect(viewError(#"{"type": "Text", "text": "a", "font": "titel"}"#)?.suggestion == "title")
    #expect(
      viewError(#"{"type": "Text", "text": "a", "font": {"size": 12, "weight": "Bold"}}"#)?
        .suggestion == "bold")
    #expect(
      specError(#"{"colorScheme": "drak", "view": {"type": "Spacer"}}"#)?.suggestion == "dark")
  }

  // MARK: Colours

  @Test func badColoursAreReported() throws {
    let hex = try #require(viewError(##"{"type": "Rectangle", "fill": "#12345G"}"##))
    #expect(hex.kind == .invalidColor)
    #expect(hex.keyPath == "view.fill")
    #expect(hex.message.contains(##"found the string "#12345G""##))
    #expect(viewError(##"{"type": "Rectangle", "fill": "#12345"}"##)?.kind == .invalidColor)
    let name = try #require(viewError(#"{"type": "Rectangle", "stroke": "bleu"}"#))
    #expect(
      name.description
        == #"Hello.json:1:42: view.stroke: unknown colour "bleu"; did you mean "blue"?"#)
    #expect(viewError(#"{"type": "Color", "color": "grey"}"#)?.suggestion == "gray")
    let number = try #require(viewError(#"{"type": "Color", "color": 3}"#))
    #expect(number.kind == .invalidColor)
    #expect(number.message.hasSuffix("found the number 3"))
    let opacity = try #require(
      viewError(#"{"type": "Color", "color": {"color": "red", "opacity": 1.5}}"#))
    #expect(opacity.kind == .invalidValue)
    #expect(opacity.keyPath == "view.color.opacity")
    let nested = try #require(
      viewError(##"{"type": "Color", "color": {"color": "#XYZ", "opacity": 0.5}}"##))
    #expect(nested.keyPath == "view.color.color")
    #expect(
      viewError(#"{"type": "Text", "text": "a", "foregroundColor": {"colour": "red"}}"#)?
        .suggestion == "color")
  }

  // MARK: Ranges

  @Test func negativeLengthsAreRefused() throws {
    let spacing = try #require(viewError(#"{"type": "VStack", "spacing": -4}"#))
    #expect(spacing.kind == .invalidValue)
    #expect(
      spacing.description
        == "Hello.json:1:40: view.spacing: expected a non-negative number, found the number -4")
    #expect(
      viewError(#"{"type": "Text", "text": "a", "padding": {"top": -1}}"#)?.keyPath
        == "view.padding.top")
    #expect(
      viewError(#"{"type": "Text", "text": "a", "padding": -0.5}"#)?.keyPath == "view.padding")
    #expect(
      viewError(#"{"type": "Text", "text": "a", "frame": {"width": -10}}"#)?.keyPath
        == "view.frame.width")
    #expect(viewError(#"{"type": "Spacer", "minLength": -1}"#)?.kind == .invalidValue)
    #expect(viewError(#"{"type": "RoundedRectangle", "cornerRadius": -1}"#)?.kind == .invalidValue)
  }

  @Test func hugeLengthsAreRefused() throws {
    let error = try #require(
      viewError(#"{"type": "Text", "text": "a", "frame": {"width": 1e300}}"#))
    #expect(error.kind == .invalidValue)
    #expect(error.message == "expected a number from 0 to 100000, found the number 1e+300")
    #expect(
      viewError(#"{"type": "Text", "text": "a", "font": {"size": 5000}}"#)?.kind == .invalidValue)
    #expect(
      viewError(#"{"type": "Text", "text": "a", "font": {"size": 0}}"#)?.kind == .invalidValue)
  }

  @Test func canvasSizeMustBePositiveAndBounded() throws {
    let zero = try #require(
      specError(#"{"size": {"width": 0, "height": 100}, "view": {"type": "Spacer"}}"#))
    #expect(zero.kind == .invalidValue)
    #expect(
      zero.description
        == "Hello.json:1:20: size.width: expected a positive number, found the number 0")
    #expect(
      specError(#"{"size": {"width": 10, "height": -1}, "view": {"type": "Spacer"}}"#)?.keyPath
        == "size.height")
    #expect(
      specError(#"{"size": {"width": 10, "height": 1e9}, "view": {"type": "Spacer"}}"#)?.kind
        == .invalidValue)
    #expect(
      specError(#"{"size": {"width": 10}, "view": {"type": "Spacer"}}"#)?.keyPath == "size.height")
    #expect(specError(#"{"size": [10, 10], "view": {"type": "Spacer"}}"#)?.kind == .typeMismatch)
  }

  @Test func numbersTooLargeForJSONAreMalformed() throws {
    let error = try #require(viewError(#"{"type": "Spacer", "minLength": 1e400}"#))
    #expect(error.kind == .malformedJSON)
    #expect(error.description.contains("1e400"))
  }

  @Test func lineWidthNeedsAStroke() throws {
    let error = try #require(viewError(#"{"type": "Circle", "fill": "red", "lineWidth": 2}"#))
    #expect(error.kind == .invalidValue)
    #expect(error.keyPath == "view.lineWidth")
  }

  // MARK: Depth

  /// A spec whose view tree is `levels` nested ZStacks deep.
  private func nested(_ levels: Int) -> String {
    var view = #"{"type": "Spacer"}"#
    for _ in 1..<levels { view = #"{"type": "ZStack", "children": [\#(view)]}"# }
    return #"{"view": \#(view)}"#
  }

  @Test func treesDeeperThan64LevelsAreRefused() throws {
    #expect(specError(nested(64)) == nil)
    let error = try #require(specError(nested(65)))
    #expect(error.kind == .tooDeep)
    #expect(error.keyPath == "view" + String(repeating: ".children[0]", count: 64))
    #expect(
      error.message == "expected a view tree at most 64 levels deep, found a view at level 65")
    #expect(specError(nested(200))?.kind == .tooDeep)
  }

  @Test func backgroundViewsCountTowardsTheDepth() throws {
    var view = #"{"type": "Spacer"}"#
    for _ in 1..<65 { view = #"{"type": "Spacer", "background": \#(view)}"# }
    let error = try #require(viewError(view))
    #expect(error.kind == .tooDeep)
    #expect(error.keyPath.hasSuffix(".background"))
  }

  @Test func veryDeepJSONIsMalformedNotACrash() throws {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let error = try #require(specError(#"{"view": \#(deep)}"#))
    #expect(error.kind == .malformedJSON)
  }
}
