import Easel
import EaselPreview
import EaselPreviewCatalog
import EaselTesting
import Foundation
import Testing

/// Screen nodes in specs: `NavigationStack`, `List`, `Form`, `Section`, `NavigationLink`,
/// `Button` (with a `sheet` or a `toggle`), `Label`, `LabeledContent` and `TabView`, and the
/// `listStyle`, `navigationTitle` and `navigationBarTitleDisplayMode` modifiers: how they
/// parse, the located errors bad input gets, and what they build.
@MainActor
@Suite struct SpecScreenTests {
  static let phone = CGSize(width: 393, height: 852)
  static let safeArea = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)

  func host(_ json: String) throws -> (ViewHost<AnyView>, SpecStateStore) {
    let spec = try parseSpec(json)
    let store = SpecStateStore(spec.state)
    let host = ViewHost(
      spec.makeView(store: store, registry: .catalog), size: Self.phone,
      safeAreaInsets: Self.safeArea)
    host.waitForTransitions()
    return (host, store)
  }

  // MARK: - Parsing

  @Test func aSettingsScreenParsesIntoItsNodes() throws {
    let spec = try parseSpec(
      """
      {
        "state": { "wifi": true, "shown": false },
        "view": {
          "type": "NavigationStack",
          "content": {
            "type": "Form", "navigationTitle": "Settings",
            "navigationBarTitleDisplayMode": "inline", "listStyle": "grouped",
            "children": [
              { "type": "Section", "header": "Network", "footer": { "type": "Text", "text": "f" },
                "children": [
                  { "type": "LabeledContent", "title": "Wi-Fi", "value": "$wifi" },
                  { "type": "NavigationLink",
                    "label": { "type": "Label", "title": "More", "systemImage": "gear" },
                    "destination": { "type": "Text", "text": "Detail" } }
                ] },
              { "type": "Button", "title": "Flip", "toggle": "$wifi" },
              { "type": "Button", "title": "Show",
                "sheet": { "content": { "type": "Text", "text": "Hi" },
                           "detents": ["medium", {"fraction": 0.3}, {"height": 200}],
                           "dragIndicator": "hidden", "isPresented": "$shown" } }
            ]
          }
        }
      }
      """)
    guard case .navigationStack(let form)? = spec.view?.content else {
      Issue.record("not a stack: \(String(describing: spec.view?.content))")
      return
    }
    #expect(form.modifiers.navigationTitle == .literal("Settings"))
    #expect(form.modifiers.navigationBarTitleDisplayMode == .inline)
    #expect(form.modifiers.listStyle == .grouped)
    guard case .form(let rows) = form.content else {
      Issue.record("not a form: \(form.content)")
      return
    }
    #expect(rows.map(\.content.typeName) == ["Section", "Button", "Button"])
    #expect(rows.map(\.keyPath) == (0..<3).map { "view.content.children[\($0)]" })
    guard case .section(let header, let footer, let sectionRows) = rows[0].content else {
      Issue.record("not a section")
      return
    }
    #expect(header == .text(.literal("Network")))
    #expect(footer == .view(SpecNode(.text(.literal("f")))))
    #expect(
      sectionRows[0].content == .labeledContent(title: "Wi-Fi", content: .text(.state("wifi"))))
    #expect(
      sectionRows[1].content
        == .navigationLink(
          label: .view(SpecNode(.label(title: "More", systemImage: "gear"))),
          destination: SpecNode(.text("Detail"))))
    #expect(rows[1].content == .button(label: .text("Flip"), action: .toggle("wifi")))
    guard case .button(_, .sheet(let sheet)) = rows[2].content else {
      Issue.record("not a sheet button")
      return
    }
    #expect(sheet.content == SpecNode(.text("Hi")))
    #expect(sheet.detents == [.medium, .fraction(0.3), .height(200)])
    #expect(sheet.dragIndicator == false)
    #expect(sheet.isPresented == "shown")
  }

  @Test func aTabViewParsesItsTabsAndSelection() throws {
    let spec = try parseSpec(
      """
      { "state": { "page": "b" },
        "view": { "type": "TabView", "selection": "$page", "tabs": [
          { "title": "A", "systemImage": "star", "content": { "type": "Text", "text": "a" } },
          { "title": "B", "value": "b", "content": { "type": "Text", "text": "b" } } ] } }
      """)
    #expect(
      spec.view?.content
        == .tabView(
          selection: "page",
          tabs: [
            SpecTab(title: "A", systemImage: "star", value: "A", content: SpecNode(.text("a"))),
            SpecTab(title: "B", value: "b", content: SpecNode(.text("b"))),
          ]))
  }

  @Test func theDocumentedExampleParsesAndShowsItsRows() throws {
    let docs = specAssetsFolder.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/specs.md")
    let text = try String(contentsOf: docs, encoding: .utf8)
    let section = try #require(text.range(of: "## Screens"))
    let start = try #require(text.range(of: "```json\n", range: section.upperBound..<text.endIndex))
    let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
    let (host, _) = try host(String(text[start.upperBound..<end.lowerBound]))
    #expect(host.navigationPath == ["Settings"])
    for label in ["Wi-Fi", "Charts", "About"] {
      #expect(host.frame(ofLabel: label) != nil, "\(label)")
    }
  }

  // MARK: - Errors

  /// The message (`file:line:column: path: message`) parsing `json` raises.
  func message(_ json: String) -> String {
    specError(json).map(String.init(describing:)) ?? "no error"
  }

  @Test func theDocumentedErrors() {
    // The examples of docs/specs.md's error list.
    #expect(
      message(#"{"view": {"type": "NavigationStack"}}"#)
        == "Hello.json:1:10: view.content: missing required key; expected a view node, the "
        + "stack's root screen")
    #expect(
      message(#"{"view": {"type": "List", "children": [], "listStyle": "insetGroupd"}}"#)
        == "Hello.json:1:56: view.listStyle: expected one of automatic, plain, grouped, "
        + #"insetGrouped, inset, sidebar, found the string "insetGroupd"; did you mean "#
        + #""insetGrouped"?"#)
    #expect(
      message(
        #"{"view": {"type": "Button", "title": "Go", "sheet": {"detents": ["half"], "content": {"type": "Spacer"}}}}"#
      )
        == #"Hello.json:1:66: view.sheet.detents[0]: expected one of medium, large, found the string "half""#
    )
    #expect(
      message(
        #"{"state": {"volume": 4}, "view": {"type": "Button", "title": "Go", "toggle": "$volume"}}"#
      )
        == #"Hello.json:1:78: view.toggle: expected state holding a boolean, found "volume" holding a number"#
    )
  }

  @Test func missingAndDoubledKeysAreNamed() throws {
    let link = try #require(
      viewError(#"{"type": "NavigationLink", "destination": {"type": "Spacer"}}"#))
    #expect(link.kind == .missingKey)
    #expect(link.keyPath == "view.title")
    #expect(link.message.contains(#""title" (a string) or "label" (a view node)"#))

    let both = try #require(
      viewError(
        #"{"type": "NavigationLink", "title": "A", "label": {"type": "Spacer"}, "destination": {"type": "Spacer"}}"#
      ))
    #expect(both.kind == .invalidValue)
    #expect(both.keyPath == "view.label")

    let noDestination = try #require(viewError(#"{"type": "NavigationLink", "title": "A"}"#))
    #expect(noDestination.kind == .missingKey)
    #expect(noDestination.keyPath == "view.destination")

    let noAction = try #require(viewError(#"{"type": "Button", "title": "A"}"#))
    #expect(noAction.kind == .missingKey)
    #expect(noAction.keyPath == "view.sheet")
    #expect(noAction.message.contains(#""toggle""#))

    let noSheetContent = try #require(
      viewError(#"{"type": "Button", "title": "A", "sheet": {"detents": ["large"]}}"#))
    #expect(noSheetContent.kind == .missingKey)
    #expect(noSheetContent.keyPath == "view.sheet.content")

    let labeled = try #require(viewError(#"{"type": "LabeledContent", "title": "A"}"#))
    #expect(labeled.keyPath == "view.value")

    let noTabs = try #require(viewError(#"{"type": "TabView", "tabs": []}"#))
    #expect(noTabs.kind == .invalidValue)
    #expect(noTabs.message == "expected 1 to 32 tabs, found 0")
  }

  @Test func badValuesAreLocatedWithSuggestions() throws {
    let header = try #require(viewError(#"{"type": "Section", "header": 3}"#))
    #expect(header.kind == .typeMismatch)
    #expect(header.keyPath == "view.header")
    #expect(header.message == "expected a string or a view node, found the number 3")

    let mode = try #require(
      viewError(#"{"type": "Spacer", "navigationBarTitleDisplayMode": "inlin"}"#))
    #expect(mode.keyPath == "view.navigationBarTitleDisplayMode")
    #expect(mode.suggestion == "inline")

    let fraction = try #require(
      viewError(
        #"{"type": "Button", "title": "A", "sheet": {"detents": [{"fraction": 2}], "content": {"type": "Spacer"}}}"#
      ))
    #expect(fraction.keyPath == "view.sheet.detents[0].fraction")
    #expect(fraction.message == "expected a number from 0 to 1, found the number 2")

    let unknownState = try #require(
      specError(
        #"{"state": {"shown": false}, "view": {"type": "Button", "title": "A", "sheet": {"isPresented": "$shwn", "content": {"type": "Spacer"}}}}"#
      ))
    #expect(unknownState.keyPath == "view.sheet.isPresented")
    #expect(unknownState.suggestion == "shown")

    let selection = try #require(
      specError(
        #"{"state": {"page": "Hme"}, "view": {"type": "TabView", "selection": "$page", "tabs": [{"title": "Home", "content": {"type": "Spacer"}}]}}"#
      ))
    #expect(selection.keyPath == "view.selection")
    #expect(selection.suggestion == "Home")

    let twice = try #require(
      viewError(
        #"{"type": "TabView", "tabs": [{"title": "A", "content": {"type": "Spacer"}}, {"title": "A", "content": {"type": "Spacer"}}]}"#
      ))
    #expect(twice.keyPath == "view.tabs[1]")

    let tabKey = try #require(
      viewError(#"{"type": "TabView", "tabs": [{"title": "A", "conten": {"type": "Spacer"}}]}"#))
    #expect(tabKey.keyPath == "view.tabs[0].conten")
    #expect(tabKey.suggestion == "content")

    // A screen key on another type says which types have it.
    let misplaced = try #require(
      viewError(#"{"type": "VStack", "destination": {"type": "Spacer"}}"#))
    #expect(
      misplaced.message == #"unknown key for VStack; "destination" is a key of NavigationLink"#)
  }

  @Test func screenContentCountsTowardsTheDepthLimit() throws {
    var json = #"{"type": "Spacer"}"#
    for _ in 1..<Spec.maximumDepth { json = #"{"type": "NavigationStack", "content": \#(json)}"# }
    #expect(viewError(json) == nil)
    let deeper = #"{"type": "NavigationStack", "content": \#(json)}"#
    #expect(viewError(deeper)?.kind == .tooDeep)
  }

  // MARK: - Building

  @Test func aLinkPushesItsDestinationWithItsTitle() throws {
    let (host, _) = try host(
      """
      { "view": { "type": "NavigationStack", "content": {
          "type": "List", "navigationTitle": "Root",
          "children": [ { "type": "NavigationLink", "title": "Open",
            "destination": { "type": "Text", "text": "Detail", "navigationTitle": "Pushed",
                             "accessibilityIdentifier": "detail" } } ] } } }
      """)
    #expect(host.navigationPath == ["Root"])
    #expect(host.frame(of: "detail") == nil)
    #expect(host.tap(label: "Open"))
    host.waitForNavigationTransitions()
    #expect(host.navigationPath == ["Root", "Pushed"])
    #expect(host.frame(of: "detail") != nil)
  }

  @Test func theListStyleModifierInsetsTheRowsOrNot() throws {
    func rowFrame(_ style: String) throws -> CGRect {
      let (host, _) = try host(
        """
        { "view": { "type": "List", "listStyle": "\(style)", "children": [
          { "type": "Text", "text": "Row", "accessibilityIdentifier": "row",
            "frame": { "maxWidth": "infinity", "alignment": "leading" } } ] } }
        """)
      return try #require(host.frame(of: "row"))
    }
    // iOS on a 393-point iPhone: plain rows run from the screen's edge with their content
    // 20 points in; inset grouped rows sit in a card inset 20 points, their content 20
    // points further in.
    let plain = try rowFrame("plain")
    let insetGrouped = try rowFrame("insetGrouped")
    #expect(plain.minX == 20)
    #expect(insetGrouped.minX == 40)
    #expect(plain.width - insetGrouped.width == 40)
  }

  @Test func theTitleDisplayModeSetsTheTitleSize() throws {
    func titleHeight(_ mode: String) throws -> CGFloat {
      let (host, _) = try host(
        """
        { "view": { "type": "NavigationStack", "content": {
            "type": "List", "navigationTitle": "Heading",
            "navigationBarTitleDisplayMode": "\(mode)", "children": [] } } }
        """)
      return try #require(host.frame(ofLabel: "Heading")).height
    }
    // The large title is 34-point bold, the inline one 17-point semibold.
    let large = try titleHeight("large")
    let inline = try titleHeight("inline")
    #expect(large > inline * 1.6, "\(large) \(inline)")
  }

  @Test func aToggleButtonFlipsItsState() throws {
    let (host, store) = try host(
      """
      { "state": { "on": false }, "view": { "type": "VStack", "children": [
          { "type": "Button", "title": "Flip", "toggle": "$on" },
          { "type": "Text", "text": "$on", "accessibilityIdentifier": "shown" } ] } }
      """)
    #expect(host.label(of: "shown") == "false")
    #expect(host.tap(label: "Flip"))
    #expect(store.value(named: "on") == .bool(true))
    #expect(host.label(of: "shown") == "true")
    #expect(host.tap(label: "Flip"))
    #expect(host.label(of: "shown") == "false")
  }

  @Test func aSheetButtonPresentsAtItsDetentAndDismissingClearsTheState() throws {
    let (host, store) = try host(
      """
      { "state": { "shown": false }, "view": {
          "type": "Button", "title": "Show",
          "sheet": { "isPresented": "$shown", "detents": [{"height": 300}],
                     "content": { "type": "Text", "text": "In the sheet" } } } }
      """)
    #expect(host.presentedLayerCount == 0)
    #expect(host.tap(label: "Show"))
    host.waitForTransitions()
    #expect(store.value(named: "shown") == .bool(true))
    let card = try #require(host.presentedCardFrame)
    // A height detent is the content's height plus the bottom safe area: 300 + 34.
    #expect(card.minY == Self.phone.height - 334)
    #expect(host.frame(ofLabel: "In the sheet") != nil)
    // Dragging it down dismisses it and clears the state.
    #expect(host.dragSheet(by: 250))
    host.waitForTransitions()
    #expect(host.presentedLayerCount == 0)
    #expect(store.value(named: "shown") == .bool(false))
  }

  @Test func aSheetWhoseStateStartsTrueIsUp() throws {
    let (host, _) = try host(
      """
      { "state": { "shown": true }, "view": {
          "type": "Button", "title": "Show",
          "sheet": { "isPresented": "$shown", "content": { "type": "Text", "text": "Up" } } } }
      """)
    #expect(host.presentedLayerCount == 1)
    #expect(host.frame(ofLabel: "Up") != nil)
  }

  @Test func aSheetWithoutStateKeepsItsOwn() throws {
    let (host, _) = try host(
      """
      { "view": { "type": "Button", "title": "Show",
          "sheet": { "content": { "type": "Text", "text": "Own" } } } }
      """)
    #expect(host.tap(label: "Show"))
    host.waitForTransitions()
    #expect(host.presentedLayerCount == 1)
    #expect(host.frame(ofLabel: "Own") != nil)
  }

  @Test func aTabViewSwitchesTabsThroughItsSelection() throws {
    let (host, store) = try host(
      """
      { "state": { "page": "Two" }, "view": { "type": "TabView", "selection": "$page", "tabs": [
          { "title": "One", "systemImage": "star", "content": { "type": "Text", "text": "First" } },
          { "title": "Two", "systemImage": "gear", "content": { "type": "Text", "text": "Second" } } ] } }
      """)
    #expect(host.frame(ofLabel: "Second") != nil)
    #expect(host.frame(ofLabel: "First") == nil)
    #expect(host.tap(label: "One"))
    host.waitForTransitions()
    #expect(store.value(named: "page") == .string("One"))
    #expect(host.frame(ofLabel: "First") != nil)
  }

  @Test func aSectionsHeaderAndFooterShow() throws {
    let (host, _) = try host(
      """
      { "view": { "type": "Form", "children": [
          { "type": "Section", "header": "Top", "footer": "Bottom",
            "children": [ { "type": "Text", "text": "Row" } ] } ] } }
      """)
    let row = try #require(host.frame(ofLabel: "Row"))
    // iOS draws a text header in capitals above the card and the footer below it.
    let header = try #require(host.frame(ofLabel: "TOP") ?? host.frame(ofLabel: "Top"))
    let footer = try #require(host.frame(ofLabel: "Bottom"))
    #expect(header.maxY < row.minY)
    #expect(footer.minY > row.maxY)
  }
}
