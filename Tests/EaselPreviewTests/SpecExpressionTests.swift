import Easel
import EaselPreview
import EaselPreviewCatalog
import EaselTesting
import Foundation
import Testing

/// Numeric fields accept small expressions over the size and state.
@MainActor
struct SpecExpressionTests {
  /// Parses `text` as the height of a frame and evaluates it at `width` × `height`.
  private func value(_ text: String, width: Double = 400, height: Double = 800) throws -> Double {
    let spec = try parseSpec(
      #"{"view": {"type": "Spacer", "frame": {"height": "\#(text)"}}, "size": "#
        + #"{"width": 400, "height": 800}}"#)
    guard case .some(.some(let number)) = spec.view?.modifiers.frame?.height else {
      Issue.record("no height")
      return .nan
    }
    return number.value(in: SpecExpression.Scope(width: width, height: height))
  }

  @Test func arithmeticFollowsPrecedenceAndParentheses() throws {
    #expect(try value("1 + 2 * 3") == 7)
    #expect(try value("(1 + 2) * 3") == 9)
    #expect(try value("20 - 4 - 6") == 10)
    #expect(try value("64 / 4 / 2") == 8)
    #expect(try value("-3 + 10") == 7)
    #expect(try value("2 * -3 + 10") == 4)
    #expect(try value("1.5e1 + .5") == 15.5)
  }

  @Test func functionsAndSizes() throws {
    #expect(try value("min(width, height) / 2") == 200)
    #expect(try value("max(10, 20, 30)") == 30)
    #expect(try value("clamp(height / 2, 200, 400)") == 400)
    #expect(try value("clamp(height / 2, 200, 400)", height: 300) == 200)
    #expect(try value("clamp(height / 2, 200, 400)", height: 600) == 300)
  }

  @Test func seed004ClampFollowsTheCanvasHeight() throws {
    let json = """
      {"view": {"type": "VStack", "spacing": 0, "children": [
        {"type": "Color", "color": "red", "accessibilityIdentifier": "top",
         "frame": {"height": "min(max(200, height / 2), 400)"}},
        {"type": "Color", "color": "green", "accessibilityIdentifier": "bottom"}
      ]}}
      """
    let spec = try parseSpec(json)
    for (height, expected) in [(300.0, 200.0), (700, 350), (1366, 400)] {
      let size = CGSize(width: 320, height: height)
      let host = ViewHost(spec.makeView(registry: .catalog), size: size)
      #expect(host.frame(of: "top") == CGRect(x: 0, y: 0, width: 320, height: expected))
      #expect(
        host.frame(of: "bottom") == CGRect(x: 0, y: expected, width: 320, height: height - expected)
      )
    }
  }

  @Test func stateNamesAndBooleansCount() throws {
    let spec = try parseSpec(
      """
      {"size": {"width": 200, "height": 200},
       "state": {"gap": 12, "wide": true, "double": {"expression": "gap * 2"}},
       "view": {"type": "Color", "color": "blue", "accessibilityIdentifier": "box",
                "frame": {"width": "50 + 50 * $wide", "height": "double + gap"}}}
      """)
    let host = ViewHost(spec.makeView(registry: .catalog), size: spec.size)
    #expect(host.frame(of: "box") == CGRect(x: 50, y: 82, width: 100, height: 36))
  }

  @Test func geometryReaderRebindsTheSize() throws {
    let spec = try parseSpec(
      """
      {"size": {"width": 300, "height": 300},
       "view": {"type": "GeometryReader", "frame": {"width": 100, "height": 80},
                "content": {"type": "Color", "color": "red", "accessibilityIdentifier": "half",
                            "frame": {"width": "width / 2", "height": "height / 2"}}}}
      """)
    let host = ViewHost(spec.makeView(registry: .catalog), size: spec.size)
    // The reader is 100 × 80 at (100, 110); its content is 50 × 40 at its top-leading corner
    // after the frame centres it in the reader's proposal.
    #expect(host.frame(of: "half")?.size == CGSize(width: 50, height: 40))
  }

  @Test func alignmentGuideSeesTheViewsOwnSize() throws {
    let spec = try parseSpec(
      """
      {"size": {"width": 300, "height": 300},
       "view": {"type": "VStack", "alignment": "leading", "spacing": 0, "children": [
         {"type": "Color", "color": "red", "frame": {"width": 100, "height": 10},
          "accessibilityIdentifier": "wide"},
         {"type": "Color", "color": "blue", "frame": {"width": 40, "height": 10},
          "alignmentGuide": {"horizontal": "leading", "value": "width / 2"},
          "accessibilityIdentifier": "pinned"}
       ]}}
      """)
    let host = ViewHost(spec.makeView(registry: .catalog), size: spec.size)
    let wide = try #require(host.frame(of: "wide"))
    let pinned = try #require(host.frame(of: "pinned"))
    // The small view's centre (its leading guide) sits on the stack's leading edge.
    #expect(pinned.minX == wide.minX - 20)
  }

  @Test func syntaxErrorsPointAtTheCharacter() throws {
    let cases: [(String, String, Int)] = [
      ("1 +", "expected a number, a name or \"(\", found the end", 4),
      ("(1 + 2", "expected \")\"", 7),
      ("2 ** 3", "expected a number, a name or \"(\", found \"*\"", 4),
      ("mix(1, 2)", "unknown function \"mix\"; expected one of min, max, clamp", 1),
      ("clamp(1, 2)", "clamp takes three arguments (value, lower, upper), found 2", 1),
      ("min(1)", "min takes two or more arguments, found 1", 1),
      ("4 5", "unexpected \"5\"", 3),
      ("", "expected an expression, found nothing", 1),
    ]
    for (text, message, offset) in cases {
      let error = try #require(
        specError(#"{"view": {"type": "Spacer", "minLength": "\#(text)"}}"#), "\(text)")
      #expect(error.kind == .badExpression)
      #expect(error.message == "bad expression \(text.debugDescription): \(message)", "\(text)")
      // The string's quote is at column 42; the character at 1-based `offset` is past it.
      #expect(error.column == 42 + offset, "\(text)")
    }
  }

  @Test func clampWithCrossedBoundsIsAnError() throws {
    let error = try #require(viewError(#"{"type": "Spacer", "minLength": "clamp(5, 10, 1)"}"#))
    #expect(error.kind == .badExpression)
    #expect(error.message.hasSuffix("clamp's lower bound (10) exceeds its upper bound (1)"))
  }
}
