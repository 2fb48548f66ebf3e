import Easel
import EaselCairo
import EaselControls
import EaselTesting
import Foundation
import SwiftUI
import Testing

/// Seed 002's `FlexiblePicker`: chips measured by Pango wrap into rows exactly as the article's
/// greedy algorithm says, a tap toggles the bound option, and the look in light and dark.
@MainActor
@Suite struct FlexiblePickerTests {
  struct Option: Selectable {
    let id = UUID()
    var displayedName: String
    var isSelected = false
    init(displayedName: String) { self.displayedName = displayedName }
  }

  @MainActor final class Store {
    var options: [Option]
    init(_ names: [String]) { options = names.map(Option.init(displayedName:)) }
    var binding: Binding<[Option]> {
      Binding(get: { self.options }, set: { self.options = $0 })
    }
  }

  static let names = [
    "Swift", "Kotlin", "Objective-C", "Rust", "Go", "TypeScript", "Haskell", "C",
    "Elixir", "Python", "Scala", "Clojure", "F#", "Erlang",
  ]

  static let spacing: CGFloat = 12
  static let padding: CGFloat = 8
  static let border: CGFloat = 2

  /// Holds the options in `@State`, as an app would, and copies every change to `store`.
  struct Harness: View {
    let store: Store
    let alignment: HorizontalAlignment
    let selectable: Bool
    @State var options: [Option]

    init(store: Store, alignment: HorizontalAlignment, selectable: Bool) {
      self.store = store
      self.alignment = alignment
      self.selectable = selectable
      _options = State(initialValue: store.options)
    }

    var body: some View {
      FlexiblePicker(
        inputData: $options, fontWeight: .medium, fontSize: 16,
        spacing: FlexiblePickerTests.spacing,
        textPadding: FlexiblePickerTests.padding, borderWidth: FlexiblePickerTests.border,
        alignment: alignment, isSelectable: selectable
      )
      .accessibilityIdentifier("picker")
      .onChange(of: options) { _, new in store.options = new }
    }
  }

  func picker(_ store: Store, alignment: HorizontalAlignment = .center, selectable: Bool = true)
    -> some View
  {
    Harness(store: store, alignment: alignment, selectable: selectable)
  }

  /// The article's split: each item takes its width plus the spacing; an item joins the row
  /// while the row's remaining width stays above zero, otherwise it starts the next row.
  func expectedRows(widths: [CGFloat], lineWidth: CGFloat) -> [[Int]] {
    var rows: [[Int]] = [[]]
    var used: CGFloat = 0
    for (index, width) in widths.enumerated() {
      let item = width + Self.spacing
      if lineWidth - used - item > 0 {
        rows[rows.count - 1].append(index)
        used += item
      } else {
        rows.append([index])
        used = item
      }
    }
    return rows.filter { !$0.isEmpty }
  }

  @Test(arguments: [320.0, 375.0, 768.0])
  func chipsWrapAsTheArticleSays(width: Double) throws {
    let store = Store(Self.names)
    let host = ViewHost(
      picker(store, alignment: .leading).frame(width: width),
      size: CGSize(width: width, height: 800))
    let engine = PangoTextEngine()
    let font = Font.Resolved(size: 16, weight: .medium)
    var frames: [CGRect] = []
    var measured: [CGSize] = []
    for name in Self.names {
      let frame = try #require(host.frame(of: "FlexiblePicker.\(name)"))
      // A chip is its label measured by Pango, the padding and the border on each side.
      let text = engine.measure(name, font: font, width: nil).size
      let chip = CGSize(
        width: text.width + 2 * Self.padding + 2 * Self.border,
        height: text.height + 2 * Self.padding + 2 * Self.border)
      // Frames are rounded to whole points.
      #expect(abs(frame.width - chip.width) <= 1)
      #expect(abs(frame.height - chip.height) <= 1)
      frames.append(frame)
      measured.append(chip)
    }
    let rows = expectedRows(widths: measured.map(\.width), lineWidth: width)
    #expect(rows.count > (width < 700 ? 2 : 1))
    let rowHeight = measured.map(\.height).max()! + Self.spacing
    let pickerFrame = try #require(host.frame(of: "picker"))
    #expect(abs(pickerFrame.height - CGFloat(rows.count) * rowHeight) <= 1)
    for (rowIndex, row) in rows.enumerated() {
      let midY = pickerFrame.minY + (CGFloat(rowIndex) + 0.5) * rowHeight
      var x = pickerFrame.minX
      for index in row {
        #expect(abs(frames[index].midY - midY) <= 1, "\(Self.names[index]) at \(width)")
        #expect(abs(frames[index].minX - x) <= 1, "\(Self.names[index]) at \(width)")
        x += measured[index].width + Self.spacing
      }
      #expect(x - Self.spacing <= width)
    }
    // Every chip is in the row the algorithm gives it: the rows' tops are all different.
    #expect(Set(rows.map { frames[$0[0]].minY }).count == rows.count)
  }

