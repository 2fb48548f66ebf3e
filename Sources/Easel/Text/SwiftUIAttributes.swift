import Foundation

extension AttributeScopes {
  /// The attribute scope of `Text`'s styling attributes, as `attributed.swiftUI`.
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

  /// The attributes `Text(_:)` reads from an `AttributedString`: font, foreground and
  /// background colour, kerning, tracking, baseline offset, underline and strikethrough, plus
  /// Foundation's (a `link` draws in the accent colour, as SwiftUI draws links).
  ///
  /// Differs from SwiftUI: Swift's Foundation on Linux has no `inlinePresentationIntent` nor
  /// Markdown parsing, so Easel reads bold, italic and code only from the `font` attribute.
  public struct SwiftUIAttributes: AttributeScope {
    /// The font of a run.
    public let font: FontAttribute
    /// The colour of a run's glyphs.
    public let foregroundColor: ForegroundColorAttribute
    /// The colour painted behind a run.
    public let backgroundColor: BackgroundColorAttribute
    /// Extra space between a run's characters, in points.
    public let kern: KerningAttribute
    /// Extra space after each of a run's characters, in points.
    public let tracking: TrackingAttribute
    /// How far a run is raised above the baseline, in points.
    public let baselineOffset: BaselineOffsetAttribute
    /// The line under a run.
    public let underlineStyle: UnderlineStyleAttribute
    /// The line through a run.
    public let strikethroughStyle: StrikethroughStyleAttribute
    /// Foundation's attributes.
    public let foundation: FoundationAttributes

    /// A key for the font of a run.
    public enum FontAttribute: AttributedStringKey {
      /// A font.
      public typealias Value = Font
      /// The key's name.
      public static let name = "SwiftUI.Font"
    }

    /// A key for the colour of a run's glyphs.
    public enum ForegroundColorAttribute: AttributedStringKey {
      /// A colour.
      public typealias Value = Color
      /// The key's name.
      public static let name = "SwiftUI.ForegroundColor"
    }

    /// A key for the colour painted behind a run.
    public enum BackgroundColorAttribute: AttributedStringKey {
      /// A colour.
      public typealias Value = Color
      /// The key's name.
      public static let name = "SwiftUI.BackgroundColor"
    }

    /// A key for the space added between a run's characters.
    public enum KerningAttribute: AttributedStringKey {
      /// Points.
      public typealias Value = CGFloat
      /// The key's name.
      public static let name = "SwiftUI.Kern"
    }

    /// A key for the space added after each of a run's characters.
    public enum TrackingAttribute: AttributedStringKey {
      /// Points.
      public typealias Value = CGFloat
      /// The key's name.
      public static let name = "SwiftUI.Tracking"
    }

    /// A key for how far a run is raised above the baseline.
    public enum BaselineOffsetAttribute: AttributedStringKey {
      /// Points.
      public typealias Value = CGFloat
      /// The key's name.
      public static let name = "SwiftUI.BaselineOffset"
    }

    /// A key for the line drawn under a run.
    public enum UnderlineStyleAttribute: AttributedStringKey {
      /// A line style.
      public typealias Value = Text.LineStyle
      /// The key's name.
      public static let name = "SwiftUI.UnderlineStyle"
    }

    /// A key for the line drawn through a run.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      /// A line style.
      public typealias Value = Text.LineStyle
      /// The key's name.
      public static let name = "SwiftUI.StrikethroughStyle"
    }
  }
}

extension AttributeDynamicLookup {
  /// Gives attributed strings and their runs the `SwiftUIAttributes` as properties
  /// (`attributed.font = .headline`).
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
  ) -> T {
    self[T.self]
  }
}

extension Text {
  /// Creates a text view that displays an attributed string, each run with the
  /// `SwiftUIAttributes` it has (see there for what Easel reads).
  public init(_ attributedContent: AttributedString) {
    var segments: [Segment] = []
    for run in attributedContent.runs {
      let string = String(attributedContent[run.range].characters)
      guard !string.isEmpty else { continue }
      var attributes = TextAttributes()
      attributes.font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self]
      if let color = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] {
        attributes.foreground = AnyShapeStyle(color)
      } else if run.link != nil {
        attributes.foreground = AnyShapeStyle(Color.accentColor)
      }
      attributes.backgroundColor =
        run[AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute.self]
      attributes.kerning = run[AttributeScopes.SwiftUIAttributes.KerningAttribute.self]
      attributes.tracking = run[AttributeScopes.SwiftUIAttributes.TrackingAttribute.self]
      attributes.baselineOffset =
        run[AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.self]
      attributes.underline = run[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self]
        .map { .line($0) }
      attributes.strikethrough = run[
        AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self
      ].map { .line($0) }
      segments.append(Segment(string: string, attributes: attributes))
    }
    self.init(segments: segments)
  }
}
