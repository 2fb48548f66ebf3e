import EaselPreview
import EaselPreviewCatalog
import Foundation
import Testing

/// One test per class of mistake: each names the file, line and column, key path, what was
/// expected and what was found, and the closest valid name where there is one.
struct SpecErrorClassTests {
  @Test func malformedJSON() throws {
    let error = try #require(specError("{\n  \"view\": {\"type\": \"Text\",, \"text\": \"a\"}\n}"))
    #expect(error.kind == .malformedJSON)
    #expect(error.description == "Hello.json:2:27: malformed JSON: expected a key in double quotes")
  }

  @Test func duplicateKeysAreMalformed() throws {
    let error = try #require(specError(#"{"view": {"type": "Text", "text": "a", "text": "b"}}"#))
    #expect(error.description == #"Hello.json:1:40: malformed JSON: duplicate key "text""#)
  }

  @Test func unknownKey() throws {
    let error = try #require(
      specError("{\n  \"devices\": [\"iPad\"],\n  \"veiw\": {\"type\": \"Spacer\"}\n}"))
    #expect(error.kind == .unknownKey)
    #expect(error.description == #"Hello.json:3:3: veiw: unknown key; did you mean "view"?"#)
  }

  @Test func wrongType() throws {
    let error = try #require(
      specError(
        """
        {"view": {"type": "VStack", "children": [
          {"type": "Spacer"}, {"type": "Spacer"},
          {"type": "Color", "color": "red", "frame": {"height": [40]}}
        ]}}
        """))
    #expect(error.kind == .typeMismatch)
    #expect(error.keyPath == "view.children[2].frame.height")
    #expect(
      error.description
        == "Hello.json:3:57: view.children[2].frame.height: expected a number or an expression "
        + "string, found an array")
  }

  @Test func unknownComponent() throws {
    let error = try #require(specError(#"{"component": "Helo"}"#))
    #expect(error.kind == .unknownComponent)
    #expect(error.suggestion == "Hello")
    #expect(
      error.description
        == #"Hello.json:1:15: component: unknown component "Helo"; registered: AdaptiveLayout, "#
        + #"ArcShape, CatalogToggle, ConcentricButton, CustomButtonStyle, CustomLikeButton, "#
        + #"CustomToggle, DraggableCircle, FlexiblePicker, Gallery, GaugeRing, GeometryLayout, "#
        + #"Hello, PieChart, PinchableSquare, "#
        + #"PriorityLayout, RotaryDial; did you mean "Hello"?"#)
  }

  @Test func unknownComponentProperty() throws {
    let error = try #require(
      specError(#"{"component": "AdaptiveLayout", "props": {"maxTopHieght": 300}}"#))
    #expect(error.kind == .unknownKey)
    #expect(
      error.description
        == #"Hello.json:1:43: props.maxTopHieght: unknown property; did you mean "maxTopHeight"?"#)
  }

  @Test func unknownDevice() throws {
    let error = try #require(
      specError(#"{"devices": ["iPad", "iPhone 51"], "view": {"type": "Spacer"}}"#))
    #expect(error.kind == .unknownDevice)
    #expect(
      error.description
        == #"Hello.json:1:22: devices[1]: unknown device "iPhone 51"; did you mean "iPhone 15"?"#)
  }

  @Test func divisionByZero() throws {
    let error = try #require(
      specError(#"{"view": {"type": "Spacer", "frame": {"height": "height / (2 - 2)"}}}"#))
    #expect(error.kind == .badExpression)
    // The "/" is the 8th character of the expression, whose string starts at column 49.
    #expect(
      error.description
        == #"Hello.json:1:57: view.frame.height: bad expression "height / (2 - 2)": "#
        + "division by zero")
  }

  @Test func divisionByZeroFoundWhenEvaluated() throws {
    let error = try #require(
      specError(
        #"{"size": {"width": 100, "height": 100}, "view": {"type": "Spacer", "#
          + #""minLength": "10 / (width - 100)"}}"#))
    #expect(error.kind == .badExpression)
    #expect(error.keyPath == "view.minLength")
    #expect(error.message.hasSuffix("division by zero"))
    #expect(error.column == 85)
  }

  @Test func unknownNameInAnExpression() throws {
    let error = try #require(
      specError(
        #"{"state": {"gap": 8}, "view": {"type": "VStack", "spacing": "min(gp * 2, 20)"}}"#))
    #expect(error.kind == .badExpression)
    #expect(error.suggestion == "gap")
    #expect(error.line == 1 && error.column == 66)
    #expect(
      error.description
        == #"Hello.json:1:66: view.spacing: bad expression "min(gp * 2, 20)": unknown name "gp"; "#
        + #"expected width, height, infinity or a numeric state value; did you mean "gap"?"#)
  }

  @Test func negativeSizeFromAnExpression() throws {
    let error = try #require(
      specError(
        #"{"devices": [{"width": 300, "height": 200}], "#
          + #""view": {"type": "Spacer", "frame": {"width": "width - 400"}}}"#))
    #expect(error.kind == .invalidValue)
    #expect(
      error.description
        == "Hello.json:1:92: view.frame.width: expected a number from 0 to 100000, found -100 "
        + "from \"width - 400\"")
  }

  @Test func nonFiniteSize() throws {
    let error = try #require(
      specError(#"{"view": {"type": "Spacer", "frame": {"height": "infinity"}}}"#))
    #expect(error.kind == .invalidValue)
    #expect(error.keyPath == "view.frame.height")
    #expect(error.message == #"expected a finite number, found inf from "infinity""#)
    // A maximum may be infinite, as in `frame(maxHeight: .infinity)`.
    #expect(specError(#"{"view": {"type": "Spacer", "frame": {"maxHeight": "infinity"}}}"#) == nil)
  }

  @Test func stateCycle() throws {
    let error = try #require(
      specError(
        """
        {"state": {"a": {"expression": "b + 1"}, "b": {"expression": "a * 2"}},
         "view": {"type": "Spacer"}}
        """))
    #expect(error.kind == .cycle)
    #expect(
      error.description
        == "Hello.json:1:32: state.a.expression: state entries depend on each other in a "
        + "cycle: a → b → a")
  }

  @Test func treeTooDeep() throws {
    var view = #"{"type": "Spacer"}"#
    for _ in 1..<65 { view = #"{"type": "GeometryReader", "content": \#(view)}"# }
    let json = #"{"view": \#(view)}"#
    let error = try #require(specError(json))
    #expect(error.kind == .tooDeep)
    // The error points at the innermost view, the 65th level.
    let innermost = try #require(json.range(of: #"{"type": "Spacer"}"#))
    #expect(error.line == 1)
    #expect(error.column == json.distance(from: json.startIndex, to: innermost.lowerBound) + 1)
    #expect(error.message.hasPrefix("expected a view tree at most 64 levels deep"))
  }

  @Test func hugeFile() throws {
    let padding = String(repeating: " ", count: Spec.maximumFileSize)
    let error = try #require(specError(#"{"view": {"type": "Spacer"}}"# + padding))
    #expect(error.kind == .fileTooLarge)
    #expect(
      error.description
        == "Hello.json:1:1: expected a file of at most 1 MiB (1048576 bytes), found a larger one")
  }

  @Test func imagePathsStayInTheSpecsFolder() throws {
    let error = try #require(
      specError(#"{"view": {"type": "Image", "file": "images/../../secret.png"}}"#))
    #expect(error.kind == .pathOutsideFolder)
    #expect(
      error.description
        == #"Hello.json:1:36: view.file: expected a path inside the spec's folder, found "#
        + #""images/../../secret.png" which leaves it"#)
    #expect(
      specError(#"{"view": {"type": "Image", "file": "/etc/passwd"}}"#)?.kind == .pathOutsideFolder)
    #expect(specError(#"{"view": {"type": "Image", "file": "images/../badge.png"}}"#) == nil)
  }

  /// A link out of the folder is refused whether or not its target exists: the decision may not
  /// depend on the machine's `/tmp`. Both cases are made in the test's own scratch folder.
  @Test(arguments: [true, false])
  func symbolicLinksOutOfTheFolderAreRefused(targetExists: Bool) throws {
    let scratch = try ScratchFolder()
    let folder = scratch.url.appendingPathComponent("specs")
    let outside = scratch.url.appendingPathComponent("outside")
    for directory in [folder, outside] {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }
    if targetExists { try Data([1]).write(to: outside.appendingPathComponent("x.png")) }
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("escape"), withDestinationURL: outside)
    for file in ["escape/x.png", "escape/./x.png", "escape/missing/../x.png", "escape"] {
      let error = try #require(
        try loadError(#"{"view": {"type": "Image", "file": "\#(file)"}}"#, in: folder))
      #expect(error.kind == .pathOutsideFolder, "\(file)")
      #expect(error.fileName == "Link.json")
    }
  }

  /// A link whose target is missing cannot be shown to stay inside, a link loop cannot be
  /// resolved at all, and a link that stays inside the folder is followed like a folder.
  @Test func danglingLinksAndLoopsAreRefusedAndInsideLinksAccepted() throws {
    let scratch = try ScratchFolder()
    let folder = scratch.url
    let images = folder.appendingPathComponent("images")
    try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
    let fileManager = FileManager.default
    try fileManager.createSymbolicLink(
      atPath: folder.appendingPathComponent("dangling").path, withDestinationPath: "nowhere/at/all")
    try fileManager.createSymbolicLink(
      atPath: folder.appendingPathComponent("loop").path, withDestinationPath: "loop")
    try fileManager.createSymbolicLink(
      atPath: folder.appendingPathComponent("pictures").path, withDestinationPath: "images")
    for file in ["dangling/x.png", "loop/x.png"] {
      let error = try #require(
        try loadError(#"{"view": {"type": "Image", "file": "\#(file)"}}"#, in: folder))
      #expect(error.kind == .pathOutsideFolder, "\(file)")
    }
    for file in ["pictures/x.png", "images/x.png", "new/../images/x.png"] {
      #expect(
        try loadError(#"{"view": {"type": "Image", "file": "\#(file)"}}"#, in: folder) == nil,
        "\(file)")
    }
  }

  /// The error of loading `json` saved as `Link.json` in `folder`, or nil when it loads.
  private func loadError(_ json: String, in folder: URL) throws -> SpecError? {
    let url = folder.appendingPathComponent("Link.json")
    try Data(json.utf8).write(to: url)
    do {
      _ = try Spec.load(contentsOf: url, registry: .catalog)
      return nil
    } catch {
      return error
    }
  }

}