  @Test func theArticlesUIKitMeasurementGivesTheSameRows() throws {
    // The article's way: each item's width from `String.size(withAttributes:)` with a UIFont
    // of the picker's size and weight, plus the border, padding and spacing.
    let font = UIFont.systemFont(ofSize: 16, weight: FontWeight.medium.uiFontWeight)
    let widths = Self.names.map {
      $0.size(withAttributes: [.font: font]).width + 2 * Self.border + 2 * Self.padding
    }
    let store = Store(Self.names)
    let host = ViewHost(
      picker(store, alignment: .leading).frame(width: 375), size: CGSize(width: 375, height: 600))
    let frames = try Self.names.map { try #require(host.frame(of: "FlexiblePicker.\($0)")) }
    let rows = expectedRows(widths: widths, lineWidth: 375)
    #expect(rows.count > 2)
    for row in rows {
      #expect(Set(row.map { frames[$0].minY }).count == 1)
      #expect(abs(frames[row[0]].minX) <= 1)
    }
  }

  @Test func theSplitNeedsRoomLeftOverAndMakesNoEmptyRows() {
    // A row that the items fill exactly is full: the article keeps an item only while the
    // width left after it is above zero.
    #expect(
      FlexiblePickerLayout.rows(forWidths: [100, 100, 100], lineWidth: 300) == [[0, 1], [2]])
    #expect(FlexiblePickerLayout.rows(forWidths: [100, 100, 99], lineWidth: 300) == [[0, 1, 2]])
    // An item wider than the line gets a row of its own, with no empty row before it.
    #expect(
      FlexiblePickerLayout.rows(forWidths: [400, 50, 400, 30], lineWidth: 300)
        == [[0], [1], [2], [3]])
    #expect(FlexiblePickerLayout.rows(forWidths: [], lineWidth: 300).isEmpty)
  }

  @Test func trailingRowsEndAtTheTrailingEdge() throws {
    let store = Store(Self.names)
    let host = ViewHost(
      picker(store, alignment: .trailing).frame(width: 375), size: CGSize(width: 375, height: 600))
    let frames = try Self.names.map { try #require(host.frame(of: "FlexiblePicker.\($0)")) }
    let rows = expectedRows(widths: frames.map(\.width), lineWidth: 375)
    #expect(rows.count > 2)
    for row in rows {
      #expect(abs(frames[row.last!].maxX - 375) <= 1)
    }
  }

  @Test func fontWeightsMapToBothToolkits() {
    for weight in FontWeight.allCases {
      #expect(weight.uiFontWeight.swiftUIWeight == weight.swiftUIFontWeight)
    }
    #expect(FontWeight.semibold.swiftUIFontWeight == .semibold)
    #expect(FontWeight.thin.uiFontWeight.rawValue < FontWeight.heavy.uiFontWeight.rawValue)
  }

  @Test func tappingAChipTogglesItsOption() throws {
    let store = Store(Self.names)
    let host = ViewHost(picker(store), size: CGSize(width: 375, height: 600))
    #expect(host.tap("FlexiblePicker.Rust"))
    host.advance(by: 1)
    #expect(store.options.filter(\.isSelected).map(\.displayedName) == ["Rust"])
    #expect(host.tap("FlexiblePicker.Go"))
    #expect(host.tap("FlexiblePicker.Rust"))
    host.advance(by: 1)
    #expect(store.options.filter(\.isSelected).map(\.displayedName) == ["Go"])
    // The selected chip is filled with blue.
    let frame = try #require(host.frame(of: "FlexiblePicker.Go"))
    let pixel = try #require(try host.pixel(x: Int(frame.minX + 5), y: Int(frame.midY)))
    #expect(pixel.blue > 200 && pixel.red < 60)
  }

  @Test func theSelectionFillIsAnimated() throws {
    let store = Store(Self.names)
    let host = ViewHost(picker(store), size: CGSize(width: 375, height: 600))
    let frame = try #require(host.frame(of: "FlexiblePicker.Swift"))
    func red() throws -> Int {
      Int(try #require(try host.pixel(x: Int(frame.minX + 6), y: Int(frame.midY))).red)
    }
    #expect(try red() == 255)
    #expect(host.tap("FlexiblePicker.Swift"))
    // Half-way through the 0.2 s ease the fill is between white and blue.
    host.advance(by: 0.1)
    let midway = try red()
    #expect(midway > 40 && midway < 220)
    host.advance(by: 1)
    #expect(try red() < 40)
  }

  @Test func chipsSayWhetherTheyAreSelected() throws {
    let store = Store(Self.names)
    store.options[2].isSelected = true
    let host = ViewHost(picker(store), size: CGSize(width: 375, height: 600))
    let elements = host.accessibilityTree()
    let chip = try #require(elements.first { $0.identifier == "FlexiblePicker.Objective-C" })
    #expect(chip.label == "Objective-C")
    #expect(chip.traits.contains(.isSelected))
    #expect(chip.traits.contains(.isButton))
    let other = try #require(elements.first { $0.identifier == "FlexiblePicker.Rust" })
    #expect(!other.traits.contains(.isSelected))
  }

  /// The article's example app keeps the options in an `ObservableObject`.
  final class FiltersModel: ObservableObject {
    @Published var languages = ["Swift", "Haskell", "Rust"].map(Option.init(displayedName:))
  }

  struct FiltersView: View {
    @ObservedObject var model: FiltersModel
    var body: some View {
      FlexiblePicker(inputData: $model.languages, alignment: .leading)
    }
  }

  @Test func anObservedObjectDrivesThePicker() throws {
    let model = FiltersModel()
    let host = ViewHost(FiltersView(model: model), size: CGSize(width: 375, height: 600))
    #expect(host.tap("FlexiblePicker.Haskell"))
    host.advance(by: 1)
    #expect(model.languages.filter(\.isSelected).map(\.displayedName) == ["Haskell"])
  }

  @Test func aPickerThatIsNotSelectableIgnoresTaps() throws {
    let store = Store(Self.names)
    let host = ViewHost(picker(store, selectable: false), size: CGSize(width: 375, height: 600))
    _ = host.tap("FlexiblePicker.Rust")
    host.advance(by: 1)
    #expect(store.options.allSatisfy { !$0.isSelected })
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func pickerLooksRight(scheme: ColorScheme) throws {
    let store = Store(Self.names)
    for index in [0, 3, 9] { store.options[index].isSelected = true }
    let view = VStack(alignment: .leading, spacing: 16) {
      Text("Languages").font(.headline)
      FlexiblePicker(
        inputData: store.binding, textColor: .primary,
        selectedColor: Color.blue.opacity(0.35))
      Text("Tags").font(.headline)
      FlexiblePicker(
        inputData: .constant(
          ["New", "Popular", "On sale", "Free shipping", "Eco"].map(Option.init)),
        fontWeight: .bold, fontSize: 13, spacing: 8, textPadding: 6, textColor: .white,
        notSelectedColor: .orange, borderWidth: 0, alignment: .leading, cornerRadius: 14,
        isSelectable: false)
    }
    .padding(16)
    .frame(width: 375, height: 420, alignment: .top)
    try assertSnapshot(
      of: view, size: CGSize(width: 375, height: 420), scale: 2, colorScheme: scheme,
      named: "flexible-picker-\(scheme.rawValue)", tolerance: .tolerant(channel: 8, fraction: 0.001)
    )
  }
}

extension FontWeight {
  /// The UIKit weight of the same name, for measuring as the seed does with `UIFont`.
  var uiFontWeight: UIFont.Weight {
    switch self {
    case .ultraLight: .ultraLight
    case .thin: .thin
    case .light: .light
    case .regular: .regular
    case .medium: .medium
    case .semibold: .semibold
    case .bold: .bold
    case .heavy: .heavy
    case .black: .black
    }
  }
}
