import Foundation

/// The size of text the reader chose (Dynamic Type), from extra small to the five
/// accessibility sizes. Text styles and `Font.custom(_:size:)` scale with it; `.large` is the
/// default, at which `.body` is 17 points.
///
/// Differs from SwiftUI: every font that scales grows by the body style's ratio (its size at
/// this Dynamic Type size to 17 points); iOS's own tables differ a little by style.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall
  case small
  case medium
  case large
  case xLarge
  case xxLarge
  case xxxLarge
  case accessibility1
  case accessibility2
  case accessibility3
  case accessibility4
  case accessibility5

  /// Whether the size is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// The size of `.body` at this size, in points, as iOS sets it; every scaling font is
  /// multiplied by its ratio to 17 (iOS's own tables differ a little by style).
  var bodySize: CGFloat {
    switch self {
    case .xSmall: 14
    case .small: 15
    case .medium: 16
    case .large: 17
    case .xLarge: 19
    case .xxLarge: 21
    case .xxxLarge: 23
    case .accessibility1: 28
    case .accessibility2: 33
    case .accessibility3: 40
    case .accessibility4: 47
    case .accessibility5: 53
    }
  }

  /// How much fonts that scale grow at this size (1 at `.large`). Public for the preview,
  /// whose specs size their own fonts by it.
  public var _fontScale: CGFloat { bodySize / 17 }
}

/// The reader's text size as UIKit and SwiftUI before iOS 15 named it; the same sizes as
/// `DynamicTypeSize`.
public enum ContentSizeCategory: Hashable, Comparable, CaseIterable, Sendable {
  case extraSmall
  case small
  case medium
  case large
  case extraLarge
  case extraExtraLarge
  case extraExtraExtraLarge
  case accessibilityMedium
  case accessibilityLarge
  case accessibilityExtraLarge
  case accessibilityExtraExtraLarge
  case accessibilityExtraExtraExtraLarge

  /// Whether the category is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// The category of a Dynamic Type size.
  public init(_ size: DynamicTypeSize) {
    self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size)!]
  }
}

extension DynamicTypeSize {
  /// The Dynamic Type size of a category.
  public init(_ category: ContentSizeCategory) {
    self = Self.allCases[ContentSizeCategory.allCases.firstIndex(of: category)!]
  }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
  static var defaultValue: DynamicTypeSize { .large }
}

extension EnvironmentValues {
  /// The reader's text size; fonts of text styles scale with it.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }

  /// The reader's text size as a content size category (the same value as
  /// `dynamicTypeSize`).
  public var sizeCategory: ContentSizeCategory {
    get { ContentSizeCategory(dynamicTypeSize) }
    set { dynamicTypeSize = DynamicTypeSize(newValue) }
  }
}

extension View {
  /// Sets the text size of the views inside.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environment(\.dynamicTypeSize, size)
  }

  /// Keeps the text size of the views inside within `range`.
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
  where T.Bound == DynamicTypeSize {
    transformEnvironment(\.dynamicTypeSize) { size in
      size =
        DynamicTypeSize.allCases.filter { range.contains($0) }
        .min { abs($0.bodySize - size.bodySize) < abs($1.bodySize - size.bodySize) } ?? size
    }
  }
}
